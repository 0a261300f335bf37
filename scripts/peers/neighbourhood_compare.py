"""Compares structlearn's neighbourhood selection with the glmnet reference, file by file.

    python3 scripts/peers/neighbourhood_compare.py OURS_PREFIX R_PREFIX [--header]
    python3 scripts/peers/neighbourhood_compare.py --header-only

Both prefixes name the files NeighbourhoodPeerRun.java and neighbourhood-reference.R write
(.nodes.csv, .path.csv, .coef.csv). Prints one table row: nodes, same path length, same chosen
penalty, max relative difference of the penalties, of the coefficients along the path
(|ours - R| / max(1, |R|); over the penalties both paths reached: where glmnet runs out of
passes, maxit, the two paths may end at different penalties), at the chosen penalties, max |EBIC difference| at the chosen penalty,
the AND and OR edges of each side and whether they are equal. Asserts nothing.
"""
import csv
import sys
from collections import defaultdict


def read(prefix, kind):
    with open(f"{prefix}.{kind}.csv") as f:
        return list(csv.DictReader(f))


def load(prefix):
    nodes = {r["node"]: r for r in read(prefix, "nodes")}
    path = {(r["node"], int(r["l"])): r for r in read(prefix, "path")}
    coef = defaultdict(float)
    for r in read(prefix, "coef"):
        coef[(r["node"], int(r["l"]), r["column"], r["class"], r["predictor"])] = float(r["value"])
    return nodes, path, coef


def edges(nodes, coef, rule):
    chose = defaultdict(set)
    for (node, l, _col, _cls, pred), v in coef.items():
        if v != 0 and l == int(nodes[node]["chosen"]):
            chose[node].add(pred)
    out = set()
    for a in chose:
        for b in chose[a]:
            both = a in chose.get(b, set())
            if rule == "or" or both:
                out.add(tuple(sorted((a, b))))
    return out


HEADER = (f"{'nodes':>5} {'len=':>5} {'pick=':>5} {'dlambda':>9} {'dbeta path':>10} "
          f"{'dbeta pick':>10} {'debic':>9} | {'AND R':>5} {'ours':>5} {'same':>4} | "
          f"{'OR R':>5} {'ours':>5} {'same':>4}")


def main():
    if "--header-only" in sys.argv:
        print(HEADER)
        return
    ours, ref = sys.argv[1], sys.argv[2]
    on, op, oc = load(ours)
    rn, rp, rc = load(ref)
    same_len = sum(1 for k in rn if k in on and on[k]["penalties"] == rn[k]["penalties"])
    same_choice = sum(1 for k in rn if k in on and on[k]["chosen"] == rn[k]["chosen"])
    dlam = max((abs(float(op[k]["lambda"]) - float(v["lambda"])) / float(v["lambda"])
                for k, v in rp.items() if k in op), default=0.0)
    def rel(a, b):
        return abs(a - b) / max(1.0, abs(b))
    keys = set(oc) | set(rc)
    common = {k: min(int(on[k]["penalties"]), int(v["penalties"])) for k, v in rn.items() if k in on}
    dbeta = max((rel(oc.get(k, 0.0), rc.get(k, 0.0)) for k in keys
                 if k[1] <= common.get(k[0], 0)), default=0.0)
    chosen = {k for k in keys if k[1] == int(rn[k[0]]["chosen"])}
    dchosen = max((rel(oc.get(k, 0.0), rc.get(k, 0.0)) for k in chosen), default=0.0)
    debic = max((abs(float(on[k]["ebic"]) - float(rn[k]["ebic"])) for k in rn if k in on), default=0.0)
    ea, er = edges(on, oc, "and"), edges(rn, rc, "and")
    oa, orr = edges(on, oc, "or"), edges(rn, rc, "or")
    if "--header" in sys.argv:
        print(HEADER)
    print(f"{len(rn):5d} {same_len:5d} {same_choice:5d} {dlam:9.1e} {dbeta:10.1e} {dchosen:10.1e} "
          f"{debic:9.1e} | {len(er):5d} {len(ea):5d} {'yes' if ea == er else 'NO':>4} | "
          f"{len(orr):5d} {len(oa):5d} {'yes' if oa == orr else 'NO':>4}")
    if ea != er or oa != orr:
        for k in sorted(rn):
            if k in on and on[k]["chosen"] != rn[k]["chosen"]:
                print(f"   {k}: ours penalty {on[k]['chosen']} (EBIC {on[k]['ebic']}), "
                      f"R {rn[k]['chosen']} (EBIC {rn[k]['ebic']})")


if __name__ == "__main__":
    main()
