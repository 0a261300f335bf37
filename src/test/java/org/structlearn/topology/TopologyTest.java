package org.structlearn.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.citest.BayesianCiTest;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.data.Dataset;
import org.structlearn.stats.FamilyCounter;

class TopologyTest {
  @Test
  void classicalMdsReproducesEuclideanDistances() {
    Random rnd = new Random(3);
    for (int d : new int[] {1, 2, 3}) {
      int n = 12;
      double[][] points = new double[n][d];
      for (double[] p : points) {
        for (int k = 0; k < d; k++) {
          p[k] = rnd.nextGaussian() * 3;
        }
      }
      double[][] dist = new double[n][n];
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          dist[i][j] = ClassicalMds.distance(points, i, j);
        }
      }
      double[][] map = ClassicalMds.embed(dist, d);
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          assertEquals(dist[i][j], ClassicalMds.distance(map, i, j), 1e-9, d + "-d " + i + "," + j);
        }
      }
      // fewer dimensions than the points need: distances shrink, never grow
      if (d > 1) {
        double[][] flat = ClassicalMds.embed(dist, d - 1);
        for (int i = 0; i < n; i++) {
          for (int j = 0; j < n; j++) {
            assertTrue(ClassicalMds.distance(flat, i, j) <= dist[i][j] + 1e-9);
          }
        }
      }
    }
  }

  @Test
  void mdsRefusesWhatIsNotADissimilarityMatrix() {
    assertThrows(
        IllegalArgumentException.class,
        () -> ClassicalMds.embed(new double[][] {{0, 1}, {2, 0}}, 1));
    assertThrows(
        IllegalArgumentException.class,
        () -> ClassicalMds.embed(new double[][] {{0, 1}, {1, 0}}, 3));
  }

  /**
   * The seed's example: A – B – C in one dimension. A and C depend on each other through B, so
   * their unconditional similarity is high too; any threshold that keeps both true edges joins A
   * and C. On MGMN's one-dimensional map B lies between A and C, and the nearest-neighbour
   * threshold keeps only the true edges.
   */
  @Test
  void mgmnTellsNeighboursFromNeighboursOfNeighboursWhereThresholdingCannot() {
    PairwiseDependence s =
        new PairwiseDependence(
            List.of("A", "B", "C"),
            new double[][] {{1, 0.95, 0.9}, {0.95, 1, 0.95}, {0.9, 0.95, 1}},
            "given");
    for (double t : new double[] {0.9, 0.85, 0.5}) {
      assertEquals(3, MiThreshold.threshold(s, t).graph().edgeCount(), "threshold " + t);
    }
    assertEquals(0, MiThreshold.threshold(s, 0.96).graph().edgeCount());
    TopologyResult m = Mgmn.learn(s, Mgmn.Options.defaults().dimensions(1));
    assertEquals(2, m.graph().edgeCount(), m.graph().toString());
    assertTrue(m.graph().isAdjacent(0, 1) && m.graph().isAdjacent(1, 2));
    assertFalse(m.graph().isAdjacent(0, 2));
    assertEquals(0.05, m.threshold(), 1e-9);
    double a = m.map()[0][0];
    double b = m.map()[1][0];
    double c = m.map()[2][0];
    assertTrue((a < b && b < c) || (c < b && b < a), a + " " + b + " " + c);
    // a fixed distance that reaches A - C joins it
    assertEquals(
        3,
        Mgmn.learn(s, Mgmn.Options.defaults().dimensions(1).threshold(0.11)).graph().edgeCount());
  }

  @Test
  void mutualInformationIsThePlugInEstimate() {
    Dataset asia = BnlearnData.data("asia");
    PairwiseDependence mi = PairwiseDependence.mutualInformation(asia);
    FamilyCounter counter = new FamilyCounter(asia);
    int n = asia.columns();
    for (int i = 0; i < n; i++) {
      assertEquals(0, mi.get(i, i));
      for (int j = 0; j < n; j++) {
        assertEquals(mi.get(i, j), mi.get(j, i), 0.0);
        if (i != j) {
          assertEquals(bruteForce(asia, i, j), mi.get(i, j), 1e-12);
          assertTrue(mi.get(i, j) >= 0);
        }
      }
    }
    assertTrue(counter.data() == asia);
  }

  private static double bruteForce(Dataset d, int x, int y) {
    int rx = d.cardinality(x);
    int ry = d.cardinality(y);
    double[][] p = new double[rx][ry];
    for (int r = 0; r < d.rows(); r++) {
      p[d.code(x, r)][d.code(y, r)] += 1.0 / d.rows();
    }
    double mi = 0;
    for (int a = 0; a < rx; a++) {
      for (int b = 0; b < ry; b++) {
        double pa = 0;
        double pb = 0;
        for (int k = 0; k < ry; k++) {
          pa += p[a][k];
        }
        for (int k = 0; k < rx; k++) {
          pb += p[k][b];
        }
        if (p[a][b] > 0) {
          mi += p[a][b] * Math.log(p[a][b] / (pa * pb));
        }
      }
    }
    return mi;
  }

  @Test
  void significanceFromTheBayesianTestIsTheDependencePosterior() {
    Dataset asia = BnlearnData.data("asia");
    BayesianCiTest test = new BayesianCiTest(asia, BayesianCiTestOptions.defaults());
    PairwiseDependence s = PairwiseDependence.significance(test, asia.names());
    for (int i = 0; i < asia.columns(); i++) {
      assertEquals(1, s.get(i, i));
      for (int j = i + 1; j < asia.columns(); j++) {
        assertEquals(1 - test.test(i, j, new int[0]).posteriorIndependence(), s.get(i, j), 0.0);
        assertTrue(s.get(i, j) >= 0 && s.get(i, j) <= 1);
      }
    }
    TopologyResult relevance = MiThreshold.significant(s, 0.05);
    TopologyResult mgmn = Mgmn.learn(s, Mgmn.Options.defaults());
    assertEquals(asia.names(), relevance.graph().names());
    assertEquals(2, mgmn.map()[0].length);
    assertTrue(mgmn.threshold() > 0);
  }

  @Test
  void optionsAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> new Mgmn.Options(0, Double.NaN, 1));
    assertThrows(IllegalArgumentException.class, () -> Mgmn.Options.defaults().threshold(-1));
    assertThrows(IllegalArgumentException.class, () -> Mgmn.Options.defaults().nearestNeighbour(0));
    PairwiseDependence s = new PairwiseDependence(List.of("a", "b"), new double[2][2], "zero");
    assertThrows(IllegalArgumentException.class, () -> MiThreshold.significant(s, 1));
  }
}
