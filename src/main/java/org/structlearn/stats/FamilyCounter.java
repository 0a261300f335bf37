package org.structlearn.stats;

import java.util.Arrays;
import java.util.function.ToDoubleFunction;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;

/**
 * Counts families of a discrete {@link Dataset}: one pass over the rows per call, reading the
 * one-byte level codes column by column. The configuration index is mixed-radix with the first
 * parent fastest, the layout bnlearn uses for conditional probability tables.
 *
 * <p>Cost: O(n · (|parents| + 1)) per call, plus O(q · r) to clear a dense table. When the dense
 * table would be much larger than the data ({@code q · r > 2n + 4096}) the counts go to a hash
 * table over the configurations that occur instead, so families with many parents cost O(n) memory,
 * not O(q · r).
 *
 * <p><b>Repeated rows are counted once.</b> When every column is discrete with at most 256 levels,
 * the joint table is small (the product of the cardinalities at most 4·n and 2^22) and the data
 * have at most half as many distinct rows as rows (six binary variables: at most 64 distinct rows,
 * however many rows), the counter keeps the distinct rows, in order of first occurrence, with their
 * multiplicities, and every count adds the multiplicity of a distinct row instead of 1 per row. The
 * counts, and the order in which sparse tables store configurations (order of first occurrence),
 * are exactly those of the full data; only the cost changes, from O(n) to O(distinct rows) per
 * family. The check is one pass over the rows when the counter is made.
 *
 * <p><b>Small families are counted from bit planes</b> ({@link FamilyPlanes}): a family of a few
 * hundred cells costs a few hundred passes of n / 64 words instead of n scattered increments, with
 * exactly the same table.
 *
 * <p><b>Memory does not follow the sample.</b> Scratch space is a block of {@value
 * CountWorkspace#BLOCK} configuration indices per thread, not one per row; a sparse table's hash
 * grows with the configurations that occur ({@link SparseCounts}); the planes and each thread's
 * strata have budgets (a third and a sixteenth of the heap the data leave), charged as the heap
 * holds their arrays ({@link HeapCost}). So the heap a search needs beyond its data is bounded by
 * the data's size and the heap, whatever the rows hold (a 10 million-row ALARM sample drawn with
 * one seed ran out of a 1 GB heap where another did not).
 *
 * <p>{@link #score} counts into a table the thread reuses, for callers that only score the counts.
 *
 * <p>Thread-safe: scratch space is per thread.
 */
public final class FamilyCounter {
  private final Dataset data;
  private final byte[][] columns;
  private final int[] cards;
  private final int rows; // rows stored: distinct rows when compressed
  private final int total; // rows of the data
  private final int[] weights; // multiplicity of each stored row, or null (each row once)
  private final ThreadLocal<CountWorkspace> workspace =
      ThreadLocal.withInitial(CountWorkspace::new);
  private final FamilyPlanes planes; // null when the rows are compressed
  private final boolean keyed; // row keys (RowKeys, an int a row per thread) fit their budget

  /**
   * A counter over a data set. Columns are checked when a family first uses them: each must be
   * discrete; columns with more than 256 levels are counted on a slower path.
   */
  public FamilyCounter(Dataset data) {
    this.data = data;
    this.total = data.rows();
    byte[][] cols = new byte[data.columns()][];
    this.cards = new int[data.columns()];
    for (int c = 0; c < data.columns(); c++) {
      cards[c] = data.cardinality(c);
      if (data.isDiscrete(c) && cards[c] <= 256) {
        cols[c] = data.discreteCodes(c);
      }
    }
    int[][] distinct = distinctRows(cols, cards, total);
    if (distinct == null) {
      this.columns = cols;
      this.weights = null;
      this.rows = total;
    } else {
      int[] first = distinct[0];
      this.weights = distinct[1];
      this.rows = first.length;
      this.columns = new byte[cols.length][first.length];
      for (int c = 0; c < cols.length; c++) {
        for (int i = 0; i < first.length; i++) {
          columns[c][i] = cols[c][first[i]];
        }
      }
    }
    // the heap the data leave: a third for the planes (r / 8 bytes a cell against the codes' one),
    // a sixteenth per thread for the strata; arrays charged as the heap holds them (HeapCost)
    long left = Math.max(0, Runtime.getRuntime().maxMemory() - heapBytes(data));
    this.keyed = HeapCost.of(4L * rows) <= Math.min(RowKeys.MAX_BYTES, left / 32);
    this.planes =
        weights == null
            ? new FamilyPlanes(
                BitPlanes.of(this, Math.min(BitPlanes.DEFAULT_BUDGET_BYTES, left / 3)),
                cards,
                Math.min(FamilyPlanes.MAX_STRATA_BYTES, left / 16))
            : null;
  }

