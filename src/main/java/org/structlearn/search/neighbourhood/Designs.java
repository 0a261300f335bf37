package org.structlearn.search.neighbourhood;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;

/**
 * The nodewise regressions' data, built once per data set: which nodes are modelled, each node's
 * response and its predictor columns.
 *
 * <p><b>Discrete data.</b> A node is modelled if at least two of its levels occur and each level
 * that occurs does so at least twice (IsingFit's rule for binary data, which glmnet's refusal of a
 * class of one row implies); any other node is left out as response and as predictor (IsingFit
 * drops it from the data) and has no edges. A modelled node with two observed levels is a binomial
 * response (1 for the second level that occurs, in level order) and one predictor column (its level
 * code, 0 or 1 when those are its only levels); one with more is a multinomial response over the
 * levels that occur and, as a predictor, their treatment dummies (an indicator column for each
 * observed level but the first, as R's {@code model.matrix} of {@code factor(x)} and {@code mgm}).
 *
 * <p><b>Continuous data.</b> Every column that is not constant is modelled; the predictors of a
 * node are the other modelled columns.
 */
final class Designs {
  /** The response families. */
  enum Family {
    BINOMIAL,
    MULTINOMIAL,
    GAUSSIAN
  }

  final Dataset data;
  final boolean discrete;

  /** Per column: modelled or not. */
  final boolean[] modelled;

  /** Per column: its observed levels in level order (discrete data). */
  final int[][] observed;

  /** Per column: its design columns as a predictor (none if not modelled). */
  final double[][][] columns;

  private Designs(Dataset data) {
    this.data = data;
    this.discrete = data.isAllDiscrete();
    int p = data.columns();
    this.modelled = new boolean[p];
    this.observed = new int[p][];
    this.columns = new double[p][][];
  }

  /**
   * @throws StructlearnException if the data mix discrete and continuous columns
   */
  static Designs of(Dataset data) {
    if (!data.isAllDiscrete() && !data.isAllContinuous()) {
      throw new StructlearnException(
          "neighbourhood selection takes all-discrete data (logistic or multinomial regressions)"
              + " or all-continuous data (linear regressions, Meinshausen and Bühlmann); these data"
              + " mix both: select or discretise the columns first");
    }
    Designs d = new Designs(data);
    for (int v = 0; v < data.columns(); v++) {
      if (d.discrete) {
        d.discreteNode(v);
      } else {
        d.continuousNode(v);
      }
    }
    return d;
  }

  private void discreteNode(int v) {
    int[] codes = data.codesOf(v);
    int[] count = new int[data.cardinality(v)];
    for (int c : codes) {
      count[c]++;
    }
    List<Integer> seen = new ArrayList<>();
    boolean rare = false;
    for (int l = 0; l < count.length; l++) {
      if (count[l] > 0) {
        seen.add(l);
        rare |= count[l] < 2;
      }
    }
    observed[v] = seen.stream().mapToInt(Integer::intValue).toArray();
    if (seen.size() < 2 || rare) {
      columns[v] = new double[0][];
      return;
    }
    modelled[v] = true;
    if (seen.size() == 2 && seen.get(0) == 0 && seen.get(1) == 1) {
      double[] col = new double[codes.length];
      for (int i = 0; i < codes.length; i++) {
        col[i] = codes[i];
      }
      columns[v] = new double[][] {col};
      return;
    }
    columns[v] = new double[seen.size() - 1][codes.length];
    for (int i = 0; i < codes.length; i++) {
      int at = seen.indexOf(codes[i]);
      if (at > 0) {
        columns[v][at - 1][i] = 1;
      }
    }
  }

  private void continuousNode(int v) {
    double[] values = data.continuousValues(v);
    for (double x : values) {
      if (!Double.isFinite(x)) {
        throw new StructlearnException(
            "column '" + data.names().get(v) + "' has a value that is not finite: " + x);
      }
    }
    boolean constant = true;
    for (double x : values) {
      constant &= x == values[0];
    }
    modelled[v] = !constant;
    columns[v] = constant ? new double[0][] : new double[][] {values};
  }

  /** The family of node {@code v}'s regression. */
  Family family(int v) {
    if (!discrete) {
      return Family.GAUSSIAN;
    }
    return observed[v].length == 2 ? Family.BINOMIAL : Family.MULTINOMIAL;
  }

  /** The predictors of node {@code v}: the design columns of every other modelled node. */
  Predictors predictors(int v) {
    List<double[]> cols = new ArrayList<>();
    List<Integer> owner = new ArrayList<>();
    for (int u = 0; u < columns.length; u++) {
      if (u == v || !modelled[u]) {
        continue;
      }
      for (double[] c : columns[u]) {
        cols.add(c);
        owner.add(u);
      }
    }
    return new Predictors(
        cols.toArray(new double[0][]), owner.stream().mapToInt(Integer::intValue).toArray());
  }

  /** Node {@code v}'s response as 0/1 (binomial) or its values (Gaussian). */
  double[] response(int v) {
    if (!discrete) {
      return data.continuousValues(v).clone();
    }
    int[] codes = data.codesOf(v);
    double[] y = new double[codes.length];
    int second = observed[v][1];
    for (int i = 0; i < codes.length; i++) {
      y[i] = codes[i] == second ? 1 : 0;
    }
    return y;
  }

  /** Node {@code v}'s classes (multinomial): {@code y[c][i]} = 1 if row i has observed level c. */
  double[][] classes(int v) {
    int[] codes = data.codesOf(v);
    int[] levels = observed[v];
    double[][] y = new double[levels.length][codes.length];
    for (int i = 0; i < codes.length; i++) {
      for (int c = 0; c < levels.length; c++) {
        if (levels[c] == codes[i]) {
          y[c][i] = 1;
        }
      }
    }
    return y;
  }

  /**
   * A node's predictor columns {@code x[j][i]} and the node each comes from.
   *
   * @param x the columns (shared with the design: do not modify)
   * @param owner {@code owner[j]}: the column of the data whose design column {@code j} is
   */
  record Predictors(double[][] x, int[] owner) {}
}
