#!/usr/bin/env bash
# Runs every test: unit, reference, contract and property tests (Maven Surefire) plus the formatting check
# and a few commands through the built (minimized) jar,
# then checks that interrupting the notebook kernel stops a running search, runs the docs' notebook examples
# (scripts/check-docs-notebooks.py), and executes every notebook in notebooks/ on the JJava kernel (check mode: outputs go to a temporary
# folder), which fails on a cell error, a notebook without an image or an image that is not a whole PNG,
# and also checks every committed notebook's images and error outputs: first the smoke notebook with the
# kernel started in the project root, then all of them started in notebooks/, as JupyterLab does.
# Data come from the project's data/ (STRUCTLEARN_DATA, if set, is searched first).
# Maven's full output goes to target/mvn-verify.log; this prints its test summary, or its errors.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
log=target/mvn-verify.log

echo "== mvn verify (tests and formatting check; full log in $log)"
mvn_quiet "$log" verify
# Surefire's closing summary (all test classes together) and Maven's verdict
grep -E '^\[(INFO|WARNING)\] Tests run: [0-9]+, Failures: [0-9]+, Errors: [0-9]+, Skipped: [0-9]+$' "$log" |
  tail -n 1 | sed -E 's/^\[[A-Z]+\] //'
grep -E '^\[INFO\] BUILD SUCCESS' "$log" | sed -E 's/^\[INFO\] //'

# The tests run on Maven's class path; the jar is minimized (pom.xml: minimizeJar), so check that a
# few commands work through it too (a class loaded only by name and left out would fail here)
echo
echo "== the jar: sample, learn (JSON), compare"
smoke=$(mktemp -d)
java -jar target/structlearn.jar sample --network alarm.bif.gz --rows 500 --seed 1 --out "$smoke/alarm.csv" --json >/dev/null
java -jar target/structlearn.jar learn --data "$smoke/alarm.csv" --algorithm hc --score bic --out "$smoke/hc.bif" --json >/dev/null
java -jar target/structlearn.jar compare --true data/bif/alarm.bif.gz --learned "$smoke/hc.bif" --json
rm -rf "$smoke"

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
  mvn_quiet target/mvn-package.log -DskipTests package
fi
bash scripts/notebook-env.sh
# interrupting the kernel stops a running search (and the kernel stays usable)
.venv/bin/python scripts/check-notebook-interrupt.py
.venv/bin/python scripts/run-notebooks.py --check --cwd root notebooks/00-kernel-smoke.ipynb
# the docs' notebook examples as pasted, also from a notebook outside the project
.venv/bin/python scripts/check-docs-notebooks.py
.venv/bin/python scripts/run-notebooks.py --check
