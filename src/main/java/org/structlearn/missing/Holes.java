package org.structlearn.missing;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.data.Dataset;

/**
 * Removes cells of a data set completely at random (MCAR: whether a cell is missing depends on
 * nothing; Rubin 1976), to test missing-value methods on data whose truth is known.
 */
public final class Holes {
  private Holes() {}

  /**
   * The data with each cell missing independently with probability {@code fraction} (cells already
   * missing stay missing). Seeded: the cells are visited column by column, row by row, one uniform
   * draw each, so the same seed removes the same cells.
   *
   * @throws IllegalArgumentException if the fraction is not in [0, 1)
   */
  public static Dataset mcar(Dataset data, double fraction, long seed) {
    if (!(fraction >= 0 && fraction < 1)) {
      throw new IllegalArgumentException("fraction must be in [0, 1), was " + fraction);
    }
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Object> columns = new ArrayList<>();
    for (int c = 0; c < data.columns(); c++) {
      if (data.isDiscrete(c)) {
        int[] codes = data.codesWithMissing(c);
        for (int r = 0; r < codes.length; r++) {
          if (rnd.nextDouble() < fraction) {
            codes[r] = Dataset.MISSING_CODE;
          }
        }
        columns.add(codes);
      } else {
        double[] values = data.valuesWithMissing(c);
        for (int r = 0; r < values.length; r++) {
          if (rnd.nextDouble() < fraction) {
            values[r] = Double.NaN;
          }
        }
        columns.add(values);
      }
    }
    return Dataset.withMissing(data.variables(), columns);
  }
}