  /** The heap the data's columns take: one byte a cell for codes, four for wide ones, 8 else. */
  private static long heapBytes(Dataset data) {
    long bytes = 0;
    for (int c = 0; c < data.columns(); c++) {
      int cell = !data.isDiscrete(c) ? Double.BYTES : data.cardinality(c) <= 256 ? 1 : 4;
      bytes += HeapCost.of((long) cell * data.rows());
    }
    return bytes;
  }

  /** The counter's bit planes, or null when it stores rows with multiplicities. */
  BitPlanes bitPlanes() {
    return planes == null ? null : planes.planes();
  }

  /**
   * The first row of each distinct row, in order of first occurrence, and its multiplicity; null
   * when the rows are not worth compressing (see the class comment).
   */
  private static int[][] distinctRows(byte[][] cols, int[] cards, int total) {
    long cells = 1;
    for (int c = 0; c < cols.length; c++) {
      if (cols[c] == null) {
        return null;
      }
      cells *= cards[c];
      if (cells > Math.min(4L * total, 1 << 22)) {
        return null;
      }
    }
    int[] slot = new int[(int) cells]; // joint cell -> 1 + index of its distinct row, 0 if unseen
    int[] first = new int[Math.max(1, total / 2)];
    int[] weight = new int[first.length];
    int distinct = 0;
    for (int i = 0; i < total; i++) {
      int cell = 0;
      int stride = 1;
      for (int c = 0; c < cols.length; c++) {
        cell += (cols[c][i] & 0xFF) * stride;
        stride *= cards[c];
      }
      int at = slot[cell] - 1;
      if (at < 0) {
        if (distinct == first.length) {
          return null; // more than half the rows are distinct
        }
        at = distinct++;
        slot[cell] = at + 1;
        first[at] = i;
      }
      weight[at]++;
    }
    return new int[][] {Arrays.copyOf(first, distinct), Arrays.copyOf(weight, distinct)};
  }

  /** Whether repeated rows are counted once with their multiplicity (see the class comment). */
  public boolean compressed() {
    return weights != null;
  }

  /** The rows each count passes over: the distinct rows when {@link #compressed()}. */
  public int storedRows() {
    return rows;
  }

  private boolean allBytes(int node, int[] parents) {
    boolean ok = checked(node);
    for (int p : parents) {
      ok &= checked(p);
    }
    return ok;
  }

  /** True if the column is stored as bytes; throws if it is continuous. */
  private boolean checked(int c) {
    if (!data.isDiscrete(c)) {
      throw new DataException(
          DataException.continuousColumn(data.variable(c).name(), "counting its values"));
    }
    return columns[c] != null;
  }

  public Dataset data() {
    return data;
  }

  /**
   * The stored rows' codes of a column as bytes (the distinct rows when compressed), or null if the
   * column has more than 256 levels (then the rows are never compressed: read {@link
   * Dataset#codesOf}). Throws if the column is continuous. Shared storage: do not modify.
   */
  byte[] storedBytes(int column) {
    return checked(column) ? columns[column] : null;
  }

  /** The multiplicity of each stored row, or null when every stored row counts once. */
  int[] storedWeights() {
    return weights;
  }

  /** The number of levels of a column. */
  public int cardinality(int column) {
    return cards[column];
  }

  /**
   * Counts {@code node} against {@code parents} (any order; the index follows the order given), in
   * a dense table unless it would be much larger than the data.
   */
  public FamilyCounts count(int node, int[] parents) {
    return count(node, parents, workspace.get().begin(false));
  }

  /**
   * {@code f} applied to the counts {@link #count} gives, counted into a table this thread reuses
   * from call to call: {@code f} must not keep the counts or their array (a score reads them and
   * returns a number). Same counts, no table allocated per family.
   */
  public double score(int node, int[] parents, ToDoubleFunction<FamilyCounts> f) {
    return f.applyAsDouble(count(node, parents, workspace.get().begin(true)));
  }

  private FamilyCounts count(int node, int[] parents, CountWorkspace ws) {
    double q = configurations(parents);
    if (q * cards[node] > 2.0 * total + 4096) {
      return allBytes(node, parents)
          ? SparseCounts.count(this, node, parents, cards[node], q, ws)
          : countWide(node, parents, q, true);
    }
    if (planes != null && q * cards[node] <= Integer.MAX_VALUE) {
      int[] table =
          planes.count(
              node,
              parents,
              (int) q,
              cards[node],
              ws,
              keyed ? FamilyPlanes.KEYED_MAX_PASSES : FamilyPlanes.MAX_PASSES);
      if (table != null) {
        return new FamilyCounts(cards[node], q, (int) q, table, total);
      }
    }
    return countDense(node, parents, ws);
  }

  /**
   * Counts {@code node} against {@code parents} in a dense table with one row per parent
   * configuration, as a conditional probability table needs.
   *
   * @throws DataException if the table would have more than 2^31 cells
   */
  public FamilyCounts countDense(int node, int[] parents) {
    return countDense(node, parents, workspace.get().begin(false));
  }

