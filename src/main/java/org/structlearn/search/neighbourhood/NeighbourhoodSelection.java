package org.structlearn.search.neighbourhood;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;

/**
 * l1-regularised neighbourhood selection: the structure of a Markov network from one penalised
 * regression per node. Each node is regressed on all the others by the lasso path of glmnet ({@link
 * Glmnet}); the extended BIC chooses the penalty of each node along its path; the predictors with
 * non-zero coefficients at that penalty are the node's neighbours; the two choices of a pair are
 * combined by the AND rule (both chose each other) or the OR rule (either did).
 *
 * <ul>
 *   <li>Binary data: nodewise l1-penalised logistic regression, Ravikumar, Wainwright and Lafferty
 *       (2010, Ann. Statist. 38(3)), with the EBIC choice of van Borkulo et al.'s eLasso (2014,
 *       Sci. Rep. 4: 5918), as R's IsingFit 0.4 does it: glmnet's default path per node, γ = 0.25,
 *       AND by default; nodes whose rarer value occurs at most once are left out.
 *   <li>Data with more levels: nodewise multinomial regression on the other nodes' treatment
 *       dummies, as Haslbeck and Waldorp's {@code mgm} (2020, J. Stat. Softw. 93(8)) fits it with
 *       glmnet (its default ungrouped penalty, EBIC with γ = 0.25 counting non-zero dummy columns,
 *       an edge if any parameter of the pair is non-zero); mgm's extra thresholding of small
 *       parameters is not applied. Binary nodes in such data are binomial responses.
 *   <li>Continuous data: nodewise lasso linear regressions, Meinshausen and Bühlmann (2006, Ann.
 *       Statist. 34(3)), with glmnet's path and the EBIC of a linear regression per node.
 * </ul>
 *
 * <p>Reconstructed and decided here: the choice of the nodes that are modelled and of the design
 * ({@link Designs}); the Gaussian and multinomial log-likelihoods ({@link NodeRegression}); the
 * edge weights. The nodes' fits are independent and run on {@code threads} workers, results back in
 * node order, so the graph is the same for any thread count; each finished node is a step to the
 * listener and progress of the total, and {@link Thread#interrupt()} stops the run.
 *
 * <p>Cost: per node, a path of up to {@code nlambda} penalties; per penalty a few IRLS rounds of
 * coordinate-descent passes, each O(n · |strong set|) (Gaussian: O(p · |active|)). It is not a
 * score over graphs: it has no score of the whole graph, and cannot be used where one is needed.
 */
public final class NeighbourhoodSelection implements StructureLearner {
  private final NeighbourhoodOptions options;

  public NeighbourhoodSelection(NeighbourhoodOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public NeighbourhoodOptions options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /**
   * Learns the graph of the data's columns.
   *
   * @throws org.structlearn.StructlearnException if the data mix discrete and continuous columns
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted
   */
  @Override
  public NeighbourhoodResult learn(Dataset data) {
    return learn(data, LearnListener.none());
  }

  @Override
  public NeighbourhoodResult learn(Dataset data, LearnListener listener) {
    Objects.requireNonNull(listener, "listener");
    long t0 = System.nanoTime();
    Designs designs = Designs.of(data);
    int p = data.columns();
    Thread owner = Thread.currentThread();
    AtomicLong done = new AtomicLong();
    List<NodeFit> fits =
        WorkerPool.map(
            "neighbourhood",
            options.threads(),
            p,
            v -> {
              String name = data.names().get(v);
              NodeFit f =
                  NodeRegression.fit(
                      designs, v, options, owner, () -> "neighbourhood of '" + name + "'");
              long k = done.incrementAndGet();
              listener.step(k, f.toString(), Double.NaN);
              listener.progress(k, p);
              return f;
            },
            () ->
                "neighbourhood selection interrupted after " + done.get() + " of " + p + " nodes");
    UndirectedGraph graph = UndirectedGraph.of(data.names(), edges(fits, p, options.rule()));
    return new NeighbourhoodResult(
        graph,
        weights(fits, p, options.rule()),
        fits,
        options,
        Duration.ofNanos(System.nanoTime() - t0));
  }

  /** The edges the nodes' choices make under the rule, in (a, b) order with a < b. */
  static List<Edge> edges(List<NodeFit> fits, int p, NeighbourhoodOptions.Rule rule) {
    boolean[][] chose = chosen(fits, p);
    List<Edge> out = new ArrayList<>();
    for (int a = 0; a < p; a++) {
      for (int b = a + 1; b < p; b++) {
        boolean edge =
            rule == NeighbourhoodOptions.Rule.AND
                ? chose[a][b] && chose[b][a]
                : chose[a][b] || chose[b][a];
        if (edge) {
          out.add(new Edge(a, b));
        }
      }
    }
    return out;
  }

  private static boolean[][] chosen(List<NodeFit> fits, int p) {
    boolean[][] chose = new boolean[p][p];
    for (int v = 0; v < p; v++) {
      for (int u : fits.get(v).neighbours()) {
        chose[v][u] = true;
      }
    }
    return chose;
  }

  /**
   * IsingFit's symmetric weights: the mean of the two nodes' weights of the pair; with AND, 0
   * unless both chose each other.
   */
  static double[][] weights(List<NodeFit> fits, int p, NeighbourhoodOptions.Rule rule) {
    boolean[][] chose = chosen(fits, p);
    double[][] w = new double[p][p];
    for (int a = 0; a < p; a++) {
      for (int b = 0; b < p; b++) {
        boolean keep = rule == NeighbourhoodOptions.Rule.OR || chose[a][b] && chose[b][a];
        if (a != b && keep) {
          w[a][b] = (fits.get(a).weights()[b] + fits.get(b).weights()[a]) / 2;
        }
      }
    }
    return w;
  }

  /** This learner on {@code threads} threads (it draws nothing at random). */
  @Override
  public NeighbourhoodSelection reseeded(long seed, int threads) {
    return new NeighbourhoodSelection(options.toBuilder().threads(threads).build());
  }

  @Override
  public String toString() {
    return "NeighbourhoodSelection(" + options + ")";
  }
}
