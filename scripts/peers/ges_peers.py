"""pgmpy's and causal-learn's GES and causal-learn's ExactSearch on one CSV, for ges-side-by-side.sh
and exact-side-by-side.sh; run with the venv that has both (/tmp/peers/venv/bin/python).

  python ges_peers.py PEER DATA.csv[.gz] SCORE OUT.csv [MAXPARENTS]

PEER: pgmpy-ges, causal-learn-ges, causal-learn-dp, causal-learn-astar. SCORE: bic, bdeu or bic-g
(pgmpy: bic-d, bdeu, bic-g; causal-learn GES: its local_score_BDeu for bdeu, its local_score_BIC
for bic-g, and for bic on discrete data, which causal-learn lacks (its local_score_BIC is Gaussian),
bnlearn's discrete BIC put in the place of local_score_BDeu (discrete_bic below; causal-learn's
local scores are larger-is-better, whatever its docstrings say); ExactSearch: its own Gaussian
BIC, on centred data so that its optimum is bnlearn's BIC-G optimum). Writes the learned graph's
links (from,to,directed|undirected) to OUT and prints "seconds=... cpu=..." (wall and process CPU
time) for the timed search call only
(data loading and conversion excluded). Asserts nothing.
"""
import sys
import time
import warnings

import numpy as np
import pandas as pd

warnings.filterwarnings("ignore")


def write(out, directed, undirected):
    with open(out, "w") as f:
        f.write("from,to,type\n")
        for u, v in sorted(directed):
            f.write(f"{u},{v},directed\n")
        for u, v in sorted(undirected):
            f.write(f"{u},{v},undirected\n")


def from_matrix(g, names):
    """causal-learn's endpoint matrix: g[j,i]=1, g[i,j]=-1 is i -> j; both -1 is i - j."""
    directed, undirected = [], []
    d = len(names)
    for i in range(d):
        for j in range(d):
            if g[j, i] == 1 and g[i, j] == -1:
                directed.append((names[i], names[j]))
            elif i < j and g[i, j] == -1 and g[j, i] == -1:
                undirected.append((names[i], names[j]))
    return directed, undirected


LEVELS = {}  # id of the data array -> levels of each column, computed once (not once per call)


def discrete_bic(data, i, parents, parameters=None):
    """bnlearn's BIC of node i given parents: sum N_ijk ln(N_ijk/N_ij) - q(r-1) ln(n)/2,
    q and r counting the levels that occur (every level occurs in the data used here).
    The levels are found once per data array: finding them on every call (as this function did
    until 26 Nov 2026) cost causal-learn 15-35% more CPU on child and random30, a handicap of
    this substitution, not of causal-learn."""
    n = data.shape[0]
    levels = LEVELS.get(id(data))
    if levels is None:
        levels = LEVELS.setdefault(id(data), [int(data[:, c].max()) + 1 for c in range(data.shape[1])])
    r = levels[i]
    config = np.zeros(n, dtype=np.int64)
    q = 1
    for p in parents:
        config = config * levels[p] + data[:, p].astype(np.int64)
        q *= levels[p]
    joint = config * r + data[:, i].astype(np.int64)
    nijk = np.unique(joint, return_counts=True)[1].astype(float)
    nij = np.unique(config, return_counts=True)[1].astype(float)
    loglik = np.sum(nijk * np.log(nijk)) - np.sum(nij * np.log(nij))
    return loglik - q * (r - 1) * np.log(n) / 2


def main():
    peer, data, score, out = sys.argv[1:5]
    max_parents = int(sys.argv[5]) if len(sys.argv) > 5 else None
    continuous = score == "bic-g"
    df = pd.read_csv(data, dtype=None if continuous else str, keep_default_na=False)
    names = list(df.columns)
    if peer == "pgmpy-ges":
        from pgmpy.causal_discovery import GES

        method = {"bic": "bic-d", "bdeu": "bdeu", "bic-g": "bic-g"}[score]
        est = GES(scoring_method=method)
        t0, c0 = time.perf_counter(), time.process_time()
        est.fit(df)
        t, c = time.perf_counter() - t0, time.process_time() - c0
        g = est.causal_graph_
        write(out, g.directed_edges, g.undirected_edges)
    elif peer == "causal-learn-ges":
        import causallearn.search.ScoreBased.GES as clges

        if continuous:
            x = df.to_numpy(dtype=float)
            func = "local_score_BIC"
        else:
            x = np.column_stack([pd.factorize(df[c])[0] for c in names]).astype(float)
            func = "local_score_BDeu"
            if score == "bic":
                clges.local_score_BDeu = discrete_bic
        ges = clges.ges
        t0, c0 = time.perf_counter(), time.process_time()
        rec = ges(x, score_func=func, node_names=names)
        t, c = time.perf_counter() - t0, time.process_time() - c0
        write(out, *from_matrix(rec["G"].graph, names))
    elif peer in ("causal-learn-dp", "causal-learn-astar"):
        from causallearn.search.ScoreBased.ExactSearch import bic_exact_search

        x = df.to_numpy(dtype=float)
        x = x - x.mean(axis=0)
        t0, c0 = time.perf_counter(), time.process_time()
        dag, _ = bic_exact_search(x, search_method=peer.split("-")[-1], max_parents=max_parents)
        t, c = time.perf_counter() - t0, time.process_time() - c0
        directed = [(names[i], names[j]) for i in range(len(names)) for j in range(len(names)) if dag[i, j] == 1]
        write(out, directed, [])
    else:
        sys.exit(f"unknown peer {peer}")
    print(f"seconds={t:.4f} cpu={c:.4f}")


if __name__ == "__main__":
    main()
