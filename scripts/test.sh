#!/usr/bin/env bash
# Runs every test: unit, reference and contract tests (Maven Surefire) plus the formatting check, then
# executes every notebook in notebooks/ on the JJava kernel (check mode: outputs go to a temporary
# folder), which fails on a cell error or a notebook without an image.
# Benchmark data are read from $STRUCTLEARN_DATA, by default ../shared/data beside this checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${STRUCTLEARN_DATA:-}" ]; then
  export STRUCTLEARN_DATA="$(cd .. && pwd)/shared/data"
fi
if [ ! -d "$STRUCTLEARN_DATA" ]; then
  echo "test.sh: data folder $STRUCTLEARN_DATA not found; set STRUCTLEARN_DATA to the shared data folder" >&2
  exit 2
fi
mvn -B -ntp verify

echo
echo "== notebooks"
shopt -s nullglob
notebooks=(notebooks/*.ipynb)
if [ ${#notebooks[@]} -eq 0 ]; then
  echo "test.sh: no notebooks in notebooks/ yet; nothing to execute"
  exit 0
fi
# verify packages the jar; build it only if it is somehow not there
if [ ! -f target/structlearn.jar ]; then
  mvn -B -ntp -q -DskipTests package
fi
bash scripts/notebook-env.sh
.venv/bin/python scripts/run-notebooks.py --check
