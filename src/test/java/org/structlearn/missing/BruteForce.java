package org.structlearn.missing;

import java.util.function.BiConsumer;
import org.structlearn.model.BayesianNetwork;

/** Brute-force posteriors of a row's missing cells under a small discrete network, for oracles. */
final class BruteForce {
  private BruteForce() {}

  /** P(row completed by c), the product of every node's table entry. */
  static double joint(BayesianNetwork bn, int[] full) {
    double p = 1;
    for (int v = 0; v < bn.size(); v++) {
      int[] pa = bn.cpd(v).parents();
      int[] codes = new int[pa.length];
      for (int j = 0; j < pa.length; j++) {
        codes[j] = full[pa[j]];
      }
      p *= bn.cpd(v).probability(full[v], bn.cpd(v).config(codes));
    }
    return p;
  }

  /** Calls back every completion of the row (-1 = missing) with its joint probability. */
  static void completions(BayesianNetwork bn, int[] row, BiConsumer<int[], Double> each) {
    int[] full = row.clone();
    walk(bn, row, full, 0, each);
  }

  private static void walk(
      BayesianNetwork bn, int[] row, int[] full, int v, BiConsumer<int[], Double> each) {
    if (v == row.length) {
      each.accept(full.clone(), joint(bn, full));
      return;
    }
    if (row[v] >= 0) {
      walk(bn, row, full, v + 1, each);
      return;
    }
    for (int k = 0; k < bn.cpd(v).cardinality(); k++) {
      full[v] = k;
      walk(bn, row, full, v + 1, each);
    }
    full[v] = -1;
  }

  /** The probability of the row's observed cells. */
  static double marginal(BayesianNetwork bn, int[] row) {
    double[] p = new double[1];
    completions(bn, row, (c, q) -> p[0] += q);
    return p[0];
  }
}
