package org.structlearn.missing;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * The rows of mixed data with missing cells, one array of discrete codes (-1 missing) and one of
 * continuous values (NaN missing) per row, and each column's fallback for a cell no particle could
 * fill (its observed mode or mean).
 */
final class CgRows {
  final List<Variable> variables;
  final int rows;
  final int columns;
  final int[][] codes;
  final double[][] values;
  final int[] incomplete;
  final int completeRows;
  final int missingCells;
  final int[] mode;
  final double[] mean;

  private CgRows(Dataset data) {
    this.variables = data.variables();
    this.rows = data.rows();
    this.columns = data.columns();
    this.codes = new int[rows][columns];
    this.values = new double[rows][columns];
    this.mode = new int[columns];
    this.mean = new double[columns];
    List<Integer> inc = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      boolean any = false;
      for (int c = 0; c < columns; c++) {
        boolean miss = data.missing().isMissing(c, r);
        any |= miss;
        codes[r][c] = data.isDiscrete(c) ? data.codeOrMissing(c, r) : -1;
        values[r][c] = data.isDiscrete(c) ? Double.NaN : data.valueOrMissing(c, r);
      }
      if (any) {
        inc.add(r);
      }
    }
    this.incomplete = inc.stream().mapToInt(Integer::intValue).toArray();
    this.completeRows = rows - incomplete.length;
    this.missingCells = data.missing().total();
    for (int c = 0; c < columns; c++) {
      fallback(data, c);
    }
  }

  static CgRows of(Dataset data) {
    return new CgRows(data);
  }

  private void fallback(Dataset data, int c) {
    if (data.isDiscrete(c)) {
      int[] count = new int[data.cardinality(c)];
      for (int r = 0; r < rows; r++) {
        if (codes[r][c] >= 0) {
          count[codes[r][c]]++;
        }
      }
      for (int k = 1; k < count.length; k++) {
        if (count[k] > count[mode[c]]) {
          mode[c] = k;
        }
      }
    } else {
      double s = 0;
      int n = 0;
      for (int r = 0; r < rows; r++) {
        if (!Double.isNaN(values[r][c])) {
          s += values[r][c];
          n++;
        }
      }
      mean[c] = s / n;
    }
  }

  boolean isDiscrete(int c) {
    return variables.get(c).isDiscrete();
  }

  /**
   * The table of completed rows: the given rows (each of {@code columns} cells, discrete codes in
   * {@code codes}, continuous values in {@code values}) as a data set without missing cells.
   */
  Dataset table(List<int[]> rowCodes, List<double[]> rowValues) {
    int n = rowCodes.size();
    List<Object> cols = new ArrayList<>(columns);
    for (int c = 0; c < columns; c++) {
      if (isDiscrete(c)) {
        int[] col = new int[n];
        for (int r = 0; r < n; r++) {
          col[r] = rowCodes.get(r)[c];
        }
        cols.add(col);
      } else {
        double[] col = new double[n];
        for (int r = 0; r < n; r++) {
          col[r] = rowValues.get(r)[c];
        }
        cols.add(col);
      }
    }
    return Dataset.adopt(variables, cols);
  }
}
