#!/usr/bin/env bash
# Structural EM, structlearn beside bnlearn's structural.em, on ALARM samples with cells removed
# completely at random (MCAR). Needs R with bnlearn (R_LIBS pointing at it); prints a table,
# asserts nothing.
#
#   bash scripts/peers/structural-em.sh [--rows "2000 10000"] [--test 1000]
#        [--fractions "0.05 0.1 0.2"] [--seeds "1 2 3"] [--threads 1] [--methods "em tabu bnl R"]
#        [--keep FILE]
#   bash scripts/peers/structural-em.sh --summarize FILE...   (medians of kept tables, e.g. of
#        runs made in parallel, one seed each)
#
# Data, for each size N and seed S: `sample --network alarm --rows N+TEST --seed S`; the first N
# rows are the training rows, the rest the held-out rows. For each fraction F, `holes` removes F of
# the training cells (seed S) and F of the held-out cells (seed S+1000), writing NA there.
# Methods, each in a fresh process, one after the other on the same file:
#   em   structlearn `em --maximize hc --max-iterations 5`: Friedman's expected counts, hill
#        climbing with BIC, at most 5 rounds (bnlearn's search and round limit)
#   tabu structlearn `em` with its defaults (tabu search afresh each round, at most 10 rounds)
#   bnl  structlearn `em --bnlearn`: bnlearn's algorithm (single imputation of each missing cell at
#        its most probable level, exact here; hc with BIC from the previous round; 5 rounds)
#   R    bnlearn structural.em() with its defaults (impute "bayes-lw", 500 particles; hc, BIC;
#        fit "mle"; max.iter 5)
# Columns: SHD of the learned DAG's CPDAG to ALARM's (bnlearn's shd()); bic: the observed-data BIC
# per training row (the score structural EM climbs: every missing cell summed out); log-likelihood
# per held-out row with a missing cell, of its observed cells (ll-holed) and of the same row before the cells
# were removed (ll-full), after a common refit (each DAG's tables by EM on the same holed training
# rows, bayes prior iss 1: StructuralEmEval.java); learn-s: the learning call alone (structlearn
# reports it; bnlearn's system.time elapsed, data loading excluded); wall-s and cpu-s (user+sys) of
# the whole fresh process (JVM start and JIT, or R start and loading bnlearn, included); load: the
# 1-minute load average when the run started. Wall times on a loaded machine are noise; cpu-s much
# less so. Then medians over the seeds per size, fraction and method.
set -euo pipefail
cd "$(dirname "$0")/../.."
rows="2000 10000" test=1000 fractions="0.05 0.1 0.2" seeds="1 2 3" threads=1
methods="em tabu bnl R" keep=""
# Medians over the seeds per size, fraction and method, of per-run table lines on stdin.
summarize() {
  echo "medians over seeds"
  printf '%6s %5s %-5s | %5s %8s %8s %8s | %7s %7s | %s\n' rows frac meth SHD bic ll-holed ll-full learn-s cpu-s runs
  grep -v '^ *rows' | tr -d '|' | awk '
    { k = $1 " " $2 " " $4; n[k]++; keys[k] = 1
      shd[k, n[k]] = $5; bic[k, n[k]] = $6; llh[k, n[k]] = $7; llf[k, n[k]] = $8; ls[k, n[k]] = $9
      cpu[k, n[k]] = $11 }
    function med(a, k, c,   i, j, t, v) {
      for (i = 1; i <= c; i++) v[i] = a[k, i]
      for (i = 1; i <= c; i++) for (j = i + 1; j <= c; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
      return c % 2 ? v[(c + 1) / 2] : (v[c / 2] + v[c / 2 + 1]) / 2 }
    END { for (k in keys) { split(k, p, " ")
      printf "%6s %5s %-5s | %5.1f %8.4f %8.4f %8.4f | %7.1f %7.1f | %d\n", p[1], p[2], p[3],
        med(shd, k, n[k]), med(bic, k, n[k]), med(llh, k, n[k]), med(llf, k, n[k]), med(ls, k, n[k]), med(cpu, k, n[k]), n[k] } }' \
    | sort -k1,1n -k2,2n -k3,3
}
if [ "${1:-}" = --summarize ]; then
  shift
  cat "$@" | summarize
  exit 0
fi
while [ $# -gt 0 ]; do
  case "$1" in
    --rows) rows="$2"; shift 2 ;;
    --test) test="$2"; shift 2 ;;
    --fractions) fractions="$2"; shift 2 ;;
    --seeds) seeds="$2"; shift 2 ;;
    --threads) threads="$2"; shift 2 ;;
    --methods) methods="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    *) echo "structural-em.sh: unknown option $1 (use --rows, --test, --fractions, --seeds," \
         "--threads, --methods, --keep)" >&2; exit 2 ;;
  esac
