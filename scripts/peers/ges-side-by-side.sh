#!/usr/bin/env bash
# Greedy equivalence search side by side: structlearn's GES beside pgmpy's GES, causal-learn's GES
# and Tetrad's FGES on the same data, measured in one run on this machine. Prints a table, asserts
# nothing. Every learned graph is rescored by structlearn's score on a consistent extension (one
# score for all, since causal-learn's and Tetrad's scores are on other scales), so the score
# columns compare directly.
#
#   bash scripts/peers/ges-side-by-side.sh [--timeout S] [--reps N] [--peers "tetrad pgmpy causal-learn"] [CASE ...]
#
# CASE: asia, insurance, alarm, hailfinder (data/bnlearn; insurance, alarm and hailfinder 20,000
# rows; hailfinder5000 its first 5,000 rows), child and sachs (5,000 rows sampled from
# data/bif/child.bif.gz and sachs.bif.gz, seed 1), random30 and random50
# (random discrete networks with up to 3 parents, 5,000 rows, seed 1; StructlearnPeerRun.java
# random-bn), gaussian.test (BIC-G). Default: asia child insurance random30 gaussian.test alarm.
# Discrete cases use BIC (pgmpy bic-d; Tetrad DiscreteBicScore, penalty 1, structure prior 0;
# causal-learn with bnlearn's discrete BIC substituted for its local score, see ges_peers.py).
#
# Times, in seconds, exclude reading the data (structlearn reads it while a warm-up runs on the other
# core, as `learn` does; StructlearnPeerRun.java). CPU is the whole process's CPU time (every thread,
# the JIT compiler's and the collector's included), the measure that stays honest when other work
# shares the cores; wall is elapsed time. structlearn and Tetrad run REPS searches in one fresh JVM
# each: cpu1 is the first search (JIT still cold), cpuW the median of the others; pgmpy and
# causal-learn run one search (Python has no JIT warm-up), killed after --timeout seconds (default
# 900). Threads: 2 for structlearn and Tetrad. "x cpu1" divides the fastest peer's CPU time
# (Tetrad's warm time, the Python peers' only time) by structlearn's first search's, "x cpuW" by
# its warm searches'. "learn" is the search seconds (wall) that `java -jar structlearn.jar learn
# --algorithm ges --threads 2 --json` reports, the median of REPS fresh processes: what a user of the
# command gets (it warms GES up on the other core while it reads the data); "x learn" divides the fastest peer's CPU time by it.
#
# Needs: target/structlearn.jar (mvn -DskipTests package); pgmpy and causal-learn in the Python of
# $PEERS_PY (default /tmp/peers/venv/bin/python); for Tetrad, Maven and a JDK >= 21 (tetrad-lib
# 7.6.6 is built for 21; $TETRAD_JAVA_HOME, default the first of /usr/lib/jvm/*25*, *21*), which
# the script uses to build a scratch project in /tmp/structlearn-tetrad.
set -euo pipefail
cd "$(dirname "$0")/../.."
timeout_s=900 reps=5 peers="tetrad pgmpy causal-learn" cases=()
while [ $# -gt 0 ]; do
  case "$1" in
    --timeout) timeout_s="$2"; shift 2 ;;
    --reps) reps="$2"; shift 2 ;;
    --peers) peers="$2"; shift 2 ;;
    -*) echo "ges-side-by-side.sh: unknown option $1" >&2; exit 2 ;;
    *) cases+=("$1"); shift ;;
  esac