  private FamilyCounts countDense(int node, int[] parents, CountWorkspace ws) {
    double q = configurations(parents);
    int r = cards[node];
    if (q * r >= Integer.MAX_VALUE) {
      throw new DataException(
          "the table of '"
              + data.variable(node).name()
              + "' given its "
              + parents.length
              + " parents would have "
              + q * r
              + " cells; reduce the number of parents");
    }
    if (!allBytes(node, parents)) {
      return countWide(node, parents, q, false);
    }
    int[] table = ws.table((long) q * r);
    if (weights == null
        && parents.length > 0
        && keyed
        && ws.rowKeys().count(this, node, parents, (int) q, r, table)) {
      return new FamilyCounts(r, q, (int) q, table, total);
    }
    byte[] child = columns[node];
    switch (weights != null ? -1 : parents.length) {
      case 0 -> {
        if (planes != null && planes.planes().covers(node)) { // r popcounts, not n increments
          long[][] p = planes.planes().planes(node);
          for (int l = 0; l < r; l++) {
            table[l] = PlaneStrata.popcount(p[l]);
          }
        } else {
          for (int i = 0; i < rows; i++) {
            table[child[i] & 0xFF]++;
          }
        }
      }
      case 1 -> {
        byte[] a = columns[parents[0]];
        for (int i = 0; i < rows; i++) {
          table[(a[i] & 0xFF) * r + (child[i] & 0xFF)]++;
        }
      }
      case 2 -> {
        byte[] a = columns[parents[0]];
        byte[] b = columns[parents[1]];
        int sb = cards[parents[0]];
        for (int i = 0; i < rows; i++) {
          table[((a[i] & 0xFF) + sb * (b[i] & 0xFF)) * r + (child[i] & 0xFF)]++;
        }
      }
      default -> countByBlocks(child, parents, r, table, ws.index());
    }
    return new FamilyCounts(r, q, (int) q, table, total);
  }

  /**
   * The row-by-row count through configuration indices computed a block of rows at a time (any
   * number of parents, none included; weighted rows).
   */
  private void countByBlocks(byte[] child, int[] parents, int r, int[] table, int[] idx) {
    for (int from = 0; from < rows; from += CountWorkspace.BLOCK) {
      int to = Math.min(rows, from + CountWorkspace.BLOCK);
      if (parents.length == 0) {
        Arrays.fill(idx, 0, to - from, 0);
      } else {
        configIndex(parents, r, from, to, idx);
      }
      if (weights == null) {
        for (int i = from; i < to; i++) {
          table[idx[i - from] + (child[i] & 0xFF)]++;
        }
      } else {
        for (int i = from; i < to; i++) {
          table[idx[i - from] + (child[i] & 0xFF)] += weights[i];
        }
      }
    }
  }

  private double configurations(int[] parents) {
    double q = 1;
    for (int p : parents) {
      q *= cards[p];
    }
    return q;
  }

  /** The slow path for columns with more than 256 levels: int codes, dense or hashed. */
  // reads the full data (never compressed: compression needs every column in bytes)
  private FamilyCounts countWide(int node, int[] parents, double q, boolean sparse) {
    int r = cards[node];
    int[] child = data.codesOf(node);
    int[][] cols = new int[parents.length][];
    for (int p = 0; p < parents.length; p++) {
      cols[p] = data.codesOf(parents[p]);
    }
    java.util.Map<Long, Integer> rowOf = new java.util.HashMap<>();
    int[] table = new int[sparse ? Math.max(16, r * 16) : (int) q * r];
    int stored = sparse ? 0 : (int) q;
    for (int i = 0; i < total; i++) {
      long key = 0;
      long stride = 1;
      for (int p = 0; p < parents.length; p++) {
        key += cols[p][i] * stride;
        stride *= cards[parents[p]];
      }
      int row;
      if (sparse) {
        Integer at = rowOf.get(key);
        if (at == null) {
          at = stored++;
          rowOf.put(key, at);
          if (stored * r > table.length) {
            table = Arrays.copyOf(table, table.length * 2);
          }
        }
        row = at;
      } else {
        row = (int) key;
      }
      table[row * r + child[i]]++;
    }
    return new FamilyCounts(r, q, stored, sparse ? Arrays.copyOf(table, stored * r) : table, total);
  }

  /**
   * For the stored rows [from, to), {@code stride} times the mixed-radix configuration index of
   * {@code parents} (first parent fastest), into {@code out[0 .. to - from)}.
   */
  void configIndex(int[] parents, int stride, int from, int to, int[] out) {
    byte[] first = columns[parents[0]];
    for (int i = from; i < to; i++) {
      out[i - from] = (first[i] & 0xFF) * stride;
    }
    for (int p = 1; p < parents.length; p++) {
      stride *= cards[parents[p - 1]];
      byte[] col = columns[parents[p]];
      for (int i = from; i < to; i++) {
        out[i - from] += (col[i] & 0xFF) * stride;
      }
    }
  }
}
