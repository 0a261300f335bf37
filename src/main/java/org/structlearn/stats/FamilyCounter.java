package org.structlearn.stats;

import java.util.Arrays;
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
 * <p>Thread-safe: scratch space is per thread.
 */
public final class FamilyCounter {
  private final Dataset data;
  private final byte[][] columns;
  private final int[] cards;
  private final int rows; // rows stored: distinct rows when compressed
  private final int total; // rows of the data
  private final int[] weights; // multiplicity of each stored row, or null (each row once)
  private final ThreadLocal<int[]> scratch;
  private final FamilyPlanes planes; // null when the rows are compressed

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
    int stored = rows;
    this.scratch = ThreadLocal.withInitial(() -> new int[stored]);
    // planes take r / 8 bytes a cell against the codes' one: within an eighth of the heap
    long budget = Math.min(BitPlanes.DEFAULT_BUDGET_BYTES, Runtime.getRuntime().maxMemory() / 8);
    this.planes = weights == null ? new FamilyPlanes(BitPlanes.of(this, budget), cards) : null;
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
    double q = configurations(parents);
    if (q * cards[node] > 2.0 * total + 4096) {
      return allBytes(node, parents)
          ? countSparse(node, parents, cards[node], q)
          : countWide(node, parents, q, true);
    }
    if (planes != null && q * cards[node] <= Integer.MAX_VALUE) {
      int[] table = planes.count(node, parents, (int) q, cards[node]);
      if (table != null) {
        return new FamilyCounts(cards[node], q, (int) q, table, total);
      }
    }
    return countDense(node, parents);
  }

  /**
   * Counts {@code node} against {@code parents} in a dense table with one row per parent
   * configuration, as a conditional probability table needs.
   *
   * @throws DataException if the table would have more than 2^31 cells
   */
  public FamilyCounts countDense(int node, int[] parents) {
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
    int[] table = new int[(int) q * r];
    byte[] child = columns[node];
    if (weights != null) {
      int[] idx = parents.length == 0 ? null : configIndex(parents, r);
      for (int i = 0; i < rows; i++) {
        table[(idx == null ? 0 : idx[i]) + (child[i] & 0xFF)] += weights[i];
      }
      return new FamilyCounts(r, q, (int) q, table, total);
    }
    switch (parents.length) {
      case 0 -> {
        for (int i = 0; i < rows; i++) {
          table[child[i] & 0xFF]++;
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
      default -> {
        int[] idx = configIndex(parents, r);
        for (int i = 0; i < rows; i++) {
          table[idx[i] + (child[i] & 0xFF)]++;
        }
      }
    }
    return new FamilyCounts(r, q, (int) q, table, total);
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

  /** Per row, {@code r} times the mixed-radix configuration index (first parent fastest). */
  private int[] configIndex(int[] parents, int r) {
    int[] idx = scratch.get();
    int stride = r;
    byte[] first = columns[parents[0]];
    for (int i = 0; i < rows; i++) {
      idx[i] = (first[i] & 0xFF) * stride;
    }
    for (int p = 1; p < parents.length; p++) {
      stride *= cards[parents[p - 1]];
      byte[] col = columns[parents[p]];
      for (int i = 0; i < rows; i++) {
        idx[i] += (col[i] & 0xFF) * stride;
      }
    }
    return idx;
  }

  /**
   * A sparse table: the rows of the configurations that occur, in order of first occurrence. When
   * there are at most as many configurations as the hash table would have slots (a child of many
   * levels against few parent configurations), each configuration's row is found in an array
   * indexed by the configuration; otherwise by hashing. Both give the same table.
   */
  private FamilyCounts countSparse(int node, int[] parents, int r, double q) {
    int capacity = Integer.highestOneBit(Math.max(16, rows * 2 - 1)) << 1; // stored rows
    if (q <= capacity) {
      return countSparseByIndex(node, parents, r, (int) q);
    }
    // configuration keys as longs (exact while q < 2^63), hashed with open addressing
    long[] keys = new long[capacity];
    int[] slotRow = new int[capacity];
    Arrays.fill(slotRow, -1);
    int[] table = new int[Math.max(16, r * 16)];
    int stored = 0;
    int mask = capacity - 1;
    byte[] child = columns[node];
    for (int i = 0; i < rows; i++) {
      long key = 0;
      long stride = 1;
      for (int p : parents) {
        key += (columns[p][i] & 0xFF) * stride;
        stride *= cards[p];
      }
      int h = (int) (mix(key) & mask);
      while (slotRow[h] >= 0 && keys[h] != key) {
        h = (h + 1) & mask;
      }
      if (slotRow[h] < 0) {
        keys[h] = key;
        slotRow[h] = stored++;
        if (stored * r > table.length) {
          table = Arrays.copyOf(table, table.length * 2);
        }
      }
      table[slotRow[h] * r + (child[i] & 0xFF)] += weights == null ? 1 : weights[i];
    }
    return new FamilyCounts(r, q, stored, Arrays.copyOf(table, stored * r), total);
  }

  /**
   * {@link #countSparse} through an array of the {@code q} configurations' rows: one lookup a row
   * instead of a hash probe into a table of twice as many slots as rows (measured on a hill climb
   * whose columns have up to 99 levels, 20,000 rows: the hashed count was a third of the time).
   */
  private FamilyCounts countSparseByIndex(int node, int[] parents, int r, int q) {
    int[] rowOf = new int[q];
    Arrays.fill(rowOf, -1);
    int[] config = configIndex(parents, 1);
    int[] table = new int[Math.max(16, r * 16)];
    int stored = 0;
    byte[] child = columns[node];
    for (int i = 0; i < rows; i++) {
      int row = rowOf[config[i]];
      if (row < 0) {
        row = stored++;
        rowOf[config[i]] = row;
        if (stored * r > table.length) {
          table = Arrays.copyOf(table, table.length * 2);
        }
      }
      table[row * r + (child[i] & 0xFF)] += weights == null ? 1 : weights[i];
    }
    return new FamilyCounts(r, q, stored, Arrays.copyOf(table, stored * r), total);
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
    z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
    return z ^ (z >>> 33);
  }
}
