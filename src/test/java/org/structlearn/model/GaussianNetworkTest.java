package org.structlearn.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;

class GaussianNetworkTest {
  /** A -> C <- B with C = 1 + 2 A - 0.5 B + N(0, 0.5^2), A ~ N(0, 1), B ~ N(3, 2^2). */
  static GaussianNetwork abc() {
    Dag dag = Dag.builder(List.of("A", "B", "C")).addArc("A", "C").addArc("B", "C").build();
    return GaussianNetwork.of(
        dag,
        List.of(
            LinearGaussianCpd.root(0, 1),
            LinearGaussianCpd.root(3, 2),
            LinearGaussianCpd.of(1, new int[] {0, 1}, new double[] {2, -0.5}, 0.5)));
  }

  private static double logPhi(double x, double mean, double sd) {
    double z = (x - mean) / sd;
    return -0.5 * Math.log(2 * Math.PI) - Math.log(sd) - 0.5 * z * z;
  }

  /** The log-likelihood summed by hand, density by density, with columns in another order. */
  @Test
  void logLikelihoodIsTheSumOfNormalLogDensities() {
    double[] a = {0.3, -1.2};
    double[] b = {2.5, 4.0};
    double[] c = {1.1, -2.0};
    Dataset data =
        Dataset.of(
            List.of(
                Variable.continuous("C"),
                Variable.continuous("other"),
                Variable.continuous("A"),
                Variable.continuous("B")),
            List.of(c, new double[] {9, 9}, a, b));
    double expected = 0;
    for (int r = 0; r < 2; r++) {
      expected +=
          logPhi(a[r], 0, 1) + logPhi(b[r], 3, 2) + logPhi(c[r], 1 + 2 * a[r] - 0.5 * b[r], 0.5);
    }
    assertEquals(expected, abc().logLikelihood(data), 1e-12);
  }

  /** bnlearn counts Σ (|pa| + 2): aic-g - loglik-g = 21 on gaussian.test (7 nodes, 7 arcs). */
  @Test
  void parameterCountIsParentsPlusTwoPerNode() {
    assertEquals(2 + 2 + 4, abc().parameterCount());
  }

  @Test
  void missingOrDiscreteColumnIsNamed() {
    Dataset noB =
        Dataset.of(
            List.of(Variable.continuous("A"), Variable.continuous("C")),
            List.of(new double[] {1}, new double[] {2}));
    DataException missing = assertThrows(DataException.class, () -> abc().logLikelihood(noB));
    assertTrue(missing.getMessage().contains("'B'"), missing.getMessage());
    Dataset discreteB =
        Dataset.of(
            List.of(
                Variable.continuous("A"),
                Variable.discrete("B", List.of("lo", "hi")),
                Variable.continuous("C")),
            List.of(new double[] {1}, new int[] {1}, new double[] {2}));
    DataException discrete =
        assertThrows(DataException.class, () -> abc().logLikelihood(discreteB));
    assertTrue(discrete.getMessage().contains("'B' is discrete"), discrete.getMessage());
  }

  @Test
  void ofRejectsTablesThatDisagreeWithTheDag() {
    Dag dag = abc().dag();
    LinearGaussianCpd root = LinearGaussianCpd.root(0, 1);
    ModelException count =
        assertThrows(ModelException.class, () -> GaussianNetwork.of(dag, List.of(root, root)));
    assertTrue(count.getMessage().contains("3 nodes but 2 tables"), count.getMessage());
    ModelException parents =
        assertThrows(
            ModelException.class, () -> GaussianNetwork.of(dag, List.of(root, root, root)));
    assertTrue(
        parents.getMessage().contains("'C' has parents [] but the DAG gives [A, B]"),
        parents.getMessage());
  }

  @Test
  void cpdRejectsBadNumbers() {
    assertThrows(ModelException.class, () -> LinearGaussianCpd.root(0, 0));
    assertThrows(ModelException.class, () -> LinearGaussianCpd.root(0, -1));
    assertThrows(ModelException.class, () -> LinearGaussianCpd.root(0, Double.NaN));
    assertThrows(ModelException.class, () -> LinearGaussianCpd.root(Double.NaN, 1));
    assertThrows(
        ModelException.class,
        () -> LinearGaussianCpd.of(0, new int[] {0}, new double[] {Double.POSITIVE_INFINITY}, 1));
    assertThrows(
        ModelException.class, () -> LinearGaussianCpd.of(0, new int[] {1, 0}, new double[2], 1));
    assertThrows(
        ModelException.class, () -> LinearGaussianCpd.of(0, new int[] {0}, new double[2], 1));
  }

  @Test
  void valueSemanticsAndSummary() {
    assertEquals(abc(), abc());
    assertEquals(abc().hashCode(), abc().hashCode());
    GaussianNetwork other =
        GaussianNetwork.of(
            abc().dag(),
            List.of(
                LinearGaussianCpd.root(0, 1),
                LinearGaussianCpd.root(3, 2),
                LinearGaussianCpd.of(1, new int[] {0, 1}, new double[] {2, -0.25}, 0.5)));
    assertNotEquals(abc(), other);
    String s = abc().toString();
    assertTrue(s.contains("linear Gaussian"), s);
    assertTrue(s.contains("[A][B][C|A:B]"), s);
    assertTrue(s.contains("C = 1 + 2 * A - 0.5 * B + N(0, 0.5^2)"), s);
    assertTrue(s.contains("parameters: 8"), s);
  }
}
