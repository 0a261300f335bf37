package org.structlearn.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * Family counts against a plain count written out here (dense tables by configuration, sparse ones
 * in order of first occurrence), for data whose repeated rows the counter compresses and for data
 * it reads row by row: the compression must not change a single count or the order of a sparse
 * table's rows.
 */
class FamilyCounterTest {

  /** {@code rows} rows drawn from {@code patterns} random rows, over {@code cols} columns. */
  private static Dataset repeated(int cols, int levels, int patterns, int rows, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    byte[][] pattern = new byte[patterns][cols];
    for (byte[] p : pattern) {
      for (int c = 0; c < cols; c++) {
        p[c] = (byte) random.nextInt(levels);
      }
    }
    List<Variable> vars = new ArrayList<>();
    List<Object> columns = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (int l = 0; l < levels; l++) {
      names.add("l" + l);
    }
    byte[][] data = new byte[cols][rows];
    for (int i = 0; i < rows; i++) {
      byte[] p = pattern[random.nextInt(patterns)];
      for (int c = 0; c < cols; c++) {
        data[c][i] = p[c];
      }
    }
    for (int c = 0; c < cols; c++) {
      vars.add(Variable.discrete("V" + c, names));
      columns.add(data[c]);
    }
    return Dataset.of(vars, columns);
  }

