package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.graph.Dag;
import org.structlearn.io.graph.GraphFiles;

class StrengthCliTest {
  @TempDir Path dir;

  private static final String DATA = CliTest.data("bnlearn/learning.test.csv");

  private static CliTest.Run strength(String... more) {
    String[] base = {
      "strength", "--data", DATA, "--replicates", "6", "--sample-size", "400", "--seed", "3"
    };
    String[] args = new String[base.length + more.length];
    System.arraycopy(base, 0, args, 0, base.length);
    System.arraycopy(more, 0, args, base.length, more.length);
    return CliTest.run(args);
  }

  @Test
  void writesTheAveragedNetworkAndTheStrengths() throws IOException {
    Path out = dir.resolve("averaged.csv");
    Path csv = dir.resolve("strengths.csv");
    CliTest.Run r =
        strength(
            "--out", out.toString(), "--strengths", csv.toString(), "--threads", "2", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = r.json();
    assertEquals(6, j.get("replicates").asInt());
    assertEquals("hc", j.get("algorithm").asText());
    assertEquals(j.get("inclusionThreshold").asDouble(), j.get("threshold").asDouble(), 0);
    Dag averaged = GraphFiles.readDag(out);
    assertEquals(j.get("averagedArcs").asInt(), averaged.arcCount());
    List<String> lines = Files.readAllLines(csv);
    assertEquals("from,to,strength,direction", lines.get(0));
    assertEquals(j.get("strengths").size() + 1, lines.size());
    assertEquals(2 * j.get("pairsLinked").asInt(), j.get("strengths").size());
    // one thread gives the same strengths
    CliTest.Run one = strength("--threads", "1", "--json");
    assertEquals(j.get("strengths"), one.json().get("strengths"));
  }

  @Test
  void textOutputAndThresholdAndTabu() throws IOException {
    CliTest.Run r = strength("--algorithm", "tabu", "--threshold", "1");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("threshold"), r.out());
    assertTrue(r.out().contains("tabu"), r.out());
  }

  @Test
  void badOptionsExitTwoNamingTheOption() {
    for (String[] bad :
        new String[][] {
          {"--replicates", "0"},
          {"--threshold", "1.5"},
          {"--sample-size", "0"},
          {"--algorithm", "nope"},
          {"--score", "mpl"},
          {"--threads", "0"},
          {"--out", "x.unknown"},
        }) {
      CliTest.Run r = strength(bad);
      assertEquals(2, r.code(), String.join(" ", bad) + ": " + r.err());
      assertTrue(r.err().contains(bad[0]), bad[0] + ": " + r.err());
    }
    CliTest.Run same = strength("--strengths", DATA);
    assertEquals(2, same.code());
    assertTrue(same.err().contains("--strengths"), same.err());
  }

  @Test
  void refusedRunWritesNothing() {
    Path out = dir.resolve("a.csv");
    CliTest.Run r = strength("--out", out.toString(), "--replicates", "-1");
    assertEquals(2, r.code());
    assertFalse(Files.exists(out));
  }
}
