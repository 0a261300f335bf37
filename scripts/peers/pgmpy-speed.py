#!/usr/bin/env python3
"""pgmpy's side of query-speed.py: the posterior of every unobserved variable given the evidence,
by VariableElimination, one query([v], evidence) per variable (pgmpy prunes the network for each;
a joint query over all of them would build their joint table), timed (reading the network is not).

    /tmp/peers/venv/bin/python scripts/peers/pgmpy-speed.py NETWORK.bif[.gz] "A=a,B=b" [--budget S]

Prints one JSON line: wall and CPU seconds for all variables, how many were timed, and whether the
total is extrapolated: when the queries pass --budget CPU seconds (default 300), the rest are not
run and the total is the mean per variable times the number of variables (said so in the output).
Every CPD row is divided by its sum, as in pgmpy-query.py.
"""
import warnings

warnings.filterwarnings("ignore", category=FutureWarning)
import argparse
import gzip
import json
import random
import time
from pathlib import Path

from pgmpy.inference import VariableElimination
from pgmpy.readwrite import BIFReader


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("network")
    ap.add_argument("evidence")
    ap.add_argument("--budget", type=float, default=300)
    args = ap.parse_args()
    data = Path(args.network).read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    model = BIFReader(string=data.decode("utf-8")).get_model()
    for cpd in model.get_cpds():
        cpd.normalize(inplace=True)
    evidence = dict(item.split("=", 1) for item in args.evidence.split(",")) if args.evidence else {}
    free = sorted(v for v in model.nodes() if v not in evidence)
    random.Random(1).shuffle(free)  # a budget cut leaves a random subset, not the first names
    ve = VariableElimination(model)
    w0, c0 = time.perf_counter(), time.process_time()
    timed = 0
    for v in free:
        ve.query([v], evidence=evidence, show_progress=False)
        timed += 1
        if time.process_time() - c0 > args.budget:
            break
    wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    scale = len(free) / timed
    print(json.dumps({"variables": len(free), "timed": timed, "extrapolated": timed < len(free),
                      "wall": wall * scale, "cpu": cpu * scale}))


if __name__ == "__main__":
    main()
