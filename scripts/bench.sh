#!/usr/bin/env bash
# Runs a benchmark main from the test tree; they print tables, they assert nothing.
#   bash scripts/bench.sh dataset     # seconds to read alarm.csv, heap bytes per cell
#   bash scripts/bench.sh sampling    # rows per second sampling ALARM, 1 and 2 threads
#   bash scripts/bench.sh drawings    # box overlaps, links through boxes and crossings of every
#                                     # shipped network's drawing, beside the layouts they replaced
# Data come from the project's data/ (STRUCTLEARN_DATA, if set, is searched first).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
case "${1:-}" in
  dataset) main=org.structlearn.bench.DatasetBenchmark ;;
  sampling) main=org.structlearn.bench.SamplingBenchmark ;;
  drawings) main=org.structlearn.viz.DrawingBenchmark ;;
  *) echo "usage: bash scripts/bench.sh dataset|sampling|drawings" >&2; exit 2 ;;
esac
shift
mvn_quiet target/mvn-bench.log -DskipTests test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/classpath.txt
exec java -Djava.awt.headless=true -cp "target/classes:target/test-classes:$(cat target/classpath.txt)" "$main" "$@"
