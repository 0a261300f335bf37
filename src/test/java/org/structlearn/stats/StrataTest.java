package org.structlearn.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
 * Strata by successive refinement against a plain grouping of the rows by their Z configuration
 * written out here (a map keyed by the list of levels): counts, sizes, per-stratum (x, y) cells,
 * for small Z, for 70 columns whose configurations overflow a long key, for compressed rows and for
 * a column with more than 256 levels.
 */
public class StrataTest {

  /**
   * Columns 0 and 1 with {@code rxy} levels, then {@code z.length} columns, each a noisy copy of a
   * hidden level (flipped with probability {@code noise}), so strata repeat; x depends on it.
   */
  public static Dataset correlated(int rows, long seed, int rxy, double noise, int... z) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int cols = z.length + 2;
    int[][] data = new int[cols][rows];
    for (int i = 0; i < rows; i++) {
      int hidden = rnd.nextInt(3);
      data[0][i] = rnd.nextDouble() < 0.6 ? hidden % rxy : rnd.nextInt(rxy);
      data[1][i] = rnd.nextDouble() < 0.5 ? data[0][i] : rnd.nextInt(rxy);
      for (int c = 0; c < z.length; c++) {
        data[c + 2][i] = rnd.nextDouble() < noise ? rnd.nextInt(z[c]) : hidden % z[c];
      }
    }
    List<Variable> vars = new ArrayList<>();
    List<Object> columns = new ArrayList<>();
    for (int c = 0; c < cols; c++) {
      int levels = c < 2 ? rxy : z[c - 2];
      List<String> names = new ArrayList<>();
      for (int l = 0; l < levels; l++) {
        names.add("l" + l);
      }
      vars.add(Variable.discrete("v" + c, names));
      columns.add(data[c]);
    }
    return Dataset.of(vars, columns);
  }

  /** Per Z configuration (in order of first row), the r_x × r_y table of x against y. */
  public static List<int[]> bruteForce(Dataset d, int x, int y, int[] z) {
    int[][] codes = new int[d.columns()][];
    for (int c = 0; c < d.columns(); c++) {
      codes[c] = d.codesOf(c);
    }
    int rx = d.cardinality(x);
    int ry = d.cardinality(y);
    Map<List<Integer>, int[]> strata = new LinkedHashMap<>();
    for (int i = 0; i < d.rows(); i++) {
      List<Integer> key = new ArrayList<>();
      for (int c : z) {
        key.add(codes[c][i]);
      }
      strata.computeIfAbsent(key, k -> new int[rx * ry])[codes[x][i] * ry + codes[y][i]]++;
    }
    return new ArrayList<>(strata.values());
  }

  private static void assertMatches(Dataset d, FamilyCounter counter, int x, int y, int[] z) {
    List<int[]> expected = bruteForce(d, x, y, z);
    Strata s = Strata.of(counter, z);
    assertEquals(expected.size(), s.count(), "strata of " + Arrays.toString(z));
    int cells = d.cardinality(x) * d.cardinality(y);
    int[] table = s.countPairs(x, y);
    int[] sizes = s.sizes();
    for (int k = 0; k < s.count(); k++) {
      int[] row = Arrays.copyOfRange(table, k * cells, (k + 1) * cells);
      assertArrayEquals(expected.get(k), row, "stratum " + k);
      assertEquals(Arrays.stream(row).sum(), sizes[k]);
    }
  }

  @Test
  void smallConditioningSetsMatchPlainGrouping() {
    Dataset d = correlated(700, 1, 3, 0.3, 2, 3, 4, 2);
    FamilyCounter counter = new FamilyCounter(d);
    assertMatches(d, counter, 0, 1, new int[0]);
    assertMatches(d, counter, 0, 1, new int[] {2});
    assertMatches(d, counter, 1, 0, new int[] {5, 3});
    assertMatches(d, counter, 0, 2, new int[] {3, 4, 5});
  }

  @Test
  void seventyColumnsOverflowingALongKeyAreExact() {
    int[] levels = new int[70];
    for (int c = 0; c < levels.length; c++) {
      levels[c] = 3 + c % 2;
    }
    Dataset d = correlated(600, 2, 2, 0.03, levels);
    double configurations = 1;
    for (int l : levels) {
      configurations *= l;
    }
    assertTrue(configurations > 0x1p63, "the test must overflow a long key");
    int[] z = new int[70];
    Arrays.setAll(z, c -> c + 2);
    FamilyCounter counter = new FamilyCounter(d);
    assertMatches(d, counter, 0, 1, z);
    Strata s = Strata.of(counter, z);
    assertTrue(s.count() > 3 && s.count() < 600, "strata repeat: " + s.count());
  }

  @Test
  void numberingDependsOnThePartitionNotTheOrderOfZ() {
    Dataset d = correlated(500, 3, 2, 0.4, 3, 2, 4);
    FamilyCounter counter = new FamilyCounter(d);
    Strata a = Strata.of(counter, new int[] {2, 3, 4});
    Strata b = Strata.of(counter, new int[] {4, 2, 3});
    assertArrayEquals(a.sizes(), b.sizes());
    assertArrayEquals(a.countPairs(0, 1), b.countPairs(0, 1));
    assertArrayEquals(a.refine(4).sizes(), a.sizes()); // a column already in Z splits nothing
  }

  @Test
  void compressedRowsCountWithTheirMultiplicity() {
    Dataset d = correlated(5000, 4, 2, 0.3, 2, 2, 2);
    FamilyCounter counter = new FamilyCounter(d);
    assertTrue(counter.compressed());
    assertMatches(d, counter, 0, 1, new int[] {2, 4});
    assertMatches(d, counter, 1, 3, new int[0]);
  }

  @Test
  void hashedRenumberingAndWideColumns() {
    // 300 levels: stored as ints, and strata × levels passes the dense renumbering table
    Dataset d = correlated(400, 5, 3, 0.9, 300, 280);
    FamilyCounter counter = new FamilyCounter(d);
    assertMatches(d, counter, 0, 1, new int[] {2});
    assertMatches(d, counter, 0, 1, new int[] {3, 2});
    assertMatches(d, counter, 2, 0, new int[] {1});
  }

  @Test
  void noRowsNoStrataAndContinuousColumnsRefused() {
    Dataset empty = correlated(0, 6, 2, 0.1, 2);
    assertEquals(0, Strata.of(new FamilyCounter(empty), new int[] {2}).count());
    Dataset mixed =
        Dataset.of(
            List.of(Variable.discrete("a", List.of("0", "1")), Variable.continuous("c")),
            List.of(new int[] {0, 1}, new double[] {0.5, 1.5}));
    assertThrows(
        org.structlearn.data.DataException.class,
        () -> Strata.of(new FamilyCounter(mixed), new int[] {1}));
  }
}
