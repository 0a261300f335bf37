package org.structlearn.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.BifReader;

/**
 * The junction tree against brute-force enumeration (probability of evidence, every family and node
 * posterior, to 1e-9 relative) on random networks and ASIA, with no, hard and soft evidence; its
 * running-intersection property; and its structure on ASIA.
 */
class JunctionTreeTest {
  private static final double TOL = 1e-9;

  static List<BayesianNetwork> randomNetworks() {
    List<BayesianNetwork> out = new ArrayList<>();
    SplittableRandom rng = new SplittableRandom(12);
    for (int seed = 0; seed < 10; seed++) {
      int n = 3 + seed % 6;
      int[] cards = new int[n];
      for (int v = 0; v < n; v++) {
        cards[v] = 2 + rng.nextInt(3);
      }
      int arcs = Math.min(n * (n - 1) / 2, n + seed % 4);
      out.add(RandomNetworks.random(cards, arcs, 3, 1.0, seed));
    }
    return out;
  }

  static BayesianNetwork asia() {
    return BifReader.read(DataLocation.resolve("bif/asia.bif"));
  }

  @Test
  void randomNetworksMatchEnumerationWithoutHardAndSoftEvidence() {
    SplittableRandom rng = new SplittableRandom(3);
    for (BayesianNetwork bn : randomNetworks()) {
      JunctionTree tree = JunctionTree.of(bn);
      Calibration cal = tree.newCalibration();
      assertMatches(bn, cal, null);
      for (int rep = 0; rep < 4; rep++) {
        assertMatches(bn, cal, hardEvidence(bn, rng));
        assertMatches(bn, cal, softEvidence(bn, rng, 1.0));
      }
    }
  }

  @Test
  void asiaMatchesEnumeration() {
    BayesianNetwork bn = asia();
    assertEquals(ExampleNetworks.asia(), bn);
    JunctionTree tree = JunctionTree.of(bn);
    Calibration cal = tree.newCalibration();
    assertMatches(bn, cal, null);
    double[][] hard = new double[8][];
    hard[bn.indexOf("asia")] = new double[] {1, 0};
    hard[bn.indexOf("xray")] = new double[] {1, 0};
    hard[bn.indexOf("dysp")] = new double[] {1, 0};
    assertMatches(bn, cal, hard);
    SplittableRandom rng = new SplittableRandom(5);
    for (int rep = 0; rep < 10; rep++) {
      assertMatches(bn, cal, hardEvidence(bn, rng));
      assertMatches(bn, cal, softEvidence(bn, rng, 1.0));
    }
  }

  @Test
  void asiaTreeHasTheExpectedShape() {
    JunctionTree tree = JunctionTree.of(asia());
    // the moral graph of ASIA triangulates with width 2: six cliques of 2-3 nodes
    assertEquals(2, tree.treewidth());
    assertEquals(6, tree.cliqueCount());
    assertEquals(Arrays.stream(tree.cliqueSizes()).map(s -> 1 << s).sum(), tree.tableSize());
    assertRunningIntersection(tree);
  }

  @Test
  void everyRandomTreeHasTheRunningIntersectionProperty() {
    for (BayesianNetwork bn : randomNetworks()) {
      assertRunningIntersection(JunctionTree.of(bn));
    }
    assertRunningIntersection(JunctionTree.of(RandomNetworks.random(10, 3, 24, 3, 1.0, 7)));
  }

  @Test
  void impossibleEvidenceHasLogProbabilityMinusInfinityAndNoPosterior() {
    BayesianNetwork bn = asia();
    double[][] e = new double[8][];
    e[bn.indexOf("tub")] = new double[] {1, 0};
    e[bn.indexOf("either")] = new double[] {0, 1}; // either = tub or lung: excluded
    Calibration cal = JunctionTree.of(bn).calibrate(e);
    assertEquals(Double.NEGATIVE_INFINITY, cal.logProbabilityOfEvidence());
    assertFalse(cal.isPossible());
    assertThrows(ModelException.class, () -> cal.familyMarginal(0));
    e[bn.indexOf("either")] = new double[] {0, 0};
    assertEquals(Double.NEGATIVE_INFINITY, cal.calibrate(e).logProbabilityOfEvidence());
    // the same workspace recovers with possible evidence
    e[bn.indexOf("either")] = new double[] {1, 0};
    assertMatches(bn, cal, e);
  }

  @Test
  void tinyLikelihoodsDoNotUnderflow() {
    BayesianNetwork bn = RandomNetworks.random(8, 3, 12, 3, 1.0, 9);
    SplittableRandom rng = new SplittableRandom(1);
    double[][] soft = softEvidence(bn, rng, 1.0);
    double[][] tiny = new double[8][];
    double shift = 0;
    for (int v = 0; v < 8; v++) {
      tiny[v] = new double[3];
      for (int k = 0; k < 3; k++) {
        tiny[v][k] = soft[v] == null ? 1e-250 : soft[v][k] * 1e-250;
      }
      shift += Math.log(1e-250);
    }
    Calibration cal = JunctionTree.of(bn).calibrate(tiny);
    double expected = Math.log(new BruteForce(bn, soft).probability) + shift;
    assertTrue(Double.isFinite(cal.logProbabilityOfEvidence()));
    assertEquals(expected, cal.logProbabilityOfEvidence(), TOL * Math.abs(expected));
    BruteForce bf = new BruteForce(bn, soft);
    for (int v = 0; v < 8; v++) {
      assertClose(bf.family[v], cal.familyMarginal(v), "family " + v);
    }
  }

