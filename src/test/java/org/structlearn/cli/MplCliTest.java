package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;

/**
 * {@code score --score mpl} reproduces BDgraph 2.72's total log MPL on bnlearn's coronary ({@code
 * data/bdgraph/coronary-mpl-summary.txt}).
 */
class MplCliTest {
  @TempDir Path dir;

  private static Run score(Path graph, String... extra) {
    String[] base = {
      "score",
      "--data",
      CliTest.data("bnlearn/coronary.csv"),
      "--levels",
      CliTest.data("bnlearn/coronary.levels.csv"),
      "--graph",
      graph.toString(),
      "--score",
      "mpl",
      "--json"
    };
    String[] args = java.util.Arrays.copyOf(base, base.length + extra.length);
    System.arraycopy(extra, 0, args, base.length, extra.length);
    return CliTest.run(args);
  }

  @Test
  void learnedGraphAsEdgeListBothWays() throws IOException {
    String[] edges = {
      "Family,M. Work", "M. Work,P. Work", "M. Work,Pressure", "M. Work,Proteins",
      "M. Work,Smoking", "P. Work,Pressure", "P. Work,Proteins", "P. Work,Smoking",
      "Pressure,Proteins", "Pressure,Smoking", "Proteins,Smoking"
    };
    StringBuilder sb = new StringBuilder("from,to\n");
    for (String e : edges) {
      String[] ab = e.split(",");
      sb.append(e).append('\n').append(ab[1]).append(',').append(ab[0]).append('\n');
    }
    Path g = dir.resolve("learned.csv");
    Files.writeString(g, sb.toString());
    Run r = score(g);
    assertEquals(0, r.code(), r.err());
    assertEquals(-6278.78023386917, r.json().get("score").asDouble(), 1e-9 * 6278.8);
    assertEquals(11, r.json().get("edges").asInt());
    assertEquals("mpl(alpha=0.5)", r.json().get("scoreType").asText());
  }

  @Test
  void ugEdgesReadAsUndirectedAndEmptyGraph() throws IOException {
    Run r = score(Path.of(CliTest.data("bnlearn/coronary.ug.edges.csv")));
    assertEquals(0, r.code(), r.err());
    assertEquals(-6335.8212373951, r.json().get("score").asDouble(), 1e-9 * 6335.8);
    assertEquals(9, r.json().get("edges").asInt());
    Path empty = dir.resolve("empty.csv");
    Files.writeString(empty, "from,to\n");
    Run e = score(empty);
    assertEquals(0, e.code(), e.err());
    assertEquals(-7063.0696865501, e.json().get("score").asDouble(), 1e-9 * 7063.1);
    assertEquals(6, e.json().get("nodes").asInt());
  }

  @Test
  void badAlphaAndMplOutsideScoreAreRefused() {
    Run r = score(Path.of(CliTest.data("bnlearn/coronary.ug.edges.csv")), "--alpha", "0");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("--alpha must be a number in [1e-100, 1e100]"), r.err());
    Run l =
        CliTest.run(
            "learn", "--data", CliTest.data("bnlearn/coronary.csv"), "--score", "mpl", "--json");
    assertEquals(2, l.code());
    assertTrue(l.err().contains("scores undirected graphs"), l.err());
  }
}
