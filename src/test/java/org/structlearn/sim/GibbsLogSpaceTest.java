package org.structlearn.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.graph.GraphGenerators;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.model.LogFactor;
import org.structlearn.model.MarkovEnumeration;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.model.ModelException;
import org.structlearn.model.RandomPotentialOptions;

/**
 * Issue 25: Gibbs sampling in log space. Scaling a factor (adding a constant to its log-potentials)
 * does not change the distribution, so with the same seed it must not change the rows; before,
 * log-potentials of 1000 to 1010 gave one constant row (every potential overflowed), a factor times
 * 1e200 lost a state, and a hub whose state is nearly certain sampled 50/50 (its conditional's
 * products underflowed to 0).
 */
class GibbsLogSpaceTest {
  private static final GibbsOptions OPTIONS = new GibbsOptions(50, 1000);

  /** The network with {@code shift} added to every log-potential of factor {@code f}. */
  private static MarkovNetwork shifted(MarkovNetwork mn, int f, double shift) {
    List<LogFactor> fs = new ArrayList<>(mn.factors());
    LogFactor old = fs.get(f);
    double[] logs = old.logValues();
    for (int i = 0; i < logs.length; i++) {
      logs[i] += shift;
    }
    fs.set(f, new LogFactor(old.scope(), old.cardinalities(), logs));
    return MarkovNetwork.of(mn.graph(), mn.variables(), fs);
  }

  private static void assertSameRows(Dataset a, Dataset b) {
    for (int c = 0; c < a.columns(); c++) {
      assertTrue(Arrays.equals(a.codesOf(c), b.codesOf(c)), "column " + c);
    }
  }

  @Test
  void scalingAFactorLeavesTheRowsUnchanged() {
    MarkovNetwork mn = GibbsSamplerTest.triangle();
    Dataset base = GibbsSampler.sample(mn, OPTIONS, 3000, 5, 2);
    for (double shift : new double[] {1000, -1000, Math.log(1e200), 700, -745}) {
      for (int f = 0; f < mn.factors().size(); f++) {
        assertSameRows(base, GibbsSampler.sample(shifted(mn, f, shift), OPTIONS, 3000, 5, 2));
      }
    }
  }

  @Test
  void logPotentialsFarFromZeroSampleAsTheSameDrawsNearZero() {
    UndirectedGraph g = GraphGenerators.ring(6);
    RandomPotentialOptions near =
        RandomPotentialOptions.builder()
            .scale(RandomPotentialOptions.Scale.LOG_POTENTIAL)
            .interval(0, 10)
            .build();
    RandomPotentialOptions far =
        RandomPotentialOptions.builder()
            .scale(RandomPotentialOptions.Scale.LOG_POTENTIAL)
            .interval(1000, 1010)
            .build();
    Dataset a = GibbsSampler.sample(MarkovNetworks.random(g, 2, near, 3), OPTIONS, 2000, 3, 1);
    Dataset b = GibbsSampler.sample(MarkovNetworks.random(g, 2, far, 3), OPTIONS, 2000, 3, 1);
    assertSameRows(a, b);
    assertTrue(Arrays.stream(b.codesOf(0)).distinct().count() > 1, "one constant row");
    // linear potentials: [0, 1e200) is [0, 1) times 1e200
    RandomPotentialOptions big = RandomPotentialOptions.builder().interval(0, 1e200).build();
    Dataset c =
        GibbsSampler.sample(
            MarkovNetworks.random(g, 2, RandomPotentialOptions.defaults(), 3), OPTIONS, 2000, 3, 1);
    Dataset d = GibbsSampler.sample(MarkovNetworks.random(g, 2, big, 3), OPTIONS, 2000, 3, 1);
    assertSameRows(c, d);
  }

  /**
   * A star of 400 leaves whose pairwise log-potentials favour the hub's first state by 2 per
   * factor: the hub's conditional odds are about e^±800, so every row has the hub at state 0 once
   * the chain has settled (the exact marginal, from the leaves summed out, is 1 - 1e-300 or so).
   */
  @Test
  void aHubWithANearlyCertainStateIsNotDrawnFiftyFifty() {
    int leaves = 400;
    UndirectedGraph g = GraphGenerators.star(leaves + 1);
    MarkovNetwork shape = MarkovNetworks.random(g, 2, RandomPotentialOptions.defaults(), 1);
    List<LogFactor> fs = new ArrayList<>();
    for (LogFactor f : shape.factors()) {
      int[] scope = f.scope();
      boolean hubFirst = scope[0] == 0;
      // entries (first, second) in order 00, 01, 10, 11; the hub at 0 scores 2 more
      double[] logs = hubFirst ? new double[] {2, 2, 0, 0} : new double[] {2, 0, 2, 0};
      fs.add(new LogFactor(scope, f.cardinalities(), logs));
    }
    MarkovNetwork mn = MarkovNetwork.of(g, shape.variables(), fs);
    Dataset d = GibbsSampler.sample(mn, new GibbsOptions(20, 500), 500, 9, 1);
    long hubAtZero = Arrays.stream(d.codesOf(0)).filter(v -> v == 0).count();
    assertEquals(500, hubAtZero, "the hub left its nearly certain state");
  }

  @Test
  void theSamplerMatchesExactMarginalsOfAPeakedNetwork() {
    MarkovNetwork mn = shifted(GibbsSamplerTest.triangle(), 0, 900);
    double[] exact = MarkovEnumeration.of(mn).marginal(1);
    Dataset d = GibbsSampler.sample(mn, OPTIONS, 60_000, 11, 2);
    int[] codes = d.codesOf(1);
    for (int k = 0; k < exact.length; k++) {
      int level = k;
      double freq = Arrays.stream(codes).filter(v -> v == level).count() / (double) codes.length;
      assertEquals(exact[k], freq, 0.02, "level " + k);
    }
  }

  @Test
  void aFactorWithoutAPositivePotentialIsRefused() {
    double ninf = Double.NEGATIVE_INFINITY;
    ModelException e =
        assertThrows(
            ModelException.class,
            () ->
                new LogFactor(
                    new int[] {0, 1}, new int[] {2, 2}, new double[] {ninf, ninf, ninf, ninf}));
    assertTrue(e.getMessage().contains("factor over [0, 1]"), e.getMessage());
    assertTrue(e.getMessage().contains("no positive potential"), e.getMessage());
  }
}
