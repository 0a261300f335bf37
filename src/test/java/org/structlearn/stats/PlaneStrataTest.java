package org.structlearn.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.citest.CiTestType;
import org.structlearn.citest.DiscreteCiTest;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * Tables counted from bit planes against a plain grouping of the rows ({@link
 * StrataTest#bruteForce}): the same tables stratum by stratum (the strata in another order), for
 * row counts on and off a multiple of 64, one-level columns and empty Z; the refusals (too many
 * strata, wide columns, compressed rows); and the G² of {@link DiscreteCiTest} (which counts small
 * tables from planes) against G² computed here from the brute-force tables.
 */
public class PlaneStrataTest {

  /**
   * {@link StrataTest#correlated} with two 16-level columns appended (never tested here), so that
   * the joint table is too large for the counter to compress repeated rows.
   */
  private static Dataset uncompressed(int rows, long seed, int rxy, double noise, int... z) {
    int[] levels = Arrays.copyOf(z, z.length + 2);
    levels[z.length] = 16;
    levels[z.length + 1] = 16;
    return StrataTest.correlated(rows, seed, rxy, noise, levels);
  }

  /** The tables of every stratum, sorted, so that two orders of the strata compare equal. */
  private static List<String> sortedTables(List<int[]> tables) {
    List<String> out = new ArrayList<>();
    for (int[] t : tables) {
      out.add(Arrays.toString(t));
    }
    out.sort(null);
    return out;
  }

  private static void assertMatches(Dataset d, int x, int y, int[] z) {
    FamilyCounter counter = new FamilyCounter(d);
    BitPlanes planes = BitPlanes.of(counter);
    assertNotNull(planes, "rows are not compressed");
    PlaneStrata s = planes.strata(z, 1000);
    List<int[]> expected = StrataTest.bruteForce(d, x, y, z);
    assertEquals(expected.size(), s.count(), "strata of " + Arrays.toString(z));
    int cells = d.cardinality(x) * d.cardinality(y);
    int[] table = s.countPairs(x, y, new int[3]); // too short: a new array is returned
    List<int[]> got = new ArrayList<>();
    int[] sizes = s.sizes();
    for (int k = 0; k < s.count(); k++) {
      int[] t = Arrays.copyOfRange(table, k * cells, (k + 1) * cells);
      assertEquals(Arrays.stream(t).sum(), sizes[k], "size of stratum " + k);
      got.add(t);
    }
    assertEquals(
        sortedTables(expected), sortedTables(got), x + ", " + y + " | " + Arrays.toString(z));
    // a reused scratch gives the same counts
    int[] again = s.countPairs(x, y, new int[table.length + 7]);
    assertArrayEquals(table, Arrays.copyOf(again, table.length));
  }

  @Test
  void tablesMatchPlainGroupingOnAndOffWordBoundaries() {
    for (int rows : new int[] {1, 37, 64, 128, 700, 1001}) {
      Dataset d = uncompressed(rows, rows, 3, 0.3, 2, 3, 4, 2);
      assertMatches(d, 0, 1, new int[0]);
      assertMatches(d, 0, 1, new int[] {2});
      assertMatches(d, 1, 0, new int[] {5, 3});
      assertMatches(d, 0, 2, new int[] {3, 4, 5});
      assertMatches(d, 4, 3, new int[] {0, 1, 2, 5});
    }
  }

  @Test
  void randomTriplesMatch() {
    SplittableRandom rnd = new SplittableRandom(11);
    for (int round = 0; round < 40; round++) {
      int rows = 1 + rnd.nextInt(400);
      int[] levels = new int[5];
      for (int c = 0; c < levels.length; c++) {
        levels[c] = 1 + rnd.nextInt(5); // one-level columns too
      }
      Dataset d = uncompressed(rows, rnd.nextLong(), 1 + rnd.nextInt(4), 0.5, levels);
      int[] cols = {0, 1, 2, 3, 4, 5, 6};
      for (int i = cols.length - 1; i > 0; i--) {
        int j = rnd.nextInt(i + 1);
        int t = cols[i];
        cols[i] = cols[j];
        cols[j] = t;
      }
      int size = rnd.nextInt(4);
      assertMatches(d, cols[0], cols[1], Arrays.copyOfRange(cols, 2, 2 + size));
    }
  }

  @Test
  void refusesTooManyStrataWideColumnsAndCompressedRows() {
    Dataset d = uncompressed(700, 1, 3, 0.9, 4, 4, 4);
    BitPlanes planes = BitPlanes.of(new FamilyCounter(d));
    assertNull(planes.strata(new int[] {2, 3, 4}, 5), "more than 5 strata");
    assertNotNull(planes.strata(new int[] {2}, 5));
    Dataset wide = uncompressed(400, 5, 3, 0.9, 300);
    BitPlanes widePlanes = BitPlanes.of(new FamilyCounter(wide));
    assertNull(widePlanes.strata(new int[] {2}, 1000), "300 levels: no planes");
    assertThrows(IllegalArgumentException.class, () -> widePlanes.planes(2));
    // a budget for the first two columns' planes only (3 levels, 11 words and a 16-byte array
    // header each)
    BitPlanes tight = BitPlanes.of(new FamilyCounter(d), 2 * 3 * (8 * 11 + 16));
    assertEquals(true, tight.covers(0) && tight.covers(1));
    assertEquals(false, tight.covers(2));
    assertNull(tight.strata(new int[] {2}, 1000));
    assertNotNull(tight.strata(new int[] {1}, 1000));
    Dataset repeated = StrataTest.correlated(5000, 4, 2, 0.3, 2, 2, 2);
    FamilyCounter compressed = new FamilyCounter(repeated);
    assertEquals(true, compressed.compressed());
    assertNull(BitPlanes.of(compressed));
  }

  @Test
  void noRowsGiveNoStrata() {
    Dataset empty =
        Dataset.of(
            List.of(
                Variable.discrete("a", List.of("0", "1")),
                Variable.discrete("b", List.of("0", "1"))),
            List.of(new int[0], new int[0]));
    PlaneStrata s = BitPlanes.of(new FamilyCounter(empty)).strata(new int[] {1}, 10);
    assertEquals(0, s.count());
  }

  @Test
  void discreteTestMatchesG2OfTheBruteForceTables() {
    SplittableRandom rnd = new SplittableRandom(5);
    Dataset d = uncompressed(3000, 9, 3, 0.4, 2, 3, 4, 2, 3);
    DiscreteCiTest test = new DiscreteCiTest(d, CiTestType.MI);
    for (int round = 0; round < 30; round++) {
      int x = rnd.nextInt(7);
      int y = (x + 1 + rnd.nextInt(6)) % 7;
      List<Integer> rest = new ArrayList<>();
      for (int c = 0; c < 7; c++) {
        if (c != x && c != y) {
          rest.add(c);
        }
      }
      int size = rnd.nextInt(4);
      int[] z = new int[size];
      for (int i = 0; i < size; i++) {
        z[i] = rest.remove(rnd.nextInt(rest.size()));
      }
      double expected = g2(StrataTest.bruteForce(d, x, y, z), d.cardinality(x), d.cardinality(y));
      double got = test.test(x, y, z).statistic();
      assertEquals(
          expected, got, 1e-9 * Math.max(1, expected), x + ", " + y + " | " + Arrays.toString(z));
    }
  }

  /** G² = 2 Σ n ln(n n_z / (n_x n_y)), written out. */
  private static double g2(List<int[]> tables, int rx, int ry) {
    double sum = 0;
    for (int[] t : tables) {
      double n = Arrays.stream(t).sum();
      for (int a = 0; a < rx; a++) {
        for (int b = 0; b < ry; b++) {
          double nab = t[a * ry + b];
          if (nab == 0) {
            continue;
          }
          double na = 0;
          double nb = 0;
          for (int k = 0; k < ry; k++) {
            na += t[a * ry + k];
          }
          for (int k = 0; k < rx; k++) {
            nb += t[k * ry + b];
          }
          sum += nab * Math.log(nab * n / (na * nb));
        }
      }
    }
    return 2 * sum;
  }
}
