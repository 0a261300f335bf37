package org.structlearn.mixed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.PcStable;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;

/**
 * bnlearn 4.9.4's hc and tabu with bic-cg and pc.stable with mi-cg, on clgaussian.test and the
 * complete rows of survey: the same DAGs and the same CPDAG, for one thread and for several. Like
 * bnlearn's, PC-stable gets the arcs from continuous to discrete variables as forbidden knowledge
 * ({@link CgRestriction}), which orients a discrete – continuous edge from the discrete end.
 */
class CgLearnReferenceTest {
  @Test
  void hillClimbingAndTabuFindBnlearnsNetworks() {
    for (Map<String, String> row : CgReferences.rows("cg-learned.csv")) {
      String algorithm = row.get("algorithm");
      if (algorithm.equals("pc.stable")) {
        continue;
      }
      Dataset data = CgReferences.data(row.get("dataset"));
      Dag expected = ModelStrings.parse(row.get("result"));
      for (int threads : new int[] {1, 3}) {
        SearchOptions o = CgSearch.defaults().toBuilder().threads(threads).build();
        CgSearch s = algorithm.equals("hc") ? CgSearch.hillClimbing(o) : CgSearch.tabu(o);
        LearnResult r = s.learn(data);
        assertEquals(arcs(expected), arcs(r.graph()), row + ", threads " + threads);
      }
    }
  }

  @Test
  void pcStableFindsBnlearnsCpdag() {
    for (Map<String, String> row : CgReferences.rows("cg-learned.csv")) {
      if (!row.get("algorithm").equals("pc.stable")) {
        continue;
      }
      Dataset data = CgReferences.data(row.get("dataset"));
      ConstraintOptions o =
          ConstraintOptions.builder()
              .knowledge(CgRestriction.knowledge(Knowledge.none(), data.variables()))
              .build();
      Pdag cpdag = new PcStable(o).learn(new MiCgTest(data), data.names()).cpdag();
      TreeSet<String> got = new TreeSet<>();
      for (Arc a : cpdag.arcs()) {
        got.add(cpdag.name(a.from()) + "->" + cpdag.name(a.to()));
      }
      for (Edge e : cpdag.edges()) {
        got.add(cpdag.name(e.a()) + "->" + cpdag.name(e.b()));
        got.add(cpdag.name(e.b()) + "->" + cpdag.name(e.a()));
      }
      assertEquals(new TreeSet<>(List.of(row.get("result").split(" "))), got, row.toString());
    }
  }

  private static TreeSet<String> arcs(Dag g) {
    List<String> out = new ArrayList<>();
    for (Arc a : g.arcs()) {
      out.add(g.name(a.from()) + "->" + g.name(a.to()));
    }
    return new TreeSet<>(out);
  }
}
