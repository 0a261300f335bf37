package org.structlearn.viz.layout;

/**
 * Weighted isotonic regression by pool adjacent violators (Ayer et al. 1955; Barlow et al. 1972):
 * the non-decreasing sequence z minimising Σ w_i (z_i - y_i)². Used by the layouts to place a row
 * of boxes as near as possible to their targets while keeping their order and spacing. Time O(n).
 */
final class Isotonic {
  private Isotonic() {}

  /** The fit; weights must be positive. */
  static double[] fit(double[] y, double[] w) {
    int n = y.length;
    double[] mean = new double[n];
    double[] weight = new double[n];
    int[] size = new int[n];
    int blocks = 0;
    for (int i = 0; i < n; i++) {
      mean[blocks] = y[i];
      weight[blocks] = w[i];
      size[blocks] = 1;
      blocks++;
      while (blocks > 1 && mean[blocks - 2] > mean[blocks - 1]) {
        double ww = weight[blocks - 2] + weight[blocks - 1];
        mean[blocks - 2] =
            (mean[blocks - 2] * weight[blocks - 2] + mean[blocks - 1] * weight[blocks - 1]) / ww;
        weight[blocks - 2] = ww;
        size[blocks - 2] += size[blocks - 1];
        blocks--;
      }
    }
    double[] z = new double[n];
    int at = 0;
    for (int b = 0; b < blocks; b++) {
      for (int k = 0; k < size[b]; k++) {
        z[at++] = mean[b];
      }
    }
    return z;
  }
}
