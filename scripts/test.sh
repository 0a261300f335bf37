#!/usr/bin/env bash
# Runs every test: unit, reference and contract tests (Maven Surefire) plus the formatting check.
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