done
[ ${#cases[@]} -gt 0 ] || cases=(asia child insurance random30 gaussian.test alarm)
JAR=target/structlearn.jar
[ -f "$JAR" ] || { echo "ges-side-by-side.sh: build first: mvn -DskipTests package" >&2; exit 2; }
PY=${PEERS_PY:-/tmp/peers/venv/bin/python}
work=$(mktemp -d /tmp/ges-peers.XXXXXX)
cp "$JAR" "$work/structlearn.jar" # a rebuild of target/ during the run must not pull the jar away
JAR="$work/structlearn.jar"
RUN=(java -cp "$JAR" scripts/peers/StructlearnPeerRun.java)

tetrad_java=""
if [[ " $peers " == *" tetrad "* ]]; then
  jh=${TETRAD_JAVA_HOME:-$(ls -d /usr/lib/jvm/*25* /usr/lib/jvm/*21* 2>/dev/null | head -n 1 || true)}
  [ -x "$jh/bin/java" ] || { echo "ges-side-by-side.sh: Tetrad needs a JDK >= 21 (TETRAD_JAVA_HOME)" >&2; exit 2; }
  tdir=/tmp/structlearn-tetrad
  mkdir -p "$tdir/classes"
  if [ ! -f "$tdir/cp.txt" ]; then
    deps="io.github.cmu-phil:tetrad-lib:7.6.6 io.github.cmu-phil:data-reader:7.6.6 org.apache.commons:commons-math3:3.6.1 org.apache.commons:commons-collections4:4.4 org.apache.commons:commons-text:1.11.0 org.apache.commons:commons-lang3:3.13.0 colt:colt:1.2.0 org.ejml:ejml-all:0.43 com.google.code.gson:gson:2.10.1 org.json:json:20231013 com.fasterxml.jackson.core:jackson-databind:2.15.1"
    { echo '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>'
      echo '<groupId>scratch</groupId><artifactId>tetrad-fges</artifactId><version>1</version><dependencies>'
      for d in $deps; do IFS=: read -r g a v <<< "$d"
        echo "<dependency><groupId>$g</groupId><artifactId>$a</artifactId><version>$v</version></dependency>"; done
      echo '</dependencies></project>'; } > "$tdir/pom.xml"
    (cd "$tdir" && mvn -q dependency:build-classpath -Dmdep.outputFile=cp.txt >/dev/null)
  fi
  "$jh/bin/javac" -d "$tdir/classes" -cp "$(cat "$tdir/cp.txt")" scripts/peers/TetradFges.java
  tetrad_java=("$jh/bin/java" -cp "$tdir/classes:$(cat "$tdir/cp.txt")" TetradFges)
fi

prepare() { # case -> data file (with its level file beside it) and score
  local c=$1 B=data/bnlearn
  case "$c" in
    asia|insurance|alarm|hailfinder)
      zcat "$B/$c.csv.gz" > "$work/$c.csv"; zcat "$B/$c.levels.csv.gz" > "$work/$c.levels.csv"; score=bic ;;
    gaussian.test) zcat "$B/$c.csv.gz" > "$work/$c.csv"; score=bic-g ;;
    child|sachs) java -jar "$JAR" sample --network $c --rows 5000 --seed 1 --out "$work/$c.csv" >/dev/null; score=bic ;;
    hailfinder5000)
      { zcat "$B/hailfinder.csv.gz" || true; } | head -n 5001 > "$work/$c.csv" # zcat ends on SIGPIPE
      zcat "$B/hailfinder.levels.csv.gz" > "$work/$c.levels.csv"; score=bic ;;
    random30) "${RUN[@]}" random-bn 30 3 5000 1 "$work/$c.csv" >/dev/null; score=bic ;;
    random50) "${RUN[@]}" random-bn 50 3 5000 1 "$work/$c.csv" >/dev/null; score=bic ;;
    *) echo "ges-side-by-side.sh: unknown case $c" >&2; exit 2 ;;
  esac
  data="$work/$c.csv"
}
field() { sed -n "s/.*$1=\([^ ]*\).*/\1/p" <<< "$2" | head -n 1; }
median() { sort -g | awk '{a[NR]=$1} END {if (NR == 0) print "NaN"; else print a[int((NR + 1) / 2)]}'; }
rescore() { [ -s "$1" ] && field score "$("${RUN[@]}" rescore "$data" "$score" "$1")" || echo "-"; }

row() { printf '%-13s %4s %5s %-5s | %-13s %7s %7s %7s %7s | %-13s %7s %7s | %-13s %8s %8s | %-13s %8s %8s | %6s %6s %6s\n' "$@"; }
row case vars rows score structlearn cpu1 cpuW wall1 learn "Tetrad FGES" cpu1 cpuW pgmpy cpu wall causal-learn cpu wall "x cpu1" "x cpuW" "x learn"
for c in "${cases[@]}"; do
  prepare "$c"
  vars=$(head -n 1 "$data" | tr ',' '\n' | wc -l); rows=$(($(wc -l < "$data") - 1))
  ours=$("${RUN[@]}" ges "$data" "$score" 2 "$reps" "$work/$c-ours.csv")
  o_cpu1=$(field firstCpu "$ours"); o_cpuw=$(field warmCpu "$ours"); o_wall=$(field first "$ours")
  o_score=$(rescore "$work/$c-ours.csv")
  lv=(); [ -f "$work/$c.levels.csv" ] && lv=(--levels "$work/$c.levels.csv")
  o_learn=$(for r in $(seq "$reps"); do
    java -jar "$JAR" learn --algorithm ges --threads 2 --data "$data" "${lv[@]}" --json 2>/dev/null |
      sed -n 's/.*"seconds" *: *\([0-9.eE+-]*\).*/\1/p'; done | median)
  o_learn=$(awk -v t="$o_learn" 'BEGIN {printf "%.4f", t}')
  t_score=- t_cpu1=- t_cpuw=- p_score=- p_cpu=- p_wall=- l_score=- l_cpu=- l_wall=- best=""
  if [ -n "${tetrad_java:-}" ]; then
    tscore=$([ "$score" = bic-g ] && echo sem-bic || echo bic)
    tout=$("${tetrad_java[@]}" "$data" "$tscore" 2 false "$work/$c-tetrad.csv" "$reps" 2>/dev/null | grep '^tetrad-fges' || true)
    t_cpu1=$(grep -m1 -o 'cpu=[0-9.]*' <<< "$tout" | cut -d= -f2 || true)
    t_cpuw=$(grep -o 'cpu=[0-9.]*' <<< "$tout" | tail -n +2 | cut -d= -f2 | median)
    t_score=$(rescore "$work/$c-tetrad.csv"); best=$t_cpuw
  fi
  for p in pgmpy causal-learn; do
    [[ " $peers " == *" $p "* ]] || continue
    out=$(timeout "$timeout_s" "$PY" scripts/peers/ges_peers.py "$p-ges" "$data" "$score" "$work/$c-$p.csv" 2>/dev/null || true)
    w=$(field seconds "$out"); u=$(field cpu "$out")
    if [ -z "$w" ]; then w=">$timeout_s" u=">$timeout_s" sc=-; else sc=$(rescore "$work/$c-$p.csv"); fi
    if [ "$p" = pgmpy ]; then p_cpu=$u p_wall=$w p_score=$sc; else l_cpu=$u l_wall=$w l_score=$sc; fi
    u=${u#>}
    best=$(awk -v a="${best:-inf}" -v b="$u" 'BEGIN {print (a == "inf" || b + 0 < a + 0) ? b : a}')
  done
  x1=$(awk -v b="${best:-NaN}" -v o="$o_cpu1" 'BEGIN {printf "%.1f", b / o}')
  xw=$(awk -v b="${best:-NaN}" -v o="$o_cpuw" 'BEGIN {printf "%.1f", b / o}')
  xl=$(awk -v b="${best:-NaN}" -v o="$o_learn" 'BEGIN {printf "%.1f", b / o}')
  row "$c" "$vars" "$rows" "$score" "$o_score" "$o_cpu1" "$o_cpuw" "$o_wall" "$o_learn" "$t_score" "$t_cpu1" "$t_cpuw" \
    "$p_score" "$p_cpu" "$p_wall" "$l_score" "$l_cpu" "$l_wall" "$x1" "$xw" "$xl"
done
echo "(scores: structlearn's $score on a consistent extension of each graph; times in seconds; work files in $work)"
