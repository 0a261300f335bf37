package org.structlearn.score.undirected;

import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.stats.DirichletMultinomial;
import org.structlearn.stats.FamilyCounter;
import org.structlearn.stats.FamilyCounts;

/**
 * The log marginal pseudo-likelihood (MPL) of undirected structure (Pensar, Nyman, Niiranen and
 * Corander 2017, "Marginal pseudo-likelihood learning of discrete Markov network structures",
 * Bayesian Analysis 12(4)): the local score of node {@code j} with {@code r} levels given its
 * Markov blanket is the log marginal likelihood of {@code X_j} given the blanket under a Dirichlet
 * prior with parameter α on every cell,
 *
 * <pre>
 *   logMPL(j | MB) = Σ over observed configurations l of MB:
 *                    lnΓ(r α) − lnΓ(n_l + r α) + Σ_i [lnΓ(n_il + α) − lnΓ(α)]
 * </pre>
 *
 * where {@code n_il} counts rows with {@code X_j} at level {@code i} and the blanket at {@code l}.
 * Configurations of the blanket that do not occur in the data contribute 0; {@code r} counts every
 * level of the variable, also one that never occurs. The score of a graph ({@link
 * #total(org.structlearn.graph.UndirectedGraph)}) sums the nodes' local scores with their
 * neighbours as blankets; there is no graph prior.
 *
 * <p>This is the formula of R's BDgraph ({@code bdgraph.mpl}, method {@code "dgm-binary"}); tests
 * reproduce its local scores and totals on bnlearn's {@code coronary} to 1e-9 relative. Any number
 * of levels per variable is allowed. Note that BDgraph's general discrete method {@code "dgm"}
 * instead counts a phantom level (r = largest code + 2, three levels for 0/1 data), which changes
 * the {@code lnΓ(r α)} terms; we follow {@code dgm-binary}'s counting with the variable's true
 * level count.
 *
 * <p>Cost of one call: one counting pass, O(n (|blanket| + 1)), shared with the Bayesian-network
 * scores through {@link FamilyCounter}, plus O(q r) over the stored configurations (sparse when the
 * blanket has many configurations). Wrap in {@link CachedBlanketScore} for searches. Log-gamma is
 * Hipparchus's.
 */
public final class MplScore implements BlanketScore {
  private final double alpha;
  private final FamilyCounter counter;

  /**
   * Binds the score to a data set of discrete columns.
   *
   * @param alpha the Dirichlet parameter of each cell, in [1e-100, 1e100] (a huge α is computed
   *     stably: the score then tends to the uniform model's, −n ln r per node)
   * @throws IllegalArgumentException if α is outside that range
   */
  public MplScore(Dataset data, double alpha) {
    checkAlpha(alpha);
    this.alpha = alpha;
    this.counter = new FamilyCounter(data);
  }

  static void checkAlpha(double alpha) {
    DirichletMultinomial.checkHyperparameter("alpha (mpl's Dirichlet parameter)", alpha);
  }

  /** The Dirichlet hyperparameter of each cell. */
  public double alpha() {
    return alpha;
  }

  /** The counter this score reads. */
  public FamilyCounter counter() {
    return counter;
  }

  /**
   * {@inheritDoc}
   *
   * @throws org.structlearn.data.DataException if a column used is continuous
   */
  @Override
  public double local(int node, int[] blanket) {
    return fromCounts(counter.count(node, blanket));
  }

  /** The local score from the counts of a node against its blanket. */
  public double fromCounts(FamilyCounts c) {
    return DirichletMultinomial.logMarginal(c, alpha); // unobserved blanket states add 0
  }

  @Override
  public int nodes() {
    return counter.data().columns();
  }

  @Override
  public List<String> names() {
    return counter.data().names();
  }

  @Override
  public String toString() {
    return "mpl(alpha=" + alpha + ")";
  }
}
