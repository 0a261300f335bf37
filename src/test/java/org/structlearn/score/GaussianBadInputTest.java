package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.stats.ConstantColumnException;
import org.structlearn.stats.NotContinuousException;
import org.structlearn.stats.SingularCovarianceException;

/** Data a Gaussian score cannot take, the typed errors that say why, and the ridge way out. */
class GaussianBadInputTest {

  /** Seeded data: A, B normal; C = 2A − B + 1 exactly (collinear); D = A + noise; E = 4.2. */
  static Dataset data(int rows) {
    SplittableRandom rnd = new SplittableRandom(7);
    double[][] cols = new double[5][rows];
    for (int r = 0; r < rows; r++) {
      double a = rnd.nextDouble() * 2 - 1;
      double b = rnd.nextDouble() * 2 - 1;
      cols[0][r] = a;
      cols[1][r] = b;
      cols[2][r] = 2 * a - b + 1;
      cols[3][r] = a + 0.5 * (rnd.nextDouble() - 0.5);
      cols[4][r] = 4.2;
    }
    List<Variable> vs = new ArrayList<>();
    List<Object> cs = new ArrayList<>();
    for (int c = 0; c < 5; c++) {
      vs.add(Variable.continuous(String.valueOf((char) ('A' + c))));
      cs.add(cols[c]);
    }
    return Dataset.of(vs, cs);
  }

  static Dataset withoutConstant() {
    return data(200).select(List.of("A", "B", "C", "D"));
  }

  @Test
  void discreteColumnIsNamed() {
    List<Variable> vs =
        List.of(Variable.continuous("X"), Variable.discrete("Smoker", List.of("no", "yes")));
    Dataset mixed = Dataset.of(vs, List.of(new double[] {1, 2, 3}, new int[] {0, 1, 0}));
    NotContinuousException e =
        assertThrows(NotContinuousException.class, () -> GaussianScoreSpec.bicG().bind(mixed));
    assertEquals("Smoker", e.column());
    assertTrue(e.getMessage().contains("'Smoker' is discrete"), e.getMessage());
    assertTrue(e.getMessage().contains("discrete score"), e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(GaussianScoreType.class)
  void constantColumnIsNamedUnlessARidgeIsSet(GaussianScoreType type) {
    Dataset data = data(200).select(List.of("A", "E"));
    ConstantColumnException e =
        assertThrows(ConstantColumnException.class, () -> GaussianScoreSpec.of(type).bind(data));
    assertEquals("E", e.column());
    assertTrue(e.getMessage().contains("'E' is constant"), e.getMessage());
    assertTrue(e.getMessage().contains("ridge"), e.getMessage());
    LocalScore ridged = GaussianScoreSpec.of(type).withRidge(1e-6).bind(data);
    assertTrue(Double.isFinite(ridged.local(1, new int[] {0})));
    assertTrue(Double.isFinite(ridged.local(0, new int[] {1})));
  }

  @ParameterizedTest
  @EnumSource(
      value = GaussianScoreType.class,
      names = {"LOGLIK_G", "AIC_G", "BIC_G", "PENALIZED_LL"})
  void collinearFamilyNamesNodeAndParentsAndSuggestsTheRidge(GaussianScoreType type) {
    Dataset data = withoutConstant();
    LocalScore score = GaussianScoreSpec.of(type).bind(data);
    assertTrue(Double.isFinite(score.local(2, new int[] {0})), "C on A alone is fine");
    SingularCovarianceException child =
        assertThrows(SingularCovarianceException.class, () -> score.local(2, new int[] {0, 1}));
    assertEquals("C", child.node());
    assertEquals(List.of("A", "B"), child.parents());
    assertTrue(child.getMessage().contains("node 'C' with parents [A, B]"), child.getMessage());
    assertTrue(child.getMessage().contains("ridge"), child.getMessage());
    SingularCovarianceException parents =
        assertThrows(SingularCovarianceException.class, () -> score.local(3, new int[] {0, 1, 2}));
    assertEquals("D", parents.node());
    assertEquals(List.of("A", "B", "C"), parents.parents());

    LocalScore ridged = GaussianScoreSpec.of(type).withRidge(1e-6).bind(data);
    assertTrue(Double.isFinite(ridged.local(2, new int[] {0, 1})));
    assertTrue(Double.isFinite(ridged.local(3, new int[] {0, 1, 2})));
    assertTrue(
        ridged.local(2, new int[] {0, 1}) > ridged.local(2, new int[] {0}),
        "with a ridge the exact fit is still by far the best family");
  }

  /** BGe adds its prior scale t·I to the scatter matrix, so collinear data stay scoreable. */
  @Test
  void bgeScoresCollinearFamiliesThroughItsPrior() {
    LocalScore bge = GaussianScoreSpec.bge().bind(withoutConstant());
    assertTrue(Double.isFinite(bge.local(2, new int[] {0, 1})));
    assertTrue(Double.isFinite(bge.local(3, new int[] {0, 1, 2})));
  }

  @Test
  void tooFewRowsForTheUnbiasedVarianceSaysHowMany() {
    Dataset tiny = data(3).select(List.of("A", "B", "D"));
    LocalScore bic = GaussianScoreSpec.bicG().bind(tiny);
    DataException e = assertThrows(DataException.class, () -> bic.local(2, new int[] {0, 1}));
    assertTrue(e.getMessage().contains("'D' with 2 parents needs at least 4 rows"), e.getMessage());
  }

  @Test
  void specRejectsBadHyperParametersNamingThem() {
    IllegalArgumentException lambda =
        assertThrows(IllegalArgumentException.class, () -> GaussianScoreSpec.penalized(-1));
    assertEquals("lambda must be a number in [0, 1e100], was -1.0", lambda.getMessage());
    IllegalArgumentException ridge =
        assertThrows(
            IllegalArgumentException.class, () -> GaussianScoreSpec.bicG().withRidge(-1e-3));
    assertEquals("ridge must be a number in [0, 1e100], was -0.001", ridge.getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> GaussianScoreSpec.bge().withBgePrior(0, Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> new GaussianScoreSpec(null, 0, 0, 1, 5));
    IllegalArgumentException issW =
        assertThrows(
            IllegalArgumentException.class,
            () -> GaussianScoreSpec.bge().withBgePrior(1, 5).bind(withoutConstant()));
    assertEquals("issW must be > columns + 1 = 5 for BGe, was 5.0", issW.getMessage());
  }
}
