package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.structlearn.cli.CliTest.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/**
 * {@code study mn-exhaustive --quick --json}, the bar: all six structures and three scores,
 * rates in [0, 1], and rates rising with the sample size on at least five structures per score.
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

  @Test
  void anUnknownStudyIsNamed() {
    CliTest.Run r = run("study", "nope");
    assertEquals(2, r.code());
    assertEquals("error: unknown study 'nope' (NAME); known studies: mn-exhaustive\n", r.err());
  }
}
