package org.structlearn.viz.layout;

import java.util.Arrays;

/**
 * The numerical parts of {@link StressLayout}: classical scaling for the start and the localized
 * stress-majorization update of Gansner, Koren and North (2004). O(m²) per iteration for m nodes.
 */
final class StressMajorization {
  private StressMajorization() {}

  /**
   * Classical scaling (Torgerson 1952): the two leading eigenvectors of the double-centred squared
   * distances, by power iteration from fixed start vectors, scaled by the root of their
   * eigenvalues.
   */
  static double[][] classicalScaling(double[][] d) {
    int m = d.length;
    double[][] b = new double[m][m];
    double[] rowMean = new double[m];
    double all = 0;
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < m; j++) {
        b[i][j] = d[i][j] * d[i][j];
        rowMean[i] += b[i][j] / m;
      }
      all += rowMean[i] / m;
    }
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < m; j++) {
        b[i][j] = -0.5 * (b[i][j] - rowMean[i] - rowMean[j] + all);
      }
    }
    double[][] p = new double[m][2];
    double[] first = null;
    for (int k = 0; k < 2; k++) {
      double[] v = new double[m];
      for (int i = 0; i < m; i++) {
        v[i] = k == 0 ? 1 + i % 3 : 1 + (i * 7919 % 13); // fixed, not orthogonal to anything
      }
      double lambda = 0;
      for (int it = 0; it < 200; it++) {
        if (first != null) {
          double dot = 0;
          for (int i = 0; i < m; i++) {
            dot += v[i] * first[i];
          }
          for (int i = 0; i < m; i++) {
            v[i] -= dot * first[i];
          }
        }
        double[] next = new double[m];
        for (int i = 0; i < m; i++) {
          double s = 0;
          for (int j = 0; j < m; j++) {
            s += b[i][j] * v[j];
          }
          next[i] = s;
        }
        double norm = Math.sqrt(Arrays.stream(next).map(z -> z * z).sum());
        if (norm < 1e-12) {
          break;
        }
        lambda = norm;
        for (int i = 0; i < m; i++) {
          v[i] = next[i] / norm;
        }
      }
      double scale = Math.sqrt(Math.max(lambda, 0));
      for (int i = 0; i < m; i++) {
        p[i][k] = v[i] * scale;
      }
      first = v;
    }
    return p;
  }

  /** The localized stress-majorization update, {@code iterations} times (or until still). */
  static void majorize(double[][] p, double[][] d, int iterations) {
    int m = p.length;
    for (int it = 0; it < iterations; it++) {
      double moved = 0;
      for (int i = 0; i < m; i++) {
        double sx = 0;
        double sy = 0;
        double ws = 0;
        for (int j = 0; j < m; j++) {
          if (j == i || !(d[i][j] > 0) || Double.isInfinite(d[i][j])) {
            continue;
          }
          double w = 1 / (d[i][j] * d[i][j]);
          double ex = p[i][0] - p[j][0];
          double ey = p[i][1] - p[j][1];
          double len = Math.max(1e-6, Math.hypot(ex, ey));
          sx += w * (p[j][0] + d[i][j] * ex / len);
          sy += w * (p[j][1] + d[i][j] * ey / len);
          ws += w;
        }
        if (ws > 0) {
          moved += Math.abs(sx / ws - p[i][0]) + Math.abs(sy / ws - p[i][1]);
          p[i][0] = sx / ws;
          p[i][1] = sy / ws;
        }
      }
      if (moved < 0.01 * m) {
        return;
      }
    }
  }
}
