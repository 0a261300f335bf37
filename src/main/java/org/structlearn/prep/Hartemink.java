package org.structlearn.prep;

/**
 * Hartemink's information-preserving discretisation (A. J. Hartemink, "Principled computational
 * methods for the validation and discovery of genetic regulatory networks", PhD thesis, MIT, 2001)
 * as bnlearn 4.9.4 implements it ({@code hartemink_discretization}): every column starts from a
 * fine grid of intervals; then, in rounds over the columns in order, each column with more
 * intervals than asked merges one pair of adjacent intervals, the pair whose merge leaves the
 * largest sum of mutual informations between the column and every other column (discrete columns
 * included, unchanged), the first such pair on a tie, until every column has its number of
 * intervals. Mutual information is computed from the counts of the rows where both columns have a
 * value, in nats per row.
 *
 * <p>Cost: each merge counts one table per other column (O(rows)) and scores each candidate merge
 * in O(levels²): O(Σ_columns (initial − final) · columns · (rows + levels³)).
 */
final class Hartemink {
  private Hartemink() {}

  /**
   * Merges the intervals of the columns not {@code fixed} in place.
   *
   * @param codes one code array per column (0-based, −1 missing), modified
   * @param levels the number of levels of each column, modified
   * @param cutpoints each column's cut points (levels + 1 of them), modified: the cut point between
   *     merged intervals is removed
   * @param fixed columns that only take part (discrete ones)
   * @param breaks the number of intervals each column ends with
   */
  static void merge(
      int[][] codes, int[] levels, double[][] cutpoints, boolean[] fixed, int[] breaks) {
    int p = codes.length;
    boolean done;
    do {
      done = true;
      for (int i = 0; i < p; i++) {
        if (fixed[i] || levels[i] <= breaks[i]) {
          continue;
        }
        done = false;
        long[][][] tables = new long[p][][];
        for (int j = 0; j < p; j++) {
          if (j != i) {
            tables[j] = table(codes[i], levels[i], codes[j], levels[j]);
          }
        }
        int best = 0;
        double bestMi = 0;
        for (int k = 0; k < levels[i] - 1; k++) {
          double candidate = 0;
          for (int j = 0; j < p; j++) {
            if (j != i) {
              candidate += collapsedMi(tables[j], k);
            }
          }
          if (candidate > bestMi) {
            bestMi = candidate;
            best = k;
          }
        }
        double[] cut = cutpoints[i];
        for (int k = best + 1; k < levels[i]; k++) {
          cut[k] = cut[k + 1];
        }
        cut[levels[i]] = Double.NaN;
        int[] c = codes[i];
        for (int r = 0; r < c.length; r++) {
          if (c[r] > best) {
            c[r]--;
          }
        }
        levels[i]--;
      }
    } while (!done);
  }

  private static long[][] table(int[] x, int lx, int[] y, int ly) {
    long[][] t = new long[lx][ly];
    for (int r = 0; r < x.length; r++) {
      if (x[r] >= 0 && y[r] >= 0) {
        t[x[r]][y[r]]++;
      }
    }
    return t;
  }

  /**
   * The mutual information of the table with rows {@code k} and {@code k + 1} merged, per row
   * (bnlearn's {@code mi_kernel_collapsed} / nobs).
   */
  static double collapsedMi(long[][] t, int k) {
    int lx = t.length;
    int ly = t[0].length;
    long[] ni = new long[lx];
    long[] nj = new long[ly];
    long n = 0;
    for (int i = 0; i < lx; i++) {
      for (int j = 0; j < ly; j++) {
        ni[i] += t[i][j];
        nj[j] += t[i][j];
        n += t[i][j];
      }
    }
    if (n == 0) {
      return 0;
    }
    double res = 0;
    for (int i = 0; i < lx; i++) {
      if (i == k || i == k + 1) {
        continue;
      }
      for (int j = 0; j < ly; j++) {
        res += part(t[i][j], ni[i], nj[j], n);
      }
    }
    for (int j = 0; j < ly; j++) {
      res += part(t[k][j] + t[k + 1][j], ni[k] + ni[k + 1], nj[j], n);
    }
    return res / n;
  }

  /** bnlearn's MI_PART: cell · ln(cell · n / (row · column)), 0 for an empty cell. */
  private static double part(long cell, long row, long column, long n) {
    return cell == 0 ? 0 : cell * Math.log((double) cell * n / ((double) row * column));
  }
}
