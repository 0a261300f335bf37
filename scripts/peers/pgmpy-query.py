#!/usr/bin/env python3
"""structlearn's exact queries beside pgmpy's VariableElimination, computed live; prints a table.

    /tmp/peers/venv/bin/python scripts/peers/pgmpy-query.py [--sets 10] [--seed 1] [--targets 25]
        [--record FILE.jsonl.gz] [NETWORK ...]

NETWORK is a name in data/bif (asia, alarm, munin, ...) or a path to any BIF file (plain or .gz);
default: every network in data/bif. For each network it draws --sets evidence sets: a forward
sample of the network (pgmpy, seeded), of which 0, 1, 2, 3, 5, 8, ... randomly chosen variables are
observed (so every evidence set has positive probability). For each set it asks

  - the posterior of up to --targets unobserved variables (all of them on small networks), one
    VariableElimination.query([t], evidence) per target on pgmpy's side, one junction-tree
    calibration for all of them on structlearn's (`query --batch`);
  - a MAP query over two unobserved variables (pgmpy's map_query: its joint posterior's arg-max);
  - the MPE (map_query over every unobserved variable) where pgmpy can afford the joint table.

Both sides use every CPD row divided by its sum: the files' rows sum to 1 only within 3e-7 (alarm,
sachs, pathfinder, munin), and a row that does not sum to 1 makes pgmpy's own answer depend on
which barren nodes it prunes, by as much. MAP assignments count as agreeing when they are equal or,
at a tie, equally probable (to 1e-12) in pgmpy's joint posterior. A query pgmpy cannot answer (its
MAP builds the joint table of every variable it keeps: 32 GiB on andes) is listed, not compared. --record writes the cases and
pgmpy's answers (JSON lines, gzip) for the JUnit test that checks them without Python. It asserts
nothing; the exit code is 0 unless a side fails to run.
"""

import warnings
warnings.filterwarnings("ignore", category=FutureWarning)
import argparse
import gzip
import io
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from pgmpy.inference import VariableElimination
from pgmpy.readwrite import BIFReader
from pgmpy.sampling import BayesianModelSampling

ROOT = Path(__file__).resolve().parents[2]
JAR = ROOT / "target" / "structlearn.jar"


def bif_text(path):
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return data.decode("utf-8")


def resolve(name):
    p = Path(name)
    if p.exists():
        return p
    for cand in (ROOT / "data" / "bif" / f"{name}.bif.gz", ROOT / "data" / "bif" / f"{name}.bif"):
        if cand.exists():
            return cand
    sys.exit(f"pgmpy-query.py: network {name} not found (a path, or a name in data/bif)")


def load(path):
    model = BIFReader(string=bif_text(path)).get_model()
    for cpd in model.get_cpds():
        cpd.normalize(inplace=True)
    return model


def cases(model, sets, seed, max_targets):
    rng = random.Random(seed)
    nodes = sorted(model.nodes())
    sample = BayesianModelSampling(model).forward_sample(size=sets, seed=seed, show_progress=False)
    sizes = [0, 1, 2, 3, 5, 8, 12, 20, 30, 50]
    out = []
    for i in range(sets):
        k = min(sizes[i % len(sizes)], len(nodes) - 2)
        observed = rng.sample(nodes, k)
        evidence = {v: str(sample.iloc[i][v]) for v in sorted(observed)}
        free = [v for v in nodes if v not in evidence]
        targets = sorted(rng.sample(free, min(max_targets, len(free))))
        map_vars = sorted(rng.sample(free, min(2, len(free))))
        cards = [model.get_cardinality(v) for v in free]
        mpe = float(np.prod(cards, dtype=float)) <= 2e5
        out.append({"evidence": evidence, "targets": targets, "map": map_vars, "mpe": mpe})
    return out


def attempt(f, failures, what):
    """pgmpy's answer, or None (counted in failures) when pgmpy cannot compute it (e.g. memory)."""
    try:
        return f()
    except (MemoryError, ValueError, np.core._exceptions._ArrayMemoryError) as e:
        failures.append(f"{what}: {type(e).__name__}: {str(e)[:80]}")
        return None


