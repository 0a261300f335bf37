package org.structlearn.constraint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.OracleCiTest;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.knowledge.Knowledge;

/**
 * Oracle tests of PC-stable and SGS: with d-separation in a true DAG as the test they must recover
 * its CPDAG exactly (Spirtes, Glymour and Scheines 1993; Colombo and Maathuis 2014, Theorem 4), and
 * the result must not depend on the thread count or the column order.
 */
class PcStableTest {
  private static ConstraintResult pc(Dag truth, ConstraintOptions options) {
    return new PcStable(options).learn(OracleCiTest.dSeparation(truth), truth.names());
  }

  @Test
  void pcStableRecoversTheCpdagOfAsiaAndAlarm() {
    for (String name : List.of("asia", "alarm")) {
      Dag truth = BnlearnData.truth(name);
      ConstraintResult r = pc(truth, ConstraintOptions.defaults());
      assertEquals(Cpdags.of(truth), r.cpdag(), name);
      assertEquals(Cpdags.ofPdag(Pdag.of(truth)), r.cpdag(), name);
      assertEquals(truth.arcCount(), r.skeleton().edgeCount(), name);
    }
  }

  @Test
  void pcStableAndSgsRecoverTheCpdagOfRandomDags() {
    for (long seed = 1; seed <= 12; seed++) {
      Dag truth = randomDag(9, 0.3, seed);
      Pdag expected = Cpdags.of(truth);
      assertEquals(expected, pc(truth, ConstraintOptions.defaults()).cpdag(), "pc, seed " + seed);
      ConstraintResult sgs =
          new Sgs(ConstraintOptions.defaults())
              .learn(OracleCiTest.dSeparation(truth), truth.names());
      assertEquals(expected, sgs.cpdag(), "sgs, seed " + seed);
    }
  }

  @Test
  void undirectedVariantsRecoverAMarkovNetwork() {
    ConstraintOptions undirected = ConstraintOptions.builder().undirected(true).build();
    for (long seed = 1; seed <= 6; seed++) {
      UndirectedGraph truth = randomGraph(9, 0.3, seed);
      OracleCiTest oracle = OracleCiTest.separation(truth);
      ConstraintResult pc = new PcStable(undirected).learn(oracle, truth.names());
      ConstraintResult sgs = new Sgs(undirected).learn(oracle, truth.names());
      assertEquals(truth, pc.skeleton(), "pc, seed " + seed);
      assertEquals(truth, sgs.skeleton(), "sgs, seed " + seed);
      assertNull(pc.cpdag());
      assertTrue(pc.cpdagIfDirected().isEmpty());
    }
  }

  @Test
  void sameResultForOneAndTwoThreadsAndAnyColumnOrder() {
    Dag truth = BnlearnData.truth("alarm");
    ConstraintResult one = pc(truth, ConstraintOptions.defaults());
    ConstraintResult two = pc(truth, ConstraintOptions.builder().threads(2).build());
    assertEquals(one.cpdag(), two.cpdag());
    assertEquals(one.removals(), two.removals());
    assertEquals(one.levels(), two.levels());
    assertEquals(one.testsRun(), two.testsRun());
    // in name order nothing depends on the column order; in column order (bnlearn's) the skeleton
    ConstraintOptions names =
        ConstraintOptions.builder().order(ConstraintOptions.Order.NAMES).build();
    ConstraintResult byName = pc(truth, names);
    List<String> order = new ArrayList<>(truth.names());
    Collections.shuffle(order, new Random(7));
    ConstraintResult shuffledColumns = pc(truth.reorder(order), ConstraintOptions.defaults());
    assertEquals(namedEdges(one.skeleton()), namedEdges(shuffledColumns.skeleton()));
    ConstraintResult shuffled = pc(truth.reorder(order), names);
    one = byName;
    assertEquals(named(one.cpdag()), named(shuffled.cpdag()));
    assertEquals(separations(one), separations(shuffled));
    assertEquals(one.levels(), shuffled.levels());
    assertEquals(one.testsRun(), shuffled.testsRun());
  }

  @Test
  void maxConditioningIsRespected() {
    Dag truth = BnlearnData.truth("alarm");
    ConstraintResult r = pc(truth, ConstraintOptions.builder().maxConditioning(1).build());
    assertTrue(r.levels().size() <= 2);
    assertTrue(r.removals().stream().allMatch(x -> x.separatingSet().length <= 1));
    ConstraintResult full = pc(truth, ConstraintOptions.defaults());
    assertTrue(full.removals().stream().anyMatch(x -> x.separatingSet().length > 1));
    assertTrue(r.skeleton().edgeCount() > full.skeleton().edgeCount());
  }

