package org.structlearn.spark;

import java.io.Serializable;
import java.util.Iterator;
import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.Variable;
import org.structlearn.stats.Family;

/**
 * The counting kernel run on each partition: the dense tables of a batch of families over the
 * partition's encoded blocks, in the layout of {@code stats.FamilyCounter#countDense} (mixed-radix
 * configuration index, first parent fastest, {@code table[j * r + k]}). Tables of different
 * partitions add up cell by cell ({@link #add}), exactly, in any order.
 *
 * <p>Cost per block of n rows: O(n · (|parents| + 1)) per family, column by column.
 */
final class BlockCounter implements Serializable {
  private static final long serialVersionUID = 1L;

  private final int[] child;
  private final int[][] parents;
  private final int[][] radix; // the parents' level counts
  private final int[] levels; // the child's
  private final int[] cells;

  /**
   * A counter for a batch of families of the given variables.
   *
   * @throws DataException naming a continuous column or a table of 2^31 cells or more
   */
  BlockCounter(List<Variable> variables, List<Family> batch) {
    int m = batch.size();
    child = new int[m];
    parents = new int[m][];
    radix = new int[m][];
    levels = new int[m];
    cells = new int[m];
    for (int f = 0; f < m; f++) {
      Family fam = batch.get(f);
      child[f] = fam.child();
      parents[f] = fam.parents();
      radix[f] = new int[parents[f].length];
      levels[f] = discrete(variables, fam.child()).cardinality();
      double size = levels[f];
      for (int p = 0; p < parents[f].length; p++) {
        radix[f][p] = discrete(variables, parents[f][p]).cardinality();
        size *= radix[f][p];
      }
      if (size >= Integer.MAX_VALUE) {
        throw new DataException(
            "the table of '"
                + variables.get(fam.child()).name()
                + "' given its "
                + parents[f].length
                + " parents would have "
                + size
                + " cells; reduce the number of parents");
      }
      cells[f] = (int) size;
    }
  }

  private static Variable discrete(List<Variable> variables, int column) {
    if (column >= variables.size()) {
      throw new DataException(
          "column index " + column + " is out of range; the data have " + variables.size());
    }
    Variable v = variables.get(column);
    if (!v.isDiscrete()) {
      throw new DataException(
          "column '"
              + v.name()
              + "' is continuous; discrete counts need discrete columns (discretise it, or use a "
              + "Gaussian score)");
    }
    return v;
  }

  /** The number of cells of every table: the batch's size in memory, four bytes a cell. */
  long totalCells() {
    long sum = 0;
    for (int c : cells) {
      sum += c;
    }
    return sum;
  }

  /** The child's number of levels in family {@code f}. */
  int levels(int f) {
    return levels[f];
  }

  /** The tables of every family over the blocks. */
  int[][] count(Iterator<EncodedBlock> blocks) {
    int[][] tables = new int[child.length][];
    for (int f = 0; f < tables.length; f++) {
      tables[f] = new int[cells[f]];
    }
    int[] idx = new int[0];
    while (blocks.hasNext()) {
      EncodedBlock b = blocks.next();
      if (idx.length < b.rows()) {
        idx = new int[b.rows()];
      }
      for (int f = 0; f < tables.length; f++) {
        countFamily(b, f, tables[f], idx);
      }
    }
    return tables;
  }

  private void countFamily(EncodedBlock b, int f, int[] table, int[] idx) {
    int n = b.rows();
    int r = levels[f];
    java.util.Arrays.fill(idx, 0, n, 0);
    int stride = r;
    for (int p = 0; p < parents[f].length; p++) {
      addCodes(b.columns()[parents[f][p]], stride, idx, n);
      stride *= radix[f][p];
    }
    Object c = b.columns()[child[f]];
    if (c instanceof byte[] bytes) {
      for (int i = 0; i < n; i++) {
        table[idx[i] + (bytes[i] & 0xFF)]++;
      }
    } else {
      int[] ints = (int[]) c;
      for (int i = 0; i < n; i++) {
        table[idx[i] + ints[i]]++;
      }
    }
  }

  private static void addCodes(Object column, int stride, int[] idx, int n) {
    if (column instanceof byte[] bytes) {
      for (int i = 0; i < n; i++) {
        idx[i] += (bytes[i] & 0xFF) * stride;
      }
    } else {
      int[] ints = (int[]) column;
      for (int i = 0; i < n; i++) {
        idx[i] += ints[i] * stride;
      }
    }
  }

  /** Adds {@code b}'s tables to {@code a}'s, cell by cell, and returns {@code a}. */
  static int[][] add(int[][] a, int[][] b) {
    for (int f = 0; f < a.length; f++) {
      int[] x = a[f];
      int[] y = b[f];
      for (int i = 0; i < x.length; i++) {
        x[i] += y[i];
      }
    }
    return a;
  }
}
