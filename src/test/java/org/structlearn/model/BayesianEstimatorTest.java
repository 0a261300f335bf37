package org.structlearn.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;

class BayesianEstimatorTest {

  /**
   * X in {a, b, c} -> Y in {u, v}; rows (a,u), (a,u), (a,v), (b,v); iss = 4. Worked by hand with
   * alpha = iss / (q * r) per cell, theta = (n_jk + alpha) / (n_j + r * alpha):
   *
   * <ul>
   *   <li>X: q = 1, r = 3, alpha = 4/3: a = (3 + 4/3) / 8 = 13/24, b = 7/24, c = 4/24;
   *   <li>Y | X: q = 3, r = 2, alpha = 2/3: Y=u | a = (2 + 2/3) / (3 + 4/3) = 8/13, Y=u | b = (2/3)
   *       / (7/3) = 2/7, Y=u | c = 1/2 (no data).
   * </ul>
   */
  @Test
  void handComputedDirichletPosteriorMeans() {
    Variable x = Variable.discrete("X", List.of("a", "b", "c"));
    Variable y = Variable.discrete("Y", List.of("u", "v"));
    // columns in the other order than the DAG's nodes: matching is by name
    Dataset d = Dataset.of(List.of(y, x), List.of(new int[] {0, 0, 1, 1}, new int[] {0, 0, 0, 1}));
    Dag dag = Dag.builder(List.of("X", "Y")).addArc("X", "Y").build();
    BayesianNetwork bn = new BayesianEstimator(4).fit(dag, d);
    assertEquals(13.0 / 24, bn.cpd(0).probability(0, 0), 1e-15);
    assertEquals(7.0 / 24, bn.cpd(0).probability(1, 0), 1e-15);
    assertEquals(4.0 / 24, bn.cpd(0).probability(2, 0), 1e-15);
    assertEquals(8.0 / 13, bn.cpd(1).probability(0, 0), 1e-15);
    assertEquals(5.0 / 13, bn.cpd(1).probability(1, 0), 1e-15);
    assertEquals(2.0 / 7, bn.cpd(1).probability(0, 1), 1e-15);
    assertEquals(0.5, bn.cpd(1).probability(0, 2), 1e-15);
    assertEquals(5, bn.parameterCount());
    assertEquals(List.of(x, y), bn.variables());
  }

  @Test
  void rejectsNonPositiveIss() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new BayesianEstimator(0));
    assertEquals(
        "iss (the imaginary sample size) must be a number in [1e-100, 1e100] (a Dirichlet"
            + " hyperparameter), was 0.0",
        e.getMessage());
  }
}
