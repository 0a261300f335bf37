package org.structlearn.model;

import java.util.Arrays;
import java.util.List;

/**
 * The initial (prior) clique tables of a {@link JunctionTree}: a Bayesian network's CPDs, rows
 * normalised, or a Markov network's factors as scaled potentials, each multiplied into the smallest
 * clique holding its scope.
 */
final class CliquePriors {
  private CliquePriors() {}

  /** Multiplies node v's CPD into the smallest clique holding its family and records the clique. */
  static void assignFamily(JunctionTree t, int v) {
    int[] family = family(t, v);
    int[] sorted = family.clone();
    Arrays.sort(sorted);
    int c = t.smallestHolding(sorted);
    t.familyClique[v] = c;
    double[] probs = normalisedRows(t.network.cpd(v));
    CliqueIndexing.multiplyBy(t.prior[c], t.cliques[c], t.cards, family, strides(t, family), probs);
  }

  /** The map from each entry of node v's family clique to its {@link DiscreteCpd} index. */
  static int[] familyMap(JunctionTree t, int v) {
    int[] family = family(t, v);
    return CliqueIndexing.indexMap(
        t.cliques[t.familyClique[v]], t.cards, family, strides(t, family));
  }

  /** Node v then its parents, in the CPD's order (the node fastest). */
  private static int[] family(JunctionTree t, int v) {
    int[] parents = t.network.cpd(v).parents();
    int[] family = new int[parents.length + 1];
    family[0] = v;
    System.arraycopy(parents, 0, family, 1, parents.length);
    return family;
  }

  private static int[] strides(JunctionTree t, int[] family) {
    int[] s = new int[family.length];
    int stride = 1;
    for (int j = 0; j < family.length; j++) {
      s[j] = stride;
      stride *= t.cards[family[j]];
    }
    return s;
  }

  /** The CPD's rows divided by their sums (a copy; a row summing to exactly 1 is kept as it is). */
  static double[] normalisedRows(DiscreteCpd cpd) {
    double[] p = cpd.probabilities();
    int r = cpd.cardinality();
    for (int q = 0; q < p.length; q += r) {
      double sum = 0;
      for (int k = 0; k < r; k++) {
        sum += p[q + k];
      }
      if (sum != 1 && sum > 0) {
        for (int k = 0; k < r; k++) {
          p[q + k] /= sum;
        }
      }
    }
    return p;
  }

  /**
   * Multiplies every factor into the smallest clique holding its scope, as potentials divided by
   * the factor's largest, then divides each clique table by its largest entry.
   *
   * @return the log of the product of all divisors
   * @throws ModelException if a factor or a clique table is 0 everywhere
   */
  static double markov(JunctionTree t, List<LogFactor> factors) {
    double logScale = 0;
    for (LogFactor f : factors) {
      logScale += multiplyIn(t, f);
    }
    for (double[] table : t.prior) {
      double max = 0;
      for (double x : table) {
        max = Math.max(max, x);
      }
      if (max == 0) {
        throw new ModelException("every state of the Markov network has potential 0");
      }
      for (int i = 0; i < table.length; i++) {
        table[i] /= max;
      }
      logScale += Math.log(max);
    }
    return logScale;
  }

  private static double multiplyIn(JunctionTree t, LogFactor f) {
    int[] scope = f.scope();
    int[] sorted = scope.clone();
    Arrays.sort(sorted);
    int c = t.smallestHolding(sorted);
    int[] map = CliqueIndexing.indexMap(t.cliques[c], t.cards, scope, f.strides());
    double[] logs = f.logValues();
    double max = Double.NEGATIVE_INFINITY;
    for (double x : logs) {
      max = Math.max(max, x);
    }
    if (max == Double.NEGATIVE_INFINITY) {
      throw new ModelException("a factor over " + Arrays.toString(scope) + " is 0 everywhere");
    }
    double[] table = t.prior[c];
    double tableMax = 0;
    for (int i = 0; i < table.length; i++) {
      table[i] *= Math.exp(logs[map[i]] - max);
      tableMax = Math.max(tableMax, table[i]);
    }
    double logScale = max;
    if (tableMax > 0 && tableMax < 1e-100) { // many small factors in one clique: rescale early
      for (int i = 0; i < table.length; i++) {
        table[i] /= tableMax;
      }
      logScale += Math.log(tableMax);
    }
    return logScale;
  }
}
