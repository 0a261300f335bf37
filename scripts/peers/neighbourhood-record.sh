#!/usr/bin/env bash
# Records the glmnet reference of the neighbourhood-selection tests (NeighbourhoodGlmnetReferenceTest)
# in src/test/resources/neighbourhood/: for each case a Gibbs (or forward) sample drawn by structlearn's
# `sample`, and what scripts/peers/neighbourhood-reference.R (glmnet 4.1.6, Debian's r-cran-glmnet)
# makes of it with the EBIC's gamma 0.25: NAME.glmnet.nodes.csv (each node's path length, chosen
# penalty, its lambda and EBIC) and NAME.glmnet.edges.csv (the AND and OR graphs). glmnet's defaults
# throughout, except lambda.min.ratio = 0.01 for the three-level case: with its default 1e-4 the
# multinomial paths run into near-separation at the smallest penalties, where glmnet spends its
# 100,000 passes (and so would the test); the EBIC chooses penalties far above 0.01 x the largest.
#
#   bash scripts/peers/neighbourhood-record.sh
#
# Needs target/structlearn.jar (mvn -o -q package -DskipTests) and Rscript with glmnet.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=src/test/resources/neighbourhood
mkdir -p "$out"
J=target/structlearn.jar
tmp=$(mktemp -d /tmp/neighbourhood-record.XXXXXX)
record() { # NAME KIND RATIO sample-arguments... (RATIO: glmnet's lambda.min.ratio, or - for its default)
  local name=$1 kind=$2 ratio=(); [ "$3" = - ] || ratio=(1 "$3"); shift 3
  java -jar "$J" sample "$@" --out "$tmp/$name.csv" >/dev/null
  if [ "$kind" = gaussian ]; then # 6 significant digits: a smaller file, read the same by both sides
    python3 -c 'import csv,sys
rows = list(csv.reader(open(sys.argv[1])))
w = csv.writer(open(sys.argv[1], "w", newline=""), lineterminator="\n")
w.writerow(rows[0])
w.writerows([[format(float(v), ".6g") for v in r] for r in rows[1:]])' "$tmp/$name.csv"
  fi
  gzip -9n -c "$tmp/$name.csv" > "$out/$name.csv.gz"
  Rscript scripts/peers/neighbourhood-reference.R "$tmp/$name.csv" "$kind" 0.25 "$tmp/$name" "${ratio[@]}" 2>/dev/null
  cut -d, -f1-6 "$tmp/$name.nodes.csv" > "$out/$name.glmnet.nodes.csv" # without the times
  cp "$tmp/$name.edges.csv" "$out/$name.glmnet.edges.csv"
}
record karate-binary-200 discrete - --markov data/networks/karate.mtx.gz --rows 200 \
  --sampling-iterations 200 --seed 1
record karate-3levels-300 discrete 0.01 --markov data/networks/karate.mtx.gz --cardinality 3 --rows 300 \
  --sampling-iterations 300 --potentials=-1:1 --potential-scale log --seed 2
record ecoli70-gaussian-200 gaussian - --network ecoli70 --rows 200 --seed 3
rm -rf "$tmp"
