package org.structlearn.missing;

import java.util.List;
import org.hipparchus.special.Gamma;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.LocalScore;

/**
 * The discrete scores of {@link org.structlearn.score.DiscreteScore} on expected counts (Friedman
 * 1997, sec. 4: the score of the completed data, each count replaced by its expectation under the
 * current network), read from a {@link CompletedTable}: the same formulas with fractional counts
 * {@code N_jk}, log Γ in place of log factorials, and n the number of rows of the data (not of
 * completions). Equal to {@code DiscreteScore} when every count is whole.
 *
 * <p>Thread-safe; one call costs one {@link CompletedTable#count} plus O(q r) for the sum.
 */
final class ExpectedCountScore implements LocalScore {
  private final CompletedTable table;
  private final DiscreteScoreSpec spec;
  private final List<String> names;
  private final double logN;

  ExpectedCountScore(CompletedTable table, DiscreteScoreSpec spec, List<String> names) {
    this.table = table;
    this.spec = spec;
    this.names = List.copyOf(names);
    this.logN = Math.log(table.rows);
  }

  @Override
  public double local(int node, int[] parents) {
    return score(table.count(node, parents));
  }

  double score(CompletedTable.Counts c) {
    int r = c.levels();
    double q = c.configurations();
    DiscreteScoreType type = spec.type();
    return switch (type) {
      case LOGLIK -> logLikelihood(c);
      case AIC -> logLikelihood(c) - q * (r - 1);
      case BIC -> logLikelihood(c) - 0.5 * q * (r - 1) * logN;
      case BDEU -> dirichlet(c, spec.iss() / (q * r));
      case BDS -> dirichlet(c, spec.iss() / (observed(c) * r));
      case K2 -> dirichlet(c, 1);
    };
  }

  private static double logLikelihood(CompletedTable.Counts c) {
    int r = c.levels();
    double sum = 0;
    if (c.dense() != null) {
      double[] t = c.dense();
      for (int j = 0; j < t.length; j += r) {
        sum += rowLogLikelihood(t, j, r);
      }
    } else {
      for (double[] row : c.sparse().values()) {
        sum += rowLogLikelihood(row, 0, r);
      }
    }
    return sum;
  }

  private static double rowLogLikelihood(double[] t, int at, int r) {
    double nj = 0;
    double sum = 0;
    for (int k = at; k < at + r; k++) {
      if (t[k] > 0) {
        sum += t[k] * Math.log(t[k]);
        nj += t[k];
      }
    }
    return nj > 0 ? sum - nj * Math.log(nj) : 0;
  }

  /** The log marginal likelihood with every α_jk = a; configurations without weight add 0. */
  private static double dirichlet(CompletedTable.Counts c, double a) {
    int r = c.levels();
    double lgA = Gamma.logGamma(a);
    double lgAj = Gamma.logGamma(a * r);
    double sum = 0;
    if (c.dense() != null) {
      double[] t = c.dense();
      for (int j = 0; j < t.length; j += r) {
        sum += rowDirichlet(t, j, r, a, lgA, lgAj);
      }
    } else {
      for (double[] row : c.sparse().values()) {
        sum += rowDirichlet(row, 0, r, a, lgA, lgAj);
      }
    }
    return sum;
  }

  private static double rowDirichlet(double[] t, int at, int r, double a, double lgA, double lgAj) {
    double nj = 0;
    double cells = 0;
    for (int k = at; k < at + r; k++) {
      if (t[k] > 0) {
        cells += Gamma.logGamma(a + t[k]) - lgA;
        nj += t[k];
      }
    }
    return nj > 0 ? lgAj - Gamma.logGamma(a * r + nj) + cells : 0;
  }

  private static double observed(CompletedTable.Counts c) {
    int r = c.levels();
    int n = 0;
    if (c.dense() != null) {
      double[] t = c.dense();
      for (int j = 0; j < t.length; j += r) {
        double nj = 0;
        for (int k = j; k < j + r; k++) {
          nj += t[k];
        }
        n += nj > 0 ? 1 : 0;
      }
      return n;
    }
    return c.sparse().size();
  }

  @Override
  public boolean isScoreEquivalent() {
    return spec.type().isScoreEquivalent();
  }

  @Override
  public int nodes() {
    return names.size();
  }

  @Override
  public List<String> names() {
    return names;
  }

  @Override
  public String toString() {
    return spec.name() + " on expected counts";
  }
}