  /** The plain count: configurations in order of first occurrence (first parent fastest). */
  private static Map<Long, int[]> plain(Dataset d, int node, int[] parents) {
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

  private static void check(Dataset d, FamilyCounter counter, int node, int[] parents) {
    Map<Long, int[]> expected = plain(d, node, parents);
    FamilyCounts got = counter.count(node, parents);
    int r = d.cardinality(node);
    assertEquals(d.rows(), got.total());
    if (got.isSparse()) {
      assertEquals(expected.size(), got.rowsStored());
      int j = 0;
      for (int[] row : expected.values()) {
        int[] stored = java.util.Arrays.copyOfRange(got.counts(), j * r, j * r + r);
        assertArrayEquals(row, stored, "sparse row " + j);
        j++;
      }
    } else {
      int[] dense = new int[got.counts().length];
      expected.forEach((k, row) -> System.arraycopy(row, 0, dense, (int) (k * r), r));
      assertArrayEquals(dense, got.counts());
    }
  }

  @Test
  void compressedDenseCountsEqualThePlainCount() {
    Dataset d = repeated(6, 2, 40, 3000, 1);
    FamilyCounter counter = new FamilyCounter(d);
    assertTrue(counter.compressed());
    assertTrue(counter.storedRows() <= 40);
    for (int node = 0; node < 6; node++) {
      check(d, counter, node, new int[] {});
      check(d, counter, node, new int[] {(node + 1) % 6});
      check(d, counter, node, new int[] {(node + 2) % 6, (node + 1) % 6});
      check(d, counter, node, new int[] {(node + 1) % 6, (node + 3) % 6, (node + 5) % 6});
      check(d, counter, node, new int[] {0, 1, 2, 3, 4, 5});
    }
  }

  @Test
  void compressedSparseCountsKeepTheOrderOfFirstOccurrence() {
    Dataset d = repeated(7, 4, 100, 5000, 2); // 4^7 = 16,384 cells: compressed, and sparse below
    FamilyCounter counter = new FamilyCounter(d);
    assertTrue(counter.compressed());
    int[] others = {1, 2, 3, 4, 5, 6};
    assertTrue(counter.count(0, others).isSparse());
    check(d, counter, 0, others);
    check(d, counter, 6, new int[] {5, 3, 1, 0, 2, 4});
    check(d, counter, 2, new int[] {4, 0});
  }

  @Test
  void dataWithMostlyDistinctRowsAreReadRowByRow() {
    Dataset d = repeated(6, 2, 64, 40, 3); // at most 64 cells, 40 rows: not worth compressing
    FamilyCounter counter = new FamilyCounter(d);
    assertFalse(counter.compressed());
    assertEquals(40, counter.storedRows());
    check(d, counter, 0, new int[] {1, 2, 3});
    Dataset wide = repeated(12, 4, 10, 1000, 4); // 4^12 cells > 4 * rows
    assertFalse(new FamilyCounter(wide).compressed());
    check(wide, new FamilyCounter(wide), 3, new int[] {0, 1, 2, 4, 5, 6, 7, 8});
  }

  /**
   * A child of many levels against few parent configurations makes a sparse table whose rows are
   * found by the configuration's index; past the hash table's capacity in configurations (4,096
   * slots for 1,500 rows) they are hashed. Both keep the plain count and its order of first
   * occurrence.
   */
  @Test
  void sparseTablesByIndexAndByHashEqualThePlainCount() {
    Dataset d = uniform(new int[] {200, 150, 3, 90, 250, 20}, 1500, 7);
    FamilyCounter counter = new FamilyCounter(d);
    assertFalse(counter.compressed());
    int[][] byIndex = {{1, 5}, {3, 5}, {0, 2}}; // 3,000, 1,800 and 600 configurations
    int[][] byHash = {{1, 3}, {2, 1, 5}, {3, 1, 2}}; // 13,500, 9,000 and 40,500
    for (int[][] families : new int[][][] {byIndex, byHash}) {
      for (int[] parents : families) {
        for (int child : new int[] {0, 4}) {
          if (child == parents[0]) {
            continue;
          }
          assertTrue(counter.count(child, parents).isSparse());
          check(d, counter, child, parents);
        }
      }
    }
  }

  /** Independent uniform columns with the given numbers of levels: every row distinct. */
  private static Dataset uniform(int[] levels, int rows, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Variable> vars = new ArrayList<>();
    List<Object> columns = new ArrayList<>();
    for (int c = 0; c < levels.length; c++) {
      List<String> names = new ArrayList<>();
      for (int l = 0; l < levels[c]; l++) {
        names.add("l" + l);
      }
      byte[] col = new byte[rows];
      for (int i = 0; i < rows; i++) {
        col[i] = (byte) random.nextInt(levels[c]);
      }
      vars.add(Variable.discrete("V" + c, names));
      columns.add(col);
    }
    return Dataset.of(vars, columns);
  }

  /**
   * The bit-plane path (small families of uncompressed data) gives the plain dense table whatever
   * the order of the calls: a hill-climbing column refresh (each candidate toggled into the current
   * parents, which reuses the parents' strata), parents given out of order, and calls from several
   * threads at once.
   */
  @Test
  void planeCountsEqualThePlainCountInEveryCallOrder() {
    int[] levels = {2, 3, 4, 2, 5, 3, 2, 4, 3, 2};
    for (int rows : new int[] {1, 63, 64, 1000, 2049}) {
      Dataset d = uniform(levels, rows, rows);
      FamilyCounter counter = new FamilyCounter(d);
      assertFalse(counter.compressed() && rows > 64);
      int[][] parentSets = {{}, {1}, {1, 4}, {0, 2, 5}, {6, 3}};
      for (int node : new int[] {7, 8, 9}) {
        for (int[] parents : parentSets) {
          for (int i = 0; i < 7; i++) {
            int[] family = toggled(parents, i);
            check(d, counter, node, family);
          }
        }
      }
      check(d, counter, 9, new int[] {5, 0, 3});
      check(d, counter, 9, new int[] {5, 0, 3, 1});
      java.util.stream.IntStream.range(0, 200)
          .parallel()
          .forEach(k -> check(d, counter, 7 + k % 3, toggled(parentSets[k % 5], k % 7)));
    }
  }

  /**
   * A column of many levels makes most sets W(s, b) sparse, so their cells are counted by visiting
   * their rows instead of by popcount passes: the table must not change.
   */
  @Test
  void sparseStrataCountTheirRowsToThePlainCount() {
    int[] levels = {40, 3, 2, 7, 3, 2};
    for (int rows : new int[] {1, 64, 5000}) {
      Dataset d = uniform(levels, rows, rows);
      FamilyCounter counter = new FamilyCounter(d);
      for (int node : new int[] {1, 2, 5}) {
        for (int[] parents : new int[][] {{}, {3}, {3, 4}, {0}, {0, 3}}) {
          for (int i = 0; i < 6; i++) {
            if (i != node) {
              check(d, counter, node, toggled(parents, i));
            }
          }
        }
      }
    }
  }

  private static int[] toggled(int[] parents, int i) {
    List<Integer> out = new ArrayList<>();
    boolean had = false;
    for (int p : parents) {
      if (p == i) {
        had = true;
      } else {
        out.add(p);
      }
    }
    if (!had) {
      out.add(i);
    }
    return out.stream().mapToInt(Integer::intValue).toArray();
  }
}
