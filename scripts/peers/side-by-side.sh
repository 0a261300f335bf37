#!/usr/bin/env bash
# Hill climbing, PC-stable and bootstrap arc strength, structlearn beside bnlearn, measured in one run
# on this machine. Needs R with bnlearn installed (see the README, "Speed"); prints tables, asserts
# nothing.
#
#   bash scripts/peers/side-by-side.sh [--rounds N] [--pc] [--strength | --strength-only] [--set NAME]
#                                      [CASE ...]
#
# CASE is one of
#   alarm, hailfinder, insurance    data/bnlearn, 20,000 rows; alarm-5000, alarm-1000 (its first rows)
#   andes, pathfinder               20,000 rows from bnlearn/baseline/ in $STRUCTLEARN_DATA or
#                                   ../shared/data
#   NET-ROWS                        a network of the bnlearn repository by name (mildew-20000,
#                                   hepar2-5000, ...), sampled by `sample --seed 1`, with the levels
#                                   read.bif gives; its BIF is looked for in data/bif, then bif/ in
#                                   $STRUCTLEARN_DATA and ../shared/data, then $BIF_DIR, then the
#                                   example models of an installed pgmpy (which ships all 24)
#   random70-ROWS, random76-ROWS    random networks shaped like the repository's 70-variable ones
#                                   (70 variables of 2-4 levels, 112 arcs; 76 binary ones, 100
#                                   arcs), drawn by bnlearn.R with a fixed seed and sampled as above
# --set many-level    mildew, barley, diabetes, pigs, link, munin1, win95pts, hepar2 and water, at
#                     5,000 and 20,000 rows; --set repository: all 24 networks at 5,000 rows; --set
#                     seventy: hepar2, win95pts, random70 and random76 at 5,000 rows (--pc's set)
# Default: alarm, hailfinder, insurance, alarm-5000, alarm-1000, andes and pathfinder when found.
#
# Each round runs, per case, one fresh `learn --json` process with the default threads, one with
# --threads 1, and one R process timing the same search (system.time; data loading excluded on both
# sides): hc() with BIC, or with --pc pc.stable(test = "mi", alpha = 0.05) beside `learn --algorithm
# pc-stable --test mi --alpha 0.05`. The table shows the medians of the rounds, the ratios, and
# whether the BICs (hc) or the CPDAGs (--pc) are the same. The load average is printed before and
# after: seconds measured on a loaded machine are noise. --strength also runs `strength --replicates
# 200` beside boot.strength(R = 200) on alarm's first 5,000 rows, once each, for hc and for PC-stable
# (bnlearn's pc.stable: the mi test at alpha 0.05, both sides' defaults), and prints the skeleton
# Hamming distance between the two averaged networks. --strength-only skips the hc/PC table.
# STRENGTH_ALGORITHMS="pc-stable" (environment) runs only the named learners in the strength table.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=5 strength=0 pc=0 cases=()
many_level="mildew barley diabetes pigs link munin1 win95pts hepar2 water"
repository="asia cancer earthquake sachs survey alarm barley child insurance mildew water hailfinder
  hepar2 win95pts andes diabetes pigs link munin1 munin2 munin3 munin4 munin pathfinder"
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --strength) strength=1; shift ;;
    --pc) pc=1; shift ;;
    --set)
      case "$2" in
        many-level) for n in $many_level; do cases+=("$n-5000" "$n-20000"); done ;;
        repository) for n in $repository; do cases+=("$n-5000"); done ;;
        seventy) cases+=(hepar2-5000 win95pts-5000 random70-5000 random76-5000) ;;
        *) echo "side-by-side.sh: unknown set $2 (many-level, repository, seventy)" >&2; exit 2 ;;
      esac
      shift 2 ;;
    --strength-only) strength=1 rounds=0; shift ;;
    -*) echo "side-by-side.sh: unknown option $1 (use --rounds N, --pc, --strength, --strength-only, --set NAME, case names)" >&2; exit 2 ;;
    *) cases+=("$1"); shift ;;
  esac
