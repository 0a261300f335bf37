package org.structlearn.model;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.data.Variable;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;

/**
 * Seeded random discrete networks for inference tests: a DAG with a given number of arcs and a
 * bound on in-degree (arcs drawn without replacement among the forward pairs of a random order),
 * tables with rows drawn from a symmetric Dirichlet (Gamma draws by Marsaglia and Tsang 2000).
 */
public final class RandomNetworks {
  private RandomNetworks() {}

  /**
   * @param cards the levels of each node
   * @param alpha the Dirichlet concentration of each table row
   */
  public static BayesianNetwork random(
      int[] cards, int arcs, int maxInDegree, double alpha, long seed) {
    int n = cards.length;
    SplittableRandom rng = new SplittableRandom(seed);
    int[] perm = permutation(n, rng);
    List<int[]> pairs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        pairs.add(new int[] {perm[i], perm[j]});
      }
    }
    int[] indegree = new int[n];
    List<Arc> chosen = new ArrayList<>();
    while (chosen.size() < arcs && !pairs.isEmpty()) {
      int[] p = pairs.remove(rng.nextInt(pairs.size()));
      if (indegree[p[1]] < maxInDegree) {
        indegree[p[1]]++;
        chosen.add(new Arc(p[0], p[1]));
      }
    }
    List<String> names = new ArrayList<>();
    List<Variable> vars = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      names.add("L" + v);
      List<String> levels = new ArrayList<>();
      for (int k = 0; k < cards[v]; k++) {
        levels.add("s" + k);
      }
      vars.add(Variable.discrete("L" + v, levels));
    }
    Dag dag = Dag.of(names, chosen);
    List<DiscreteCpd> cpds = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      int[] parents = dag.parents(v);
      List<Variable> pv = new ArrayList<>();
      int q = 1;
      for (int p : parents) {
        pv.add(vars.get(p));
        q *= cards[p];
      }
      double[] probs = new double[q * cards[v]];
      for (int j = 0; j < q; j++) {
        double sum = 0;
        for (int k = 0; k < cards[v]; k++) {
          probs[j * cards[v] + k] = gamma(alpha, rng);
          sum += probs[j * cards[v] + k];
        }
        for (int k = 0; k < cards[v]; k++) {
          probs[j * cards[v] + k] /= sum;
        }
      }
      cpds.add(DiscreteCpd.of(vars.get(v), parents, pv, probs));
    }
    return BayesianNetwork.of(dag, vars, cpds);
  }

  /** Same levels everywhere. */
  public static BayesianNetwork random(
      int n, int levels, int arcs, int maxInDegree, double alpha, long seed) {
    int[] cards = new int[n];
    java.util.Arrays.fill(cards, levels);
    return random(cards, arcs, maxInDegree, alpha, seed);
  }

  private static int[] permutation(int n, SplittableRandom rng) {
    int[] perm = new int[n];
    for (int i = 0; i < n; i++) {
      perm[i] = i;
    }
    for (int i = n - 1; i > 0; i--) {
      int k = rng.nextInt(i + 1);
      int t = perm[i];
      perm[i] = perm[k];
      perm[k] = t;
    }
    return perm;
  }

  /** A Gamma(shape, 1) draw, Marsaglia and Tsang's method (boosted for shape < 1). */
  static double gamma(double shape, SplittableRandom rng) {
    if (shape < 1) {
      return gamma(shape + 1, rng) * Math.pow(rng.nextDouble(), 1 / shape);
    }
    double d = shape - 1.0 / 3;
    double c = 1 / Math.sqrt(9 * d);
    while (true) {
      double x;
      double v;
      do {
        x = normal(rng);
        v = 1 + c * x;
      } while (v <= 0);
      v = v * v * v;
      double u = rng.nextDouble();
      if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) {
        return d * v;
      }
    }
  }

  private static double normal(SplittableRandom rng) {
    double u1 = 1 - rng.nextDouble();
    double u2 = rng.nextDouble();
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  }
}
