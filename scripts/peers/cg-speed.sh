#!/usr/bin/env bash
# Hill climbing with bic-cg (conditional linear Gaussian networks), structlearn beside bnlearn, in
# fresh processes on this machine. Needs R with bnlearn (R_LIBS pointing at it if it is not in the
# default library) and target/structlearn.jar; prints a table, asserts nothing.
#
#   bash scripts/peers/cg-speed.sh [--rounds N] [--record CSV] [CASE ...]
#
# Cases (all by default): clgaussian, bnlearn's clgaussian.test (5,000 rows, 8 columns); survey,
# the complete rows of MASS's survey (168 of 237 rows, 7 categories and 5 numbers; both sides drop
# the incomplete rows); cg30-20000 and cg30-100000, 20,000 and 100,000 rows sampled (seed 1) from
# data/mixed/cg30.json.gz (30 nodes, 10 discrete, 60 arcs; made by scripts/peers/cg-network.jsh).
# Each round runs, per case, one fresh `learn --json` process with the default threads, one with
# --threads 1, one with --threads 1 --cpu-time (the CPU time of the learning call on its thread,
# which does all of the search's work on one thread; the JIT compiler's is not in it), and one R
# process timing hc(score = "bic-cg") with system.time (elapsed and CPU); data loading is excluded
# on both sides. The table shows the medians, the ratios of bnlearn's time to
# structlearn's (elapsed; and CPU to CPU, which a loaded machine disturbs less), and whether both
# ended at the same BIC (to 4 decimals). --record writes bnlearn's
# medians as the CSV that `bench` reads (data/mixed/cg-bnlearn-hc.csv: case, rows, elapsed and CPU
# seconds, BIC, arcs, the load average when measured).
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=5 record="" cases=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --record) record="$2"; shift 2 ;;
    clgaussian|survey|cg30-20000|cg30-100000) cases+=("$1"); shift ;;
    *) echo "cg-speed.sh: unknown option or case $1 (use --rounds N, --record CSV, and cases among" \
         "clgaussian survey cg30-20000 cg30-100000)" >&2; exit 2 ;;
  esac
done
[ ${#cases[@]} -gt 0 ] || cases=(clgaussian survey cg30-20000 cg30-100000)
Rscript -e 'suppressMessages(library(bnlearn)); cat("bnlearn", as.character(packageVersion("bnlearn")), "on", R.version.string, "\n")' \
  || { echo "cg-speed.sh: R with bnlearn is needed (see the README, Speed)" >&2; exit 2; }
[ -f target/structlearn.jar ] || { echo "cg-speed.sh: build first: mvn -DskipTests package" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
declare -A DATA
DATA[clgaussian]=data/bnlearn/clgaussian.test.csv.gz
DATA[survey]=data/real/survey.csv.gz
for n in 20000 100000; do
  java -jar target/structlearn.jar sample --network data/mixed/cg30.json.gz --rows $n --seed 1 \
    --out "$tmp/cg30-$n.csv" > /dev/null
  DATA[cg30-$n]="$tmp/cg30-$n.csv"
done
cat > "$tmp/hc.R" <<'R'
suppressMessages(library(bnlearn))
d <- na.omit(read.csv(commandArgs(TRUE)[1], stringsAsFactors = TRUE, na.strings = c("", "NA")))
for (v in names(d)) if (is.integer(d[[v]])) d[[v]] <- as.numeric(d[[v]])
st <- system.time(g <- hc(d, score = "bic-cg"))
cat(sprintf("%.4f %.4f %.4f %d\n", st[["elapsed"]], st[["user.self"]] + st[["sys.self"]],
            score(g, d, type = "bic-cg"), narcs(g)))
R
ours() { java -jar target/structlearn.jar learn --data "${DATA[$1]}" --score bic-cg --missing-cells drop-rows \
  --json "${@:2}" 2>/dev/null |
  python3 -c 'import json,sys; d=json.load(sys.stdin); print("%.6f %.6f %.4f %d" % (d["seconds"], d.get("threadCpuSeconds", d["seconds"]), d["score"], len(d["arcs"])))'; }
for r in $(seq "$rounds"); do
  for c in "${cases[@]}"; do
    echo "$c ours2 $(ours "$c")" >> "$tmp/times"
    echo "$c ours1 $(ours "$c" --threads 1)" >> "$tmp/times"
    echo "$c ourscpu $(ours "$c" --threads 1 --cpu-time)" >> "$tmp/times"
    echo "$c bnlearn $(Rscript "$tmp/hc.R" "${DATA[$c]}")" >> "$tmp/times"
  done
  echo "round $r of $rounds done (load average $(cut -d' ' -f1 /proc/loadavg))" >&2
done
python3 - "$tmp/times" "$rounds" "$record" "$(cut -d' ' -f1 /proc/loadavg)" "$load_before" \
  "$(cut -d' ' -f1-3 /proc/loadavg)" <<'PY'
import sys, statistics, collections
t = collections.defaultdict(list); cpu = collections.defaultdict(list)
bic = collections.defaultdict(set); order = []
for line in open(sys.argv[1]):
    case, who, sec, cpusec, score, arcs = line.split()
    if case not in order: order.append(case)
    t[case, who].append(float(sec)); cpu[case, who].append(float(cpusec)); bic[case].add(score)
print(f"hc with bic-cg, fresh processes, median of {sys.argv[2]} rounds (seconds without data loading);"
      f" load average {sys.argv[5]} before, {sys.argv[6]} after")
print(f"{'case':<12}{'bnlearn':>9}{'cpu':>7}{'default':>9}{'1 thread':>9}{'1t cpu':>8}"
      f"{'ratio':>8}{'ratio 1t':>9}{'cpu/cpu':>8}  same BIC")
for c in order:
    b, bc, o2, o1, oc = (statistics.median(v) for v in
                         (t[c, "bnlearn"], cpu[c, "bnlearn"], t[c, "ours2"], t[c, "ours1"],
                          cpu[c, "ourscpu"]))
    same = 'yes' if len(bic[c]) == 1 else 'NO: ' + ' '.join(sorted(bic[c]))
    print(f"{c:<12}{b:9.3f}{bc:7.3f}{o2:9.4f}{o1:9.4f}{oc:8.4f}"
          f"{b / o2:7.1f}x{b / o1:8.1f}x{bc / oc:7.1f}x  {same}")
if sys.argv[3]:
    rows = {"clgaussian": 5000, "survey": 168, "cg30-20000": 20000, "cg30-100000": 100000}
    names = {"clgaussian": "cg-clgaussian-5000", "survey": "cg-survey-168",
             "cg30-20000": "cg30-20000", "cg30-100000": "cg30-100000"}
    with open(sys.argv[3], "w") as f:
        f.write("case,rows,elapsed.median.s,cpu.median.s,bic,load.average\n")
        for c in order:
            b, bc = statistics.median(t[c, "bnlearn"]), statistics.median(cpu[c, "bnlearn"])
            f.write(f"{names[c]},{rows[c]},{b:.4f},{bc:.4f},{sorted(bic[c])[0]},{sys.argv[4]}\n")
PY
