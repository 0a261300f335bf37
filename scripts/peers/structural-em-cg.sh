#!/usr/bin/env bash
# Structural EM on mixed (conditional Gaussian) data, structlearn beside bnlearn's structural.em,
# on samples of bnlearn's clgaussian.test network with cells removed completely at random. Needs R
# with bnlearn (R_LIBS pointing at it) and target/structlearn.jar; prints a table, asserts nothing.
#   bash scripts/peers/structural-em-cg.sh [--rows 500] [--fractions "0.1 0.2"] [--seeds "1 2 3"] [--warm N]
#     [--learn N]
# Data and bnlearn's run: structural-em-cg.R; structlearn's runs and the evaluation:
# StructuralEmCgEval.java (columns explained there). R's cpu-s is structural.em()'s user+sys,
# structlearn's the JVM process's CPU time over the learning call (JIT and GC threads included; the
# methods run one after the other in one JVM, so the first, em, pays most of the JIT warm-up).
# --warm N adds the lines em-warm and bnl-warm: the same learning on one thread, CPU of the learning
# thread, median of N runs after two warm-up runs in the same JVM (the EM itself, in-process).
# --learn N (default 3) adds the lines learn-bnl and learn-em: N fresh `structlearn learn
# --algorithm structural-em` processes with --bnlearn and without, on holed.csv (columns in the
# truth's order, as the in-process lines have them) with the default
# threads (the levels read from the data, the warm-up running while they are read, as a user runs
# it); el-s is the median of the seconds learn reports for the learning call (data loading
# excluded, as R's system.time around structural.em excludes it), SHD and ll-refit those of its
# DAG. el-s on the other lines: elapsed seconds of the call (R: system.time's elapsed).
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=500 fractions="0.1 0.2" seeds="1 2 3" warm=0 learn=3
while [ $# -gt 0 ]; do
  case "$1" in
    --rows) rows="$2"; shift 2 ;;
    --fractions) fractions="$2"; shift 2 ;;
    --seeds) seeds="$2"; shift 2 ;;
    --warm) warm="$2"; shift 2 ;;
    --learn) learn="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "load: $(uptime | sed 's/.*load average: //')"
printf '%5s %4s %-9s | %3s %9s %9s %7s %7s %4s %5s\n' frac seed method SHD ll-own ll-refit cpu-s el-s arcs rows
for f in $fractions; do
  for s in $seeds; do
    d="$tmp/$f-$s"; mkdir -p "$d"
    Rscript scripts/peers/structural-em-cg.R prepare "$d" "$rows" "$f" "$s"
    rline=$(Rscript scripts/peers/structural-em-cg.R learn "$d" "$s")
    # learn reads holed.csv with its columns in the truth's order (A B C H D F E G), as
    # StructuralEmCgEval selects them, so that ties between moves break the same way
    python3 -c '
import csv, sys
order = "A B C H D F E G".split()
rows = list(csv.DictReader(open(sys.argv[1])))
w = csv.writer(open(sys.argv[2], "w", newline=""), lineterminator="\n")
w.writerow(order)
w.writerows([r[c] for c in order] for r in rows)' "$d/holed.csv" "$d/holed-ordered.csv"
    extra=()
    for mode in bnl em; do
      [ "$learn" -gt 0 ] || break
      flag=(); [ "$mode" = bnl ] && flag=(--bnlearn)
      for k in $(seq "$learn"); do
        java -jar target/structlearn.jar learn --algorithm structural-em "${flag[@]}" --data "$d/holed-ordered.csv" \
          --seed "$s" --json 2>/dev/null > "$d/learn-$mode.json"
        python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
with open(sys.argv[2], "w") as f:
    f.write("from,to\n" + "".join(a + "," + b + "\n" for a, b in d["arcs"]))
print("%.6f %d %d %.6f" % (d["seconds"], len(d["arcs"]), d["rows"], d["score"]))' \
          "$d/learn-$mode.json" "$d/learn-$mode.arcs.csv" >> "$d/learn-$mode.times"
      done
      extra+=("learn-$mode=$d/learn-$mode.arcs.csv")
    done
    java -Dwarm="$warm" -cp target/structlearn.jar scripts/peers/StructuralEmCgEval.java "$d" "$s" "$d/R.arcs.csv" \
      "${extra[@]}" > "$d/java.txt"
    refit=$(awk '/^R-refit/ { print $4 }' "$d/java.txt")
    grep -v -- '-refit' "$d/java.txt" | while read -r m shd own re cpu arcs used el; do
      printf '%5s %4s %-9s | %3s %9s %9s %7s %7s %4s %5s\n' "$f" "$s" "$m" "$shd" "$own" "$re" "$cpu" "$el" "$arcs" "$used"
    done
    for mode in bnl em; do
      [ -f "$d/learn-$mode.times" ] || continue
      read -r el arcs used scores < <(python3 -c '
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
print("%.3f %s %s %d" % (statistics.median(float(r[0]) for r in rows), rows[0][1], rows[0][2],
                         len({r[3] for r in rows})))' "$d/learn-$mode.times")
      read -r shd re < <(awk -v m="learn-$mode-refit" '$1 == m { print $2, $4 }' "$d/java.txt")
      [ "$scores" = 1 ] || echo "learn-$mode gave different scores in its $learn runs" >&2
      printf '%5s %4s %-9s | %3s %9s %9s %7s %7s %4s %5s\n' "$f" "$s" "learn-$mode" "$shd" "-" "$re" "-" "$el" "$arcs" "$used"
    done
    echo "$rline" | while read -r m shd own el cpu arcs; do
      printf '%5s %4s %-9s | %3s %9s %9s %7s %7s %4s %5s\n' "$f" "$s" "R" "$shd" "$own" "$refit" "$cpu" "$el" "$arcs" "$rows"
    done
  done
done
