package org.structlearn.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class IncompleteDatasetTest {
  private final List<Variable> vars =
      List.of(Variable.discrete("A", List.of("a", "b")), Variable.continuous("X"));

  private IncompleteDataset table() {
    return IncompleteDataset.of(
        vars, List.of(new int[] {0, -1, 1, 1}, new double[] {1.5, 2, Double.NaN, 4}));
  }

  @Test
  void missingCellsAreCodeMinusOneAndNan() {
    IncompleteDataset t = table();
    assertTrue(t.isMissing(0, 1));
    assertTrue(t.isMissing(1, 2));
    assertFalse(t.isMissing(0, 0));
    assertEquals(IncompleteDataset.MISSING_CODE, t.code(0, 1));
    assertEquals(2, t.missingCells());
    assertEquals(1, t.missingCount(0));
    assertArrayEquals(new int[] {0, 3}, t.completeRowIndices());
  }

  @Test
  void completeRowsDropTheIncompleteOnesAndKeepTheLevels() {
    Dataset d = table().completeRows();
    assertEquals(2, d.rows());
    assertEquals(vars, d.variables());
    assertEquals(1, d.code(0, 1));
    assertEquals(4, d.value(1, 1));
    assertThrows(DataException.class, () -> table().toDataset());
  }

  @Test
  void withValuesFillsOnlyTheMissingCells() {
    Dataset filled = Dataset.of(vars, List.of(new int[] {1, 1, 0, 0}, new double[] {9, 9, 9, 9}));
    Dataset d = table().withValues(filled);
    assertArrayEquals(new int[] {0, 1, 1, 1}, d.codesOf(0));
    assertArrayEquals(new double[] {1.5, 2, 9, 4}, d.continuousValues(1));
  }

  @Test
  void aCompleteDatasetRoundTrips() {
    Dataset d = Dataset.of(vars, List.of(new int[] {0, 1}, new double[] {1, 2}));
    IncompleteDataset t = IncompleteDataset.complete(d);
    assertTrue(t.isComplete());
    assertEquals(d, t.toDataset());
  }

  @Test
  void badCellsAreRefused() {
    assertThrows(
        DataException.class,
        () -> IncompleteDataset.of(vars, List.of(new int[] {2}, new double[] {1})));
    assertThrows(
        DataException.class,
        () ->
            IncompleteDataset.of(
                vars, List.of(new int[] {0}, new double[] {Double.POSITIVE_INFINITY})));
  }
}