done
Rscript -e 'suppressMessages(library(bnlearn)); cat("bnlearn", as.character(packageVersion("bnlearn")), "on", R.version.string, "\n")' \
  || { echo "side-by-side.sh: R with bnlearn is needed (see the README, Speed)" >&2; exit 2; }
[ -f target/structlearn.jar ] || { echo "side-by-side.sh: build first: mvn -DskipTests package" >&2; exit 2; }
echo "load before: $(uptime)"
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
pgmpy_models() {
  for py in "${PYTHON:-}" /tmp/peers/venv/bin/python python3; do
    [ -n "$py" ] && command -v "$py" > /dev/null || continue
    "$py" -c 'import os, pgmpy; print(os.path.join(os.path.dirname(pgmpy.__file__), "utils", "example_models"))' \
      2> /dev/null && return
  done
}
find_bif() {
  local d
  for d in data/bif "${STRUCTLEARN_DATA:-}/bif" ../shared/data/bif "${BIF_DIR:-}" "$(pgmpy_models)"; do
    [ -n "$d" ] || continue
    for f in "$d/$1.bif.gz" "$d/$1.bif"; do [ -f "$f" ] && { echo "$f"; return; }; done
  done
}
# a network case: the BIF (found, or drawn at random by bnlearn.R), sampled once, its level file
network_case() {
  local c=$1 name=${1%-*} rows=${1##*-} bif
  case "$name" in
    random70) bif="$tmp/random70.bif"; [ -f "$bif" ] || Rscript scripts/peers/bnlearn.R random 70 2 4 1.7 70 "$bif" > /dev/null ;;
    random76) bif="$tmp/random76.bif"; [ -f "$bif" ] || Rscript scripts/peers/bnlearn.R random 76 2 2 1.5 76 "$bif" > /dev/null ;;
    *) bif=$(find_bif "$name") ;;
  esac
  [ -n "$bif" ] || { echo "side-by-side.sh: no BIF for $name (set BIF_DIR, or install pgmpy)" >&2; exit 2; }
  [ -f "$tmp/$name.levels.csv" ] || Rscript scripts/peers/bnlearn.R levels "$bif" "$tmp/$name.levels.csv"
  java -jar target/structlearn.jar sample --network "$bif" --rows "$rows" --seed 1 --out "$tmp/$c.csv.gz" > /dev/null
  add "$c" "$tmp/$c.csv.gz" "$tmp/$name.levels.csv" "$rows"
}
for c in "${cases[@]}"; do
  if [ -z "${DATA[$c]:-}" ] && [[ "$c" =~ ^[a-z0-9]+-[0-9]+$ ]]; then network_case "$c"; fi
  [ -n "${DATA[$c]:-}" ] || { echo "side-by-side.sh: unknown case $c (or its files are not found)" >&2; exit 2; }
  # structlearn reads a file whole, so the first rows go to a file of their own
  if [ "${DATA[$c]}" = "$B/alarm.csv.gz" ] && [ "${ROWS[$c]}" != 20000 ]; then
    { zcat -f "${DATA[$c]}" || true; } | head -n $((ROWS[$c] + 1)) > "$tmp/$c.csv"
    DATA[$c]="$tmp/$c.csv"
  fi
