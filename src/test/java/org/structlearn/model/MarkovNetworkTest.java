package org.structlearn.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Variable;
import org.structlearn.graph.Edge;
import org.structlearn.graph.GraphGenerators;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.graph.UndirectedGraphs;

class MarkovNetworkTest {
  private static final double EPS = 1e-12;

  static UndirectedGraph graph(int n, Edge... edges) {
    return UndirectedGraph.of(UndirectedGraphs.defaultNames(n), List.of(edges));
  }

  static List<Variable> binary(int n) {
    return UndirectedGraphs.defaultNames(n).stream()
        .map(name -> Variable.discrete(name, List.of("a", "b")))
        .toList();
  }

  static LogFactor factor(int[] scope, double... potentials) {
    int[] cards = new int[scope.length];
    Arrays.fill(cards, 2);
    return new LogFactor(scope, cards, Arrays.stream(potentials).map(Math::log).toArray());
  }

  /** X1 - X2 with potentials (1, 2, 3, 4): Z = 10. */
  static MarkovNetwork twoNodes() {
    return MarkovNetwork.of(
        graph(2, new Edge(0, 1)), binary(2), List.of(factor(new int[] {0, 1}, 1, 2, 3, 4)));
  }

  /** Chain X1 - X2 - X3, potentials (1, 2, 3, 4) on {X1, X2} and (2, 1, 1, 2) on {X2, X3}. */
  static MarkovNetwork chain() {
    return MarkovNetwork.of(
        graph(3, new Edge(0, 1), new Edge(1, 2)),
        binary(3),
        List.of(factor(new int[] {0, 1}, 1, 2, 3, 4), factor(new int[] {1, 2}, 2, 1, 1, 2)));
  }

  @Test
  void twoNodesByHand() {
    MarkovEnumeration e = MarkovEnumeration.of(twoNodes());
    assertEquals(Math.log(10), e.logPartition(), EPS);
    assertArrayEquals(new double[] {0.1, 0.2, 0.3, 0.4}, e.joint(), EPS);
    assertArrayEquals(new double[] {0.3, 0.7}, e.marginal(0), EPS);
    assertArrayEquals(new double[] {0.4, 0.6}, e.marginal(1), EPS);
    assertArrayEquals(new double[] {0.1, 0.3, 0.2, 0.4}, e.pairwise(1, 0), EPS);
  }

  @Test
  void chainByHand() {
    MarkovEnumeration e = MarkovEnumeration.of(chain());
    // Z = sum over x1,x2 of f1 * (sum over x3 of f2(x2, x3)) = 10 * 3
    assertEquals(Math.log(30), e.logPartition(), EPS);
    // P(X3 = a) = [(1 + 3) * 2 + (2 + 4) * 1] / 30
    assertArrayEquals(new double[] {14 / 30.0, 16 / 30.0}, e.marginal(2), EPS);
    // P(X1 = a, X3 = a) = f1(a,a) f2(a,a) + f1(a,b) f2(b,a) = 2 + 2
    assertEquals(4 / 30.0, e.pairwise(0, 2)[0], EPS);
    assertEquals(Math.log(1 * 2 * 2), chain().logPotential(new int[] {0, 1, 1}), EPS);
  }

  @Test
  void randomNetworkMarginalsSumToOne() {
    UndirectedGraph g = GraphGenerators.hub(8, 2, 3);
    MarkovNetwork mn = MarkovNetworks.random(g, 3, RandomPotentialOptions.defaults(), 11);
    assertEquals(MarkovNetworks.maximalCliques(g).size(), mn.factors().size());
    MarkovEnumeration e = MarkovEnumeration.of(mn);
    assertEquals(1.0, Arrays.stream(e.joint()).sum(), 1e-9);
    for (int v = 0; v < g.size(); v++) {
      assertEquals(1.0, Arrays.stream(e.marginal(v)).sum(), 1e-9);
      for (int w = v + 1; w < g.size(); w++) {
        double[] p = e.pairwise(v, w);
        assertEquals(1.0, Arrays.stream(p).sum(), 1e-9);
        assertEquals(e.marginal(v)[1], p[3] + p[4] + p[5], 1e-9);
      }
    }
    assertEquals(mn, MarkovNetworks.random(g, 3, RandomPotentialOptions.defaults(), 11));
  }

  @Test
  void randomLogPotentialsStayInTheInterval() {
    RandomPotentialOptions o =
        RandomPotentialOptions.builder()
            .scale(RandomPotentialOptions.Scale.LOG_POTENTIAL)
            .interval(-1, 1)
            .build();
    MarkovNetwork mn = MarkovNetworks.random(GraphGenerators.ring(5), 2, o, 1);
    for (LogFactor f : mn.factors()) {
      for (double l : f.logValues()) {
        assertTrue(l >= -1 && l < 1, "log-potential " + l);
      }
    }
  }

  @Test
  void optionsAreValidated() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> RandomPotentialOptions.builder().interval(-1, 1).build());
    assertTrue(e.getMessage().contains("negative"), e.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> RandomPotentialOptions.builder().interval(2, 1).build());
  }

  @Test
  void maximalCliquesOfSmallGraphs() {
    UndirectedGraph g = graph(5, new Edge(0, 1), new Edge(1, 2), new Edge(0, 2), new Edge(2, 3));
    List<int[]> c = MarkovNetworks.maximalCliques(g);
    assertEquals(3, c.size());
    assertArrayEquals(new int[] {0, 1, 2}, c.get(0));
    assertArrayEquals(new int[] {2, 3}, c.get(1));
    assertArrayEquals(new int[] {4}, c.get(2));
    assertEquals(5, MarkovNetworks.maximalCliques(GraphGenerators.ring(5)).size());
    assertEquals(3, MarkovNetworks.maximalCliques(graph(3)).size());
    UndirectedGraph k4 =
        graph(
            4,
            new Edge(0, 1),
            new Edge(0, 2),
            new Edge(0, 3),
            new Edge(1, 2),
            new Edge(1, 3),
            new Edge(2, 3));
    assertEquals(1, MarkovNetworks.maximalCliques(k4).size());
  }

  @Test
  void badNetworksAreRefused() {
    UndirectedGraph g = graph(3, new Edge(0, 1), new Edge(1, 2));
    ModelException e =
        assertThrows(
            ModelException.class,
            () -> MarkovNetwork.of(g, binary(3), List.of(factor(new int[] {0, 2}, 1, 1, 1, 1))));
    assertTrue(e.getMessage().contains("not a clique"), e.getMessage());
    UndirectedGraph big = GraphGenerators.ring(21);
    MarkovNetwork mn = MarkovNetworks.random(big, 2, RandomPotentialOptions.defaults(), 1);
    EnumerationLimitException limit =
        assertThrows(EnumerationLimitException.class, () -> MarkovEnumeration.of(mn));
    assertTrue(limit.getMessage().contains("2^20"), limit.getMessage());
  }
}
