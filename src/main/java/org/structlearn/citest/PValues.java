package org.structlearn.citest;

import org.hipparchus.special.Beta;
import org.hipparchus.special.Erf;
import org.hipparchus.special.Gamma;

/**
 * Upper-tail probabilities of the reference distributions of the frequentist tests, from
 * Hipparchus' regularized incomplete gamma and beta functions and the complementary error function,
 * so that tiny p-values keep their relative accuracy (no {@code 1 − cdf} cancellation).
 */
final class PValues {
  private PValues() {}

  /**
   * P(χ²_df > statistic) = Q(df/2, statistic/2). With df = 0 (a point mass at 0) it is 0 for a
   * positive statistic and 1 otherwise, as R's {@code pchisq(x, 0, lower.tail = FALSE)}.
   */
  static double chiSquaredUpper(double statistic, double df) {
    if (df <= 0) {
      return statistic > 0 ? 0 : 1;
    }
    if (!(statistic > 0)) {
      return 1;
    }
    return clamp(Gamma.regularizedGammaQ(df / 2, statistic / 2));
  }

  /** P(|T_df| > |t|) for Student's t: I_{df/(df+t²)}(df/2, 1/2). */
  static double studentTwoSided(double t, double df) {
    if (Double.isInfinite(t)) {
      return 0;
    }
    double t2 = t * t;
    return clamp(Beta.regularizedBeta(df / (df + t2), df / 2, 0.5));
  }

  /** P(|N(0, 1)| > |z|) = erfc(|z| / √2). */
  static double normalTwoSided(double z) {
    return clamp(Erf.erfc(Math.abs(z) / Math.sqrt(2)));
  }

  private static double clamp(double p) {
    return p < 0 ? 0 : Math.min(p, 1);
  }
}
