package org.structlearn.model;

/**
 * Exact inference by enumerating every configuration of a small discrete network: the reference the
 * junction tree is tested against. {@code P(e) = sum_x prod_v P(x_v | pa) * e_v(x_v)} and each
 * family's posterior in {@link DiscreteCpd} layout.
 */
final class BruteForce {
  final double probability;
  final double[][] family;
  final double[][] marginal;

  BruteForce(BayesianNetwork bn, double[][] evidence) {
    int n = bn.size();
    int[] cards = new int[n];
    long total = 1;
    for (int v = 0; v < n; v++) {
      cards[v] = bn.variables().get(v).cardinality();
      total *= cards[v];
    }
    family = new double[n][];
    marginal = new double[n][];
    int[][] parents = new int[n][];
    for (int v = 0; v < n; v++) {
      family[v] = new double[bn.cpd(v).configurations() * cards[v]];
      marginal[v] = new double[cards[v]];
      parents[v] = bn.cpd(v).parents();
    }
    int[] x = new int[n];
    double z = 0;
    for (long i = 0; i < total; i++) {
      long rest = i;
      for (int v = 0; v < n; v++) {
        x[v] = (int) (rest % cards[v]);
        rest /= cards[v];
      }
      double w = 1;
      for (int v = 0; v < n; v++) {
        w *= bn.cpd(v).probability(x[v], config(parents[v], cards, x));
        if (evidence != null && evidence[v] != null) {
          w *= evidence[v][x[v]];
        }
      }
      z += w;
      for (int v = 0; v < n; v++) {
        family[v][config(parents[v], cards, x) * cards[v] + x[v]] += w;
        marginal[v][x[v]] += w;
      }
    }
    probability = z;
    for (int v = 0; v < n; v++) {
      for (int j = 0; j < family[v].length; j++) {
        family[v][j] /= z;
      }
      for (int j = 0; j < cards[v]; j++) {
        marginal[v][j] /= z;
      }
    }
  }

  private static int config(int[] parents, int[] cards, int[] x) {
    int c = 0;
    for (int j = parents.length - 1; j >= 0; j--) {
      c = c * cards[parents[j]] + x[parents[j]];
    }
    return c;
  }
}
