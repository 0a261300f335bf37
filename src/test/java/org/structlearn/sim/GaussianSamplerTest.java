package org.structlearn.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.CholeskyDecomposition;
import org.hipparchus.linear.RealMatrix;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.model.GaussianMaximumLikelihoodEstimator;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;

class GaussianSamplerTest {
  private static GaussianNetwork ecoli;
  private static GaussianNetwork small;

  @BeforeAll
  static void load() {
    ecoli = GaussianNetworkJson.read(DataLocation.resolve("gaussian/ecoli70.json"));
    small = GaussianNetworkJson.read(DataLocation.resolve("gaussian/gaussian.test.json"));
  }

  @Test
  void sameSeedSameDataWhateverTheThreadCount() {
    int rows = 2 * GaussianSampler.BLOCK_ROWS + 123;
    Dataset one = GaussianSampler.sample(small, rows, 42L, 1);
    Dataset four = GaussianSampler.sample(small, rows, 42L, 4);
    assertEquals(one, four);
    assertEquals(small.names(), one.names());
    assertTrue(one.isAllContinuous());
    assertEquals(rows, one.rows());
    Dataset other = GaussianSampler.sample(small, rows, 43L, 4);
    assertFalse(Arrays.equals(one.continuousValues(0), other.continuousValues(0)));
    // a prefix within the first block is the same stream: the block, not the run, owns it
    assertArrayEquals(
        Arrays.copyOf(GaussianSampler.sample(small, 100, 42L, 1).continuousValues(5), 100),
        GaussianSampler.sample(small, 100, 42L, 3).continuousValues(5));
    assertEquals(0, GaussianSampler.sample(small, 0, 1L).rows());
    assertThrows(IllegalArgumentException.class, () -> GaussianSampler.sample(small, -1, 1L));
    assertThrows(IllegalArgumentException.class, () -> GaussianSampler.sample(small, 5, 1L, 0));
  }

  /**
   * Sampling ECOLI70 and refitting by maximum likelihood on the true DAG must recover every
   * parameter. Tolerance: 5 standard errors of the estimate computed from the sample itself, the
   * textbook OLS ones (Greene 2012, sec. 4.4): {@code se(b_k) = sd * sqrt([(Xc'Xc)^-1]_kk)} with
   * {@code Xc} the centred parents, {@code se(b0) = sd * sqrt(1/n + xbar' (Xc'Xc)^-1 xbar)}, and
   * {@code se(sd) = sd / sqrt(2n)} (normal residuals). A normal estimate leaves 5 SE with
   * probability 5.7e-7, so about 1e-4 over the ~160 parameters; the seed is fixed, so the test is
   * deterministic. A wrong coefficient order, a swapped parent or a sd used as a variance is off by
   * far more than 5 SE at n = 50000.
   */
  @Test
  void mlOnSampleRecoversEcoli70() {
    int n = 50_000;
    Dataset data = GaussianSampler.sample(ecoli, n, 20240611L, 4);
    GaussianNetwork fit = new GaussianMaximumLikelihoodEstimator().fit(ecoli.dag(), data);
    for (int v = 0; v < ecoli.size(); v++) {
      LinearGaussianCpd truth = ecoli.cpd(v);
      LinearGaussianCpd est = fit.cpd(v);
      String who = ecoli.dag().name(v);
      double sd = est.sd();
      assertEquals(truth.sd(), sd, 5 * sd / Math.sqrt(2.0 * n), who + " sd");
      int[] parents = truth.parents();
      int k = parents.length;
      double[] means = new double[k];
      double[][] centred = new double[k][];
      for (int i = 0; i < k; i++) {
        double[] x = data.continuousValues(parents[i]);
        means[i] = Arrays.stream(x).average().orElseThrow();
        centred[i] = new double[n];
        for (int r = 0; r < n; r++) {
          centred[i][r] = x[r] - means[i];
        }
      }
      double[][] gram = new double[k][k];
      for (int i = 0; i < k; i++) {
        for (int j = 0; j < k; j++) {
          double s = 0;
          for (int r = 0; r < n; r++) {
            s += centred[i][r] * centred[j][r];
          }
          gram[i][j] = s;
        }
      }
      double interceptVar = 1.0 / n;
      if (k > 0) {
        RealMatrix inv =
            new CholeskyDecomposition(new Array2DRowRealMatrix(gram)).getSolver().getInverse();
        for (int i = 0; i < k; i++) {
          double se = sd * Math.sqrt(inv.getEntry(i, i));
          assertEquals(truth.coefficient(i), est.coefficient(i), 5 * se, who + " coefficient " + i);
        }
        interceptVar +=
            inv.operate(new ArrayRealVector(means)).dotProduct(new ArrayRealVector(means));
      }
      assertEquals(
          truth.intercept(), est.intercept(), 5 * sd * Math.sqrt(interceptVar), who + " b0");
    }
  }
}
