package org.structlearn.inference.predict;

import java.util.Arrays;
import java.util.Locale;

/**
 * The predictions of a continuous target of a linear Gaussian network for each row: the conditional
 * normal given the row's other observed cells, and, where the data hold the true value, the root
 * mean squared error and the mean log density of the truth.
 *
 * @param target the target variable
 * @param means per row the conditional mean (the prediction)
 * @param sds per row the conditional standard deviation
 * @param truth per row the true value, or NaN where the data do not have it
 */
public record ValuePredictions(String target, double[] means, double[] sds, double[] truth) {
  /** The rows whose true value is known. */
  public int rowsWithTruth() {
    return (int) Arrays.stream(truth).filter(t -> !Double.isNaN(t)).count();
  }

  /** The root mean squared error over the rows with a known truth (NaN if none). */
  public double rmse() {
    int n = 0;
    double s = 0;
    for (int r = 0; r < truth.length; r++) {
      if (!Double.isNaN(truth[r])) {
        double d = truth[r] - means[r];
        s += d * d;
        n++;
      }
    }
    return n == 0 ? Double.NaN : Math.sqrt(s / n);
  }

  /** The mean log density of the true values under the predictions (NaN if none). */
  public double meanLogDensity() {
    int n = 0;
    double s = 0;
    for (int r = 0; r < truth.length; r++) {
      if (!Double.isNaN(truth[r])) {
        double z = (truth[r] - means[r]) / sds[r];
        s += -0.5 * z * z - Math.log(sds[r]) - 0.5 * Math.log(2 * Math.PI);
        n++;
      }
    }
    return n == 0 ? Double.NaN : s / n;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ValuePredictions p
        && target.equals(p.target)
        && Arrays.equals(means, p.means)
        && Arrays.equals(sds, p.sds)
        && Arrays.equals(truth, p.truth);
  }

  @Override
  public int hashCode() {
    return target.hashCode() * 31 + Arrays.hashCode(means);
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Prediction of %s for %,d rows (exact conditional normal): RMSE %.4g, mean log density"
            + " %.4f on %,d rows with the truth",
        target,
        means.length,
        rmse(),
        meanLogDensity(),
        rowsWithTruth());
  }
}
