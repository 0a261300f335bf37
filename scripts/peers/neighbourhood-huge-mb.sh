#!/usr/bin/env bash
# Gaussian neighbourhood selection beside huge's Meinshausen-Buhlmann estimator (huge(method = "mb")),
# live, at huge's own penalties: each CASE is forward-sampled from a linear Gaussian network, every
# column standardised (neighbourhood-huge-mb.R, which also runs huge over its default path of 10
# penalties with sym = "and" and "or"), then structlearn's neighbourhood-selection with each of those
# penalties fixed on every node (NeighbourhoodMbRun.java). Same standardised data and the same
# objective on both sides, so the graphs should be the same; prints one row per case and penalty
# (edges of huge, ours, and how many pairs differ) and asserts nothing.
#
#   bash scripts/peers/neighbourhood-huge-mb.sh [NETWORK,ROWS,SEED ...]
#
# NETWORK: a name under data/gaussian (ecoli70, magic-niab, magic-irri, arth150). Default:
# ecoli70,300,1 ecoli70,2000,2 magic-niab,500,3 arth150,500,4.
# At huge's first penalty, the largest |correlation|, the strongest pair sits exactly on the lasso's
# boundary: there the data's last digit (huge's in memory, ours read back from the CSV's 15 digits)
# decides whether that one edge is in.
# Needs: target/structlearn.jar, Rscript with huge (Debian's r-cran-huge), python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(ecoli70,300,1 ecoli70,2000,2 magic-niab,500,3 arth150,500,4)
JAR=target/structlearn.jar
[ -f "$JAR" ] || { echo "neighbourhood-huge-mb.sh: build first: mvn -o -q package -DskipTests" >&2; exit 2; }
work=$(mktemp -d /tmp/neighbourhood-mb.XXXXXX)
cp "$JAR" "$work/structlearn.jar"
JAR="$work/structlearn.jar"
printf '%-20s %3s %8s | %8s %5s %5s | %8s %5s %5s\n' case l lambda "AND huge" ours diff "OR huge" ours diff
for c in "${cases[@]}"; do
  IFS=, read -r net rows seed <<<"$c"
  id=$(echo "$c" | tr ',' '_')
  java -jar "$JAR" sample --network "$net" --rows "$rows" --seed "$seed" --out "$work/$id.csv" >/dev/null
  Rscript scripts/peers/neighbourhood-huge-mb.R "$work/$id.csv" "$work/$id"
  java -cp "$JAR" scripts/peers/NeighbourhoodMbRun.java "$work/$id.z.csv" "$work/$id.lambdas.csv" "$work/$id.ours.csv"
  python3 - "$c" "$work/$id" <<'PY'
import csv, sys
from collections import defaultdict
case, prefix = sys.argv[1], sys.argv[2]
def edges(f):
    d = defaultdict(set)
    for r in csv.DictReader(open(f)):
        d[(int(r["l"]), r["rule"])].add(tuple(sorted((r["a"], r["b"]))))
    return d
h, o = edges(prefix + ".edges.csv"), edges(prefix + ".ours.csv")
for r in csv.DictReader(open(prefix + ".lambdas.csv")):
    l = int(r["l"])
    cols = []
    for rule in ("and", "or"):
        a, b = h[(l, rule)], o[(l, rule)]
        cols += [len(a), len(b), len(a ^ b)]
    print(f"{case:<20} {l:3d} {float(r['lambda']):8.4f} | {cols[0]:8d} {cols[1]:5d} {cols[2]:5d} | "
          f"{cols[3]:8d} {cols[4]:5d} {cols[5]:5d}")
PY
done
rm -rf "$work"
