package org.structlearn.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DatasetTest {
  private static Dataset small() {
    return Dataset.of(
        List.of(Variable.discrete("A", List.of("a", "b", "c")), Variable.continuous("x")),
        List.of(new int[] {0, 1, 2, 1, 0}, new double[] {1, 2, 3, 4, 5}));
  }

  @Test
  void storesDiscreteCellsInOneBytePerCellUpTo256Levels() {
    Dataset d = small();
    assertEquals(5, d.discreteCodes(0).length);
    assertArrayEquals(new int[] {0, 1, 2, 1, 0}, d.codesOf(0));
    String[] many = new String[300];
    Arrays.setAll(many, i -> "l" + i);
    Dataset wide =
        Dataset.of(List.of(Variable.discrete("W", List.of(many))), List.of(new int[] {299, 0}));
    assertEquals(299, wide.code(0, 0));
    assertThrows(DataException.class, () -> wide.discreteCodes(0));
    byte[] full = {(byte) 255};
    String[] l256 = Arrays.copyOf(many, 256);
    assertEquals(
        255, Dataset.of(List.of(Variable.discrete("B", List.of(l256))), List.of(full)).code(0, 0));
  }

  @Test
  void rejectsCodesOutOfRangeAndRaggedColumns() {
    Variable a = Variable.discrete("A", List.of("x", "y"));
    DataException e =
        assertThrows(DataException.class, () -> Dataset.of(List.of(a), List.of(new int[] {0, 2})));
    assertTrue(e.getMessage().contains("row 2"), e.getMessage());
    assertThrows(
        DataException.class,
        () ->
            Dataset.of(
                List.of(a, Variable.continuous("x")), List.of(new int[] {0}, new double[] {1, 2})));
    assertThrows(
        DataException.class,
        () -> Dataset.of(List.of(Variable.continuous("x")), List.of(new double[] {Double.NaN})));
  }

  @Test
  void duplicateNamesAreRefused() {
    Variable a = Variable.continuous("A");
    DataException e =
        assertThrows(
            DataException.class,
            () -> Dataset.of(List.of(a, a), List.of(new double[] {1}, new double[] {2})));
    assertTrue(e.getMessage().contains("duplicate column name 'A'"));
  }

  @Test
  void bootstrapIsSeededAndDrawsFromTheRows() {
    Dataset d = small();
    assertEquals(d.bootstrap(7), d.bootstrap(7));
    Dataset b = d.bootstrap(7);
    assertEquals(d.rows(), b.rows());
    for (int r = 0; r < b.rows(); r++) {
      double x = b.value(1, r);
      assertEquals(d.code(0, (int) x - 1), b.code(0, r), "rows stay intact");
    }
    assertNotEquals(d.bootstrap(1), d.bootstrap(2));
  }

  @Test
  void foldsPartitionTheRowsDeterministically() {
    double[] x = new double[103];
    Arrays.setAll(x, i -> i);
    Dataset d = Dataset.of(List.of(Variable.continuous("x")), List.of(x));
    List<Dataset.Fold> folds = d.folds(10, 42);
    Set<Integer> seen = new HashSet<>();
    for (Dataset.Fold f : folds) {
      assertTrue(f.test().rows() == 10 || f.test().rows() == 11);
      assertEquals(103, f.train().rows() + f.test().rows());
      for (int r : f.testRows()) {
        assertTrue(seen.add(r), "row in two folds");
      }
    }
    assertEquals(103, seen.size());
    assertArrayEquals(folds.get(3).testRows(), d.folds(10, 42).get(3).testRows());
    assertThrows(DataException.class, () -> d.folds(1, 1));
  }

  @Test
  void withLevelsAddsUnobservedLevelsAndRecodes() {
    Dataset d = small().withLevels("A", List.of("c", "z", "b", "a"));
    assertEquals(4, d.cardinality(0));
    assertArrayEquals(new int[] {3, 2, 0, 2, 3}, d.codesOf(0));
    assertThrows(DataException.class, () -> small().withLevels("A", List.of("a", "b")));
  }

  @Test
  void rowsAndSelectSubset() {
    Dataset d = small();
    Dataset s = d.rows(new int[] {4, 0}).select(List.of("x"));
    assertEquals(List.of("x"), s.names());
    assertArrayEquals(new double[] {5, 1}, s.continuousValues(0), 0);
    assertEquals(2, d.head(2).rows());
    DataException e = assertThrows(DataException.class, () -> d.select(List.of("nope")));
    assertTrue(e.getMessage().contains("'nope'"));
    DataException twice = assertThrows(DataException.class, () -> d.select(List.of("A", "x", "A")));
    assertEquals(
        "column 'A' is selected twice (items 1 and 3 of the list); name each column once",
        twice.getMessage());
    DataException dup =
        assertThrows(
            DataException.class,
            () ->
                Dataset.of(
                    List.of(Variable.continuous("x"), Variable.continuous("x")),
                    List.of(new double[] {1}, new double[] {2})));
    assertTrue(dup.getMessage().contains("(columns 1 and 2)"), dup.getMessage());
  }
}
