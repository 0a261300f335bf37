package org.structlearn.score.undirected;

import java.util.List;
import org.structlearn.citest.BayesianCiTest;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiResult;
import org.structlearn.citest.CiTest;
import org.structlearn.data.Dataset;

/**
 * The IB-score of undirected structure (Schlüter, Bromberg and Edera 2014, "The IBMAP approach for
 * Markov network structure learning", Annals of Mathematics and Artificial Intelligence 72; as seed
 * 000 summarises it): log P(G | D) approximated by the log posterior of the <em>blanket
 * closure</em> of G, the assertions that determine G, taken as mutually independent:
 *
 * <pre>
 *   IB(G) = Σ_X Σ_{Y ≠ X}  ln P(X ⊥ Y | MB(X), D)          if X, Y not adjacent
 *                          ln P(X not⊥ Y | MB(X) \ {Y}, D)  if X, Y adjacent
 * </pre>
 *
 * with MB(X) the neighbours of X in G and each posterior from a CI test (by default the Bayesian
 * test, {@link BayesianCiTest}). Every ordered pair is asserted, so a pair is asserted twice, once
 * from each end's blanket. X's terms depend only on X's blanket, so the score is a {@link
 * BlanketScore}: {@link #local} is X's inner sum.
 *
 * <p>Logs come from {@link CiResult#logPosteriorIndependence()} and {@link
 * CiResult#logPosteriorDependence()}, finite even where the posterior rounds to 0 or 1. All queries
 * go through one {@link CachedCiTest} ({@link #tests()}), so a search that meets the same blanket
 * in many graphs runs each test once. Cost of {@link #local}: n − 1 (cached) tests. Thread-safe.
 */
public final class IbScore implements BlanketScore {
  private final CachedCiTest tests;
  private final List<String> names;

  /**
   * The IB-score with the Bayesian test on {@code data}.
   *
   * @throws org.structlearn.citest.CiQueryException (when scoring) if a column is continuous
   */
  public IbScore(Dataset data, BayesianCiTestOptions options) {
    this(new BayesianCiTest(data, options), data.names());
  }

  /**
   * The IB-score with any CI test that gives posteriors (e.g. {@link
   * org.structlearn.citest.OracleCiTest}); wrapped in a {@link CachedCiTest} unless it is one.
   *
   * @param names the names of the test's variables, in index order
   * @throws IllegalArgumentException if the test has not {@code names.size()} variables
   */
  public IbScore(CiTest test, List<String> names) {
    this.names = List.copyOf(names);
    this.tests = CiScores.cached(test, this.names);
  }

  /** The cached test all terms go through (its counters count the tests run and reused). */
  public CachedCiTest tests() {
    return tests;
  }

  @Override
  public double local(int node, int[] blanket) {
    double sum = 0;
    for (int y = 0; y < names.size(); y++) {
      if (y == node) {
        continue;
      }
      sum += CiScores.assertion(tests, node, y, blanket, CiScores.contains(blanket, y));
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
    return "IB-score with " + tests.inner();
  }
}
