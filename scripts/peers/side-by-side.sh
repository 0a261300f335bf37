#!/usr/bin/env bash
# Hill climbing and bootstrap arc strength, structlearn beside bnlearn, measured in one run on this
# machine. Needs R with bnlearn installed (see the README, "Speed"); prints tables, asserts nothing.
#
#   bash scripts/peers/side-by-side.sh [--rounds N] [--strength] [CASE ...]
#
# CASE: alarm, hailfinder, insurance (data/bnlearn, 20,000 rows), alarm-5000, alarm-1000 (its first
# rows), andes, pathfinder (20,000 rows; bnlearn/baseline/ in $STRUCTLEARN_DATA or ../shared/data).
# Default: every case whose files are found. Each round runs, per case, one fresh `learn --json`
# process with the default threads, one with --threads 1, and one R process timing hc()
# (system.time, data loading excluded on both sides); the table shows the medians and the ratios.
# --strength also runs `strength --replicates 200` beside boot.strength(R = 200) on alarm's first
# 5,000 rows, once each, for hc and for PC-stable (bnlearn's pc.stable: the mi test at alpha 0.05,
# both sides' defaults), and prints the skeleton Hamming distance between the two averaged
# networks. --strength-only skips the hc table.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=5 strength=0 cases=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --strength) strength=1; shift ;;
    --strength-only) strength=1 rounds=0; shift ;;
    -*) echo "side-by-side.sh: unknown option $1 (use --rounds N, --strength, --strength-only, case names)" >&2; exit 2 ;;
    *) cases+=("$1"); shift ;;
  esac
done
Rscript -e 'suppressMessages(library(bnlearn)); cat("bnlearn", as.character(packageVersion("bnlearn")), "on", R.version.string, "\n")' \
  || { echo "side-by-side.sh: R with bnlearn is needed (see the README, Speed)" >&2; exit 2; }
[ -f target/structlearn.jar ] || { echo "side-by-side.sh: build first: mvn -DskipTests package" >&2; exit 2; }
shared=""
for d in "${STRUCTLEARN_DATA:-}" ../shared/data; do
  if [ -n "$d" ] && [ -f "$d/bnlearn/baseline/andes.levels.csv" ]; then shared="$d/bnlearn/baseline"; break; fi
done
B=data/bnlearn
declare -A DATA LEVELS ROWS
add() { DATA[$1]="$2"; LEVELS[$1]="$3"; ROWS[$1]="$4"; }
add alarm $B/alarm.csv.gz $B/alarm.levels.csv.gz 20000
add hailfinder $B/hailfinder.csv.gz $B/hailfinder.levels.csv.gz 20000
add insurance $B/insurance.csv.gz $B/insurance.levels.csv.gz 20000
add alarm-5000 $B/alarm.csv.gz $B/alarm.levels.csv.gz 5000
add alarm-1000 $B/alarm.csv.gz $B/alarm.levels.csv.gz 1000
if [ -n "$shared" ]; then
  add andes "$shared/andes-rbn-seed42-n20000.csv.gz" "$shared/andes.levels.csv" 20000
  add pathfinder "$shared/pathfinder-rbn-seed42-n20000.csv.gz" "$shared/pathfinder.levels.csv" 20000