  @Test
  void badEvidenceIsATypedErrorNamingTheNode() {
    BayesianNetwork bn = asia();
    JunctionTree tree = JunctionTree.of(bn);
    assertThrows(ModelException.class, () -> tree.calibrate(new double[3][]));
    double[][] e = new double[8][];
    e[bn.indexOf("xray")] = new double[] {1, 0, 0};
    ModelException wrong = assertThrows(ModelException.class, () -> tree.calibrate(e));
    assertTrue(wrong.getMessage().contains("'xray'"), wrong.getMessage());
    e[bn.indexOf("xray")] = new double[] {-1, 0.5};
    assertThrows(ModelException.class, () -> tree.calibrate(e));
    e[bn.indexOf("xray")] = new double[] {Double.NaN, 0.5};
    assertThrows(ModelException.class, () -> tree.calibrate(e));
    assertThrows(ModelException.class, () -> tree.newCalibration().logProbabilityOfEvidence());
  }

  static void assertRunningIntersection(JunctionTree tree) {
    int n = tree.network().size();
    for (int v = 0; v < n; v++) {
      int holding = 0;
      int edges = 0;
      for (int c = 0; c < tree.cliqueCount(); c++) {
        boolean in = Arrays.binarySearch(tree.clique(c), v) >= 0;
        holding += in ? 1 : 0;
        int p = tree.parent(c);
        if (in && p >= 0 && Arrays.binarySearch(tree.clique(p), v) >= 0) {
          edges++;
          assertTrue(Arrays.binarySearch(tree.separator(c), v) >= 0);
        }
      }
      // the cliques holding v form a subtree: a forest with one component
      assertTrue(holding >= 1, "node " + v + " in no clique");
      assertEquals(holding - 1, edges, "cliques holding node " + v + " are not connected");
    }
    for (int v = 0; v < n; v++) {
      int[] family = tree.network().cpd(v).parents();
      int[] all = Arrays.copyOf(family, family.length + 1);
      all[family.length] = v;
      boolean found = false;
      for (int c = 0; c < tree.cliqueCount() && !found; c++) {
        int[] clique = tree.clique(c);
        found = Arrays.stream(all).allMatch(u -> Arrays.binarySearch(clique, u) >= 0);
      }
      assertTrue(found, "family of node " + v + " is in no clique");
    }
  }

  static double[][] hardEvidence(BayesianNetwork bn, SplittableRandom rng) {
    double[][] e = new double[bn.size()][];
    for (int v = 0; v < bn.size(); v++) {
      if (rng.nextInt(3) == 0) {
        int r = bn.variables().get(v).cardinality();
        e[v] = new double[r];
        e[v][rng.nextInt(r)] = 1;
      }
    }
    return e;
  }

  static double[][] softEvidence(BayesianNetwork bn, SplittableRandom rng, double share) {
    double[][] e = new double[bn.size()][];
    for (int v = 0; v < bn.size(); v++) {
      if (rng.nextDouble() < share || v == 0) {
        int r = bn.variables().get(v).cardinality();
        e[v] = new double[r];
        for (int k = 0; k < r; k++) {
          e[v][k] = rng.nextInt(6) == 0 ? 0 : rng.nextDouble() * 3;
        }
        e[v][rng.nextInt(r)] = 0.5; // never all zero
      }
    }
    return e;
  }

  static void assertMatches(BayesianNetwork bn, Calibration cal, double[][] evidence) {
    BruteForce bf = new BruteForce(bn, evidence);
    cal.calibrate(evidence == null ? new double[bn.size()][] : evidence);
    if (bf.probability == 0) {
      assertFalse(cal.isPossible());
      return;
    }
    double expected = Math.log(bf.probability);
    assertEquals(expected, cal.logProbabilityOfEvidence(), TOL * Math.max(1, Math.abs(expected)));
    assertEquals(
        bf.probability, Math.exp(cal.logProbabilityOfEvidence()), TOL * bf.probability, "P(e)");
    for (int v = 0; v < bn.size(); v++) {
      assertClose(bf.family[v], cal.familyMarginal(v), "family of node " + v);
      assertClose(bf.marginal[v], cal.marginal(v), "marginal of node " + v);
    }
  }

  static void assertClose(double[] expected, double[] actual, String what) {
    assertEquals(expected.length, actual.length, what);
    for (int i = 0; i < expected.length; i++) {
      assertEquals(
          expected[i], actual[i], TOL * Math.abs(expected[i]) + 1e-300, what + " entry " + i);
    }
  }

  @Test
  void familyMarginalIntoABufferEqualsTheAllocatingOne() {
    BayesianNetwork bn = asia();
    Calibration cal = JunctionTree.of(bn).calibrate(hardEvidence(bn, new SplittableRandom(2)));
    double[] out = new double[8];
    out[3] = 42;
    cal.familyMarginal(bn.indexOf("dysp"), out);
    assertArrayEquals(cal.familyMarginal(bn.indexOf("dysp")), out);
  }
}
