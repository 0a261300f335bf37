#!/usr/bin/env bash
# Structural EM on mixed (conditional Gaussian) data, structlearn beside bnlearn's structural.em,
# on samples of bnlearn's clgaussian.test network with cells removed completely at random. Needs R
# with bnlearn (R_LIBS pointing at it) and target/structlearn.jar; prints a table, asserts nothing.
#   bash scripts/peers/structural-em-cg.sh [--rows 500] [--fractions "0.1 0.2"] [--seeds "1 2 3"] [--warm N]
# Data and bnlearn's run: structural-em-cg.R; structlearn's runs and the evaluation:
# StructuralEmCgEval.java (columns explained there). R's cpu-s is structural.em()'s user+sys,
# structlearn's the JVM process's CPU time over the learning call (JIT and GC threads included; the
# methods run one after the other in one JVM, so the first, em, pays most of the JIT warm-up).
# --warm N adds the lines em-warm and bnl-warm: the same learning on one thread, CPU of the learning
# thread, median of N runs after two warm-up runs in the same JVM (the EM itself, in-process).
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=500 fractions="0.1 0.2" seeds="1 2 3" warm=0
while [ $# -gt 0 ]; do
  case "$1" in
    --rows) rows="$2"; shift 2 ;;
    --fractions) fractions="$2"; shift 2 ;;
    --seeds) seeds="$2"; shift 2 ;;
    --warm) warm="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "load: $(uptime | sed 's/.*load average: //')"
printf '%5s %4s %-8s | %3s %9s %9s %7s %4s %5s\n' frac seed method SHD ll-own ll-refit cpu-s arcs rows
for f in $fractions; do
  for s in $seeds; do
    d="$tmp/$f-$s"; mkdir -p "$d"
    Rscript scripts/peers/structural-em-cg.R prepare "$d" "$rows" "$f" "$s"
    rline=$(Rscript scripts/peers/structural-em-cg.R learn "$d" "$s")
    java -Dwarm="$warm" -cp target/structlearn.jar scripts/peers/StructuralEmCgEval.java "$d" "$s" "$d/R.arcs.csv" \
      > "$d/java.txt"
    refit=$(awk '/^R-refit/ { print $4 }' "$d/java.txt")
    grep -v '^R-refit' "$d/java.txt" | while read -r m shd own re cpu arcs used; do
      printf '%5s %4s %-8s | %3s %9s %9s %7s %4s %5s\n' "$f" "$s" "$m" "$shd" "$own" "$re" "$cpu" "$arcs" "$used"
    done
    echo "$rline" | while read -r m shd own el cpu arcs; do
      printf '%5s %4s %-8s | %3s %9s %9s %7s %4s %5s\n' "$f" "$s" "R" "$shd" "$own" "$refit" "$cpu" "$arcs" "$rows"
    done
  done
done
