package org.structlearn.inference.sampling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.inference.Estimate;
import org.structlearn.inference.Query;
import org.structlearn.inference.QueryMethod;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.BifReader;
import org.structlearn.model.BayesianNetwork;

/**
 * Queries whose sampling plan is pruned (barren nodes and components the asked nodes do not touch
 * are never drawn; the observed nodes' weights are merged into fewer tables) still agree with the
 * exact answer within 3 Monte Carlo standard errors; and the plan really is smaller than the
 * network.
 */
class PrunedSamplingTest {
  private static final Map<String, String> EVIDENCE =
      Map.of("EXPCO2", "NORMAL", "ERRCAUTER", "FALSE", "TPR", "HIGH", "SAO2", "LOW");

  @Test
  void aPrunedPlanDrawsFewNodesAndStaysWithinThreeStandardErrors() {
    BayesianNetwork bn = BifReader.read(DataLocation.resolve("bif/alarm.bif"));
    ForwardPlan plan = new ForwardPlan(bn);
    int[] hard = new int[bn.size()];
    java.util.Arrays.fill(hard, -1);
    EVIDENCE.forEach((k, v) -> hard[bn.indexOf(k)] = bn.variables().get(bn.indexOf(k)).codeOf(v));
    int target = bn.indexOf("HRSAT");
    ForwardPlan.View pruned = plan.view(hard, new double[bn.size()][], new int[] {target}, false);
    ForwardPlan.View mass = plan.view(hard, new double[bn.size()][], new int[] {target}, true);
    assertTrue(pruned.nodes().length < mass.nodes().length, "components the target misses");
    assertTrue(mass.nodes().length < bn.size(), "barren nodes");
    Query q = Query.on(bn).given(EVIDENCE).draws(200_000).seed(21);
    for (QueryMethod m : List.of(QueryMethod.LIKELIHOOD_WEIGHTING, QueryMethod.LOGIC_SAMPLING)) {
      for (String level : List.of("LOW", "NORMAL", "HIGH")) {
        Estimate e = q.using(m).probability("HRSAT", level);
        double exact = q.probability("HRSAT", level).value();
        assertTrue(
            Math.abs(e.value() - exact) < 3 * e.standardError(),
            m + " " + level + ": " + e + " vs " + exact);
      }
      // P(evidence) needs every ancestor of the evidence, weights merged into tables
      Estimate pe = q.using(m).probabilityOfEvidence();
      double exact = Math.exp(q.logProbabilityOfEvidence());
      assertTrue(Math.abs(pe.value() - exact) < 3 * pe.standardError(), m + ": " + pe);
    }
  }

  @Test
  void anEventLeafIsSummedNotDrawnAndStaysWithinThreeStandardErrors() {
    BayesianNetwork bn = BifReader.read(DataLocation.resolve("bif/alarm.bif"));
    ForwardPlan plan = new ForwardPlan(bn);
    int[] hard = new int[bn.size()];
    java.util.Arrays.fill(hard, -1);
    EVIDENCE.forEach((k, v) -> hard[bn.indexOf(k)] = bn.variables().get(bn.indexOf(k)).codeOf(v));
    int hrsat = bn.indexOf("HRSAT");
    int hr = bn.indexOf("HR");
    boolean[][] event = new boolean[bn.size()][];
    event[hrsat] = new boolean[] {false, false, true};
    event[hr] = new boolean[] {false, false, true};
    ForwardPlan.View view = plan.view(hard, new double[bn.size()][], new int[] {hrsat, hr}, false);
    boolean[] leaves = EventFactors.leaves(view, event, new int[0], true);
    assertTrue(leaves[hrsat], "HRSAT is a leaf of the plan: its probability replaces its draw");
    assertTrue(!leaves[hr], "HR is HRSAT's parent: drawn");
    assertTrue(!EventFactors.leaves(view, event, new int[] {hrsat}, true)[hrsat], "a target");
    assertTrue(!EventFactors.leaves(view, event, new int[0], false)[hrsat], "logic sampling");
    Query q = Query.on(bn).given(EVIDENCE).draws(100_000).seed(5);
    Map<String, String> both = Map.of("HRSAT", "HIGH", "HR", "HIGH");
    double exact = q.probability(both).value();
    Query lw = q.using(QueryMethod.LIKELIHOOD_WEIGHTING);
    Estimate one = lw.threads(1).probability(both);
    assertTrue(Math.abs(one.value() - exact) < 3 * one.standardError(), one + " vs " + exact);
    assertEquals(one.value(), lw.threads(3).probability(both).value(), 0.0, "any thread count");
  }

  @Test
  void mergedWeightTablesMultiplyWhatEachNodeWouldHave() {
    int[] card = {2, 3};
    // node a over column 0; node b over columns 1 and 0 (strides 1 for col 1, 3 for col 0)
    WeightTables.Group a =
        WeightTables.of(
            new int[] {0}, new int[] {1}, 0, new double[] {0.2, 0.8, 0.6, 0.4}, 2, 1, card);
    double[] probB = new double[12];
    for (int i = 0; i < 12; i++) {
      probB[i] = (i + 1) / 100.0;
    }
    WeightTables.Group b =
        WeightTables.of(new int[] {1, 0}, new int[] {1, 3}, 0, probB, 2, 0, card);
    List<WeightTables.Group> merged = WeightTables.merge(List.of(a, b), card);
    assertEquals(1, merged.size());
    WeightTables.Group g = merged.get(0);
    for (int l0 = 0; l0 < 2; l0++) {
      for (int l1 = 0; l1 < 3; l1++) {
        double want = (l0 == 0 ? 0.8 : 0.4) * probB[(l1 + 3 * l0) * 2];
        int idx = l0 * g.strides()[0] + l1 * g.strides()[1];
        assertEquals(want, g.table()[idx], 1e-15, l0 + "," + l1);
      }
    }
  }
}
