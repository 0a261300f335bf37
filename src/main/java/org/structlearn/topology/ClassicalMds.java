package org.structlearn.topology;

import org.hipparchus.linear.EigenDecompositionSymmetric;
import org.hipparchus.linear.MatrixUtils;
import org.hipparchus.linear.RealMatrix;

/**
 * Classical (Torgerson–Gower) multidimensional scaling: points in d dimensions whose Euclidean
 * distances approximate a dissimilarity matrix D. B = −½ J D⁽²⁾ J with J = I − 11ᵀ/n (double
 * centring of the squared dissimilarities); the coordinates are the eigenvectors of B's d largest
 * eigenvalues scaled by their square roots (negative eigenvalues, from dissimilarities that are not
 * Euclidean, count as 0). When D is Euclidean in d dimensions the distances are reproduced exactly
 * (up to rounding), the points up to a rotation, reflection and translation. The symmetric eigen
 * decomposition is Hipparchus'. Each coordinate axis is given a sign so that its entry of largest
 * magnitude is positive, so the map does not depend on the solver's sign choices.
 */
public final class ClassicalMds {
  private ClassicalMds() {}

  /**
   * The MDS map of {@code dissimilarity} in {@code d} dimensions.
   *
   * @param dissimilarity a symmetric n × n matrix with zero diagonal
   * @param d the dimensions, 1 ≤ d ≤ n
   * @return n rows of d coordinates
   * @throws IllegalArgumentException if the matrix is not square and symmetric or d is out of range
   */
  public static double[][] embed(double[][] dissimilarity, int d) {
    int n = dissimilarity.length;
    if (d < 1 || d > n) {
      throw new IllegalArgumentException("dimensions must be in 1.." + n + ", was " + d);
    }
    double[][] b = new double[n][n];
    for (int i = 0; i < n; i++) {
      if (dissimilarity[i].length != n) {
        throw new IllegalArgumentException("the dissimilarity matrix is not square at row " + i);
      }
      for (int j = 0; j < n; j++) {
        double dij = dissimilarity[i][j];
        if (Math.abs(dij - dissimilarity[j][i]) > 1e-12 * Math.max(1, Math.abs(dij))) {
          throw new IllegalArgumentException(
              "the dissimilarity matrix is not symmetric at (" + i + ", " + j + ")");
        }
        b[i][j] = dij * dij;
      }
    }
    double[] rowMean = new double[n];
    double grand = 0;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        rowMean[i] += b[i][j] / n;
      }
      grand += rowMean[i] / n;
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        b[i][j] = -0.5 * (b[i][j] - rowMean[i] - rowMean[j] + grand);
      }
    }
    for (int i = 0; i < n; i++) { // exact symmetry for the symmetric solver
      for (int j = i + 1; j < n; j++) {
        double m = 0.5 * (b[i][j] + b[j][i]);
        b[i][j] = b[j][i] = m;
      }
    }
    RealMatrix matrix = MatrixUtils.createRealMatrix(b);
    EigenDecompositionSymmetric eigen = new EigenDecompositionSymmetric(matrix);
    double[] values = eigen.getEigenvalues(); // descending
    double[][] x = new double[n][d];
    for (int k = 0; k < d; k++) {
      double scale = Math.sqrt(Math.max(0, values[k]));
      double[] v = eigen.getEigenvector(k).toArray();
      int largest = 0;
      for (int i = 1; i < n; i++) {
        if (Math.abs(v[i]) > Math.abs(v[largest])) {
          largest = i;
        }
      }
      double sign = v[largest] < 0 ? -1 : 1;
      for (int i = 0; i < n; i++) {
        x[i][k] = sign * scale * v[i];
      }
    }
    return x;
  }

  /** The Euclidean distance between rows i and j of a map. */
  public static double distance(double[][] map, int i, int j) {
    double s = 0;
    for (int k = 0; k < map[i].length; k++) {
      double t = map[i][k] - map[j][k];
      s += t * t;
    }
    return Math.sqrt(s);
  }
}