done
# one fresh process: "seconds score-or-tests arcs" (--pc: also writes the CPDAG's arcs, an undirected
# edge both ways, to $tmp/ours-CASE.csv)
ours() {
  local c=$1; shift
  if [ "$pc" = 1 ]; then
    java -jar target/structlearn.jar learn --data "${DATA[$c]}" --levels "${LEVELS[$c]}" \
        --algorithm pc-stable --test mi --alpha 0.05 --json "$@" |
      python3 -c 'import json,sys
d = json.load(sys.stdin)
with open(sys.argv[1], "w") as f:
    f.write("from,to\n")
    for a in d["arcs"]: f.write("%s,%s\n" % tuple(a))
    for e in d["undirectedEdges"]: f.write("%s,%s\n%s,%s\n" % (e[0], e[1], e[1], e[0]))
print("%.6f %d %d" % (d["seconds"], d["tests"], len(d["arcs"]) + 2 * len(d["undirectedEdges"])))' "$tmp/ours-$c.csv"
  else
    java -jar target/structlearn.jar learn --data "${DATA[$c]}" --levels "${LEVELS[$c]}" --json "$@" |
      python3 -c 'import json,sys; d=json.load(sys.stdin); print("%.6f %.4f %d" % (d["seconds"], d["score"], len(d["arcs"])))'
  fi
}
theirs() {
  if [ "$pc" = 1 ]; then
    Rscript scripts/peers/bnlearn.R pc "${DATA[$1]}" "${LEVELS[$1]}" "${ROWS[$1]}" 0.05 "$tmp/bnlearn-$1.csv"
  else
    Rscript scripts/peers/bnlearn.R hc "${DATA[$1]}" "${LEVELS[$1]}" "${ROWS[$1]}"
  fi
}
for r in $(seq "$rounds"); do
  for c in "${cases[@]}"; do
    echo "$c ours2 $(ours "$c")" >> "$tmp/times"
    [ "$pc" = 1 ] && cp "$tmp/ours-$c.csv" "$tmp/ours2-$c.csv"
    echo "$c ours1 $(ours "$c" --threads 1)" >> "$tmp/times"
    echo "$c bnlearn $(theirs "$c")" >> "$tmp/times"
    if [ "$pc" = 1 ]; then # the CPDAG, compared as sets of (from, to) pairs
      same=$(python3 -c 'import csv,sys
s = [{tuple(r) for r in list(csv.reader(open(f)))[1:]} for f in sys.argv[1:]]
print("yes" if s[0] == s[1] == s[2] else "NO:%d" % len(s[0] ^ s[2]))' \
        "$tmp/ours2-$c.csv" "$tmp/ours-$c.csv" "$tmp/bnlearn-$c.csv")
      echo "$c same $same" >> "$tmp/cpdag"
    fi
  done
  echo "round $r of $rounds done" >&2
done
echo "load after: $(uptime)"
touch "$tmp/cpdag"
[ "$rounds" -gt 0 ] && python3 - "$tmp/times" "$rounds" "$pc" "$tmp/cpdag" <<'PY'
import sys, statistics, collections
t = collections.defaultdict(list); third = collections.defaultdict(set); order = []
for line in open(sys.argv[1]):
    case, who, sec, value, arcs = line.split()
    if case not in order: order.append(case)
    t[case, who].append(float(sec)); third[case, who].add(value)
pc = sys.argv[3] == "1"
same = collections.defaultdict(set)
for line in open(sys.argv[4]):
    case, _, verdict = line.split()
    same[case].add(verdict)
what = "pc.stable(test = 'mi', alpha = 0.05)" if pc else "hc() with BIC"
print(f"{what}, fresh processes, median of {sys.argv[2]} rounds (seconds without data loading)")
last = "same CPDAG (tests ours / bnlearn)" if pc else "same BIC"
print(f"{'case':<16}{'bnlearn':>9}{'default':>9}{'1 thread':>9}{'ratio':>8}{'ratio 1t':>9}  {last}")
for c in order:
    b, o2, o1 = (statistics.median(t[c, w]) for w in ("bnlearn", "ours2", "ours1"))
    if pc:
        verdict = "yes" if same[c] == {"yes"} else "NO (" + ",".join(sorted(same[c])) + ")"
        verdict += f" ({'/'.join(sorted(third[c, 'ours2']))} / {'/'.join(sorted(third[c, 'bnlearn']))})"
    else:
        scores = third[c, "ours2"] | third[c, "ours1"] | third[c, "bnlearn"]
        verdict = "yes" if len(scores) == 1 else "NO: " + " ".join(sorted(scores))
    print(f"{c:<16}{b:9.3f}{o2:9.4f}{o1:9.4f}{b / o2:7.1f}x{b / o1:8.1f}x  {verdict}")
PY
if [ "$strength" = 1 ]; then
  { zcat -f $B/alarm.csv.gz || true; } | head -n 5001 > "$tmp/alarm-5000.csv"
  for algo in ${STRENGTH_ALGORITHMS:-hc pc-stable}; do
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
