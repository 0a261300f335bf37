package org.structlearn.latent;

import java.util.ArrayList;
import java.util.List;
import org.hipparchus.random.RandomDataGenerator;
import org.hipparchus.random.Well19937c;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;

/**
 * Random influence networks as in Ajoodha and Rosman's experiment (2017, section V): a random DAG
 * over the latent variables with an exact arc count and an in-degree bound, and every table row
 * drawn from a symmetric Dirichlet distribution.
 *
 * <p><b>The DAG.</b> A uniformly random permutation of the latent variables is taken as the
 * topological order; the allowed pairs (earlier → later) are shuffled uniformly and taken in that
 * order, skipping a pair whose head already has {@code maxInDegree} parents, until {@code arcs}
 * arcs are placed. This always reaches the count when it is possible at all (at most {@code sum_p
 * min(p, d)} arcs for {@code n} nodes, checked by the options), since a pass over every pair fills
 * each node to its bound. Every arc set the in-degree bound allows has positive probability, but
 * the law is not exactly uniform over such DAGs (sets reachable by many shuffles are favoured when
 * the bound binds). Note that the seed's setting (10 latents, in-degree 3, 24 arcs) is the maximum,
 * so there every node has {@code min(position, 3)} parents and only the order and the choice of
 * parents are random.
 *
 * <p><b>The tables.</b> Each row is {@code (g_1, ..., g_r) / sum g} with {@code g_i ~ Gamma(alpha,
 * 1)} drawn by Hipparchus' {@link RandomDataGenerator#nextGamma(double, double)}; latent variables
 * first (topological order), then observed ones, all from one Well19937c generator seeded with the
 * given seed, so a seed fixes the network. Names: latent {@code L1..Ln}, observed {@code Lg_Oj}.
 */
public final class InfluenceNetworks {
  private InfluenceNetworks() {}

  /** A random influence network; the same options and seed give an equal network. */
  public static InfluenceNetwork random(InfluenceNetworkOptions options, long seed) {
    RandomDataGenerator rng = RandomDataGenerator.of(new Well19937c(seed));
    int n = options.models();
    List<String> names = new ArrayList<>();
    for (int g = 1; g <= n; g++) {
      names.add("L" + g);
    }
    Dag dag = randomDag(names, options.arcs(), options.maxInDegree(), rng);
    int k = options.states();
    InfluenceNetwork.Builder b = InfluenceNetwork.builder(dag);
    for (int v : dag.topologicalOrder()) {
      int q = (int) Math.pow(k, dag.parentCount(v));
      b.latent(dag.name(v), k, dirichletRows(q, k, options.dirichlet(), rng));
    }
    for (int g = 0; g < n; g++) {
      for (int j = 1; j <= options.observationsPerModel(); j++) {
        b.observed(
            names.get(g),
            names.get(g) + "_O" + j,
            k,
            dirichletRows(k, k, options.dirichlet(), rng));
      }
    }
    return b.build();
  }

  /**
   * A random DAG over {@code names} with exactly {@code arcs} arcs and in-degree at most {@code
   * maxInDegree}, drawn as the class comment says.
   *
   * @throws IllegalArgumentException if no such DAG exists, naming the largest possible count
   */
  public static Dag randomDag(List<String> names, int arcs, int maxInDegree, long seed) {
    return randomDag(names, arcs, maxInDegree, RandomDataGenerator.of(new Well19937c(seed)));
  }

  private static Dag randomDag(
      List<String> names, int arcs, int maxInDegree, RandomDataGenerator rng) {
    int n = names.size();
    long max = InfluenceNetworkOptions.maxArcs(n, maxInDegree);
    if (arcs < 0 || arcs > max) {
      throw new IllegalArgumentException(
          "cannot place "
              + arcs
              + " arcs among "
              + n
              + " nodes with in-degree at most "
              + maxInDegree
              + "; at most "
              + max
              + " are possible");
    }
    int[] order = permutation(n, rng);
    List<Arc> pairs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        pairs.add(new Arc(order[i], order[j]));
      }
    }
    for (int i = pairs.size() - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      pairs.set(i, pairs.set(j, pairs.get(i)));
    }
    int[] indegree = new int[n];
    List<Arc> chosen = new ArrayList<>();
    for (int i = 0; i < pairs.size() && chosen.size() < arcs; i++) {
      Arc a = pairs.get(i);
      if (indegree[a.to()] < maxInDegree) {
        indegree[a.to()]++;
        chosen.add(a);
      }
    }
    return Dag.of(names, chosen);
  }

  private static int[] permutation(int n, RandomDataGenerator rng) {
    int[] p = new int[n];
    for (int i = 0; i < n; i++) {
      p[i] = i;
    }
    for (int i = n - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      int t = p[i];
      p[i] = p[j];
      p[j] = t;
    }
    return p;
  }

  /** {@code rows} rows of length {@code r}, each from a symmetric Dirichlet(alpha). */
  static double[] dirichletRows(int rows, int r, double alpha, RandomDataGenerator rng) {
    double[] out = new double[rows * r];
    for (int row = 0; row < rows; row++) {
      double sum = 0;
      while (sum == 0) { // all draws can underflow to 0 for a tiny alpha; draw again
        sum = 0;
        for (int i = 0; i < r; i++) {
          out[row * r + i] = rng.nextGamma(alpha, 1);
          sum += out[row * r + i];
        }
      }
      for (int i = 0; i < r; i++) {
        out[row * r + i] /= sum;
      }
    }
    return out;
  }

  /** Level names {@code "0", "1", ..., "k-1"}. */
  static List<String> levels(int k) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < k; i++) {
      out.add(Integer.toString(i));
    }
    return out;
  }
}
