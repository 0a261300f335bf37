package org.structlearn;

import java.util.Arrays;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.QRDecomposition;
import org.hipparchus.linear.RealMatrix;
import org.hipparchus.linear.RealVector;
import org.structlearn.data.Dataset;

/**
 * Test oracles for Gaussian statistics, computed straight from the rows with Hipparchus and none of
 * the library's statistics: the centred scatter matrix, least-squares residuals by QR.
 */
public final class GaussianOracles {
  private GaussianOracles() {}

  /**
   * Least-squares residuals of column {@code y} on {@code xs} with intercept, by QR of the rows.
   */
  public static double[] residuals(Dataset data, int y, int[] xs) {
    int n = data.rows();
    RealMatrix design = new Array2DRowRealMatrix(n, xs.length + 1);
    for (int r = 0; r < n; r++) {
      design.setEntry(r, 0, 1);
      for (int j = 0; j < xs.length; j++) {
        design.setEntry(r, j + 1, data.value(xs[j], r));
      }
    }
    RealVector target = new ArrayRealVector(data.continuousValues(y));
    RealVector beta = new QRDecomposition(design).getSolver().solve(target);
    return target.subtract(design.operate(beta)).toArray();
  }

  /** The centred scatter matrix Σ_r (x_r − x̄)(x_r − x̄)ᵀ of all columns, row by row. */
  public static RealMatrix scatter(Dataset data) {
    int p = data.columns();
    int n = data.rows();
    RealMatrix s = new Array2DRowRealMatrix(p, p);
    double[] mean = new double[p];
    for (int c = 0; c < p; c++) {
      mean[c] = Arrays.stream(data.continuousValues(c)).average().orElseThrow();
    }
    for (int r = 0; r < n; r++) {
      for (int i = 0; i < p; i++) {
        for (int j = 0; j < p; j++) {
          s.addToEntry(i, j, (data.value(i, r) - mean[i]) * (data.value(j, r) - mean[j]));
        }
      }
    }
    return s;
  }
}
