package org.structlearn.latent;

/**
 * The inner loop shared by {@link NaiveBayesModel} and {@link NbmEm}: one pass over the rows (or
 * the distinct rows, {@link NbmPatterns}, each weighted by its count) in log space that sums the
 * class out of each row (log-sum-exp) and, on request, writes the class posteriors (per pattern)
 * and accumulates the expected counts of the M-step.
 *
 * <p>Parameters are flat: {@code logPrior[c]}, and {@code logTheta[base[j] + x·k + c]} = log
 * P(child j = x | class c), so a row's children read k adjacent entries each. A pass costs rows × k
 * × children additions and rows × k exponentials, and allocates nothing but one array of k.
 */
final class NbmKernel {
  private NbmKernel() {}

  /** Offsets of each child's block in the flat parameter array; the last entry is its length. */
  static int[] bases(int k, int[] levels) {
    int[] base = new int[levels.length + 1];
    for (int j = 0; j < levels.length; j++) {
      base[j + 1] = base[j] + levels[j] * k;
    }
    return base;
  }

  /**
   * One E-step pass over the rows.
   *
   * @param codes one code array per child, indexed by pattern
   * @param weights how many rows each pattern stands for
   * @param post where to write row r's posterior at {@code [r·k, r·k + k)}, or null
   * @param classCounts expected class counts to add to, or null
   * @param counts expected (child value, class) counts to add to, laid out as {@code logTheta}, or
   *     null
   * @return the log-likelihood of the rows (natural log), −∞ if a row is impossible
   */
  static double pass(
      int[][] codes,
      double[] weights,
      int k,
      int[] base,
      double[] logPrior,
      double[] logTheta,
      double[] post,
      double[] classCounts,
      double[] counts) {
    int n = codes.length;
    int rows = weights.length;
    double[] s = new double[k];
    double ll = 0;
    for (int r = 0; r < rows; r++) {
      System.arraycopy(logPrior, 0, s, 0, k);
      for (int j = 0; j < n; j++) {
        int idx = base[j] + codes[j][r] * k;
        for (int c = 0; c < k; c++) {
          s[c] += logTheta[idx + c];
        }
      }
      double max = Double.NEGATIVE_INFINITY;
      for (int c = 0; c < k; c++) {
        max = Math.max(max, s[c]);
      }
      if (max == Double.NEGATIVE_INFINITY) {
        ll = Double.NEGATIVE_INFINITY; // an impossible row: no posterior, no counts
        continue;
      }
      double sum = 0;
      for (int c = 0; c < k; c++) {
        s[c] = Math.exp(s[c] - max);
        sum += s[c];
      }
      double w = weights[r];
      ll += w * (max + Math.log(sum));
      if (post == null && counts == null && classCounts == null) {
        continue;
      }
      double inv = 1.0 / sum;
      for (int c = 0; c < k; c++) {
        s[c] *= inv;
      }
      if (post != null) {
        System.arraycopy(s, 0, post, r * k, k);
      }
      for (int c = 0; c < k; c++) {
        s[c] *= w;
      }
      if (classCounts != null) {
        for (int c = 0; c < k; c++) {
          classCounts[c] += s[c];
        }
      }
      if (counts != null) {
        for (int j = 0; j < n; j++) {
          int idx = base[j] + codes[j][r] * k;
          for (int c = 0; c < k; c++) {
            counts[idx + c] += s[c];
          }
        }
      }
    }
    return ll;
  }
}
