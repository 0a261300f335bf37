#!/usr/bin/env bash
# bnlearn's structural.em() on the data of bench's structural EM cases (em-clgaussian-500: the first
# 500 rows of clgaussian.test; em-alarm-2000: the first 2,000 rows of alarm; a tenth of the cells
# removed by `structlearn holes --seed 1`, the cells BenchEm removes), timed in one R process: the
# median of REPS calls (default 3) of structural.em() with its defaults (impute bayes-lw with 500
# particles, maximize hc, fit mle(-cg), 5 rounds; set.seed(1) before each), elapsed and user+sys
# seconds, data loading excluded. Needs R with bnlearn (R_LIBS pointing at it) and
# target/structlearn.jar; prints a table.
#   bash scripts/peers/structural-em-bench.sh [--reps N] [--record CSV]
# --record writes the CSV bench reads (data/mixed/em-bnlearn.csv, gzip it as data/ keeps files):
# case, rows, missing cells, elapsed and CPU medians, arcs, SHD of the CPDAGs to the truth, the
# load average when measured.
set -euo pipefail
cd "$(dirname "$0")/../.."
reps=3 record=""
while [ $# -gt 0 ]; do
  case "$1" in
    --reps) reps="$2"; shift 2 ;;
    --record) record="$2"; shift 2 ;;
    *) echo "structural-em-bench.sh: unknown option $1 (use --reps N, --record CSV)" >&2; exit 2 ;;
  esac
done
[ -f target/structlearn.jar ] || { echo "structural-em-bench.sh: build first: mvn -DskipTests package" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
load=$(cut -d' ' -f1 /proc/loadavg)
echo "case,rows,missing,elapsed.median.s,cpu.median.s,arcs,shd,load.average" > "$tmp/out.csv"
for spec in "em-clgaussian-500 clgaussian.test 500" "em-alarm-2000 alarm 2000"; do
  read -r name data rows <<< "$spec"
  (zcat "data/bnlearn/$data.csv.gz" || true) | head -n $((rows + 1)) > "$tmp/$name.csv"
  java -jar target/structlearn.jar holes --data "$tmp/$name.csv" --levels "data/bnlearn/$data.levels.csv.gz" \
    --fraction 0.1 --seed 1 --out "$tmp/$name-holed.csv" > /dev/null 2>&1
  zcat "data/bnlearn/$data.levels.csv.gz" > "$tmp/$name.levels.csv"
  zcat "data/bnlearn/$data.truth.modelstring.txt.gz" > "$tmp/$name.truth.txt"
  Rscript - "$tmp/$name-holed.csv" "$tmp/$name.levels.csv" "$tmp/$name.truth.txt" "$reps" "$name" \
    >> "$tmp/out.csv" <<'R'
suppressMessages(library(bnlearn))
a <- commandArgs(TRUE)
d <- read.csv(a[1], na.strings = c("", "NA"), stringsAsFactors = FALSE)
lv <- read.csv(a[2], stringsAsFactors = FALSE)
for (v in names(d)) {
  l <- lv$level[lv$variable == v]
  if (length(l) > 0) d[[v]] <- factor(d[[v]], levels = l[order(lv$index[lv$variable == v])])
  else d[[v]] <- as.numeric(d[[v]])
}
truth <- model2network(readLines(a[3])[1])
el <- cpu <- numeric(0)
for (k in seq_len(as.integer(a[4]))) {
  set.seed(1)
  t <- system.time(r <- suppressWarnings(structural.em(d, return.all = TRUE)))
  el <- c(el, t[["elapsed"]]); cpu <- c(cpu, t[["user.self"]] + t[["sys.self"]])
}
cat(sprintf("%s,%d,%d,%.4f,%.4f,%d,%d,", a[5], nrow(d), sum(is.na(d)), median(el), median(cpu),
            narcs(r$dag), shd(cpdag(r$dag), cpdag(truth))))
R
  echo "$load" >> "$tmp/out.csv"
done
column -s, -t < "$tmp/out.csv"
[ -z "$record" ] || cp "$tmp/out.csv" "$record"
