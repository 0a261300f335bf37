#!/usr/bin/env python3
"""High-precision reference values for Dirichlet terms at extreme hyperparameters (issue 25).

Computes with mpmath at 400 significant digits (exact for every value here to far beyond a double's
17 digits) and writes three CSV files that HyperparameterExtremesTest reads:

  rising-log-gamma.csv     a, k, ln Γ(a + k) − ln Γ(a)
  mpl-extreme-alpha.csv    alpha, the MPL local score of X given its blanket Y on the table below
  bayes-extreme-alpha.csv  prior, alpha, the Bayesian test's log Bayes factor of X ⊥ Y on it

The table: X and Y binary, 100 rows, counts n(X=0,Y=0) = 30, n(0,1) = 10, n(1,0) = 5, n(1,1) = 55.
MPL (Pensar et al. 2017, BDgraph's formula): Σ_l lnΓ(rα) − lnΓ(n_l + rα) + Σ_i lnΓ(n_il + α) − lnΓ(α),
l the levels of Y, i those of X, r = 2. The Bayes factor (Margaritis 2005): ln DM(n_x; a_X) +
ln DM(n_y; a_Y) − ln DM(n_xy; a_XY), ln DM(n; a) = lnΓ(A) − lnΓ(A + N) + Σ lnΓ(a_k + n_k) − lnΓ(a_k),
per-cell: every a = α; ess: α / 2, α / 2, α / 4.

Usage: python3 scripts/peers/extreme-hyperparameters.py src/test/resources/reference
(needs mpmath: pip install mpmath). Not run by CI; the CSV files are committed.
"""
import os
import sys

import mpmath

mpmath.mp.dps = 400
OUT = sys.argv[1] if len(sys.argv) > 1 else "src/test/resources/reference"

ALPHAS = ["1e-100", "1e-10", "0.5", "1", "10", "100", "1000", "1e5", "1e8", "1e16", "1e17",
          "1e50", "1e100"]
KS = [1, 2, 3, 10, 1000, 1000000]


def lg(x):
    return mpmath.loggamma(x)


def rising(a, k):
    return lg(a + k) - lg(a)


def s17(x):
    return mpmath.nstr(x, 17, min_fixed=-1, max_fixed=-1)


COUNTS = {(0, 0): 30, (0, 1): 10, (1, 0): 5, (1, 1): 55}


def mpl(alpha):
    a = mpmath.mpf(alpha)
    total = mpmath.mpf(0)
    for y in (0, 1):
        col = [COUNTS[(x, y)] for x in (0, 1)]
        total += -rising(2 * a, sum(col)) + sum(rising(a, n) for n in col)
    return total


def log_dm(counts, hyper):
    big_a = sum(hyper)
    return -rising(big_a, sum(counts)) + sum(rising(h, n) for h, n in zip(hyper, counts))


def bayes(prior, alpha):
    a = mpmath.mpf(alpha)
    nx = [COUNTS[(0, 0)] + COUNTS[(0, 1)], COUNTS[(1, 0)] + COUNTS[(1, 1)]]
    ny = [COUNTS[(0, 0)] + COUNTS[(1, 0)], COUNTS[(0, 1)] + COUNTS[(1, 1)]]
    nxy = [COUNTS[(x, y)] for x in (0, 1) for y in (0, 1)]
    ax, ay, axy = (a, a, a) if prior == "per-cell" else (a / 2, a / 2, a / 4)
    return log_dm(nx, [ax] * 2) + log_dm(ny, [ay] * 2) - log_dm(nxy, [axy] * 4)


os.makedirs(OUT, exist_ok=True)
with open(os.path.join(OUT, "rising-log-gamma.csv"), "w") as f:
    f.write("a,k,value\n")
    for a in ALPHAS + ["1e300", "1e308"]:
        for k in KS:
            f.write("%s,%d,%s\n" % (a, k, s17(rising(mpmath.mpf(a), k))))
with open(os.path.join(OUT, "mpl-extreme-alpha.csv"), "w") as f:
    f.write("alpha,local\n")
    for a in ALPHAS:
        f.write("%s,%s\n" % (a, s17(mpl(a))))
with open(os.path.join(OUT, "bayes-extreme-alpha.csv"), "w") as f:
    f.write("prior,alpha,logBayesFactor\n")
    for p in ("per-cell", "ess"):
        for a in ALPHAS:
            f.write("%s,%s,%s\n" % (p, a, s17(bayes(p, a))))
