#!/usr/bin/env bash
# Exact search side by side: structlearn's exact search (dynamic programming over subsets) beside
# causal-learn's ExactSearch (dynamic programming and A*), on continuous data, where causal-learn's
# score (n ln(RSS/n) + k ln n on centred data) has the same optimum as bnlearn's BIC-G up to
# bnlearn's unbiased variance estimate. Every DAG is rescored by structlearn's BIC-G, so the score
# columns compare directly; "same" says whether causal-learn's DAG is in the same equivalence class
# as structlearn's. Prints a table, asserts nothing.
#
#   bash scripts/peers/exact-side-by-side.sh [--timeout S] [--max-parents K] [CASE ...]
#
# CASE: gaussian.test (data/bnlearn, 7 variables, 5,000 rows), ecoli70-N (the first N columns of
# 5,000 rows sampled from data/gaussian/ecoli70.json with seed 1). Default: gaussian.test
# ecoli70-12 ecoli70-16 ecoli70-20. Both sides get the in-degree bound K (default 3). Times in
# seconds (wall and process CPU), reading the data excluded; causal-learn runs are killed after
# --timeout seconds (default 900).
set -euo pipefail
cd "$(dirname "$0")/../.."
timeout_s=900 k=3 cases=()
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) timeout_s="$2"; shift 2 ;;
    --max-parents) k="$2"; shift 2 ;;
    -*) echo "exact-side-by-side.sh: unknown option $1" >&2; exit 2 ;;
    *) cases+=("$1"); shift ;;
  esac
done
[ ${#cases[@]} -gt 0 ] || cases=(gaussian.test ecoli70-12 ecoli70-16 ecoli70-20)
[ -f target/structlearn.jar ] || { echo "exact-side-by-side.sh: build first: mvn -DskipTests package" >&2; exit 2; }
PY=${PEERS_PY:-/tmp/peers/venv/bin/python}
work=$(mktemp -d /tmp/exact-peers.XXXXXX)
cp target/structlearn.jar "$work/structlearn.jar"
JAR="$work/structlearn.jar"
RUN=(java -cp "$JAR" scripts/peers/StructlearnPeerRun.java)
field() { sed -n "s/.*$1=\([^ ]*\).*/\1/p" <<< "$2" | head -n 1; }
row() { printf '%-14s %4s | %-14s %8s %8s | %-14s %8s %8s %4s | %-14s %8s %8s %4s\n' "$@"; }
row case vars structlearn cpu wall "cl DP" cpu wall same "cl A*" cpu wall same
for c in "${cases[@]}"; do
  case "$c" in
    gaussian.test) zcat data/bnlearn/gaussian.test.csv.gz > "$work/$c.csv" ;;
    ecoli70-*)
      [ -f "$work/ecoli70.csv" ] || java -jar "$JAR" sample --network ecoli70.json --rows 5000 --seed 1 --out "$work/ecoli70.csv" >/dev/null
      cut -d, -f1-"${c#ecoli70-}" "$work/ecoli70.csv" > "$work/$c.csv" ;;
    *) echo "exact-side-by-side.sh: unknown case $c" >&2; exit 2 ;;
  esac
  data="$work/$c.csv"; vars=$(head -n 1 "$data" | tr ',' '\n' | wc -l)
  ours=$("${RUN[@]}" exact "$data" bic-g "$k" 2 "$work/$c-ours.csv")
  o_score=$(field score "$ours")
  cells=()
  for m in dp astar; do
    out=$(timeout "$timeout_s" "$PY" scripts/peers/ges_peers.py "causal-learn-$m" "$data" bic-g "$work/$c-$m.csv" "$k" 2>/dev/null || true)
    w=$(field seconds "$out"); u=$(field cpu "$out")
    if [ -z "$w" ]; then cells+=(- ">$timeout_s" ">$timeout_s" -); continue; fi
    r=$("${RUN[@]}" rescore "$data" bic-g "$work/$c-ours.csv" "$work/$c-$m.csv")
    same=$("$PY" - "$work/$c-ours.csv" "$work/$c-$m.csv" <<'PY'
import sys
# same equivalence class: same skeleton and same v-structures
def dag(f):
    arcs = set()
    for line in open(f).read().split("\n")[1:]:
        if line:
            a, b, _ = line.split(",")
            arcs.add((a, b))
    return arcs
def cls(arcs):
    skel = {frozenset(a) for a in arcs}
    par = {}
    for a, b in arcs:
        par.setdefault(b, set()).add(a)
    v = {(min(a, c), b, max(a, c)) for b, ps in par.items() for a in ps for c in ps if a < c and frozenset((a, c)) not in skel}
    return skel, v
print("yes" if cls(dag(sys.argv[1])) == cls(dag(sys.argv[2])) else "no")
PY
)
    cells+=("$(sed -n 2p <<< "$r" | sed -n 's/.*score=\([^ ]*\).*/\1/p')" "$u" "$w" "$same")
  done
  row "$c" "$vars" "$o_score" "$(field cpu "$ours")" "$(field time "$ours")" "${cells[@]}"
done
echo "(scores: structlearn's bic-g of each DAG; in-degree bound $k on both sides; work files in $work)"
