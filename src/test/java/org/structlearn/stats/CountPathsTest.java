package org.structlearn.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * The counting paths added for memory and for columns of many levels, each against the plain
 * row-by-row count written out here: configuration indices computed a block of rows at a time
 * (several blocks, with and without row multiplicities), sparse tables numbered by a hash table
 * that grows with the configurations, and {@link FamilyCounter#score}, which counts into a table
 * reused from call to call: every table must equal the plain one, whichever path and call order.
 */
class CountPathsTest {

  /** Columns of the given levels; from the third on, a noisy copy of the sum of the two before. */
  static Dataset chained(int[] levels, int rows, long seed) {
    return chained(levels, rows, seed, 6);
  }

  /** As {@link #chained(int[], int, long)}, copying in {@code tenths} of ten rows. */
  static Dataset chained(int[] levels, int rows, long seed, int tenths) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Variable> vars = new ArrayList<>();
    List<Object> columns = new ArrayList<>();
    List<byte[]> made = new ArrayList<>();
    for (int c = 0; c < levels.length; c++) {
      List<String> names = new ArrayList<>();
      for (int l = 0; l < levels[c]; l++) {
        names.add("l" + l);
      }
      byte[] col = new byte[rows];
      for (int i = 0; i < rows; i++) {
        boolean copy = c > 1 && random.nextInt(10) < tenths;
        int v = copy ? made.get(c - 1)[i] + made.get(c - 2)[i] : random.nextInt(levels[c]);
        col[i] = (byte) (v % levels[c]);
      }
      made.add(col);
      vars.add(Variable.discrete("V" + c, names));
      columns.add(col);
    }
    return Dataset.of(vars, columns);
  }

  /** The plain count: configurations in order of first occurrence (first parent fastest). */
  static Map<Long, int[]> plain(Dataset d, int node, int[] parents) {
    Map<Long, int[]> rows = new LinkedHashMap<>();
    int r = d.cardinality(node);
    for (int i = 0; i < d.rows(); i++) {
      long key = 0;
      long stride = 1;
      for (int p : parents) {
        key += (d.discreteCodes(p)[i] & 0xFF) * stride;
        stride *= d.cardinality(p);
      }
      rows.computeIfAbsent(key, k -> new int[r])[d.discreteCodes(node)[i] & 0xFF]++;
    }
    return rows;
  }

  /**
   * Checks a table (its first rowsStored · r cells) against the plain count; sparse (configurations
   * in order of first occurrence) when q · r passes 2n + 4096, the counter's rule (a sparse table
   * may hold every configuration).
   */
  static void assertPlain(Dataset d, int node, int[] parents, FamilyCounts got) {
    Map<Long, int[]> expected = plain(d, node, parents);
    int r = d.cardinality(node);
    assertEquals(d.rows(), got.total());
    String family = node + " | " + Arrays.toString(parents);
    if (sparse(d, got)) {
      assertEquals(expected.size(), got.rowsStored(), family);
      int j = 0;
      for (int[] row : expected.values()) {
        assertArrayEquals(row, Arrays.copyOfRange(got.counts(), j * r, j * r + r), family);
        j++;
      }
    } else {
      int cells = (int) got.configurations() * r;
      int[] dense = new int[cells];
      expected.forEach((k, row) -> System.arraycopy(row, 0, dense, (int) (k * r), r));
      assertArrayEquals(dense, Arrays.copyOf(got.counts(), cells), family);
    }
  }

  static boolean sparse(Dataset d, FamilyCounts c) {
    return c.configurations() * c.levels() > 2.0 * d.rows() + 4096;
  }

  /** The counts {@link FamilyCounter#score} hands to its function, copied out of the call. */
  static FamilyCounts scored(FamilyCounter counter, int node, int[] parents) {
    FamilyCounts[] seen = new FamilyCounts[1];
    counter.score(
        node,
        parents,
        c -> {
          int[] copy = Arrays.copyOf(c.counts(), c.rowsStored() * c.levels());
          seen[0] =
              new FamilyCounts(c.levels(), c.configurations(), c.rowsStored(), copy, c.total());
          return 0;
        });
    return seen[0];
  }

  /**
   * A column's own counts (no parents) are r popcounts of its bit planes when it has planes (at
   * most 64 levels), the row-by-row count otherwise (here 100 levels): the same table either way,
   * through both entry points.
   */
  @Test
  void parentlessCountsFromPlanesEqualThePlainCount() {
    Dataset d = chained(new int[] {2, 7, 64, 100, 3}, 5000, 5);
    FamilyCounter counter = new FamilyCounter(d);
    for (int c = 0; c < d.columns(); c++) {
      assertEquals(
          d.cardinality(c) <= BitPlanes.MAX_LEVELS, counter.bitPlanes().covers(c), "column " + c);
      assertPlain(d, c, new int[0], counter.count(c, new int[0]));
      assertPlain(d, c, new int[0], scored(counter, c, new int[0]));
    }
  }

  /**
   * Families of three to five parents counted row by row (too many passes for the planes) over
   * 5,000 rows, three blocks of configuration indices; both entry points, alternating, so that the
   * reused table is overwritten between calls.
   */
  @Test
  void blockIndexedDenseCountsEqualThePlainCount() {
    int[] levels = {5, 4, 6, 3, 5, 7, 4, 3};
    Dataset d = chained(levels, 5000, 11);
    FamilyCounter counter = new FamilyCounter(d);
    assertFalse(counter.compressed());
    int[][] families = {{7, 0, 1, 2}, {6, 0, 2, 4, 5}, {5, 4, 3, 1, 0, 2}, {0, 7, 6, 5}};
    for (int round = 0; round < 2; round++) {
      for (int[] f : families) {
        int[] parents = Arrays.copyOfRange(f, 1, f.length);
        FamilyCounts c = counter.count(f[0], parents);
        assertFalse(sparse(d, c));
        assertPlain(d, f[0], parents, c);
        assertPlain(d, f[0], parents, scored(counter, f[0], parents));
      }
    }
  }

  /**
   * Rows with multiplicities (9,000 rows of at most 3,000 distinct ones, so more than one block of
   * stored rows), dense and sparse, with and without parents.
   */
  @Test
  void weightedRowsCountedByBlocksEqualThePlainCount() {
    Dataset base = chained(new int[] {5, 5, 5, 5, 5, 5}, 3000, 12, 0);
    SplittableRandom random = new SplittableRandom(13);
    int[] pick = random.ints(9000, 0, 3000).toArray();
    List<Variable> vars = new ArrayList<>();
    List<Object> columns = new ArrayList<>();
    for (int c = 0; c < base.columns(); c++) {
      byte[] from = base.discreteCodes(c);
      byte[] col = new byte[pick.length];
      for (int i = 0; i < pick.length; i++) {
        col[i] = from[pick[i]];
      }
      vars.add(base.variable(c));
      columns.add(col);
    }
    Dataset d = Dataset.of(vars, columns);
    FamilyCounter counter = new FamilyCounter(d);
    assertTrue(counter.compressed());
    assertTrue(counter.storedRows() > CountWorkspace.BLOCK);
    int[][] families = {{0}, {1, 0}, {2, 0, 1}, {5, 4, 3, 2}, {0, 1, 2, 3, 4, 5}};
    for (int[] f : families) {
      int[] parents = Arrays.copyOfRange(f, 1, f.length);
      assertPlain(d, f[0], parents, counter.count(f[0], parents));
      assertPlain(d, f[0], parents, scored(counter, f[0], parents));
    }
  }

  /**
   * Sparse tables over 6,000 rows: by configuration index (a 100-level child against few parent
   * configurations) and hashed (tens of thousands of configurations, 5,000 or so occurring, so the
   * hash table doubles from 1,024 slots several times); the order of first occurrence is kept.
   */
  @Test
  void sparseTablesNumberedByIndexOrByAGrowingHashEqualThePlainCount() {
    int[] levels = {100, 90, 60, 30, 7, 3};
    Dataset d = chained(levels, 6000, 14);
    FamilyCounter counter = new FamilyCounter(d);
    int[][] families = {{0, 2, 5}, {1, 0, 4}, {0, 1, 2}, {2, 0, 1, 3}, {5, 0, 1}, {3, 1, 0, 2}};
    for (int[] f : families) {
      int[] parents = Arrays.copyOfRange(f, 1, f.length);
      FamilyCounts c = counter.count(f[0], parents);
      assertTrue(sparse(d, c), Arrays.toString(f));
      assertPlain(d, f[0], parents, c);
      assertPlain(d, f[0], parents, scored(counter, f[0], parents));
    }
    assertTrue(SparseCounts.maxIndexed(6000) < 90 * 60 * 30, "the hashed path is taken");
  }

  /**
   * {@link FamilyCounter#score} through the bit-plane path and the row paths in a hill-climbing
   * order (a column's candidates toggled into its parents), small tables after large ones, so a
   * reused table that was not cleared would show.
   */
  @Test
  void scoredCountsEqualThePlainCountInAClimbOrder() {
    int[] levels = {3, 2, 4, 64, 5, 2, 3, 70};
    Dataset d = chained(levels, 3000, 15);
    FamilyCounter counter = new FamilyCounter(d);
    int[][] parentSets = {{}, {1}, {1, 4}, {0, 2, 5}, {3, 6}};
    for (int node : new int[] {2, 7, 5, 3}) {
      for (int[] parents : parentSets) {
        for (int i = 0; i < levels.length; i++) {
          if (i == node || contains(parents, node)) {
            continue;
          }
          int[] family = toggled(parents, i);
          assertPlain(d, node, family, scored(counter, node, family));
        }
      }
    }
  }

  private static boolean contains(int[] a, int v) {
    return Arrays.stream(a).anyMatch(x -> x == v);
  }

  private static int[] toggled(int[] parents, int i) {
    if (contains(parents, i)) {
      return Arrays.stream(parents).filter(p -> p != i).toArray();
    }
    int[] out = Arrays.copyOf(parents, parents.length + 1);
    out[parents.length] = i;
    return out;
  }

  /** The heap cost of small arrays is their size and a header; larger ones round to regions. */
  @Test
  void heapCostChargesHeadersAndWholeRegions() {
    assertEquals(8 * 313 + 16, HeapCost.of(8 * 313));
    long big = HeapCost.of(1_250_000);
    assertTrue(big >= 1_250_016, "at least the array");
    assertTrue(big % (1 << 20) == 0 || big == 1_250_016, "whole regions under G1, else exact");
  }
}
