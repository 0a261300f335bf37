package org.structlearn.latent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.model.ModelException;

class NaiveBayesModelTest {
  /** Two classes, two children (3 and 2 levels), small enough to sum out by hand. */
  static NaiveBayesModel small() {
    return NaiveBayesModel.of(
        new double[] {0.3, 0.7},
        new double[][][] {
          {{0.5, 0.3, 0.2}, {0.1, 0.1, 0.8}},
          {{0.9, 0.1}, {0.4, 0.6}}
        });
  }

  @Test
  void logLikelihoodAndPosteriorAgreeWithSummingOutByHand() {
    NaiveBayesModel m = small();
    Dataset d = m.sample(50, 3).data();
    double expected = 0;
    double[][] post = m.posterior(d, new int[] {0, 1});
    for (int r = 0; r < d.rows(); r++) {
      int a = d.code(0, r);
      int b = d.code(1, r);
      double p0 = 0.3 * m.cpt(0)[0][a] * m.cpt(1)[0][b];
      double p1 = 0.7 * m.cpt(0)[1][a] * m.cpt(1)[1][b];
      expected += Math.log(p0 + p1);
      assertEquals(p0 / (p0 + p1), post[r][0], 1e-12);
      assertEquals(p1 / (p0 + p1), post[r][1], 1e-12);
    }
    assertEquals(expected, m.logLikelihood(d, new int[] {0, 1}), 1e-9);
  }

  @Test
  void sampleFollowsThePriorAndKeepsTheTrueClasses() {
    NaiveBayesModel m = small();
    NaiveBayesModel.Sample s = m.sample(20_000, 11);
    int ones = 0;
    for (int c : s.classes()) {
      ones += c;
    }
    assertEquals(0.7, ones / 20_000.0, 0.02);
    assertEquals(List.of("O1", "O2"), s.data().names());
    assertEquals(3, s.data().cardinality(0));
    assertEquals(s.data(), m.sample(20_000, 11).data(), "same seed, same rows");
  }

  @Test
  void randomModelsAreSeededDirichletDraws() {
    int[] levels = {3, 4};
    NaiveBayesModel a = NaiveBayesModel.random(3, levels, 5, 42);
    assertEquals(a, NaiveBayesModel.random(3, levels, 5, 42));
    assertNotEquals(a, NaiveBayesModel.random(3, levels, 5, 43));
    // a large Dirichlet parameter concentrates every distribution near uniform (shape, not scale)
    NaiveBayesModel flat = NaiveBayesModel.random(3, levels, 10_000, 1);
    for (double p : flat.prior()) {
      assertEquals(1 / 3.0, p, 0.02);
    }
    for (double p : flat.cpt(1)[2]) {
      assertEquals(0.25, p, 0.02);
    }
    assertEquals(2 + 3 * 2 + 3 * 3, a.parameterCount());
  }

  @Test
  void badModelsAreRefusedNamingTheProblem() {
    ModelException k1 =
        assertThrows(ModelException.class, () -> NaiveBayesModel.random(1, new int[] {3}, 5, 1));
    assertTrue(k1.getMessage().contains("k >= 2"), k1.getMessage());
    ModelException sum =
        assertThrows(
            ModelException.class,
            () ->
                NaiveBayesModel.of(
                    new double[] {0.5, 0.5}, new double[][][] {{{0.5, 0.6}, {0.5, 0.5}}}));
    assertTrue(sum.getMessage().contains("P(child 0 | class 0)"), sum.getMessage());
    assertThrows(
        ModelException.class, () -> NaiveBayesModel.of(new double[] {0.5, 0.5}, new double[0][][]));
    assertThrows(ModelException.class, () -> small().withNames("L", List.of("only one")));
  }

  @Test
  void columnsAreCheckedAgainstTheChildren() {
    NaiveBayesModel m = small();
    Dataset d = m.sample(10, 1).data();
    DataException range =
        assertThrows(DataException.class, () -> m.logLikelihood(d, new int[] {0, 5}));
    assertTrue(range.getMessage().contains("column index 5"), range.getMessage());
    DataException levels =
        assertThrows(DataException.class, () -> m.logLikelihood(d, new int[] {1, 0}));
    assertTrue(levels.getMessage().contains("'O2' has 2 levels"), levels.getMessage());
    Dataset cont =
        Dataset.of(
            List.of(Variable.continuous("x"), Variable.discrete("y", List.of("a", "b"))),
            List.of(new double[] {0.5}, new int[] {1}));
    DataException c = assertThrows(DataException.class, () -> m.posterior(cont, new int[] {0, 1}));
    assertTrue(c.getMessage().contains("column 'x' is continuous"), c.getMessage());
    assertTrue(c.getMessage().contains("--discrete"), c.getMessage());
  }
}
