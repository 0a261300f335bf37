package org.structlearn.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.model.GaussianMaximumLikelihoodEstimator;
import org.structlearn.model.MaximumLikelihoodEstimator;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.SearchOptions;

class CrossValidationTest {
  private static Dataset gaussian;
  private static Dag gaussianTruth;

  @BeforeAll
  static void load() {
    gaussian = DatasetReader.read(DataLocation.resolve("bnlearn/gaussian.test.csv"));
    gaussianTruth =
        GaussianNetworkJson.read(DataLocation.resolve("gaussian/gaussian.test.json")).dag();
  }

  private static Function<Dataset, Dag> fixed(Dag dag) {
    return data -> dag;
  }

  @Test
  void deterministicPerSeedAndEachFoldScoredAsDefined() {
    CrossValidation cv = new CrossValidation(10, 42L);
    CvResult a = cv.run(gaussian, fixed(gaussianTruth));
    CvResult b = cv.run(gaussian, fixed(gaussianTruth));
    assertEquals(a, b);
    assertEquals(10, a.folds());
    assertEquals(42L, a.seed());
    assertEquals(Arrays.stream(a.foldLosses()).average().orElseThrow(), a.meanLoss(), 1e-12);
    CvResult other = new CrossValidation(10, 43L).run(gaussian, fixed(gaussianTruth));
    assertFalse(Arrays.equals(a.foldLosses(), other.foldLosses()));
    // fold 3 recomputed by hand from the same split
    Dataset.Fold fold = gaussian.folds(10, 42L).get(3);
    double ll =
        new GaussianMaximumLikelihoodEstimator()
            .fit(gaussianTruth, fold.train())
            .logLikelihood(fold.test());
    assertEquals(-ll / fold.test().rows(), a.foldLosses()[3], 1e-12);
    String s = a.toString();
    assertTrue(s.startsWith("10-fold cross-validation (seed 42)"), s);
    assertTrue(s.contains("mean loss:"), s);
  }

  /**
   * The true DAG predicts held-out rows better than the empty one. Per row, the gap is about the
   * entropy the arcs explain: in gaussian.test F has residual sd 1 against a marginal sd above 10,
   * so the true DAG wins by more than one nat per row.
   */
  @Test
  void trueDagBeatsEmptyDagOnGaussianTest() {
    CrossValidation cv = new CrossValidation(5, 7L);
    double truth = cv.run(gaussian, fixed(gaussianTruth)).meanLoss();
    double empty = cv.run(gaussian, fixed(Dag.empty(gaussianTruth.names()))).meanLoss();
    assertTrue(truth + 1 < empty, truth + " vs " + empty);
  }

  /** An id column the learner ignores shows which rows each fold trained on. */
  @Test
  void everyRowIsHeldOutExactlyOnce() {
    int n = 103;
    Dataset head = gaussian.head(n);
    double[] ids = new double[n];
    Arrays.setAll(ids, i -> i);
    List<Variable> vars = new ArrayList<>(head.variables());
    vars.add(Variable.continuous("id"));
    List<Object> cols = new ArrayList<>();
    for (int c = 0; c < head.columns(); c++) {
      cols.add(head.continuousValues(c));
    }
    cols.add(ids);
    Dataset withIds = Dataset.of(vars, cols);
    int[] heldOut = new int[n];
    int[] calls = {0};
    CvResult r =
        new CrossValidation(4, 11L)
            .run(
                withIds,
                train -> {
                  calls[0]++;
                  boolean[] seen = new boolean[n];
                  for (double id : train.continuousValues(train.require("id"))) {
                    seen[(int) id] = true;
                  }
                  for (int i = 0; i < n; i++) {
                    heldOut[i] += seen[i] ? 0 : 1;
                  }
                  return gaussianTruth;
                });
    assertEquals(4, calls[0]);
    for (int i = 0; i < n; i++) {
      assertEquals(1, heldOut[i], "row " + i);
    }
    assertEquals(4, r.graphs().size());
  }

  /**
   * Discrete data: hill climbing (BIC) on learning.test, fitted with the Bayesian estimator. A
   * level seen only in a held-out fold would give probability 0 under maximum likelihood; with iss
   * = 1 every loss stays finite.
   */
  @Test
  void discreteDataUseTheBayesianEstimator() {
    Dataset data = BnlearnData.data("learning.test", 2000);
    HillClimbing hc = new HillClimbing(SearchOptions.defaults());
    CvResult learned = new CrossValidation(5, 3L).run(data, d -> hc.learn(d).graph());
    CvResult empty = new CrossValidation(5, 3L).run(data, fixed(Dag.empty(data.names())));
    assertTrue(Double.isFinite(learned.meanLoss()));
    assertTrue(learned.meanLoss() < empty.meanLoss(), learned + "\n" + empty);
    assertTrue(learned.graphs().stream().allMatch(g -> g.arcCount() > 0));

    // one row has the only 'c' of X: wherever it is held out, ML gives it probability 0
    int rows = 40;
    int[] x = new int[rows];
    int[] y = new int[rows];
    for (int i = 0; i < rows; i++) {
      x[i] = i % 2;
      y[i] = (i / 2) % 2;
    }
    x[17] = 2;
    Dataset rare =
        Dataset.of(
            List.of(
                Variable.discrete("X", List.of("a", "b", "c")),
                Variable.discrete("Y", List.of("u", "v"))),
            List.of(x, y));
    Dag xy = Dag.builder(List.of("X", "Y")).addArc("X", "Y").build();
    assertTrue(Double.isFinite(new CrossValidation(4, 1L).run(rare, fixed(xy)).meanLoss()));
    CvResult ml = new CrossValidation(4, 1L, new MaximumLikelihoodEstimator()).run(rare, fixed(xy));
    assertEquals(Double.POSITIVE_INFINITY, ml.meanLoss());
  }

  @Test
  void badInputIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new CrossValidation(1, 0L));
    Dataset mixed =
        Dataset.of(
            List.of(Variable.continuous("A"), Variable.discrete("B", List.of("x", "y"))),
            List.of(new double[] {1, 2, 3}, new int[] {0, 1, 0}));
    DataException e =
        assertThrows(
            DataException.class,
            () -> new CrossValidation(2, 0L).run(mixed, fixed(Dag.empty(mixed.names()))));
    assertTrue(e.getMessage().contains("mix"), e.getMessage());
    assertThrows(
        DataException.class,
        () -> new CrossValidation(10, 0L).run(gaussian.head(5), fixed(gaussianTruth)));
    assertNotEquals(
        new CrossValidation(3, 1L).run(gaussian, fixed(gaussianTruth)),
        new CrossValidation(3, 1L).run(gaussian, fixed(Dag.empty(gaussianTruth.names()))));
  }
}
