package org.structlearn.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;
import org.structlearn.graph.MutableDag;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.RandomDags;
import org.structlearn.io.graph.ModelStrings;

class StructureComparisonTest {
  private static final String ASIA = "[A][S][T|A][L|S][B|S][E|T:L][X|E][D|B:E]";
  private final Dag asia = ModelStrings.parse(ASIA);

  @Test
  void identicalAndEquivalentGraphs() {
    StructureComparison same = StructureComparison.of(asia, asia);
    assertEquals(new StructureComparison(8, 0, 8, 0, 0, 8, 0, 0), same);
    assertEquals(1.0, same.arcF1());
    // A -> T is covered: T <- A is an equivalent DAG
    Dag reversed = ModelStrings.parse("[T][A|T][S][L|S][B|S][E|T:L][X|E][D|B:E]");
    assertEquals(same, StructureComparison.of(asia, reversed));
    assertEquals(0, Shd.of(asia, reversed));
  }

  /** Hand-counted: the truth's CPDAG has 5 arcs and 3 undirected edges. */
  @Test
  void missingAndReversedArcs() {
    Dag noX = ModelStrings.parse("[A][S][T|A][L|S][B|S][E|T:L][X][D|B:E]");
    StructureComparison c = StructureComparison.of(asia, noX);
    assertEquals(new StructureComparison(8, 1, 7, 0, 1, 7, 0, 1), c);
    assertEquals(1, c.hamming());
    assertEquals(7.0 / 8, c.arcRecall(), 1e-12);
    // X -> E adds v-structures at E: only the pair E, X differs between the CPDAGs
    Dag xe = ModelStrings.parse("[A][S][T|A][L|S][B|S][X][E|T:L:X][D|B:E]");
    StructureComparison r = StructureComparison.of(asia, xe);
    assertEquals(new StructureComparison(8, 1, 7, 1, 1, 8, 0, 0), r);
    assertEquals(7.0 / 8, r.arcPrecision(), 1e-12);
    assertEquals(1.0, r.edgeF1());
    assertTrue(r.toString().contains("SHD 1, Hamming 0"), r.toString());
  }

  @Test
  void nodesAreMatchedByName() {
    List<String> shuffled = new ArrayList<>(asia.names());
    java.util.Collections.reverse(shuffled);
    Dag reordered = asia.reorder(shuffled);
    assertEquals(0, StructureComparison.of(asia, reordered).shd());
    assertEquals(0, Shd.of(Pdag.of(asia), Cpdags.of(reordered)));
    Dag other = ModelStrings.parse("[A][S][T|A][L|S][B|S][E|T:L][Y|E][D|B:E]");
    NodeSetMismatchException e =
        assertThrows(NodeSetMismatchException.class, () -> StructureComparison.of(asia, other));
    assertEquals(List.of("X"), e.missingFromLearned());
    assertEquals(List.of("Y"), e.missingFromTruth());
    assertTrue(e.getMessage().contains("[X]") && e.getMessage().contains("[Y]"));
  }

  /**
   * Chickering (1995): reversing a covered arc keeps the equivalence class (SHD 0); reversing an
   * arc of a v-structure, keeping the skeleton, leaves the class (SHD > 0).
   */
  @Test
  void seededInvariants() {
    int covered = 0;
    int broken = 0;
    for (long seed = 0; seed < 150; seed++) {
      Dag dag = RandomDags.erdosRenyi(10, 0.3, seed);
      for (Arc a : dag.arcs()) {
        MutableDag m = MutableDag.of(dag);
        if (Dags.isCoveredArc(dag, a.from(), a.to())) {
          m.reverseArc(a.from(), a.to());
          assertEquals(0, Shd.of(dag, m.toDag()), "seed " + seed);
          covered++;
        } else if (inVStructure(dag, a) && !m.wouldCreateCycle(a.to(), a.from())) {
          m.reverseArc(a.from(), a.to());
          StructureComparison c = StructureComparison.of(dag, m.toDag());
          assertTrue(c.shd() > 0, "seed " + seed + " arc " + a);
          assertEquals(0, c.hamming());
          broken++;
        }
      }
    }
    assertTrue(covered > 100 && broken > 100, covered + " / " + broken);
  }

  private static boolean inVStructure(Dag dag, Arc a) {
    for (int p : dag.parents(a.to())) {
      if (p != a.from() && !dag.isAdjacent(p, a.from())) {
        return true;
      }
    }
    return false;
  }
}
