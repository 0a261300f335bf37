package org.structlearn.mixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.graph.ModelStrings;

/**
 * bnlearn 4.9.4's {@code score(type = "loglik-cg" | "aic-cg" | "bic-cg")}, by node and in total,
 * for four DAGs on clgaussian.test and three on the complete rows of survey (among them the DAG
 * bnlearn's hc learned): every value to 1e-9, relative.
 */
class CgScoreReferenceTest {
  @Test
  void everyNodeAndTotalEqualsBnlearns() {
    List<Map<String, String>> rows = CgReferences.rows("cg-scores.csv");
    assertTrue(rows.size() > 150, "reference rows: " + rows.size());
    double worst = 0;
    for (Map<String, String> row : rows) {
      Dataset data = CgReferences.data(row.get("dataset"));
      CgScore score = new CgScoreSpec(CgScoreType.fromName(row.get("score"))).bind(data);
      Dag dag = ModelStrings.parse(row.get("modelstring"));
      double expected = CgReferences.number(row.get("value"));
      double got = 0;
      for (int v = 0; v < dag.size(); v++) {
        if (row.get("node").equals("(total)") || row.get("node").equals(dag.name(v))) {
          got += family(score, data, dag, v);
        }
      }
      double g = got;
      assertTrue(CgReferences.close(expected, got), () -> row + ": got " + g);
      if (Double.isFinite(expected)) {
        worst = Math.max(worst, Math.abs(got - expected) / Math.abs(expected));
      }
    }
    assertTrue(worst < 1e-9, "largest relative difference " + worst);
  }

  static double family(CgScore score, Dataset data, Dag dag, int v) {
    int[] parents = Arrays.stream(dag.parents(v)).map(p -> data.require(dag.name(p))).toArray();
    Arrays.sort(parents);
    return score.local(data.require(dag.name(v)), parents);
  }

  @Test
  void aDiscreteNodeWithAContinuousParentScoresMinusInfinity() {
    Dataset data = CgReferences.data("clgaussian");
    CgScore score = CgScoreSpec.bicCg().bind(data);
    assertEquals(
        Double.NEGATIVE_INFINITY, score.local(data.require("A"), new int[] {data.require("D")}));
  }
}
