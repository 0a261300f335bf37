package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.structlearn.cli.CliTest.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/**
 * {@code study topology --quick --json}, the issue's {@code gsimn-saving} bar: GSMN's and GSIMN's
 * tests and their ratio for every network, plus every learner's Hamming distance at every size.
 */
class TopologyStudyCliTest {
  @Test
  void quickJsonReportsGsimnAgainstGsmnOnEveryNetwork() throws Exception {
    CliTest.Run r = run("study", "topology", "--quick", "--json", "--threads", "2");
    assertEquals(0, r.code(), r.err());
    JsonNode j = new ObjectMapper().readTree(r.out());
    assertEquals("quick", j.get("size").asText());
    assertEquals("topology", j.get("study").asText());
    assertEquals(5, j.get("dataSetsPerCell").asInt());
    assertEquals(3, j.get("graphs").size());
    for (JsonNode g : j.get("graphs")) {
      for (String learner : new String[] {"MI_THRESHOLD", "MGMN", "SGS", "PC", "GSMN", "GSIMN"}) {
        assertEquals(2, g.get("meanHamming").get(learner).size(), g.toString());
        assertEquals(2, g.get("meanTests").get(learner).size(), g.toString());
      }
    }
    JsonNode saving = j.get("gsimnSaving");
    assertEquals(0.7, saving.get("bar").asDouble());
    assertEquals(3, saving.get("networks").size());
    boolean all = true;
    for (JsonNode n : saving.get("networks")) {
      double gsmn = n.get("gsmnTests").asDouble();
      double gsimn = n.get("gsimnTests").asDouble();
      assertTrue(gsmn > 0 && gsimn > 0, n.toString());
      assertEquals(gsimn / gsmn, n.get("ratio").asDouble(), 1e-9);
      assertEquals(gsimn / gsmn <= 0.7, n.get("atMostBar").asBoolean());
      all &= n.get("atMostBar").asBoolean();
    }
    assertEquals(all, saving.get("allAtMostBar").asBoolean());
    assertEquals(3 * 2 * 6, j.get("cells").size());
    assertEquals(9, j.get("claims").size());
  }

  @Test
  void textOutputShowsTheTableTheSavingAndTheClaims() {
    CliTest.Run r = run("study", "topology", "--quick", "--threads", "2", "--seed", "3");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("study topology (quick): 5 data sets per cell"), r.out());
    assertTrue(r.out().contains("alarm moral (37 nodes, 65 edges)"), r.out());
    assertTrue(r.out().contains("GSIMN's tests / GSMN's"), r.out());
    assertTrue(r.out().contains("the paper's claims:"), r.out());
  }
}