done
Rscript -e 'suppressMessages(library(bnlearn)); cat("bnlearn", as.character(packageVersion("bnlearn")), "on", R.version.string, "\n")' \
  || { echo "structural-em.sh: R with bnlearn is needed (set R_LIBS)" >&2; exit 2; }
[ -f target/structlearn.jar ] || { echo "structural-em.sh: build first: mvn -DskipTests package" >&2; exit 2; }
jar=target/structlearn.jar
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
zcat -f data/bif/alarm.bif.gz > "$tmp/alarm.bif"
echo "$(nproc) cores; load average at start: $(cut -d' ' -f1-3 /proc/loadavg); structlearn --threads $threads"
table="$tmp/table.txt"
printf '%6s %5s %4s %-5s | %4s %8s %8s %8s | %7s %7s %7s | %5s\n' \
  rows frac seed meth SHD bic ll-holed ll-full learn-s wall-s cpu-s load | tee "$table"
timed() { /usr/bin/time -f '%e %U %S' -o "$tmp/time" "$@"; }
for n in $rows; do
  for s in $seeds; do
    java -jar $jar sample --network alarm --rows $((n + test)) --seed "$s" --out "$tmp/all.csv" > /dev/null
    head -n $((n + 1)) "$tmp/all.csv" > "$tmp/train.csv"
    { head -n 1 "$tmp/all.csv"; tail -n "$test" "$tmp/all.csv"; } > "$tmp/test.csv"
    for f in $fractions; do
      h="$tmp/holed.csv"
      java -jar $jar holes --data "$tmp/train.csv" --fraction "$f" --seed "$s" --out "$h" > /dev/null
      java -jar $jar holes --data "$tmp/test.csv" --fraction "$f" --seed $((s + 1000)) \
        --out "$tmp/test-holed.csv" > /dev/null
      arcs=() lines=()
      for m in $methods; do
        load=$(cut -d' ' -f1 /proc/loadavg)
        out="$tmp/arcs-$m.csv"
        case "$m" in
          em) timed java -jar $jar em --data "$h" --seed "$s" --threads "$threads" --maximize hc \
                --max-iterations 5 --json --out "$out" > "$tmp/run" ;;
          tabu) timed java -jar $jar em --data "$h" --seed "$s" --threads "$threads" --json \
                --out "$out" > "$tmp/run" ;;
          bnl) timed java -jar $jar em --data "$h" --seed "$s" --threads "$threads" --bnlearn --json \
                --out "$out" > "$tmp/run" ;;
          R) timed Rscript scripts/peers/structural-em.R "$h" "$out" "$s" > "$tmp/run" ;;
          *) echo "structural-em.sh: unknown method $m (em, tabu, bnl, R)" >&2; exit 2 ;;
        esac
        if [ "$m" = R ]; then
          learn=$(cut -d' ' -f1 "$tmp/run")
        else
          learn=$(sed -n 's/.*"seconds":\([0-9.eE+-]*\).*/\1/p' "$tmp/run")
        fi
        read -r wall user sys < "$tmp/time"
        arcs+=("$out")
        lines+=("$(printf '%6s %5s %4s %-5s' "$n" "$f" "$s" "$m")|$learn|$wall|$(echo "$user + $sys" | bc)|$load")
      done
      mapfile -t ev < <(java -cp $jar scripts/peers/StructuralEmEval.java "$tmp/alarm.bif" "$h" \
        "$tmp/test.csv" "$tmp/test-holed.csv" "${arcs[@]}")
      for i in "${!lines[@]}"; do
        IFS='|' read -r head learn wall cpu load <<< "${lines[$i]}"
        read -r shd bic llh llf <<< "${ev[$i]}"
        printf '%s | %4s %8s %8s %8s | %7.1f %7.1f %7.1f | %5s\n' \
          "$head" "$shd" "$bic" "$llh" "$llf" "$learn" "$wall" "$cpu" "$load" | tee -a "$table"
      done
    done
  done
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
[ -z "$keep" ] || cp "$table" "$keep"
echo
summarize < "$table"