def pgmpy_answers(model, cs, failures):
    ve = VariableElimination(model)
    answers = []
    t0 = time.perf_counter()
    for c in cs:
        a = {"posteriors": {}}
        ev = c["evidence"]
        for t in c["targets"]:
            f = attempt(lambda: ve.query([t], evidence=ev, show_progress=False), failures, f"posterior {t}")
            if f is not None:
                a["posteriors"][t] = {s: float(p) for s, p in zip(f.state_names[t], f.values)}
        m = attempt(lambda: ve.map_query(c["map"], evidence=ev, show_progress=False), failures, "map_query")
        if m is not None:
            a["map"] = {k: str(v) for k, v in m.items()}
            a["mapJoint"] = ve.query(c["map"], evidence=ev, joint=True, show_progress=False)
        if c["mpe"]:
            free = [v for v in model.nodes() if v not in ev]
            m = attempt(lambda: ve.map_query(free, evidence=ev, show_progress=False), failures, "MPE")
            if m is not None:
                a["mpe"] = {k: str(v) for k, v in m.items()}
                a["mpeJoint"] = ve.query(free, evidence=ev, joint=True, show_progress=False)
        answers.append(a)
    return answers, time.perf_counter() - t0


def ours(path, cs):
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        for c in cs:
            line = {"evidence": c["evidence"], "targets": c["targets"], "map": c["map"]}
            if c["mpe"]:
                line["mpe"] = True
            f.write(json.dumps(line) + "\n")
        batch = f.name
    t0 = time.perf_counter()
    run = subprocess.run(["java", "-jar", str(JAR), "query", "--network", str(path), "--batch", batch],
                         capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    os.unlink(batch)
    if run.returncode != 0:
        sys.exit(f"pgmpy-query.py: structlearn failed on {path}: {run.stderr.strip()}")
    return [json.loads(l) for l in run.stdout.splitlines() if l.strip()], seconds


def agree(joint, ours_map, theirs):
    if ours_map == theirs:
        return True
    p = joint.get_value(**ours_map)
    return abs(p - joint.get_value(**theirs)) <= 1e-12


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("networks", nargs="*")
    ap.add_argument("--sets", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--targets", type=int, default=25)
    ap.add_argument("--record")
    args = ap.parse_args()
    if not JAR.exists():
        sys.exit("pgmpy-query.py: build first: mvn -DskipTests package")
    names = args.networks or sorted(p.name[: -len(".bif.gz")] for p in (ROOT / "data" / "bif").glob("*.bif.gz"))
    import pgmpy
    print(f"pgmpy {pgmpy.__version__}, VariableElimination; structlearn query --batch (exact)")
    print(f"{'network':12} {'nodes':>5} {'sets':>4} {'marginals':>9} {'max |diff|':>11} {'MAP':>6} {'MPE':>6} "
          f"{'pgmpy s':>9} {'ours s':>7}")
    record = []
    for name in names:
        path = resolve(name)
        model = load(path)
        cs = cases(model, args.sets, args.seed, args.targets)
        failures = []
        theirs, t_pg = pgmpy_answers(model, cs, failures)
        mine, t_us = ours(path, cs)
        worst, count, map_ok, map_n, mpe_ok, mpe_n = 0.0, 0, 0, 0, 0, 0
        for c, a, b in zip(cs, theirs, mine):
            for t, dist in a["posteriors"].items():
                for s, p in dist.items():
                    worst = max(worst, abs(p - b["posteriors"][t][s]))
                count += 1
            if "map" in a:
                map_n += 1
                map_ok += agree(a["mapJoint"], b["map"], a["map"])
            if "mpe" in a:
                mpe_n += 1
                mpe_ok += agree(a["mpeJoint"], b["mpe"], a["mpe"])
            r = {"network": Path(path).name, "evidence": c["evidence"], "posteriors": a["posteriors"]}
            if "map" in a:
                r.update({"mapVariables": c["map"], "map": a["map"],
                          "mapProbability": float(a["mapJoint"].get_value(**a["map"]))})
            if "mpe" in a:
                r.update({"mpe": a["mpe"], "mpeProbability": float(a["mpeJoint"].get_value(**a["mpe"]))})
            record.append(r)
        print(f"{name:12} {len(model.nodes()):5d} {len(cs):4d} {count:9d} {worst:11.2e} "
              f"{(str(map_ok) + '/' + str(map_n)) if map_n else '-':>6} "
              f"{(str(mpe_ok) + '/' + str(mpe_n)) if mpe_n else '-':>6} {t_pg:9.2f} {t_us:7.2f}", flush=True)
        for f in failures:
            print(f"  pgmpy could not answer: {f}")
    if args.record:
        with gzip.open(args.record, "wt", encoding="utf-8") as f:
            for r in record:
                f.write(json.dumps(r, sort_keys=True) + "\n")
        print(f"recorded {len(record)} cases in {args.record}")


if __name__ == "__main__":
    main()
