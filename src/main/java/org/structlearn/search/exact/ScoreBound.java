package org.structlearn.search.exact;

import org.structlearn.data.Dataset;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.LocalScore;
import org.structlearn.score.ScoreSpec;

/**
 * The bound of de Campos and Ji (2011, "Efficient structure learning of Bayesian networks using
 * constraints", JMLR 12: 663–689, Section 4) for penalised log-likelihood scores of discrete data
 * (BIC and AIC, bnlearn's form: loglik − c·(r − 1)·q with c = ln(n)/2 or 1, q the number of parent
 * configurations counting every level): the log-likelihood never falls when parents are added, so
 * no parent set above {@code S} scores more than LL(X | every allowed parent) − c·(r −
 * 1)·q(S)·r_min, r_min the fewest levels of a variable that could be added. When that is no more
 * than the best score of {@code S} and its subsets, no superset of {@code S} can be in an optimal
 * network, and the stage that scores parent sets does not generate them. For the other scores there
 * is no bound here (every set up to the in-degree bound is scored, then pruned by its subsets).
 */
final class ScoreBound {
  private final double c;
  private final int[] levels;
  private final LocalScore loglik;

  private ScoreBound(double c, int[] levels, LocalScore loglik) {
    this.c = c;
    this.levels = levels;
    this.loglik = loglik;
  }

  /** The bound for this score and data, or null if there is none. */
  static ScoreBound of(ScoreSpec spec, Dataset data) {
    if (!(spec instanceof DiscreteScoreSpec d)
        || (d.type() != DiscreteScoreType.BIC && d.type() != DiscreteScoreType.AIC)) {
      return null;
    }
    int[] levels = new int[data.columns()];
    for (int v = 0; v < levels.length; v++) {
      levels[v] = data.cardinality(v);
    }
    double c = d.type() == DiscreteScoreType.BIC ? Math.log(data.rows()) / 2 : 1;
    return new ScoreBound(c, levels, DiscreteScoreSpec.of(DiscreteScoreType.LOGLIK).bind(data));
  }

  /** LL(node | parents): the largest log-likelihood any subset of {@code parents} can reach. */
  double maxLoglik(int node, int[] parents) {
    return loglik.local(node, parents);
  }

  /**
   * True if no strict superset of {@code set} (a bitmask) can score above {@code best}, given the
   * node's largest log-likelihood and the members that could still be added ({@code addable}).
   */
  boolean closes(int node, int set, int addable, double maxLoglik, double best) {
    if (addable == 0) {
      return true;
    }
    int rMin = Integer.MAX_VALUE;
    for (int m = addable; m != 0; m &= m - 1) {
      rMin = Math.min(rMin, levels[Integer.numberOfTrailingZeros(m)]);
    }
    double q = rMin;
    for (int m = set; m != 0; m &= m - 1) {
      q *= levels[Integer.numberOfTrailingZeros(m)];
    }
    double bound = maxLoglik - c * (levels[node] - 1) * q;
    double slack = 1e-9 * Math.abs(maxLoglik) + 1e-9; // rounding of the two log-likelihoods
    return bound + slack <= best;
  }
}
