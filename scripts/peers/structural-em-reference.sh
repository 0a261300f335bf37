#!/usr/bin/env bash
# Records bnlearn's structural.em() on 500 ALARM rows (`sample --network alarm --rows 500 --seed 1`)
# with 5% of the cells removed completely at random (`holes --fraction 0.05 --seed 1`): the holed
# rows as src/test/resources/reference/structural-em-alarm-500.csv.gz and bnlearn's learned arcs
# (the same for R seeds 1..3) as structural-em-alarm-500.bnlearn.arcs.csv beside it, which
# StructuralEmTest checks StructuralEmOptions.bnlearn() against. Needs R with bnlearn (R_LIBS) and
# the jar.
#   bash scripts/peers/structural-em-reference.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -f target/structlearn.jar ] || { echo "structural-em-reference.sh: build first: mvn -DskipTests package" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
out=src/test/resources/reference
java -jar target/structlearn.jar sample --network alarm --rows 500 --seed 1 --out "$tmp/all.csv" > /dev/null
java -jar target/structlearn.jar holes --data "$tmp/all.csv" --fraction 0.05 --seed 1 \
  --out "$tmp/holed.csv" > /dev/null
Rscript scripts/peers/structural-em-reference.R "$tmp/holed.csv" "$out/structural-em-alarm-500.bnlearn.arcs.csv"
gzip -9n < "$tmp/holed.csv" > "$out/structural-em-alarm-500.csv.gz"
