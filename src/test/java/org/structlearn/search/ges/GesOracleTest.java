package org.structlearn.search.ges;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.RandomDags;
import org.structlearn.score.GaussianScore;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.search.SearchListener;
import org.structlearn.stats.CovarianceStatistics;

/**
 * Oracle test with no sampling noise: BIC-G computed from the exact covariance matrix of a random
 * linear Gaussian network (as if a billion rows had that covariance, so that even a weak dependence
 * outweighs the penalty) is locally consistent, so by Chickering's (2002) Theorem 4 GES must end in
 * the true network's equivalence class.
 */
class GesOracleTest {
  @Test
  void recoversTheTrueCpdagFromTheExactCovariance() {
    for (long seed = 1; seed <= 30; seed++) {
      int n = 6 + (int) (seed % 7);
      Dag truth = RandomDags.erdosRenyi(n, 0.35, seed);
      GaussianScore score =
          new GaussianScore(exactStatistics(truth, 1_000_000_000, seed), GaussianScoreSpec.bicG());
      GesResult r =
          new Ges(GesOptions.builder().threads(2).build()).learn(score, SearchListener.none());
      assertEquals(Cpdags.of(truth), r.graph(), "seed " + seed + ", truth " + truth);
    }
  }

  /**
   * The population covariance Σ = (I − B)⁻¹ D (I − B)⁻ᵀ of X = BX + e, coefficients ±U(0.5, 1.5),
   * noise variances U(0.5, 1.5), as the statistics of {@code rows} rows with mean zero.
   */
  static CovarianceStatistics exactStatistics(Dag dag, int rows, long seed) {
    int n = dag.size();
    SplittableRandom rnd = new SplittableRandom(seed * 7919);
    double[][] b = new double[n][n]; // b[v][p]: coefficient of parent p in v's equation
    double[] noise = new double[n];
    for (int v = 0; v < n; v++) {
      noise[v] = 0.5 + rnd.nextDouble();
      for (int p : dag.parents(v)) {
        b[v][p] = (rnd.nextBoolean() ? 1 : -1) * (0.5 + rnd.nextDouble());
      }
    }
    // Σ over a topological order: cov(v, u) = Σ_p b[v][p] cov(p, u) for u before v
    double[][] cov = new double[n][n];
    int[] order = dag.topologicalOrder();
    for (int i = 0; i < n; i++) {
      int v = order[i];
      for (int j = 0; j <= i; j++) {
        int u = order[j];
        double c = 0;
        for (int p : dag.parents(v)) {
          c += b[v][p] * cov[p][u];
        }
        if (u == v) {
          c = noise[v];
          for (int p : dag.parents(v)) {
            for (int q : dag.parents(v)) {
              c += b[v][p] * b[v][q] * cov[p][q];
            }
          }
        }
        cov[v][u] = c;
        cov[u][v] = c;
      }
    }
    double[][] scatter = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        scatter[i][j] = cov[i][j] * rows;
      }
    }
    return CovarianceStatistics.fromMoments(
        dag.names(), rows, new double[n], scatter, new boolean[n]);
  }
}
