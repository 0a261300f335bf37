package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.hipparchus.special.Gamma;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * Counts above {@link DiscreteScore#MAX_TABULATED} are computed, not read from a table: the scores
 * of a family whose cells exceed the table equal the closed forms.
 */
class DiscreteScoreLargeCountsTest {

  @Test
  void countsBeyondTheTablesScoreAsTheClosedForms() {
    int n = DiscreteScore.MAX_TABULATED + 150_001; // the larger cell and the total exceed the table
    byte[] x = new byte[n];
    byte[] y = new byte[n];
    for (int i = 0; i < n; i++) {
      x[i] = (byte) (i % 5 == 0 ? 1 : 0);
      y[i] = (byte) (i % 7 == 0 ? x[i] : 1 - x[i]);
    }
    List<String> levels = List.of("a", "b");
    Dataset data =
        Dataset.of(
            List.of(Variable.discrete("X", levels), Variable.discrete("Y", levels)), List.of(x, y));
    long[] c = new long[4]; // (x, y) cells
    for (int i = 0; i < n; i++) {
      c[x[i] * 2 + y[i]]++;
    }
    double loglik = 0;
    for (int xv = 0; xv < 2; xv++) {
      long nj = c[xv * 2] + c[xv * 2 + 1];
      for (int yv = 0; yv < 2; yv++) {
        long k = c[xv * 2 + yv];
        loglik += k == 0 ? 0 : k * Math.log(k);
      }
      loglik -= nj * Math.log(nj);
    }
    DiscreteScore ll = new DiscreteScore(data, DiscreteScoreType.LOGLIK, 1);
    assertEquals(loglik, ll.local(1, new int[] {0}), 1e-9 * Math.abs(loglik));

    double k2 = 0; // ln Γ(r) − ln Γ(r + N_j) + Σ_k ln N_jk!, r = 2
    for (int xv = 0; xv < 2; xv++) {
      long nj = c[xv * 2] + c[xv * 2 + 1];
      k2 += Gamma.logGamma(2) - Gamma.logGamma(2 + nj);
      for (int yv = 0; yv < 2; yv++) {
        k2 += Gamma.logGamma(c[xv * 2 + yv] + 1.0);
      }
    }
    DiscreteScore k2Score = new DiscreteScore(data, DiscreteScoreType.K2, 1);
    assertEquals(k2, k2Score.local(1, new int[] {0}), 1e-9 * Math.abs(k2));
  }
}
