package org.structlearn.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.structlearn.Cancellations;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.GraphGenerators;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.graph.UndirectedGraphs;
import org.structlearn.model.LogFactor;
import org.structlearn.model.MarkovEnumeration;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.model.RandomPotentialOptions;

class GibbsSamplerTest {
  private static final int ROWS = 200_000;

  /** Chain X1 - X2 - X3, potentials (1, 2, 3, 4) and (2, 1, 1, 2). */
  static MarkovNetwork chain() {
    UndirectedGraph g =
        UndirectedGraph.of(
            UndirectedGraphs.defaultNames(3), List.of(new Edge(0, 1), new Edge(1, 2)));
    MarkovNetwork shape = MarkovNetworks.random(g, 2, RandomPotentialOptions.defaults(), 0);
    return MarkovNetwork.of(
        g,
        shape.variables(),
        List.of(
            new LogFactor(new int[] {0, 1}, new int[] {2, 2}, logs(1, 2, 3, 4)),
            new LogFactor(new int[] {1, 2}, new int[] {2, 2}, logs(2, 1, 1, 2))));
  }

  private static double[] logs(double... p) {
    double[] l = new double[p.length];
    for (int i = 0; i < p.length; i++) {
      l[i] = Math.log(p[i]);
    }
    return l;
  }

  /** A triangle plus a pendant, three levels, log-potentials uniform on [-1, 1). */
  static MarkovNetwork triangle() {
    UndirectedGraph g =
        UndirectedGraph.of(
            UndirectedGraphs.defaultNames(4),
            List.of(new Edge(0, 1), new Edge(1, 2), new Edge(0, 2), new Edge(2, 3)));
    RandomPotentialOptions o =
        RandomPotentialOptions.builder()
            .scale(RandomPotentialOptions.Scale.LOG_POTENTIAL)
            .interval(-1, 1)
            .build();
    return MarkovNetworks.random(g, 3, o, 42);
  }

  @Test
  void marginalsMatchTheExactOnes() {
    for (MarkovNetwork mn : List.of(chain(), triangle())) {
      Dataset d = GibbsSampler.sample(mn, GibbsOptions.defaults(), ROWS, 9, 2);
      assertEquals(ROWS, d.rows());
      assertEquals(mn.graph().names(), d.names());
      MarkovEnumeration exact = MarkovEnumeration.of(mn);
      for (int a = 0; a < mn.size(); a++) {
        assertClose(exact.marginal(a), frequencies(d, a, -1, mn), "P(" + a + ")");
        for (int b = a + 1; b < mn.size(); b++) {
          assertClose(exact.pairwise(a, b), frequencies(d, a, b, mn), "P(" + a + "," + b + ")");
        }
      }
    }
  }

  /**
   * Tolerance: 4 standard errors of a frequency, sqrt(p (1 - p) / m), with m = ROWS / 10: rows of
   * one chain are one sweep apart and correlated, and we allow an effective sample size of a tenth
   * of the rows for these weakly coupled networks. The seed is fixed, so the test is deterministic.
   */
  private static void assertClose(double[] expected, double[] observed, String what) {
    double m = ROWS / 10.0;
    for (int i = 0; i < expected.length; i++) {
      double p = expected[i];
      double tol = 4 * Math.sqrt(p * (1 - p) / m);
      assertEquals(p, observed[i], tol, what + "[" + i + "]");
    }
  }

  private static double[] frequencies(Dataset d, int a, int b, MarkovNetwork mn) {
    int rb = b < 0 ? 1 : mn.cardinality(b);
    double[] f = new double[mn.cardinality(a) * rb];
    for (int r = 0; r < d.rows(); r++) {
      f[d.code(a, r) * rb + (b < 0 ? 0 : d.code(b, r))] += 1.0 / d.rows();
    }
    return f;
  }

  @Test
  void sameRowsForAnyThreadCount() {
    MarkovNetwork mn =
        MarkovNetworks.random(
            GraphGenerators.hub(12, 2, 1), 2, RandomPotentialOptions.defaults(), 3);
    GibbsOptions o = GibbsOptions.builder().burnIn(10).samplingIterations(300).build();
    Dataset one = GibbsSampler.sample(mn, o, 2_500, 77, 1);
    assertEquals(one, GibbsSampler.sample(mn, o, 2_500, 77, 2));
    assertEquals(one, GibbsSampler.sample(mn, o, 2_500, 77, 3));
    assertTrue(!one.equals(GibbsSampler.sample(mn, o, 2_500, 78, 1)));
  }

  @Test
  void defaultsAreLibras() {
    assertEquals(100, GibbsOptions.defaults().burnIn());
    assertEquals(1000, GibbsOptions.defaults().samplingIterations());
    assertThrows(IllegalArgumentException.class, () -> GibbsOptions.builder().burnIn(-1).build());
    assertThrows(
        IllegalArgumentException.class, () -> GibbsOptions.builder().samplingIterations(0).build());
    assertEquals(0, GibbsSampler.sample(chain(), GibbsOptions.defaults(), 0, 1, 1).rows());
  }

  @Test
  void interruptStopsIt() throws Exception {
    MarkovNetwork mn =
        MarkovNetworks.random(GraphGenerators.ring(60), 2, RandomPotentialOptions.defaults(), 1);
    // a short run first loads every class the sampler needs: an interrupt that lands while the JVM
    // reads a class file can fail the class load itself (an Error, not the sampler's exception)
    GibbsSampler.sample(mn, GibbsOptions.builder().burnIn(10).build(), 20, 1, 2);
    new org.structlearn.InterruptedRunException("preload").getMessage();
    // a burn-in far too long to finish: only the interrupt ends it
    GibbsOptions endless = GibbsOptions.builder().burnIn(Integer.MAX_VALUE - 1).build();
    CountDownLatch started = new CountDownLatch(1);
    Cancellations.Outcome o =
        Cancellations.interruptAfter(
            started,
            200,
            () -> {
              started.countDown();
              return GibbsSampler.sample(mn, endless, 2_000, 1, 2);
            });
    Cancellations.assertStopped(o, "Gibbs sampling interrupted");
  }
}
