package org.structlearn.topology;

import java.util.List;
import org.structlearn.Interrupts;
import org.structlearn.citest.CiResult;
import org.structlearn.citest.CiTest;
import org.structlearn.data.Dataset;
import org.structlearn.stats.MutualInformation;

/**
 * The unconditional dependence of every pair of variables, as an n × n symmetric matrix: the inputs
 * of relevance networks ({@link MiThreshold}) and of MGMN ({@link Mgmn}).
 *
 * <ul>
 *   <li>{@link #mutualInformation(Dataset)}: the plug-in (maximum-likelihood) mutual information in
 *       nats, MI(X; Y) = Σ p(x, y) ln [p(x, y) / (p(x) p(y))], from the pair's contingency table
 *       ({@link MutualInformation}, which the sparse candidate parents use too); 0 on the diagonal.
 *       Not comparable between pairs of different cardinalities or row counts, which is the seed's
 *       argument for a significance instead.
 *   <li>{@link #significance(CiTest, List)}: a similarity in [0, 1] from a CI test's marginal
 *       result: 1 − p-value for a frequentist test (with the G² test, G² = 2N·MI, this is the
 *       seed's "statistical significance of mutual information"), the posterior probability of
 *       dependence for a Bayesian test; 1 on the diagonal.
 * </ul>
 *
 * <p>Cost: n(n − 1)/2 pair counts or tests, O(rows) each.
 *
 * @param names the variables, in index order
 * @param values the symmetric matrix, row by row; do not modify
 * @param measure what the values are, e.g. {@code mi} or {@code 1 - p(mi)}
 */
public record PairwiseDependence(List<String> names, double[][] values, String measure) {
  public PairwiseDependence {
    names = List.copyOf(names);
    if (values.length != names.size()) {
      throw new IllegalArgumentException(
          "the matrix has " + values.length + " rows for " + names.size() + " variables");
    }
  }

  /** The number of variables. */
  public int size() {
    return names.size();
  }

  /** The value for the pair (i, j). */
  public double get(int i, int j) {
    return values[i][j];
  }

  /**
   * The mutual information (nats) of every pair of {@code data}'s columns ({@link
   * MutualInformation}: the plug-in estimate for discrete columns, the Gaussian one for continuous
   * columns), at least 0.
   *
   * @throws org.structlearn.StructlearnException if the data mix discrete and continuous columns
   */
  public static PairwiseDependence mutualInformation(Dataset data) {
    Thread owner = Thread.currentThread();
    double[][] mi =
        MutualInformation.pairwise(
            data, () -> Interrupts.check(owner, () -> "mutual information interrupted"), false);
    for (double[] row : mi) {
      for (int j = 0; j < row.length; j++) {
        row[j] = Math.max(0, row[j]); // a rounding error below 0 for independent columns
      }
    }
    return new PairwiseDependence(data.names(), mi, "mi");
  }

  /**
   * The significance of every pair's unconditional dependence under {@code test}: 1 − p-value, or
   * the posterior probability of dependence for a Bayesian test.
   *
   * @param names the test's variables, in index order
   */
  public static PairwiseDependence significance(CiTest test, List<String> names) {
    int n = names.size();
    if (test.variables() != n) {
      throw new IllegalArgumentException(
          "the test has " + test.variables() + " variables but " + n + " names were given");
    }
    double[][] s = new double[n][n];
    Thread owner = Thread.currentThread();
    for (int i = 0; i < n; i++) {
      s[i][i] = 1;
      int row = i;
      Interrupts.check(owner, () -> "pairwise significance interrupted at variable " + row);
      for (int j = i + 1; j < n; j++) {
        CiResult r = test.test(i, j, new int[0]);
        s[i][j] = s[j][i] = r.isBayesian() ? 1 - r.posteriorIndependence() : 1 - r.pValue();
      }
    }
    return new PairwiseDependence(names, s, "significance(" + test + ")");
  }
}
