package org.structlearn.missing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.ExampleNetworks;
import org.structlearn.sim.ForwardSampler;

/**
 * The E-step against brute force on ASIA (8 binary nodes): the observed cells' log-likelihood, the
 * expected counts of the network's families, and the expected counts of arbitrary families read
 * from the completed table, with every group enumerated and with every group of more than one joint
 * value sent through the junction tree.
 */
class DiscreteEStepTest {
  private static final BayesianNetwork ASIA = ExampleNetworks.asia();

  private static Dataset holed(double fraction, long seed) {
    return Holes.mcar(ForwardSampler.sample(ASIA, 400, 7), fraction, seed);
  }

  @Test
  void logLikelihoodAndFamilyCountsEqualBruteForce() {
    Dataset data = holed(0.3, 3);
    DiscreteRows rows = DiscreteRows.of(data);
    double[][] expected = new double[ASIA.size()][];
    for (int v = 0; v < ASIA.size(); v++) {
      expected[v] = new double[ASIA.cpd(v).probabilities().length];
    }
    double ll = 0;
    for (int r = 0; r < data.rows(); r++) {
      int[] row = row(data, r);
      double z = BruteForce.marginal(ASIA, row);
      ll += Math.log(z);
      BruteForce.completions(
          ASIA,
          row,
          (full, p) -> {
            for (int v = 0; v < ASIA.size(); v++) {
              int[] pa = ASIA.cpd(v).parents();
              int[] codes = new int[pa.length];
              for (int j = 0; j < pa.length; j++) {
                codes[j] = full[pa[j]];
              }
              expected[v][ASIA.cpd(v).config(codes) * 2 + full[v]] += p / z;
            }
          });
    }
    for (int limit : new int[] {1 << 20, 1}) {
      for (int threads : new int[] {1, 2}) {
        DiscreteEStep.Outcome e =
            new DiscreteEStep(ASIA, rows, limit).run(DiscreteEStep.Want.NOTHING, 8, 1, 1, threads);
        assertEquals(ll, e.logLikelihood(), 1e-9 * Math.abs(ll));
        for (int v = 0; v < ASIA.size(); v++) {
          for (int i = 0; i < expected[v].length; i++) {
            assertEquals(expected[v][i], e.counts()[v][i], 1e-9, "node " + v + " cell " + i);
          }
        }
      }
    }
  }

  @Test
  void completedTableGivesExactExpectedCountsOfAnyFamily() {
    Dataset data = holed(0.25, 5);
    DiscreteRows rows = DiscreteRows.of(data);
    DiscreteEStep.Outcome e =
        new DiscreteEStep(ASIA, rows, 1 << 20).run(DiscreteEStep.Want.COMPLETIONS, 8, 1, 1, 2);
    assertEquals(rows.incomplete.length, e.exactRows());
    CompletedTable table = CompletedTable.of(rows, e.components());
    CompletedTable pairs = CompletedTable.of(rows, e.components(), 0);
    SplittableRandom rnd = new SplittableRandom(11);
    for (int trial = 0; trial < 40; trial++) {
      int child = rnd.nextInt(8);
      int[] parents =
          java.util.stream.IntStream.range(0, 8)
              .filter(v -> v != child && rnd.nextInt(3) == 0)
              .toArray();
      double[] want = bruteCounts(data, child, parents);
      double[] got = table.count(child, parents).dense();
      double[] viaPairs = pairs.count(child, parents).dense();
      for (int i = 0; i < want.length; i++) {
        assertEquals(want[i], viaPairs[i], 1e-9);
        assertEquals(
            want[i], got[i], 1e-9, "family " + child + " | " + java.util.Arrays.toString(parents));
      }
    }
  }

  @Test
  void drawnGroupsStillSumToTheRowsAndRepeatForAnyThreadCount() {
    Dataset data = holed(0.4, 9);
    DiscreteRows rows = DiscreteRows.of(data);
    DiscreteEStep.Outcome one =
        new DiscreteEStep(ASIA, rows, 1).run(DiscreteEStep.Want.COMPLETIONS, 16, 3, 2, 1);
    DiscreteEStep.Outcome two =
        new DiscreteEStep(ASIA, rows, 1).run(DiscreteEStep.Want.COMPLETIONS, 16, 3, 2, 2);
    assertTrue(one.sampledRows() > 0);
    double[] a = CompletedTable.of(rows, one.components()).count(3, new int[] {0, 5}).dense();
    double[] b = CompletedTable.of(rows, two.components()).count(3, new int[] {0, 5}).dense();
    assertEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(b));
    assertEquals(data.rows(), java.util.Arrays.stream(a).sum(), 1e-9);
  }

  /** The expected counts of a family by enumerating every row's completions. */
  private static double[] bruteCounts(Dataset data, int child, int[] parents) {
    double[] t = new double[2 << parents.length];
    for (int r = 0; r < data.rows(); r++) {
      int[] row = row(data, r);
      double z = BruteForce.marginal(ASIA, row);
      BruteForce.completions(
          ASIA,
          row,
          (full, p) -> {
            int idx = full[child];
            for (int j = 0; j < parents.length; j++) {
              idx += full[parents[j]] << (j + 1);
            }
            t[idx] += p / z;
          });
    }
    return t;
  }

  static int[] row(Dataset data, int r) {
    int[] row = new int[data.columns()];
    for (int c = 0; c < row.length; c++) {
      row[c] = data.codeOrMissing(c, r);
    }
    return row;
  }
}
