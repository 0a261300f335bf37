package org.structlearn.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Variable;

class DiscreteCpdTest {
  private static final Variable C = Variable.discrete("C", List.of("lo", "hi"));
  private static final Variable A = Variable.discrete("A", List.of("a1", "a2"));
  private static final Variable B = Variable.discrete("B", List.of("b1", "b2", "b3"));

  private static double[] rows(double... firstLevel) {
    double[] p = new double[firstLevel.length * 2];
    for (int j = 0; j < firstLevel.length; j++) {
      p[2 * j] = firstLevel[j];
      p[2 * j + 1] = 1 - firstLevel[j];
    }
    return p;
  }

  @Test
  void firstParentVariesFastest() {
    DiscreteCpd cpd =
        DiscreteCpd.of(C, new int[] {0, 2}, List.of(A, B), rows(0.1, 0.2, 0.3, 0.4, 0.5, 0.6));
    assertEquals(6, cpd.configurations());
    assertEquals(6, cpd.parameterCount());
    assertEquals(1, cpd.config(new int[] {1, 0}));
    assertEquals(2, cpd.config(new int[] {0, 1}));
    assertEquals(5, cpd.config(new int[] {1, 2}));
    assertArrayEquals(new int[] {0, 2}, cpd.parentCodes(4));
    assertEquals(0.5, cpd.probability(0, cpd.config(new int[] {0, 2})));
    assertArrayEquals(new double[] {0.2, 0.8}, cpd.row(1), 1e-15);
  }

  @Test
  void rowNotSummingToOneNamesVariableAndConfiguration() {
    double[] p = rows(0.1, 0.2, 0.3, 0.4, 0.5, 0.6);
    p[7] = 0.5; // configuration 3 = (A = a2, B = b2) now sums to 0.9
    InvalidProbabilityException e =
        assertThrows(
            InvalidProbabilityException.class,
            () -> DiscreteCpd.of(C, new int[] {0, 2}, List.of(A, B), p));
    assertTrue(
        e.getMessage().startsWith("variable 'C', parent configuration (A = a2, B = b2): "),
        e.getMessage());
    assertTrue(e.getMessage().contains("renormalise"), e.getMessage());
  }

  @Test
  void negativeAndNanEntriesAreRejected() {
    assertThrows(
        InvalidProbabilityException.class,
        () -> DiscreteCpd.of(2, new int[0], new int[0], new double[] {-0.5, 1.5}));
    assertThrows(
        InvalidProbabilityException.class,
        () -> DiscreteCpd.of(2, new int[0], new int[0], new double[] {Double.NaN, 1}));
  }

  @Test
  void shapeErrorsAreModelExceptions() {
    ModelException e =
        assertThrows(
            ModelException.class,
            () -> DiscreteCpd.of(2, new int[] {3, 1}, new int[] {2, 2}, new double[8]));
    assertTrue(e.getMessage().contains("sorted ascending"), e.getMessage());
    assertThrows(
        ModelException.class, () -> DiscreteCpd.of(2, new int[] {1}, new int[] {2}, new double[2]));
  }
}
