#!/usr/bin/env bash
# The main job on a fresh machine (Java 17 and Maven on the PATH): builds target/structlearn.jar, then
# samples ALARM, learns its structure back by hill climbing and by tabu search with restarts, compares
# both with the true network, and prints bnlearn's figures beside ours for the alarm benchmark.
# Then it sets up the notebooks' environment (.venv/, scripts/notebook-env.sh) and, when run from a
# terminal, starts JupyterLab on notebooks/ (Ctrl-C stops it); under CI or without a terminal on stdin
# it only prints how to start it, so that it ends by itself.
# Data come from the project's data/ (STRUCTLEARN_DATA, if set, is searched first).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
echo "== build target/structlearn.jar (Maven's output: target/mvn-package.log)"
mvn_quiet target/mvn-package.log -DskipTests package
sl() { java -jar target/structlearn.jar "$@"; }
out=target/demo
mkdir -p "$out"
net=data/bif/alarm.bif.gz
echo; echo "== sample 20000 rows of ALARM (seed 1; the network named as in data/bif/)"
sl sample --network alarm.bif.gz --rows 20000 --seed 1 --out "$out/alarm.csv"
echo; echo "== score of the true DAG on them (BIC)"
sl score --data "$out/alarm.csv" --graph "$net" --score bic
echo; echo "== learn by hill climbing with BIC"
sl learn --data "$out/alarm.csv" --algorithm hc --score bic --out "$out/alarm-hc.csv"
echo; echo "== compare with the truth"
sl compare --true "$net" --learned "$out/alarm-hc.csv"
echo; echo "== learn by tabu search with 20 random restarts"
sl learn --data "$out/alarm.csv" --algorithm tabu --restarts 20 --perturb 10 --tabu-length 20 \
  --max-no-improvement 20 --seed 1 --out "$out/alarm-tabu.bif"
echo; echo "== compare with the truth"
sl compare --true "$net" --learned "$out/alarm-tabu.bif"
echo; echo "== benchmark: bnlearn's alarm data, beside bnlearn 5.2.1's own figures"
sl bench --cases alarm-1000,alarm-5000,alarm-20000 --algorithms hc,tabu

echo; echo "== notebooks: Python environment with JupyterLab and the JJava kernel (.venv/)"
bash scripts/notebook-env.sh
lab=(.venv/bin/jupyter lab --no-browser --ip=127.0.0.1 --ServerApp.root_dir=notebooks)
if [ "$(id -u)" = 0 ]; then lab+=(--allow-root); fi   # JupyterLab refuses root without it
if [ -n "${CI:-}" ] || [ ! -t 0 ]; then
  echo "not starting JupyterLab (CI is set or stdin is not a terminal); to start it:"
  echo "  ${lab[*]}"
  exit 0
fi
echo "starting JupyterLab on notebooks/; open the http://127.0.0.1:...?token=... URL it prints below"
echo "(Ctrl-C stops it)"
exec "${lab[@]}"
