package org.structlearn.latent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Dag;
import org.structlearn.model.DiscreteCpd;

class InfluenceNetworksTest {

  @Test
  void seedSettingGivesTheRequestedShape() {
    InfluenceNetwork net = InfluenceNetworks.random(InfluenceNetworkOptions.defaults(), 42);
    Dag dag = net.latentDag();
    assertEquals(10, dag.size());
    assertEquals(24, dag.arcCount());
    for (int v = 0; v < dag.size(); v++) {
      assertTrue(dag.parentCount(v) <= 3);
      assertEquals(3, net.states(v));
      assertEquals(5, net.groups().group(v).columns().size());
    }
    assertEquals(50, net.observedVariables().size());
    assertEquals(dag.size(), dag.topologicalOrder().length); // a Dag is acyclic by construction
  }

  @Test
  void arcCountAndInDegreeHoldForManySeedsAndSizes() {
    for (long seed = 0; seed < 30; seed++) {
      int n = 2 + (int) (seed % 9);
      int d = (int) (seed % 4);
      int max = (int) InfluenceNetworkOptions.maxArcs(n, d);
      int arcs = (int) (seed * 7 % (max + 1));
      Dag dag = InfluenceNetworks.randomDag(names(n), arcs, d, seed);
      assertEquals(arcs, dag.arcCount(), "seed " + seed);
      for (int v = 0; v < n; v++) {
        assertTrue(dag.parentCount(v) <= d, "seed " + seed);
      }
    }
  }

  @Test
  void deterministicPerSeed() {
    InfluenceNetworkOptions o = InfluenceNetworkOptions.defaults();
    assertEquals(InfluenceNetworks.random(o, 7), InfluenceNetworks.random(o, 7));
    assertNotEquals(InfluenceNetworks.random(o, 7), InfluenceNetworks.random(o, 8));
  }

  @Test
  void tablesAreDistributions() {
    InfluenceNetwork net = InfluenceNetworks.random(InfluenceNetworkOptions.defaults(), 3);
    for (DiscreteCpd cpd : net.toBayesianNetwork().cpds()) {
      for (int c = 0; c < cpd.configurations(); c++) {
        double sum = 0;
        for (double p : cpd.row(c)) {
          assertTrue(p > 0 && p < 1);
          sum += p;
        }
        assertEquals(1.0, sum, 1e-12);
      }
    }
  }

  @Test
  void impossibleArcCountFailsClearly() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> InfluenceNetworkOptions.builder().arcs(25).build());
    assertTrue(e.getMessage().contains("at most 24"), e.getMessage());
    IllegalArgumentException dag =
        assertThrows(
            IllegalArgumentException.class, () -> InfluenceNetworks.randomDag(names(4), 6, 1, 0));
    assertTrue(dag.getMessage().contains("at most 3"), dag.getMessage());
  }

  @Test
  void optionsNameTheBadValue() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> InfluenceNetworkOptions.builder().dirichlet(0).build());
    assertTrue(e.getMessage().startsWith("dirichlet"), e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> InfluenceNetworkOptions.builder().observationsPerModel(1).build());
    assertTrue(e.getMessage().startsWith("observationsPerModel"), e.getMessage());
  }

  private static List<String> names(int n) {
    return java.util.stream.IntStream.range(0, n).mapToObj(i -> "L" + i).toList();
  }
}
