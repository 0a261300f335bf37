#!/usr/bin/env bash
# Structural EM, structlearn beside bnlearn's structural.em, on ALARM samples with cells removed
# completely at random. Needs R with bnlearn (R_LIBS pointing at it; see the README, "Speed");
# prints a table, asserts nothing.
#
#   bash scripts/peers/structural-em.sh [--rows N] [--test N] [--fractions "0.05 0.1 0.2"] [--seeds "1"]
#
# Data: `sample --network alarm --seed 1` draws rows + test rows; the first rows are the training
# data, the rest the held-out rows. For each fraction and seed, `holes` removes that fraction of
# the training cells (MCAR, seeded) and writes NA there. Then, one after the other on the same file:
#   structlearn `em` (defaults: Friedman's expected counts, tabu search afresh each round),
#   structlearn `em --bnlearn` (bnlearn's algorithm: single imputation, hc from the previous round),
#   bnlearn structural.em() with its defaults (R's system.time; data loading excluded).
# Columns: SHD of each learned DAG's CPDAG to ALARM's (bnlearn's shd()); log-likelihood per held-out
# row after a common refit (each DAG's tables by EM on the same holed rows, bayes prior iss 1:
# StructuralEmEval.java); seconds (structlearn: its learning time in a fresh JVM, JIT warm-up
# included, reading excluded; in brackets the whole process); bnlearn's seconds over structlearn's.
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=5000 test=2000 fractions="0.05 0.1 0.2" seeds="1"
while [ $# -gt 0 ]; do
  case "$1" in
    --rows) rows="$2"; shift 2 ;;
    --test) test="$2"; shift 2 ;;
    --fractions) fractions="$2"; shift 2 ;;
    --seeds) seeds="$2"; shift 2 ;;
    *) echo "structural-em.sh: unknown option $1 (use --rows, --test, --fractions, --seeds)" >&2; exit 2 ;;
  esac
done
Rscript -e 'suppressMessages(library(bnlearn)); cat("bnlearn", as.character(packageVersion("bnlearn")), "on", R.version.string, "\n")' \
  || { echo "structural-em.sh: R with bnlearn is needed (set R_LIBS; see the README, Speed)" >&2; exit 2; }
[ -f target/structlearn.jar ] || { echo "structural-em.sh: build first: mvn -DskipTests package" >&2; exit 2; }
jar=target/structlearn.jar
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
zcat -f data/bif/alarm.bif.gz > "$tmp/alarm.bif"
java -jar $jar sample --network alarm --rows $((rows + test)) --seed 1 --out "$tmp/all.csv" > /dev/null
head -n $((rows + 1)) "$tmp/all.csv" > "$tmp/train.csv"
{ head -n 1 "$tmp/all.csv"; tail -n "$test" "$tmp/all.csv"; } > "$tmp/test.csv"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
printf '%-8s %4s | %-28s | %-28s | %-22s | %s\n' "" "" "structlearn (default)" "structlearn --bnlearn" "bnlearn structural.em" "bnlearn s /"
printf '%-8s %4s | %4s %9s %13s | %4s %9s %13s | %4s %9s %7s | %s\n' fraction seed SHD heldout seconds SHD heldout seconds SHD heldout seconds "default  --bnlearn"
seconds() { sed -n 's/.*"seconds":\([0-9.eE+-]*\).*/\1/p'; }
for f in $fractions; do
  for s in $seeds; do
    h="$tmp/holed-$f-$s.csv"
    java -jar $jar holes --data "$tmp/train.csv" --fraction "$f" --seed "$s" --out "$h" > /dev/null
    t0=$(date +%s.%N)
    a=$(java -jar $jar em --data "$h" --seed "$s" --json --out "$tmp/ours-$f-$s.csv" | seconds)
    t1=$(date +%s.%N)
    b=$(java -jar $jar em --data "$h" --seed "$s" --bnlearn --json --out "$tmp/repl-$f-$s.csv" | seconds)
    t2=$(date +%s.%N)
    r=$(Rscript scripts/peers/structural-em.R "$h" "$tmp/bn-$f-$s.csv" "$s" | cut -d' ' -f1)
    mapfile -t ev < <(java -cp $jar scripts/peers/StructuralEmEval.java "$tmp/alarm.bif" "$h" "$tmp/test.csv" \
      "$tmp/ours-$f-$s.csv" "$tmp/repl-$f-$s.csv" "$tmp/bn-$f-$s.csv")
    pa=$(echo "$t1 - $t0" | bc); pb=$(echo "$t2 - $t1" | bc)
    read -r sa la <<< "${ev[0]}"; read -r sb lb <<< "${ev[1]}"; read -r sr lr <<< "${ev[2]}"
    printf '%-8s %4s | %4s %9s %5.1f (%5.1f) | %4s %9s %5.1f (%5.1f) | %4s %9s %7.1f | %5.0fx %5.0fx\n' \
      "$f" "$s" "$sa" "$la" "$a" "$pa" "$sb" "$lb" "$b" "$pb" "$sr" "$lr" "$r" \
      "$(echo "$r / $a" | bc -l)" "$(echo "$r / $b" | bc -l)"
  done
done
