package org.structlearn.study;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.ProgressListener;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.metrics.UndirectedComparison;
import org.structlearn.search.neighbourhood.NeighbourhoodOptions;
import org.structlearn.search.neighbourhood.NeighbourhoodSelection;

/**
 * ℓ1 neighbourhood selection on the BJP paper's small-domain data sets: each cell is what the
 * learner gives, run by hand, on the study's own sample; the numbers do not depend on the thread
 * count; rates and standard errors are what their definitions say.
 */
class MnExhaustiveBaselineTest {
  private static final MnExhaustiveOptions TINY =
      MnExhaustiveOptions.builder()
          .distributions(2)
          .seedsPerDistribution(1)
          .sampleSizes(List.of(50, 2000))
          .seed(3)
          .build();

  @Test
  void cellsAreTheLearnersOwnAnswersOnTheStudysData() {
    NeighbourhoodSelection l1 = new NeighbourhoodSelection(NeighbourhoodOptions.defaults());
    MnExhaustiveBaseline.Result one =
        MnExhaustiveBaseline.run(TINY, "l1", l1, ProgressListener.none());
    MnExhaustiveBaseline.Result two =
        MnExhaustiveBaseline.run(
            TINY.toBuilder().threads(2).build(), "l1", l1, ProgressListener.none());
    assertEquals(6 * 2, one.cells().size());
    assertEquals(one.cells(), two.cells());
    for (int s = 0; s < 6; s++) {
      UndirectedGraph truth = MnExhaustiveStudy.structures().get(s).graph();
      for (int n : TINY.sampleSizes()) {
        int successes = 0;
        double hamming = 0;
        for (int d = 0; d < 2; d++) {
          UndirectedGraph learned =
              l1.learn(MnExhaustiveStudy.sample(TINY, truth, s, d, 0).head(n)).skeleton();
          int h = UndirectedComparison.of(truth, learned).hamming();
          successes += h == 0 ? 1 : 0;
          hamming += h / 2.0;
        }
        MnExhaustiveBaseline.Cell c = one.cell(s, n);
        assertEquals(successes, c.successes(), c.toString());
        assertEquals(hamming, c.meanHamming(), 1e-12, c.toString());
        double p = successes / 2.0;
        assertEquals(Math.sqrt(p * (1 - p) / 2), c.rateError(), 1e-12);
      }
    }
    assertEquals(12, one.table().rowCount());
    assertEquals("l1", one.learner());
  }
}
