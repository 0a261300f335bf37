package org.structlearn.inference.predict;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.structlearn.inference.QueryMethod;

/**
 * The predictions of a discrete target for each row of a data set: the posterior given the row's
 * other observed cells and its most probable level, and, where the data hold the target's true
 * level, the accuracy and the log-loss.
 *
 * @param target the target variable
 * @param levels its levels
 * @param predicted per row the code of the most probable level (ties to the first)
 * @param posteriors per row the posterior over the levels
 * @param truth per row the code of the true level, or -1 where the data do not have it
 * @param method how the posteriors were computed
 */
public record PredictionResult(
    String target,
    List<String> levels,
    int[] predicted,
    double[][] posteriors,
    int[] truth,
    QueryMethod method) {
  public PredictionResult {
    levels = List.copyOf(levels);
  }

  /** The number of rows. */
  public int rows() {
    return predicted.length;
  }

  /** The predicted level of a row. */
  public String predictedLevel(int row) {
    return levels.get(predicted[row]);
  }

  /** The rows whose true level is known. */
  public int rowsWithTruth() {
    return (int) Arrays.stream(truth).filter(t -> t >= 0).count();
  }

  /** The fraction of rows with a known truth whose prediction is right (NaN if none). */
  public double accuracy() {
    int n = 0;
    int right = 0;
    for (int r = 0; r < truth.length; r++) {
      if (truth[r] >= 0) {
        n++;
        right += predicted[r] == truth[r] ? 1 : 0;
      }
    }
    return n == 0 ? Double.NaN : (double) right / n;
  }

  /**
   * The mean of -ln P(true level | row) over the rows with a known truth (NaN if none; +Infinity if
   * a true level got probability 0).
   */
  public double logLoss() {
    int n = 0;
    double sum = 0;
    for (int r = 0; r < truth.length; r++) {
      if (truth[r] >= 0) {
        n++;
        sum -= Math.log(posteriors[r][truth[r]]);
      }
    }
    return n == 0 ? Double.NaN : sum / n;
  }

  /** The accuracy of always predicting the most frequent true level (the baseline to beat). */
  public double majorityAccuracy() {
    int[] counts = new int[levels.size()];
    int n = 0;
    for (int t : truth) {
      if (t >= 0) {
        counts[t]++;
        n++;
      }
    }
    return n == 0 ? Double.NaN : (double) Arrays.stream(counts).max().orElse(0) / n;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PredictionResult p
        && target.equals(p.target)
        && levels.equals(p.levels)
        && Arrays.equals(predicted, p.predicted)
        && Arrays.deepEquals(posteriors, p.posteriors)
        && Arrays.equals(truth, p.truth)
        && method == p.method;
  }

  @Override
  public int hashCode() {
    return target.hashCode() * 31 + Arrays.hashCode(predicted);
  }

  @Override
  public String toString() {
    String head =
        String.format(Locale.ROOT, "Prediction of %s for %,d rows (%s)", target, rows(), method);
    if (rowsWithTruth() == 0) {
      return head + ": no true levels to compare with";
    }
    return head
        + String.format(
            Locale.ROOT,
            ": accuracy %.4f on %,d rows with the truth (the majority level alone: %.4f),"
                + " log-loss %.4f",
            accuracy(),
            rowsWithTruth(),
            majorityAccuracy(),
            logLoss());
  }
}
