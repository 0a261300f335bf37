package org.structlearn.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;

/**
 * {@link RowKeys}, the row-by-row count that keeps the keys of S across the families S ∪ {x}: every
 * table equals the plain dense count written out here (first parent fastest), in hill climbing's
 * call order (one child's candidates in turn, with its deletions between) and in random orders with
 * unsorted parents, so that x falls at every position and the kept keys are reused, replaced and
 * guessed wrong.
 */
class RowKeysTest {

  /** The plain dense table: configuration index (first parent fastest) times r plus the level. */
  static int[] plain(Dataset d, int node, int[] parents) {
    int r = d.cardinality(node);
    int q = 1;
    for (int p : parents) {
      q *= d.cardinality(p);
    }
    int[] t = new int[q * r];
    int[] y = d.codesOf(node);
    for (int i = 0; i < d.rows(); i++) {
      int cfg = 0;
      int stride = 1;
      for (int p : parents) {
        cfg += d.codesOf(p)[i] * stride;
        stride *= d.cardinality(p);
      }
      t[cfg * r + y[i]]++;
    }
    return t;
  }

  private static void check(FamilyCounter c, Dataset d, int node, int[] parents) {
    FamilyCounts got = c.countDense(node, parents);
    assertFalse(got.isSparse());
    assertArrayEquals(
        plain(d, node, parents),
        Arrays.copyOf(got.counts(), got.rowsStored() * got.levels()),
        node + " | " + Arrays.toString(parents));
  }

  @Test
  void hillClimbingOrder() {
    Dataset d = CountPathsTest.chained(new int[] {7, 3, 12, 5, 2, 9, 4, 6}, 2500, 5);
    FamilyCounter c = new FamilyCounter(d);
    int[][] parentSets = {{}, {1}, {1, 4}, {0, 3, 6}};
    for (int node = 0; node < d.columns(); node++) {
      for (int[] s : parentSets) {
        if (Arrays.binarySearch(s, node) >= 0) {
          continue;
        }
        check(c, d, node, s.length == 0 ? new int[] {node == 0 ? 1 : 0} : s);
        for (int i = 0; i < d.columns(); i++) {
          if (i == node) {
            continue;
          }
          int pos = Arrays.binarySearch(s, i);
          int[] family;
          if (pos >= 0) { // a deletion between the additions
            family = new int[s.length - 1];
            System.arraycopy(s, 0, family, 0, pos);
            System.arraycopy(s, pos + 1, family, pos, s.length - pos - 1);
          } else {
            family = Arrays.copyOf(s, s.length + 1);
            family[s.length] = i;
            Arrays.sort(family);
          }
          if (family.length > 0) {
            check(c, d, node, family);
          }
        }
      }
    }
  }

  @Test
  void randomOrders() {
    Dataset d = CountPathsTest.chained(new int[] {4, 10, 3, 8, 2, 6, 5}, 1800, 9);
    FamilyCounter c = new FamilyCounter(d);
    SplittableRandom rnd = new SplittableRandom(3);
    for (int t = 0; t < 300; t++) {
      int node = rnd.nextInt(d.columns());
      int[] parents =
          rnd.ints(1 + rnd.nextInt(3), 0, d.columns()).filter(p -> p != node).distinct().toArray();
      if (parents.length > 0) {
        check(c, d, node, parents);
      }
    }
  }
}
