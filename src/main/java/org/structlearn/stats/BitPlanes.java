package org.structlearn.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The discrete columns of a {@link FamilyCounter} as bit planes: for column c and level l, a bit
 * set over the rows with bit i set when row i has level l. Counting a contingency table then needs
 * no scattered increments: the rows of stratum s with x at level a and y at level b number
 * popcount(Z_s ∧ X_a ∧ Y_b), one pass of 64 rows per machine word ({@link PlaneStrata}).
 *
 * <p>Why: a scattered increment {@code table[cell]++} per row costs a few nanoseconds when the
 * table has few cells (consecutive rows hit the same cell and each increment waits for the last); a
 * popcount pass costs well under a nanosecond per 64 rows. So a table of strata × r_x × r_y cells
 * counted from planes costs about strata · r_x · r_y · n / 64 word operations against n scattered
 * increments, the cheaper for tables of up to a few hundred cells ({@link PlaneStrata#MAX_CELLS}),
 * which is where a constraint-based search does most of its tests (ALARM at 20,000 rows: 3,400 of
 * PC-stable's 4,352 tests condition on at most one variable).
 *
 * <p>Only for counters that store every row ({@link FamilyCounter#compressed()} false: planes have
 * no multiplicities) and columns of at most {@value #MAX_LEVELS} levels (a column's planes then
 * take at most eight times its byte codes; 64 rather than 16 lets pathfinder's 63-level column use
 * them: warm hill climbing there 0.48 -> 0.42 s). Planes are made when first asked for, one column
 * at a time: memory Σ r_c · ⌈n / 64⌉ longs over the columns used. Thread-safe.
 */
public final class BitPlanes {
  /** The most levels a column may have to get planes (the passes limits bound the work). */
  public static final int MAX_LEVELS = 64;

  /**
   * The most memory the planes of one counter may take (256 MiB: every column of 20,000 rows and 4
   * levels up to 26,000 columns; one million rows and 4 levels, 500 columns), and at most a third
   * of the heap the data leave. Each plane is charged the heap it takes ({@code HeapCost}: a plane
   * of 10 million rows, 1.25 MB, takes two 1 MB regions of a 1 GB heap).
   */
  public static final long DEFAULT_BUDGET_BYTES = 256L << 20;

  private final FamilyCounter counter;
  private final int rows;
  private final int words;
  private final AtomicReferenceArray<long[][]> planes;
  private final boolean[] covered;

  private BitPlanes(FamilyCounter counter, long budgetBytes) {
    this.counter = counter;
    this.rows = counter.storedRows();
    this.words = (rows + 63) >>> 6;
    int columns = counter.data().columns();
    this.planes = new AtomicReferenceArray<>(columns);
    this.covered = new boolean[columns];
    long left = budgetBytes;
    for (int c = 0; c < columns; c++) {
      long bytes = HeapCost.ofLongs(counter.cardinality(c), words);
      if (counter.data().isDiscrete(c)
          && counter.cardinality(c) <= MAX_LEVELS
          && counter.storedBytes(c) != null
          && bytes <= left) {
        covered[c] = true;
        left -= bytes;
      }
    }
  }

  /**
   * The counter's own planes (shared with its family counts; within a third of the heap its data
   * leave), or null if the counter stores rows with multiplicities.
   */
  public static BitPlanes of(FamilyCounter counter) {
    return counter.bitPlanes();
  }

  /**
   * Planes within {@code budgetBytes} (columns covered in column order while it lasts), or null if
   * the counter stores rows with multiplicities.
   */
  public static BitPlanes of(FamilyCounter counter, long budgetBytes) {
    return counter.compressed() ? null : new BitPlanes(counter, budgetBytes);
  }

  /**
   * Whether the column has planes: discrete, stored as bytes, at most {@value #MAX_LEVELS} levels,
   * and within the budget.
   */
  public boolean covers(int column) {
    return covered[column];
  }

  /** The number of columns of the counter's data. */
  public int columns() {
    return planes.length();
  }

  /** Rows covered (bits per plane). */
  public int rows() {
    return rows;
  }

  /** Longs per plane: ⌈rows / 64⌉. */
  public int words() {
    return words;
  }

  /** The byte codes of a covered column, one per row (shared: do not modify). */
  byte[] codes(int column) {
    return counter.storedBytes(column);
  }

  /**
   * The planes of a column, {@code planes(c)[l]} the rows at level l (shared: do not modify).
   *
   * @throws IllegalArgumentException if the column is not {@linkplain #covers covered}
   */
  public long[][] planes(int column) {
    long[][] p = planes.get(column);
    if (p != null) {
      return p;
    }
    if (!covers(column)) {
      throw new IllegalArgumentException("column " + column + " has no bit planes");
    }
    byte[] b = counter.storedBytes(column);
    p = new long[counter.cardinality(column)][words];
    for (int i = 0; i < rows; i++) {
      p[b[i] & 0xFF][i >>> 6] |= 1L << i;
    }
    planes.compareAndSet(column, null, p); // a race makes equal planes twice, harmlessly
    return planes.get(column);
  }

  /**
   * The non-empty strata of {@code given} as bit sets, or null when there are more than {@code
   * maxStrata} of them or a column is not covered. Strata are in mixed-radix order of their
   * configurations, the first column of {@code given} slowest.
   */
  public PlaneStrata strata(int[] given, int maxStrata) {
    for (int c : given) {
      if (!covers(c)) {
        return null;
      }
    }
    List<long[]> sets = new ArrayList<>();
    long[] all = new long[words];
    java.util.Arrays.fill(all, -1L);
    if (rows % 64 != 0) {
      all[words - 1] = (1L << rows) - 1; // shift by rows mod 64
    }
    if (rows == 0) {
      return new PlaneStrata(this, new long[0][], new int[0]);
    }
    sets.add(all);
    for (int c : given) {
      long[][] p = planes(c);
      List<long[]> next = new ArrayList<>();
      for (long[] s : sets) {
        for (long[] level : p) {
          long[] t = new long[words];
          long any = 0;
          for (int w = 0; w < words; w++) {
            long v = s[w] & level[w];
            t[w] = v;
            any |= v;
          }
          if (any != 0) {
            if (next.size() == maxStrata) {
              return null;
            }
            next.add(t);
          }
        }
      }
      sets = next;
    }
    int[] sizes = new int[sets.size()];
    for (int s = 0; s < sizes.length; s++) {
      sizes[s] = PlaneStrata.popcount(sets.get(s));
    }
    return new PlaneStrata(this, sets.toArray(new long[0][]), sizes);
  }
}
