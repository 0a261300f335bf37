package org.structlearn.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.io.DataLocation;

class MaximumLikelihoodEstimatorTest {
  /** bnlearn 5.2.1, bnlearn/reference-scores.csv row "asia,5000,truth,loglik". */
  private static final double BNLEARN_ASIA_TRUTH_LOGLIK = -11033.0871337709;

  private static Dataset asia;
  private static Dag truth;

  @BeforeAll
  static void load() throws IOException {
    asia =
        TestData.bnlearnCsv(
            DataLocation.resolve("bnlearn/asia.csv"),
            DataLocation.resolve("bnlearn/asia.levels.csv"));
    String model = DataLocation.readString("bnlearn/asia.truth.modelstring.txt");
    truth = TestData.modelString(model, asia.names());
  }

  @Test
  void asiaTrueDagLogLikelihoodMatchesBnlearn() {
    BayesianNetwork bn = new MaximumLikelihoodEstimator().fit(truth, asia);
    assertEquals(8, bn.dag().arcCount());
    assertEquals(18, bn.parameterCount()); // bnlearn nparams of the asia DAG
    double ll = bn.logLikelihood(asia);
    assertEquals(
        BNLEARN_ASIA_TRUTH_LOGLIK, ll, 1e-9 * Math.abs(BNLEARN_ASIA_TRUTH_LOGLIK), "loglik");
  }

  @Test
  void logLikelihoodMatchesColumnsAndLevelsByName() {
    BayesianNetwork bn = new MaximumLikelihoodEstimator().fit(truth, asia);
    List<String> reversed = new java.util.ArrayList<>(asia.names());
    java.util.Collections.reverse(reversed);
    Dataset shuffled = asia.select(reversed).withLevels("A", List.of("yes", "no"));
    assertEquals(1, shuffled.code(shuffled.require("A"), 0) ^ asia.code(asia.require("A"), 0));
    assertEquals(bn.logLikelihood(asia), bn.logLikelihood(shuffled), 1e-9);
  }

  @Test
  void missingColumnAndUnknownLevelAreNamed() {
    BayesianNetwork bn = new MaximumLikelihoodEstimator().fit(truth, asia);
    DataException missing =
        assertThrows(DataException.class, () -> bn.logLikelihood(asia.select(List.of("A", "S"))));
    assertTrue(missing.getMessage().contains("no column 'T'"), missing.getMessage());

    Dataset odd = asia.head(5).withLevels("S", List.of("no", "yes", "maybe"));
    int s = odd.require("S");
    int[][] cols = new int[odd.columns()][];
    for (int c = 0; c < cols.length; c++) {
      cols[c] = odd.codesOf(c);
    }
    cols[s][2] = 2; // row 3 says "maybe"
    Dataset bad = Dataset.of(odd.variables(), List.of((Object[]) cols));
    DataException e = assertThrows(DataException.class, () -> bn.logLikelihood(bad));
    assertTrue(
        e.getMessage().contains("column 'S' row 3: level 'maybe'")
            && e.getMessage().contains("[no, yes]"),
        e.getMessage());
  }

  @Test
  void unobservedParentConfigurationIsUniform() {
    Variable x = Variable.discrete("X", List.of("a", "b", "c"));
    Variable y = Variable.discrete("Y", List.of("u", "v"));
    Dataset d = Dataset.of(List.of(x, y), List.of(new int[] {0, 0, 0, 1}, new int[] {0, 0, 1, 1}));
    Dag dag = Dag.builder(List.of("X", "Y")).addArc("X", "Y").build();
    BayesianNetwork bn = new MaximumLikelihoodEstimator().fit(dag, d);
    assertEquals(0.75, bn.cpd(0).probability(0, 0));
    assertEquals(0.0, bn.cpd(0).probability(2, 0));
    assertEquals(2.0 / 3, bn.cpd(1).probability(0, 0), 1e-15);
    assertEquals(0.0, bn.cpd(1).probability(0, 1));
    assertEquals(0.5, bn.cpd(1).probability(0, 2)); // X = c never observed
    assertEquals(0.5, bn.cpd(1).probability(1, 2));
  }
}
