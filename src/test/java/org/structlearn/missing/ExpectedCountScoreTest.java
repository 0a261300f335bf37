package org.structlearn.missing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.model.ExampleNetworks;
import org.structlearn.score.DiscreteScore;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.sim.ForwardSampler;

/** On complete data the expected-count scores are the ordinary scores (whole counts). */
class ExpectedCountScoreTest {
  @Test
  void equalsTheDiscreteScoresOnCompleteData() {
    Dataset data = ForwardSampler.sample(ExampleNetworks.asia(), 3000, 5);
    DiscreteRows rows = DiscreteRows.of(data);
    CompletedTable table = CompletedTable.of(rows, new RowPosterior.Component[0][]);
    SplittableRandom rnd = new SplittableRandom(2);
    for (DiscreteScoreType type : DiscreteScoreType.values()) {
      DiscreteScoreSpec spec = new DiscreteScoreSpec(type, 3.5);
      DiscreteScore plain = new DiscreteScore(data, type, 3.5);
      ExpectedCountScore expected = new ExpectedCountScore(table, spec, data.names());
      for (int trial = 0; trial < 20; trial++) {
        int child = rnd.nextInt(8);
        int[] parents =
            java.util.stream.IntStream.range(0, 8)
                .filter(v -> v != child && rnd.nextInt(3) == 0)
                .toArray();
        double want = plain.local(child, parents);
        assertEquals(want, expected.local(child, parents), 1e-9 * Math.abs(want), type + "");
      }
    }
  }
}
