#!/usr/bin/env bash
# CPU seconds beside wall seconds, structlearn beside bnlearn, for a machine shared with other work:
# there a process's wall clock measures the other work as much as its own, and a process of two
# threads gets about two shares of the cores where a one-thread process gets one, so this prints what
# each side's search cost in CPU too. Needs R with bnlearn and a built target/structlearn.jar;
# prints a table, asserts nothing.
#
#   bash scripts/peers/cpu-side-by-side.sh [--rounds N] [--pc] DATA.csv.gz:LEVELS.csv ...
#
# Each round runs, per data set, one fresh JVM (scripts/peers/CpuSeconds.java: the search as
# `learn --threads 1` runs it, with the warm-up shaped by the level file while the data are read)
# and one R process (bnlearn-cpu.R): hc() with BIC, or with --pc pc.stable with the mi test at 0.05.
# Columns: medians of the rounds of bnlearn's wall and user+system seconds, structlearn's wall, its
# search thread's CPU and its whole process's CPU over the search (the JIT's compiler threads and GC
# included), the ratios of bnlearn's CPU to ours, and whether the BICs (or arc counts) agree.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=3 mode=hc pairs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --pc) mode=pc; shift ;;
    -*) echo "cpu-side-by-side.sh: unknown option $1 (use --rounds N, --pc, DATA:LEVELS ...)" >&2; exit 2 ;;
    *) pairs+=("$1"); shift ;;
  esac
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
javac -cp target/structlearn.jar -d "$tmp" scripts/peers/CpuSeconds.java
echo "load before: $(uptime)"
for r in $(seq "$rounds"); do
  for p in "${pairs[@]}"; do
    data=${p%%:*} levels=${p#*:} name=$(basename "${p%%:*}" .csv.gz)
    echo "$name ours $(java -cp "target/structlearn.jar:$tmp" CpuSeconds "$data" "$levels" 1 $mode)" >> "$tmp/t"
    echo "$name bnlearn $(Rscript scripts/peers/bnlearn-cpu.R $mode "$data" "$levels") -" >> "$tmp/t"
  done
  echo "round $r of $rounds done" >&2
done
echo "load after: $(uptime)"
python3 - "$tmp/t" "$rounds" "$mode" <<'PY'
import sys, statistics as st, collections
v = collections.defaultdict(list); res = collections.defaultdict(set); order = []
for line in open(sys.argv[1]):
    name, who, *x = line.split()
    if name not in order: order.append(name)
    v[name, who].append([float(y) for y in x[:3] if y != "-"] if who == "ours" else [float(x[0]), float(x[1])])
    res[name].add(x[3] if who == "ours" else x[2])
print(f"{'hc() with BIC' if sys.argv[3] == 'hc' else 'pc.stable, mi, 0.05'} against one thread, fresh processes,"
      f" median of {sys.argv[2]} rounds (seconds without data loading)")
print(f"{'data':<16}{'bnl.wall':>9}{'bnl.cpu':>9}{'wall':>8}{'thr.cpu':>8}{'proc.cpu':>9}"
      f"{'cpu/thr':>8}{'cpu/proc':>9}  same")
for n in order:
    bw, bc = (st.median(r[i] for r in v[n, "bnlearn"]) for i in (0, 1))
    ow, ot, op = (st.median(r[i] for r in v[n, "ours"]) for i in (0, 1, 2))
    same = "yes" if len(res[n]) == 1 else "NO: " + " ".join(sorted(res[n]))
    print(f"{n:<16}{bw:9.3f}{bc:9.3f}{ow:8.3f}{ot:8.3f}{op:9.3f}{bc / ot:7.1f}x{bc / op:8.1f}x  {same}")
PY
