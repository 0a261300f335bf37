package org.structlearn.score.undirected;

import java.util.Arrays;
import java.util.List;
import org.structlearn.citest.BayesianCiTest;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTest;
import org.structlearn.data.Dataset;
import org.structlearn.graph.UndirectedGraph;

/**
 * The Blankets Joint Posterior (BJP) of undirected structure (seed 000: Schlüter, Strappa, Milone
 * and Bromberg, "Blankets Joint Posterior score for learning Markov network structures"): log P(G |
 * D) as the joint posterior of G's Markov blankets, decomposed by the chain rule in the order of
 * {@link #order(UndirectedGraph)} (degree ascending), each blanket's posterior conditioned on the
 * blankets before it.
 *
 * <p><b>What is computed.</b> With X_1, …, X_n the nodes in that order,
 *
 * <pre>
 *   BJP(G) = Σ_i Σ_{j > i}  ln P(X_i ⊥ X_j | MB(X_i), D)           if X_i, X_j not adjacent
 *                           ln P(X_i not⊥ X_j | MB(X_i) \ {X_j}, D)  if X_i, X_j adjacent
 * </pre>
 *
 * so each unordered pair is tested once, from the blanket of the endpoint that comes first: n(n −
 * 1)/2 tests, half of the IB-score's n(n − 1) ({@link IbScore}, which asserts each pair from both
 * ends). The seed's formulas are lost to {@code @xmath} in our copy; this is our reconstruction
 * from its prose, which states: (1) P(G | D) = P(MB(X_1), …, MB(X_n) | D), and by the chain rule
 * Π_i P(MB(X_i) | MB(X_1), …, MB(X_{i−1}), D), the nodes sorted by blanket size (degree) ascending
 * so that the small, reliable blankets come first and act as evidence for the large ones; (2) a
 * blanket's posterior is the product of the posteriors of the independences of X_i with its
 * non-neighbours given MB(X_i) and of the dependences with its neighbours given the rest of
 * MB(X_i), taken as mutually independent (the score's only approximation, shared with the
 * IB-score); (3) in both products only the variables X_j whose blanket is not yet computed (j &gt;
 * i) are tested; for the others the assertion is determined by MB(X_j), which is in the evidence,
 * and its posterior is "inferred as 1" (a term ln 1 = 0); (4) hence n(n − 1)/2 tests per graph. The
 * earlier blankets therefore enter only through step (3): each test itself is the plain CI test on
 * the data (the seed uses the Bayesian test "in the same way as the IB-score").
 *
 * <p><b>Tie-break</b> (not in the seed, which only says "sorted by degree"): nodes of equal degree
 * are ordered by name ({@link BjpOrder}, the one statement of the order), so the score depends only
 * on the graph and its node names, not on the order of the graph's nodes or of the data's columns.
 * The tie-break matters: it decides from which end's blanket a pair of equal-degree nodes is
 * tested.
 *
 * <p>Not node-local (the order depends on every degree), so this is an {@link
 * UndirectedGraphScore}, not a {@link BlanketScore}. All queries go through one {@link
 * CachedCiTest} ({@link #tests()}), shared across the graphs a search scores. Cost per graph: O(n
 * log n) for the order plus n(n − 1)/2 (cached) tests. Thread-safe. With an oracle test ({@link
 * org.structlearn.citest.OracleCiTest}) the true graph scores strictly highest: by induction along
 * the order, the tests of each node's later pairs pin its blanket down exactly.
 */
public final class BjpScore implements UndirectedGraphScore {
  private final CachedCiTest tests;
  private final List<String> names;

  /** BJP with the Bayesian test on {@code data}. */
  public BjpScore(Dataset data, BayesianCiTestOptions options) {
    this(new BayesianCiTest(data, options), data.names());
  }

  /**
   * BJP with any CI test that gives posteriors (e.g. {@link org.structlearn.citest.OracleCiTest});
   * wrapped in a {@link CachedCiTest} unless it is one.
   *
   * @param names the names of the test's variables, in index order
   * @throws IllegalArgumentException if the test has not {@code names.size()} variables
   */
  public BjpScore(CiTest test, List<String> names) {
    this.names = List.copyOf(names);
    this.tests = CiScores.cached(test, this.names);
  }

  /** The cached test all terms go through (its counters count the tests run and reused). */
  public CachedCiTest tests() {
    return tests;
  }

  /**
   * BJP's order of the nodes of {@code graph} ({@link BjpOrder}): degree ascending, ties by name
   * ascending. Returns the graph's node indices.
   */
  public static int[] order(UndirectedGraph graph) {
    return BjpOrder.order(graph);
  }

  /**
   * {@inheritDoc}
   *
   * @throws org.structlearn.StructlearnException if the graph's nodes are not exactly the score's
   *     variables
   */
  @Override
  public double score(UndirectedGraph graph) {
    int n = graph.size();
    int[] column = BlanketScore.columnsOf(graph, names);
    int[] nodeOf = new int[n]; // the graph node of each column
    for (int v = 0; v < n; v++) {
      nodeOf[column[v]] = v;
    }
    int[] order = order(graph);
    int[] position = new int[n];
    for (int i = 0; i < order.length; i++) {
      position[order[i]] = i;
    }
    // summed in column order, each node's terms (w in column order) first, so the value does not
    // depend on the graph's node order and BjpTable can reproduce it bit for bit
    double sum = 0;
    for (int x = 0; x < n; x++) {
      int v = nodeOf[x];
      int[] nb = graph.neighbours(v);
      int[] blanket = new int[nb.length];
      for (int i = 0; i < nb.length; i++) {
        blanket[i] = column[nb[i]];
      }
      Arrays.sort(blanket);
      double terms = 0;
      for (int y = 0; y < n; y++) {
        int w = nodeOf[y];
        if (position[w] <= position[v]) {
          continue; // w's blanket came earlier (or w is v): the assertion is inferred, ln 1 = 0
        }
        terms += CiScores.assertion(tests, x, y, blanket, graph.isAdjacent(v, w));
      }
      sum += terms;
    }
    return sum;
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
    return "BJP score with " + tests.inner();
  }
}
