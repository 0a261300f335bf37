package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.LocalScore;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.SearchStep;
import org.structlearn.viz.GraphCanvas.LegendEntry;

class TraceAndLegendTest {
  @Test
  void traceStartsAtTheEmptyGraphsScoreAndNamesThePlainClimb() {
    Dataset data = BnlearnData.data("learning.test");
    LearnResult r = new HillClimbing(SearchOptions.defaults()).learn(data);
    LocalScore bic = DiscreteScoreSpec.bic().bind(data);
    double empty = 0;
    for (int v = 0; v < bic.nodes(); v++) {
      empty += bic.local(v, new int[0]);
    }
    Map<String, List<SearchStep>> series = Charts.traceSeries(r);
    assertEquals(List.of("hill climbing (no restarts)"), List.copyOf(series.keySet()));
    List<SearchStep> climb = series.get("hill climbing (no restarts)");
    assertEquals(0, climb.get(0).iteration());
    assertEquals(empty, climb.get(0).total(), 1e-6 * Math.abs(empty));
    assertEquals(r.steps().size() + 1, climb.size());
    assertEquals(r.score(), climb.get(climb.size() - 1).total(), 1e-6 * Math.abs(r.score()));
  }

  @Test
  void restartsKeepTheFirstClimbName() {
    LearnResult r =
        new HillClimbing(SearchOptions.builder().restarts(2).perturb(2).seed(5).build())
            .learn(BnlearnData.data("learning.test"));
    Map<String, List<SearchStep>> series = Charts.traceSeries(r);
    assertEquals("first climb", series.keySet().iterator().next());
    assertEquals(0, series.get("first climb").get(0).iteration());
  }

  @Test
  void comparisonLegendNamesUndirectedEdges() {
    Dag asia = Networks.dag("asia");
    // the true CPDAG has undirected edges (asia - tub, smoke - lung, smoke - bronc); a learned
    // graph that keeps only the skeleton's undirected version of a compelled arc shows both cases
    LinkComparison c = LinkComparison.of(asia, Cpdags.of(asia), ComparisonBasis.ARCS);
    List<String> texts = Drawings.legend(c).stream().map(LegendEntry::text).toList();
    assertTrue(texts.stream().anyMatch(t -> t.startsWith("correct undirected ")), texts.toString());
    assertTrue(
        texts.stream().anyMatch(t -> t.startsWith("undirected where true is an arc ")),
        texts.toString());
    LegendEntry plain =
        Drawings.legend(c).stream()
            .filter(e -> e.text().startsWith("undirected where true is an arc "))
            .findFirst()
            .orElseThrow();
    assertEquals(false, plain.arrow());
    int undirectedLearned =
        (int)
            c.links().stream()
                .filter(
                    l ->
                        l.status() == LinkComparison.Status.REVERSED
                            && l.learned() == LinkKind.UNDIRECTED)
                .count();
    assertTrue(undirectedLearned > 0);
    assertTrue(
        texts.contains("undirected where true is an arc " + undirectedLearned), texts.toString());
  }

  @Test
  void aComparisonOfDirectedGraphsOnlyKeepsTheShortLegend() {
    Dag asia = Networks.dag("asia");
    LinkComparison c = LinkComparison.of(asia, asia, ComparisonBasis.ARCS);
    List<String> texts = Drawings.legend(c).stream().map(LegendEntry::text).toList();
    assertEquals(List.of("correct 8", "extra 0", "missing 0", "reversed 0"), texts);
  }
}