  @Test
  void knowledgeIsRespected() {
    Dag truth = BnlearnData.truth("asia");
    // a required arc between non-adjacent nodes is kept, a pair forbidden both ways never added,
    // and an arc forbidden one way is not oriented that way
    Knowledge k =
        Knowledge.builder()
            .require("A", "S")
            .forbid("T", "E")
            .forbid("E", "T")
            .forbid("B", "D")
            .build();
    ConstraintResult r = pc(truth, ConstraintOptions.builder().knowledge(k).build());
    List<String> n = truth.names();
    Pdag g = r.cpdag();
    assertTrue(g.hasArc(n.indexOf("A"), n.indexOf("S")));
    assertFalse(g.isAdjacent(n.indexOf("T"), n.indexOf("E")));
    assertTrue(g.isAdjacent(n.indexOf("B"), n.indexOf("D")));
    assertFalse(g.hasArc(n.indexOf("B"), n.indexOf("D")));
  }

  @Test
  void countersAreSane() {
    Dag truth = BnlearnData.truth("alarm");
    CachedCiTest cache = new CachedCiTest(OracleCiTest.dSeparation(truth));
    ConstraintResult r = new PcStable(ConstraintOptions.defaults()).learn(cache, truth.names());
    long asked = r.levels().stream().mapToLong(LevelSummary::testsAsked).sum();
    assertEquals(asked, r.testsAsked());
    assertEquals(cache.testsRun(), r.testsRun());
    assertTrue(r.testsRun() >= 37 * 36 / 2);
    int removed = r.levels().stream().mapToInt(LevelSummary::removed).sum();
    assertEquals(removed, r.removals().size());
    assertEquals(37 * 36 / 2 - removed, r.skeleton().edgeCount());
    // a second run on the same cache runs nothing
    ConstraintResult again = new PcStable(ConstraintOptions.defaults()).learn(cache, truth.names());
    assertEquals(0, again.testsRun());
    assertEquals(r.testsAsked(), again.testsReused());
    assertTrue(r.toString().contains("pc-stable"));
  }

  @Test
  void namesMustMatchTheTest() {
    Dag truth = BnlearnData.truth("asia");
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new PcStable(ConstraintOptions.defaults())
                .learn(OracleCiTest.dSeparation(truth), List.of("a", "b")));
    assertThrows(
        IllegalArgumentException.class, () -> ConstraintOptions.builder().alpha(0).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> ConstraintOptions.builder().maxConditioning(-1).build());
  }

  static Set<String> named(Pdag g) {
    Set<String> out = new TreeSet<>();
    for (Arc a : g.arcs()) {
      out.add(g.name(a.from()) + " -> " + g.name(a.to()));
    }
    for (Edge e : g.edges()) {
      String a = g.name(e.a());
      String b = g.name(e.b());
      out.add(a.compareTo(b) < 0 ? a + " - " + b : b + " - " + a);
    }
    return out;
  }

  static Set<String> namedEdges(UndirectedGraph g) {
    Set<String> out = new TreeSet<>();
    for (Edge e : g.edges()) {
      String a = g.name(e.a());
      String b = g.name(e.b());
      out.add(a.compareTo(b) < 0 ? a + " - " + b : b + " - " + a);
    }
    return out;
  }

  static Set<String> separations(ConstraintResult r) {
    Set<String> out = new TreeSet<>();
    List<String> n = r.names();
    for (Removal x : r.removals()) {
      List<String> z = new ArrayList<>();
      for (int v : x.separatingSet()) {
        z.add(n.get(v));
      }
      out.add(n.get(x.x()) + " | " + n.get(x.y()) + " | " + z);
    }
    return out;
  }

  static Dag randomDag(int n, double p, long seed) {
    Random rng = new Random(seed);
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      names.add("V" + i);
    }
    List<Arc> arcs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (rng.nextDouble() < p) {
          arcs.add(new Arc(i, j));
        }
      }
    }
    return Dag.of(names, arcs);
  }

  static UndirectedGraph randomGraph(int n, double p, long seed) {
    Dag d = randomDag(n, p, seed);
    List<Edge> edges = new ArrayList<>();
    for (Arc a : d.arcs()) {
      edges.add(new Edge(a.from(), a.to()));
    }
    return UndirectedGraph.of(d.names(), edges);
  }
}
