package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.structlearn.cli.CliTest.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/**
 * {@code study mn-exhaustive --quick --json}, part 1's bar: all six structures and three scores,
 * rates in [0, 1], and rates rising with the sample size on at least five structures per score; and
 * {@code study mn-hill-climbing --quick --json}, part 2's.
 */
class StudyCliTest {
  @Test
  void quickJsonReportsEveryStructureAndScore() throws Exception {
    CliTest.Run r = run("study", "mn-exhaustive", "--quick", "--json", "--threads", "2");
    assertEquals(0, r.code(), r.err());
    JsonNode j = new ObjectMapper().readTree(r.out());
    assertEquals("quick", j.get("size").asText());
    assertEquals(6, j.get("structures").size());
    for (JsonNode s : j.get("structures")) {
      for (String score : new String[] {"BJP", "IB", "MPL"}) {
        JsonNode rates = s.get("successRate").get(score);
        assertEquals(4, rates.size());
        for (JsonNode rate : rates) {
          assertTrue(rate.asDouble() >= 0 && rate.asDouble() <= 1, s.toString());
        }
      }
    }
    for (String score : new String[] {"BJP", "IB", "MPL"}) {
      assertTrue(j.get("risingStructures").get(score).asInt() >= 5, j.toString());
    }
    assertEquals(6, j.get("claims").size());
  }

  /**
   * The bar {@code mn-hill-climbing}: {@code study mn-hill-climbing --quick --json} reports
   * a Hamming distance for each of the 12 graphs and 3 learners at every size, and BJP's mean
   * Hamming distance on dolphins at the largest size beside IB's and MPL's.
   */
  @Test
  void hillClimbingQuickJsonReportsEveryGraphAndLearner() throws Exception {
    CliTest.Run r = run("study", "mn-hill-climbing", "--quick", "--json", "--threads", "2");
    assertEquals(0, r.code(), r.err());
    JsonNode j = new ObjectMapper().readTree(r.out());
    assertEquals("quick", j.get("size").asText());
    assertEquals(12, j.get("graphs").size());
    for (JsonNode g : j.get("graphs")) {
      for (String learner : new String[] {"BJP", "IB", "MPL"}) {
        JsonNode h = g.get("meanHamming").get(learner);
        assertEquals(2, h.size(), g.toString());
        for (JsonNode v : h) {
          assertTrue(v.asDouble() >= 0, g.toString());
        }
      }
    }
    assertEquals(12 * 2 * 3, j.get("cells").size());
    JsonNode dolphins = j.get("dolphinsLargest");
    assertEquals("dolphins", dolphins.get("graph").asText());
    assertEquals(5000, dolphins.get("N").asInt());
    for (String learner : new String[] {"BJP", "IB", "MPL"}) {
      double h = dolphins.get(learner).get("meanHamming").asDouble();
      assertTrue(h >= 0 && h <= 62 * 61 / 2, dolphins.toString());
    }
    assertEquals(8, j.get("claims").size());
  }

  @Test
  void anUnknownStudyIsNamed() {
    CliTest.Run r = run("study", "nope");
    assertEquals(2, r.code());
    assertEquals(
        "error: unknown study 'nope' (NAME); known studies: mn-exhaustive, mn-hill-climbing, topology,"
            + " latent-influence\n",
        r.err());
  }
}
