#!/usr/bin/env python3
"""query-speed: structlearn's queries beside pgmpy's and bnlearn's, the same question on each side.

    /tmp/peers/venv/bin/python scripts/peers/query-speed.py [--repeat 3] [--budget 120] [NETWORK ...]

NETWORK is one of alarm, hailfinder, andes, pathfinder, munin (default: alarm hailfinder
pathfinder andes). structlearn's side is `java -jar target/structlearn.jar bench --cases
query-NETWORK`, which picks the question (five observed variables of a forward-sampled row and a
sixth variable's level as the event, seed 1) and prints it; the peers are then asked exactly that:

  - exact posteriors of every unobserved variable: structlearn's junction tree (bench's "exact":
    build the tree, calibrate, read every marginal; CPU seconds of its one thread, warm median)
    against pgmpy's VariableElimination, one query([v], evidence) per variable (pgmpy-speed.py;
    CPU seconds; past --budget CPU seconds the rest is extrapolated from the mean per variable, and
    the table says so). bnlearn has no exact inference of its own (it hands that to gRain, which is
    not installed here), so it has no exact column;
  - likelihood weighting with 1,000,000 draws for P(event | evidence): structlearn on one thread
    (bench's "lw.1tcpu", CPU seconds, warm median as for exact) against bnlearn's cpquery(method = "lw", n = 1e6)
    (bnlearn-query.R, user + system CPU seconds, median of --repeat).

CPU seconds, not wall seconds, because the machine is shared: a loaded machine stretches wall time
but hardly CPU time of a single-threaded run. Prints a table; asserts nothing.
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
JAR = ROOT / "target" / "structlearn.jar"
HERE = Path(__file__).resolve().parent
PY = "/tmp/peers/venv/bin/python"


def ours(net, repeat):
    run = subprocess.run(["java", "-jar", str(JAR), "bench", "--cases", f"query-{net}", "--repeat",
                          str(repeat), "--no-cold"], capture_output=True, text=True, cwd=ROOT)
    if run.returncode != 0:
        sys.exit(f"query-speed.py: structlearn bench failed on {net}: {run.stderr.strip()}")
    for line in run.stdout.splitlines():
        if line.startswith(f"query-{net} "):
            question = line.rsplit("  ", 1)[1]
            f = line.split()
            evidence, event = [s.strip() for s in question.split("|")]
            target, level = event.split("=", 1)
            return {"nodes": int(f[1]), "entries": int(f[2]), "build": float(f[3]),
                    "exact": float(f[4]), "reuse": float(f[5]), "lw1t": float(f[7]),
                    "lw": float(f[8]), "lwse": float(f[10]), "truth": float(f[11]),
                    "evidence": evidence, "target": target, "level": level}
    sys.exit(f"query-speed.py: no query-{net} row in bench's output:\n{run.stdout}")


def pgmpy(path, evidence, budget):
    run = subprocess.run([PY, str(HERE / "pgmpy-speed.py"), str(path), evidence, "--budget",
                          str(budget)], capture_output=True, text=True)
    if run.returncode != 0:
        return None
    return json.loads(run.stdout.strip().splitlines()[-1])


def bnlearn(path, q, repeat):
    run = subprocess.run(["Rscript", str(HERE / "bnlearn-query.R"), str(path), q["evidence"],
                          q["target"], q["level"], "1000000", str(repeat)],
                         capture_output=True, text=True, env={**os.environ, "R_LIBS": "/tmp/Rlib"})
    rows = [l.split() for l in run.stdout.splitlines() if re.match(r"^[0-9.]+ [0-9.]+ [0-9.]+$", l)]
    if run.returncode != 0 or not rows:
        return None
    return {"cpu": statistics.median(float(r[1]) for r in rows), "estimate": float(rows[-1][2])}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("networks", nargs="*", default=["alarm", "hailfinder", "pathfinder", "andes"])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--budget", type=float, default=120)
    args = ap.parse_args()
    if not JAR.exists():
        sys.exit("query-speed.py: build first: mvn -DskipTests package")
    print("exact: posteriors of every unobserved variable given 5 observed (CPU s); "
          "lw: P(event | evidence) by likelihood weighting, 1e6 draws, one thread (CPU s)")
    print(f"{'network':11} {'nodes':>5} {'jt.entries':>10} {'ours exact':>10} {'pgmpy VE':>10} "
          f"{'×':>7} {'ours lw':>8} {'bnlearn lw':>10} {'×':>6}  {'exact':>8} {'ours lw':>8} {'bnlearn':>8}")
    for net in args.networks:
        path = ROOT / "data" / "bif" / f"{net}.bif.gz"
        q = ours(net, args.repeat)
        pg = pgmpy(path, q["evidence"], args.budget)
        bn = bnlearn(path, q, args.repeat)
        pg_text = "failed" if pg is None else f"{pg['cpu']:9.3f}{'*' if pg['extrapolated'] else ' '}"
        pg_x = "" if pg is None else f"{pg['cpu'] / q['exact']:7.0f}"
        bn_text = "failed" if bn is None else f"{bn['cpu']:10.3f}"
        bn_x = "" if bn is None else f"{bn['cpu'] / q['lw1t']:6.1f}"
        print(f"{net:11} {q['nodes']:5d} {q['entries']:10d} {q['exact']:10.4f} {pg_text:>10} {pg_x:>7} "
              f"{q['lw1t']:8.3f} {bn_text:>10} {bn_x:>6}  {q['truth']:8.5f} {q['lw']:8.5f} "
              f"{'' if bn is None else format(bn['estimate'], '8.5f'):>8}", flush=True)
        print(f"  question: {q['evidence']} | {q['target']}={q['level']}"
              + ("" if pg is None or not pg["extrapolated"] else
                 f"; * pgmpy timed {pg['timed']} of {pg['variables']} variables, total extrapolated"))


if __name__ == "__main__":
    main()