fi
if [ ${#cases[@]} -eq 0 ]; then
  cases=(alarm hailfinder insurance alarm-5000 alarm-1000)
  [ -n "$shared" ] && cases+=(andes pathfinder)
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for c in "${cases[@]}"; do
  [ -n "${DATA[$c]:-}" ] || { echo "side-by-side.sh: unknown case $c (or its files are not found)" >&2; exit 2; }
  # structlearn reads a file whole, so the first rows go to a file of their own
  if [ "${ROWS[$c]}" != 20000 ]; then
    { zcat -f "${DATA[$c]}" || true; } | head -n $((ROWS[$c] + 1)) > "$tmp/$c.csv"
    DATA[$c]="$tmp/$c.csv"
  fi
done
ours() { java -jar target/structlearn.jar learn --data "${DATA[$1]}" --levels "${LEVELS[$1]}" --json "${@:2}" |
  python3 -c 'import json,sys; d=json.load(sys.stdin); print("%.6f %.4f %d" % (d["seconds"], d["score"], len(d["arcs"])))'; }
for r in $(seq "$rounds"); do
  for c in "${cases[@]}"; do
    echo "$c ours2 $(ours "$c")" >> "$tmp/times"
    echo "$c ours1 $(ours "$c" --threads 1)" >> "$tmp/times"
    echo "$c bnlearn $(Rscript scripts/peers/bnlearn.R hc "${DATA[$c]}" "${LEVELS[$c]}" "${ROWS[$c]}")" >> "$tmp/times"
  done
  echo "round $r of $rounds done" >&2
done
[ "$rounds" -gt 0 ] && python3 - "$tmp/times" "$rounds" <<'PY'
import sys, statistics, collections
t = collections.defaultdict(list); bic = collections.defaultdict(set); order = []
for line in open(sys.argv[1]):
    case, who, sec, score, arcs = line.split()
    if case not in order: order.append(case)
    t[case, who].append(float(sec)); bic[case].add(score)
print(f"hc, fresh processes, median of {sys.argv[2]} rounds (seconds without data loading)")
print(f"{'case':<12}{'bnlearn':>9}{'default':>9}{'1 thread':>9}{'ratio':>8}{'ratio 1t':>9}  same BIC")
for c in order:
    b, o2, o1 = (statistics.median(t[c, w]) for w in ("bnlearn", "ours2", "ours1"))
    print(f"{c:<12}{b:9.3f}{o2:9.4f}{o1:9.4f}{b / o2:7.1f}x{b / o1:8.1f}x  {'yes' if len(bic[c]) == 1 else 'NO: ' + ' '.join(sorted(bic[c]))}")
PY
if [ "$strength" = 1 ]; then
  { zcat -f $B/alarm.csv.gz || true; } | head -n 5001 > "$tmp/alarm-5000.csv"
  for algo in hc pc-stable; do
    b=$(Rscript scripts/peers/bnlearn.R strength "$tmp/alarm-5000.csv" $B/alarm.levels.csv.gz 5000 200 1 \
          "$tmp/bnlearn-avg.csv" "${algo/-/.}")
    o=$(java -jar target/structlearn.jar strength --data "$tmp/alarm-5000.csv" --levels $B/alarm.levels.csv.gz \
          --algorithm "$algo" --replicates 200 --seed 1 --out "$tmp/ours-avg.csv" --json |
        python3 -c 'import json,sys; d=json.load(sys.stdin); print("%.3f %.4f %d" % (d["seconds"], d["threshold"], d["averagedArcs"]))')
    python3 - "$b" "$o" "$tmp/bnlearn-avg.csv" "$tmp/ours-avg.csv" "$algo" <<'PY'
import sys, csv
def skeleton(f):
    return {frozenset(r) for r in list(csv.reader(open(f)))[1:]}
b, o = sys.argv[1].split(), sys.argv[2].split()
sb, so = skeleton(sys.argv[3]), skeleton(sys.argv[4])
print(f"\nstrength, 200 replicates of {sys.argv[5]} on alarm's first 5,000 rows (seconds without data loading)")
print(f"{'':<12}{'seconds':>9}{'threshold':>10}{'links':>6}")
print(f"{'bnlearn':<12}{float(b[0]):9.2f}{float(b[1]):10.3f}{len(sb):6d}")
print(f"{'structlearn':<12}{float(o[0]):9.2f}{float(o[1]):10.3f}{len(so):6d}")
print(f"ratio {float(b[0]) / float(o[0]):.1f}x; skeleton Hamming distance between the averaged networks: "
      f"{len(sb ^ so)}")
PY
  done
fi
