package org.structlearn.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;

class BayesianNetworkTest {
  private static final Variable X = Variable.discrete("X", List.of("a", "b"));
  private static final Variable Y = Variable.discrete("Y", List.of("u", "v", "w"));
  private static final Dag DAG = Dag.builder(List.of("X", "Y")).addArc("X", "Y").build();
  private static final DiscreteCpd PX =
      DiscreteCpd.of(2, new int[0], new int[0], new double[] {0.25, 0.75});
  private static final DiscreteCpd PY =
      DiscreteCpd.of(3, new int[] {0}, new int[] {2}, new double[] {0.5, 0.5, 0, 0.1, 0.2, 0.7});

  @Test
  void logLikelihoodByHand() {
    BayesianNetwork bn = BayesianNetwork.of(DAG, List.of(X, Y), List.of(PX, PY));
    assertEquals(1 + 2 * 2, bn.parameterCount());
    Dataset d = Dataset.of(List.of(X, Y), List.of(new int[] {0, 1}, new int[] {1, 2}));
    // rows (a, v): 0.25 * 0.5 and (b, w): 0.75 * 0.7
    assertEquals(Math.log(0.25 * 0.5) + Math.log(0.75 * 0.7), bn.logLikelihood(d), 1e-12);
    Dataset impossible = Dataset.of(List.of(X, Y), List.of(new int[] {0}, new int[] {2}));
    assertEquals(Double.NEGATIVE_INFINITY, bn.logLikelihood(impossible));
  }

  @Test
  void inconsistentPartsAreRejected() {
    ModelException parents =
        assertThrows(
            ModelException.class,
            () -> BayesianNetwork.of(Dag.empty(List.of("X", "Y")), List.of(X, Y), List.of(PX, PY)));
    assertTrue(
        parents.getMessage().contains("the table of 'Y' has parents [X]"), parents.getMessage());
    ModelException order =
        assertThrows(
            ModelException.class, () -> BayesianNetwork.of(DAG, List.of(Y, X), List.of(PX, PY)));
    assertTrue(
        order.getMessage().contains("variable 1 is 'Y' but DAG node 1 is 'X'"), order.getMessage());
    ModelException levels =
        assertThrows(
            ModelException.class,
            () ->
                BayesianNetwork.of(
                    DAG, List.of(X, Variable.discrete("Y", List.of("u", "v"))), List.of(PX, PY)));
    assertTrue(levels.getMessage().contains("has 3 levels, the variable 2"), levels.getMessage());
  }

  @Test
  void equalityIsExact() {
    BayesianNetwork a = BayesianNetwork.of(DAG, List.of(X, Y), List.of(PX, PY));
    BayesianNetwork b = BayesianNetwork.of(DAG, List.of(X, Y), List.of(PX, PY));
    DiscreteCpd nudged =
        DiscreteCpd.of(2, new int[0], new int[0], new double[] {0.25, Math.nextUp(0.75)});
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, BayesianNetwork.of(DAG, List.of(X, Y), List.of(nudged, PY)));
  }
}
