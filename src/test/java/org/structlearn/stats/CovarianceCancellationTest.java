package org.structlearn.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.structlearn.InterruptedRunException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/** The covariance pass checks for an interrupt per column and keeps the flag set. */
class CovarianceCancellationTest {
  @AfterEach
  void clearFlag() {
    Thread.interrupted();
  }

  @Test
  void anInterruptedThreadStopsBeforeTheFirstColumn() {
    List<Variable> vars = new ArrayList<>();
    List<Object> cols = new ArrayList<>();
    for (int c = 0; c < 4; c++) {
      vars.add(Variable.continuous("C" + c));
      cols.add(new double[] {1, 2 + c, 3, 5});
    }
    Dataset data = Dataset.of(vars, cols);
    Thread.currentThread().interrupt();
    InterruptedRunException e =
        assertThrows(InterruptedRunException.class, () -> CovarianceStatistics.of(data));
    assertEquals(
        "covariance computation interrupted after 0 of 4 columns (4 rows)", e.getMessage());
    assertTrue(Thread.currentThread().isInterrupted());
  }
}
