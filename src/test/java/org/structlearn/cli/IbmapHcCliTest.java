package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.BnlearnData;
import org.structlearn.cli.CliTest.Run;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.search.undirected.IbmapHillClimbing;
import org.structlearn.search.undirected.IbmapHillClimbingOptions;
import org.structlearn.search.undirected.IbmapHillClimbingResult;

/**
 * {@code learn --algorithm ibmap-hc --score bjp|ib} on coronary: the library's graph and score, the
 * JSON fields the issue names, the same answer on two threads, and clear refusals.
 */
class IbmapHcCliTest {
  @TempDir Path dir;

  private static Run learn(String... extra) {
    String[] base = {
      "learn",
      "--data",
      CliTest.data("bnlearn/coronary.csv"),
      "--levels",
      CliTest.data("bnlearn/coronary.levels.csv"),
      "--algorithm",
      "ibmap-hc"
    };
    String[] args = Arrays.copyOf(base, base.length + extra.length);
    System.arraycopy(extra, 0, args, base.length, extra.length);
    return CliTest.run(args);
  }

  private static List<String> edges(JsonNode j) {
    List<String> out = new ArrayList<>();
    for (JsonNode e : j.get("edges")) {
      String a = e.get(0).asText();
      String b = e.get(1).asText();
      out.add(a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a);
    }
    out.sort(null);
    return out;
  }

  private static List<String> edges(UndirectedGraph g) {
    List<String> out = new ArrayList<>();
    for (Edge e : g.edges()) {
      String a = g.name(e.a());
      String b = g.name(e.b());
      out.add(a.compareTo(b) < 0 ? a + "|" + b : b + "|" + a);
    }
    out.sort(null);
    return out;
  }

  @Test
  void jsonHasTheLibrarysGraphScoreAndWorkForBothScores() throws IOException {
    for (String score : List.of("bjp", "ib")) {
      IbmapHillClimbingResult lib =
          new IbmapHillClimbing(
                  IbmapHillClimbingOptions.builder()
                      .score(
                          score.equals("bjp")
                              ? IbmapHillClimbingOptions.Score.BJP
                              : IbmapHillClimbingOptions.Score.IB)
                      .build())
              .learn(BnlearnData.data("coronary"));
      for (String threads : List.of("1", "2")) {
        Run r = learn("--score", score, "--threads", threads, "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("ibmap-hc", j.get("algorithm").asText());
        assertEquals("undirected", j.get("graphType").asText());
        assertEquals(edges(lib.graph()), edges(j), score);
        assertEquals(lib.score(), j.get("score").asDouble(), 1e-9 * Math.abs(lib.score()));
        assertEquals(lib.flips(), j.get("flips").asLong());
        assertEquals(lib.testsRun(), j.get("tests").asLong());
        assertTrue(j.get("seconds").asDouble() > 0);
        assertEquals(lib.flips(), j.get("trace").size());
        assertEquals("LOCAL_OPTIMUM", j.get("stopReason").asText());
      }
    }
  }

  @Test
  void bjpIsTheDefaultAndTheGraphIsWritten() throws IOException {
    Path dot = dir.resolve("g.dot");
    Run r = learn("--out", dot.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("IBMAP-HC (bjp)"), r.out());
    assertTrue(Files.readString(dot).startsWith("graph {"));
  }

  @Test
  void wrongCombinationsAreRefused() {
    Run mpl = learn("--score", "mpl");
    assertEquals(2, mpl.code());
    assertTrue(mpl.err().contains("for mpl use --algorithm mpl-hc"), mpl.err());
    Run bic = learn("--score", "bic");
    assertEquals(2, bic.code());
    assertTrue(bic.err().contains("climbs the bjp or ib score"), bic.err());
    Run zero = learn("--proposals", "0");
    assertEquals(2, zero.code());
    assertTrue(zero.err().contains("--proposals must be at least 1"), zero.err());
    Run kBest = learn("--k-best", "2");
    assertEquals(2, kBest.code());
    assertTrue(kBest.err().contains("--k-best"), kBest.err());
    Run merge = learn("--merge", "and");
    assertEquals(2, merge.code());
    assertTrue(merge.err().contains("--merge applies to --algorithm mpl-hc only"), merge.err());
    Run alpha = learn("--alpha", "0.5");
    assertEquals(2, alpha.code());
    assertTrue(alpha.err().contains("--ci-alpha"), alpha.err());
    Run hc =
        CliTest.run("learn", "--data", CliTest.data("bnlearn/coronary.csv"), "--proposals", "3");
    assertEquals(2, hc.code());
    assertTrue(hc.err().contains("--proposals applies to --algorithm ibmap-hc only"), hc.err());
  }
}
