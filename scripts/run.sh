#!/usr/bin/env bash
# The main job on a fresh machine (Java 17 and Maven on the PATH): builds target/structlearn.jar, then
# samples ALARM, fits its tables back, scores and compares, printing each step.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${STRUCTLEARN_DATA:-}" ]; then
  export STRUCTLEARN_DATA="$(cd .. && pwd)/shared/data"
fi
mvn -B -ntp -q -DskipTests package
jar=target/structlearn.jar
out=target/demo
mkdir -p "$out"
net="$STRUCTLEARN_DATA/bif/alarm.bif.gz"
echo "== sample 5000 rows of ALARM"
java -jar "$jar" sample --network "$net" --rows 5000 --seed 1 --out "$out/alarm.csv"
echo "== fit its tables back by maximum likelihood for the true DAG"
java -jar "$jar" fit --data "$out/alarm.csv" --graph "$net" --out "$out/alarm-fitted.bif"
echo "== log-likelihood of the sample under the true DAG"
java -jar "$jar" score --data "$out/alarm.csv" --graph "$net" --score loglik
echo "== compare bnlearn's hill-climbing result on 20000 rows with the truth"
java -jar "$jar" compare --true "$STRUCTLEARN_DATA/bnlearn/alarm.truth.modelstring.txt" \
  --learned "$STRUCTLEARN_DATA/bnlearn/baseline/learned/alarm-n20000-hc-bic.arcs.csv"
