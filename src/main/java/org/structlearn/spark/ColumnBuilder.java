package org.structlearn.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.VariableType;
import org.structlearn.io.CellTexts;

/**
 * One column of one partition while it is read: the cells as codes into a local dictionary (levels
 * in order of first occurrence), one byte each while there are at most 256 of them. A column with
 * more than {@link #MAX_LEVELS} distinct cells in a partition can only be continuous: its cells are
 * then parsed as numbers. Whether every cell is a number is decided per distinct cell, not per row.
 */
final class ColumnBuilder {
  /** The most distinct cells a discrete column may have in one partition. */
  static final int MAX_LEVELS = 1 << 16;

  private final ReadSpec spec;
  private final int column;
  private final boolean forcedContinuous;
  private HashMap<String, Integer> dictionary = new HashMap<>();
  private final List<String> levels = new ArrayList<>();
  private byte[] bytes = new byte[1024];
  private int[] ints; // codes once there are more than 256 local levels
  private double[] values; // once the dictionary has overflowed, or the column is continuous
  private boolean numericOnly = true;
  private boolean anyNumber;
  private int rows;

  ColumnBuilder(ReadSpec spec, int column) {
    this.spec = spec;
    this.column = column;
    this.forcedContinuous = spec.forcedTypes().get(column) == VariableType.CONTINUOUS;
    if (forcedContinuous) {
      dictionary = null;
      values = new double[1024];
    }
  }

  /** Notes a non-missing cell of a dropped row: it still decides whether the column is numeric. */
  void observe(String cell) {
    if (numericOnly && !forcedContinuous) {
      boolean number = CellTexts.isNumber(cell);
      numericOnly = number;
      anyNumber |= number;
    }
  }

  /** Appends a non-missing cell. */
  void add(String cell, int partition, int row) {
    if (dictionary != null) {
      Integer code = dictionary.get(cell);
      if (code == null) {
        code = newLevel(cell, partition, row);
      }
      if (code >= 0) {
        appendCode(code);
        return;
      }
    }
    appendValue(cell, partition, row);
  }

  /** The code of a cell new to the dictionary, or -1 if the dictionary has just overflowed. */
  private int newLevel(String cell, int partition, int row) {
    observe(cell);
    List<String> given = spec.givenLevels().get(column);
    if (given != null && !given.contains(cell)) {
      throw new DataException(
          spec.source()
              + ": column '"
              + spec.names().get(column)
              + "' has level '"
              + cell
              + "' (partition "
              + partition
              + ", row "
              + (row + 1)
              + " of it), which is not in the level list given for it "
              + given
              + "; add it to the list");
    }
    if (levels.size() == MAX_LEVELS) {
      overflow(partition, row);
      return -1;
    }
    int code = levels.size();
    dictionary.put(cell, code);
    levels.add(cell);
    if (code == 256) {
      ints = new int[bytes.length];
      for (int i = 0; i < rows; i++) {
        ints[i] = bytes[i] & 0xFF;
      }
      bytes = null;
    }
    return code;
  }

  /** More distinct cells than a discrete column may have: from here on the cells are numbers. */
  private void overflow(int partition, int row) {
    if (!numericOnly || spec.forcedTypes().get(column) == VariableType.DISCRETE) {
      throw new DataException(
          spec.source()
              + ": column '"
              + spec.names().get(column)
              + "' has more than "
              + MAX_LEVELS
              + " distinct values in partition "
              + partition
              + " (by row "
              + (row + 1)
              + " of it) but is discrete; discretise it, or declare it continuous");
    }
    values = new double[Math.max(1024, rows * 2)];
    for (int i = 0; i < rows; i++) {
      values[i] = CellTexts.number(levels.get(code(i)));
    }
    dictionary = null;
    bytes = null;
    ints = null;
  }

  private void appendCode(int code) {
    if (ints != null) {
      if (rows == ints.length) {
        ints = Arrays.copyOf(ints, rows * 2);
      }
      ints[rows++] = code;
    } else {
      if (rows == bytes.length) {
        bytes = Arrays.copyOf(bytes, rows * 2);
      }
      bytes[rows++] = (byte) code;
    }
  }

  private void appendValue(String cell, int partition, int row) {
    if (!CellTexts.isNumber(cell)) {
      numericOnly = false;
      throw new DataException(
          spec.source()
              + ": column '"
              + spec.names().get(column)
              + "' holds '"
              + cell.trim()
              + "' (partition "
              + partition
              + ", row "
              + (row + 1)
              + " of it), which is not a number, but the column is continuous; fix the value, or "
              + "declare the column discrete");
    }
    anyNumber = true;
    double v = CellTexts.number(cell);
    if (!Double.isFinite(v)) {
      throw new DataException(
          spec.source()
              + ": column '"
              + spec.names().get(column)
              + "' holds "
              + cell
              + " (partition "
              + partition
              + ", row "
              + (row + 1)
              + " of it), which is not a finite number; treat it as missing or fix it");
    }
    if (rows == values.length) {
      values = Arrays.copyOf(values, rows * 2);
    }
    values[rows++] = v;
  }

  private int code(int row) {
    return ints != null ? ints[row] : bytes[row] & 0xFF;
  }

  /** The local levels in order of first occurrence, or null once the column holds numbers. */
  List<String> levels() {
    return values == null ? List.copyOf(levels) : null;
  }

  boolean numericOnly() {
    return numericOnly;
  }

  boolean anyNumber() {
    return anyNumber;
  }

  /**
   * The rows from {@code from} (inclusive) to {@code to} as a final column: global level codes
   * through {@code remap} (local code to global code; null for a continuous column), one byte each
   * when {@code wide} is false; or doubles for a continuous column.
   */
  Object slice(int from, int to, int[] remap, boolean wide) {
    int n = to - from;
    if (remap == null) {
      if (values != null) {
        return Arrays.copyOfRange(values, from, to);
      }
      double[] byLevel = new double[levels.size()];
      for (int l = 0; l < byLevel.length; l++) {
        byLevel[l] = CellTexts.number(levels.get(l));
      }
      double[] out = new double[n];
      for (int i = 0; i < n; i++) {
        out[i] = byLevel[code(from + i)];
      }
      return out;
    }
    if (wide) {
      int[] out = new int[n];
      for (int i = 0; i < n; i++) {
        out[i] = remap[code(from + i)];
      }
      return out;
    }
    byte[] out = new byte[n];
    for (int i = 0; i < n; i++) {
      out[i] = (byte) remap[code(from + i)];
    }
    return out;
  }
}
