#!/usr/bin/env python3
"""structlearn's exact queries on Markov networks beside pgmpy's VariableElimination, live; a table.

    /tmp/peers/venv/bin/python scripts/peers/pgmpy-query-markov.py [--sets 10] [--seed 1]
        [--record FILE.jsonl.gz] [UAI ...]

UAI: Markov networks in the UAI format (default: pgmpy's own test networks kept under
src/test/resources/pgmpy: grid4x4, grid4x4_with_triplets, no-comments). pgmpy names the variables
var_0, var_1, ... and structlearn X1, X2, ...; the levels are 0, 1, ... on both sides. For each
network, --sets evidence sets of 0, 1, 2, 3, 5, 8 randomly chosen variables at uniformly drawn
levels (these networks have no zero potentials, so every set has positive probability), and for
each set: the posterior of every unobserved variable, a MAP query over two unobserved variables and
the MPE (pgmpy's map_query). MAP/MPE agree when equal or, at a tie, equally probable (to 1e-12) in
pgmpy's joint posterior. --record writes the cases and pgmpy's answers (structlearn's names) for
PgmpyReferenceTest. Asserts nothing.
"""

import warnings
warnings.filterwarnings("ignore")
import argparse
import gzip
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from pgmpy.inference import VariableElimination
from pgmpy.readwrite import UAIReader

ROOT = Path(__file__).resolve().parents[2]
JAR = ROOT / "target" / "structlearn.jar"
DEFAULT = [ROOT / "src/test/resources/pgmpy" / f for f in
           ("grid4x4.uai", "grid4x4_with_triplets.uai", "no-comments.uai")]


def ours_name(v):
    return "X" + str(int(v.split("_")[1]) + 1)


def cases(model, sets, seed):
    rng = random.Random(seed)
    nodes = sorted(model.nodes(), key=lambda v: int(v.split("_")[1]))
    card = {v: model.get_cardinality(v) for v in nodes}
    out = []
    for i in range(sets):
        k = min([0, 1, 2, 3, 5, 8][i % 6], len(nodes) - 2)
        evidence = {v: rng.randrange(card[v]) for v in sorted(rng.sample(nodes, k))}
        free = [v for v in nodes if v not in evidence]
        out.append({"evidence": evidence, "free": free, "map": sorted(rng.sample(free, 2))})
    return out


def agree(joint, ours_map, theirs):
    if ours_map == theirs:
        return True
    return abs(joint.get_value(**ours_map) - joint.get_value(**theirs)) <= 1e-12


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("networks", nargs="*")
    ap.add_argument("--sets", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--record")
    args = ap.parse_args()
    paths = [Path(p) for p in args.networks] or DEFAULT
    import pgmpy
    print(f"pgmpy {pgmpy.__version__}, VariableElimination on Markov networks; structlearn query --batch")
    print(f"{'network':28} {'nodes':>5} {'sets':>4} {'marginals':>9} {'max |diff|':>11} {'MAP':>6} {'MPE':>6}")
    record = []
    for path in paths:
        model = UAIReader(str(path)).get_model()
        ve = VariableElimination(model)
        cs = cases(model, args.sets, args.seed)
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
            for c in cs:
                f.write(json.dumps({"evidence": {ours_name(v): str(l) for v, l in c["evidence"].items()},
                                    "targets": [ours_name(v) for v in c["free"]],
                                    "map": [ours_name(v) for v in c["map"]], "mpe": True}) + "\n")
            batch = f.name
        run = subprocess.run(["java", "-jar", str(JAR), "query", "--network", str(path), "--batch", batch],
                             capture_output=True, text=True)
        os.unlink(batch)
        if run.returncode != 0:
            sys.exit(f"pgmpy-query-markov.py: structlearn failed on {path}: {run.stderr.strip()}")
        mine = [json.loads(l) for l in run.stdout.splitlines() if l.strip()]
        worst, count, map_ok, mpe_ok = 0.0, 0, 0, 0
        for c, b in zip(cs, mine):
            ev = c["evidence"]
            r = {"network": "pgmpy/" + path.name,
                 "evidence": {ours_name(v): str(l) for v, l in ev.items()}, "posteriors": {}}
            for t in c["free"]:
                fac = ve.query([t], evidence=ev, show_progress=False)
                total = float(fac.values.sum())  # pgmpy leaves a Markov network's posterior unnormalised
                dist = {str(s): float(p) / total for s, p in zip(fac.state_names[t], fac.values)}
                r["posteriors"][ours_name(t)] = dist
                for s, p in dist.items():
                    worst = max(worst, abs(p - b["posteriors"][ours_name(t)][s]))
                count += 1
            for kind, vars_ in (("map", c["map"]), ("mpe", c["free"])):
                theirs = ve.map_query(vars_, evidence=ev, show_progress=False)
                joint = ve.query(vars_, evidence=ev, joint=True, show_progress=False)
                joint.normalize(inplace=True)
                mine_named = {v: int(b[kind][ours_name(v)]) for v in vars_}
                ok = agree(joint, mine_named, theirs)
                map_ok += ok if kind == "map" else 0
                mpe_ok += ok if kind == "mpe" else 0
                named = {ours_name(v): str(l) for v, l in theirs.items()}
                p = float(joint.get_value(**theirs))
                if kind == "map":
                    r.update({"mapVariables": [ours_name(v) for v in vars_], "map": named, "mapProbability": p})
                else:
                    r.update({"mpe": named, "mpeProbability": p})
            record.append(r)
        print(f"{path.name:28} {len(model.nodes()):5d} {len(cs):4d} {count:9d} {worst:11.2e} "
              f"{map_ok:>3}/{len(cs):<2} {mpe_ok:>3}/{len(cs):<2}", flush=True)
    if args.record:
        with gzip.open(args.record, "wt", encoding="utf-8") as f:
            for r in record:
                f.write(json.dumps(r, sort_keys=True) + "\n")
        print(f"recorded {len(record)} cases in {args.record}")


if __name__ == "__main__":
    main()
