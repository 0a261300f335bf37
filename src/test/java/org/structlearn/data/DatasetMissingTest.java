package org.structlearn.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Missing cells in a {@link Dataset}: the sentinels, the mask, and the refusals. */
class DatasetMissingTest {
  private static final Variable A = Variable.discrete("A", List.of("a", "b", "c"));
  private static final Variable X = Variable.continuous("x");

  private static Dataset holed() {
    return Dataset.withMissing(
        List.of(A, X), List.of(new int[] {0, -1, 2, 1, -1}, new double[] {1, Double.NaN, 3, 4, 5}));
  }

  @Test
  void sentinelsBecomeMaskedCellsAndComeBackOut() {
    Dataset d = holed();
    assertTrue(d.hasMissing());
    assertEquals(3, d.missing().total());
    assertEquals(2, d.missing().count(0));
    assertEquals(1, d.missing().count(1));
    assertTrue(d.missing().isMissing(0, 1));
    assertFalse(d.missing().isMissing(1, 4));
    assertEquals(1, d.missing().firstMissingRow(0));
    assertArrayEquals(new int[] {0, -1, 2, 1, -1}, d.codesWithMissing(0));
    assertArrayEquals(new double[] {1, Double.NaN, 3, 4, 5}, d.valuesWithMissing(1), 0);
    assertEquals(Dataset.MISSING_CODE, d.codeOrMissing(0, 4));
    assertEquals(2, d.codeOrMissing(0, 2));
    assertTrue(Double.isNaN(d.valueOrMissing(1, 1)));
    assertEquals("NA", d.text(0, 1));
    assertEquals("c", d.text(0, 2));
    assertArrayEquals(new int[] {0, 2, 3}, d.missing().completeRows());
    assertTrue(d.toString().contains("3 missing cells"), d.toString());
  }

  @Test
  void everyRawAccessorRefusesAColumnWithMissingCellsNamingIt() {
    Dataset d = holed();
    for (Runnable r :
        List.<Runnable>of(
            () -> d.discreteCodes(0),
            () -> d.codesOf(0),
            () -> d.continuousValues(1),
            () -> d.code(0, 1),
            () -> d.value(1, 1))) {
      DataException e = assertThrows(DataException.class, r::run);
      assertTrue(e.getMessage().contains("missing cell"), e.getMessage());
      assertTrue(e.getMessage().contains("structural EM"), e.getMessage());
    }
    // an observed cell of a column with holes is still readable one by one
    assertEquals(2, d.code(0, 2));
    assertEquals(4.0, d.value(1, 3));
  }

  @Test
  void rowsColumnsAndLevelsCarryTheMask() {
    Dataset d = holed();
    Dataset some = d.rows(new int[] {4, 0, 1});
    assertArrayEquals(new int[] {-1, 0, -1}, some.codesWithMissing(0));
    assertArrayEquals(new double[] {5, 1, Double.NaN}, some.valuesWithMissing(1), 0);
    Dataset x = d.select(List.of("x"));
    assertEquals(1, x.missing().total());
    assertEquals(3, d.head(3).missing().total() + 1);
    Dataset complete = d.dropIncomplete();
    assertFalse(complete.hasMissing());
    assertArrayEquals(new int[] {0, 2, 1}, complete.codesOf(0));
    Dataset relevel = d.withLevels("A", List.of("c", "b", "a", "z"));
    assertArrayEquals(new int[] {2, -1, 0, 1, -1}, relevel.codesWithMissing(0));
    assertEquals(holed(), d);
    assertEquals(holed().hashCode(), d.hashCode());
    assertNotEquals(d, complete);
  }

  @Test
  void adoptedMasksAndPlaceholdersGiveEqualDataSets() {
    boolean[] mask = {false, true, false, false, true};
    Dataset adopted =
        Dataset.adopt(
            List.of(A, X),
            List.of(new int[] {0, 2, 2, 1, 1}, new double[] {1, 7, 3, 4, 5}),
            java.util.Arrays.asList(mask, new boolean[] {false, true, false, false, false}));
    assertEquals(holed(), adopted);
    assertThrows(
        DataException.class,
        () ->
            Dataset.adopt(
                List.of(A), List.of(new int[] {0, 1}), List.of(new boolean[] {true, false, true})));
  }

  @Test
  void withMissingStillRefusesInfinityAndOutOfRangeCodes() {
    assertThrows(
        DataException.class,
        () -> Dataset.withMissing(List.of(X), List.of(new double[] {1, Double.POSITIVE_INFINITY})));
    assertThrows(
        DataException.class, () -> Dataset.withMissing(List.of(A), List.of(new int[] {0, -2})));
    Dataset none = Dataset.withMissing(List.of(A), List.of(new int[] {0, 1}));
    assertFalse(none.hasMissing());
    assertEquals(Dataset.of(List.of(A), List.of(new int[] {0, 1})), none);
  }
}
