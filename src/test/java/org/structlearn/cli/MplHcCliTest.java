package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;
import org.structlearn.io.DataLocation;

/**
 * {@code learn --algorithm mpl-hc} gives BDgraph 2.72's graphs on coronary with {@code --merge or}
 * and {@code and} ({@code data/bdgraph/coronary-mpl-learned.csv}) and on a held-out dolphins
 * sample, writes them, and refuses wrong combinations with exit code 2.
 */
class MplHcCliTest {
  @TempDir Path dir;

  private static Run learn(String... extra) {
    String[] base = {
      "learn",
      "--data",
      CliTest.data("bnlearn/coronary.csv"),
      "--levels",
      CliTest.data("bnlearn/coronary.levels.csv"),
      "--algorithm",
      "mpl-hc"
    };
    String[] args = Arrays.copyOf(base, base.length + extra.length);
    System.arraycopy(extra, 0, args, base.length, extra.length);
    return CliTest.run(args);
  }

  private static List<String> bdgraph(String operator) {
    return bdgraph("coronary", operator);
  }

  private static List<String> bdgraph(String name, String operator) {
    List<String> out = new ArrayList<>();
    for (String line :
        DataLocation.readString("bdgraph/" + name + "-mpl-learned.csv").split("\\R")) {
      String[] f = line.split(",");
      if (f[0].equals(operator)) {
        out.add(f[1] + "|" + f[2]);
      }
    }
    out.sort(null);
    return out;
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

  private static List<String> sortedPairs(List<String> pairs) {
    List<String> out = new ArrayList<>();
    for (String p : pairs) {
      String[] f = p.split("\\|");
      out.add(f[0].compareTo(f[1]) < 0 ? f[0] + "|" + f[1] : f[1] + "|" + f[0]);
    }
    out.sort(null);
    return out;
  }

  @Test
  void coronaryGivesBdgraphsGraphsWithOrAndAnd() throws IOException {
    for (String op : List.of("or", "and")) {
      Run r = learn("--merge", op, "--threads", "2", "--json");
      assertEquals(0, r.code(), r.err());
      JsonNode j = r.json();
      assertEquals(sortedPairs(bdgraph(op)), edges(j), op);
      assertEquals(-6278.78023386917, j.get("score").asDouble(), 1e-6);
      assertTrue(j.get("tests").asLong() > 0);
      assertTrue(j.get("seconds").asDouble() >= 0);
      assertEquals(op, j.get("merge").asText());
    }
    Run plain = learn("--score", "mpl", "--alpha", "0.5", "--json");
    assertEquals(0, plain.code(), plain.err());
    assertEquals(sortedPairs(bdgraph("or")), edges(plain.json()));
  }

  @Test
  void heldOutDolphinsSampleGivesBdgraphsGraphs() throws IOException {
    for (String op : List.of("or", "and")) {
      Run r =
          CliTest.run(
              "learn",
              "--data",
              CliTest.data("bdgraph/dolphins-gibbs-1000.csv"),
              "--discrete",
              "--algorithm",
              "mpl-hc",
              "--merge",
              op,
              "--json");
      assertEquals(0, r.code(), r.err());
      JsonNode j = r.json();
      List<String> expected = sortedPairs(bdgraph("dolphins-gibbs-1000", op));
      assertEquals(op.equals("or") ? 82 : 60, expected.size());
      assertEquals(expected, edges(j), op);
    }
  }

  @Test
  void writesTheGraphAndPrintsASummary() throws IOException {
    Path dot = dir.resolve("g.dot");
    Run r = learn("--out", dot.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("MPL hill climbing"), r.out());
    assertTrue(r.out().contains("edges: 11"), r.out());
    assertTrue(Files.readString(dot).startsWith("graph {"));
  }

  @Test
  void wrongCombinationsAreRefused() throws IOException {
    Run bjp = learn("--score", "bjp");
    assertEquals(2, bjp.code());
    assertTrue(bjp.err().contains("mpl-hc climbs the mpl score only"), bjp.err());
    Run merge =
        CliTest.run(
            "learn",
            "--data",
            CliTest.data("bnlearn/coronary.csv"),
            "--algorithm",
            "hc",
            "--merge",
            "and");
    assertEquals(2, merge.code());
    assertTrue(merge.err().contains("--merge applies to --algorithm mpl-hc only"), merge.err());
    Run bad = learn("--merge", "xor");
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains("--merge must be or"), bad.err());
    Run alpha = learn("--alpha", "-1");
    assertEquals(2, alpha.code());
    assertTrue(alpha.err().contains("--alpha"), alpha.err());
    Run ci = learn("--ci-alpha", "2");
    assertEquals(2, ci.code());
    assertTrue(ci.err().contains("--ci-alpha"), ci.err());
    Run start = learn("--max-parents", "2");
    assertEquals(2, start.code());
    assertTrue(
        start
            .err()
            .contains("--max-parents applies to --algorithm hc, tabu, exhaustive, ges, exact"),
        start.err());
  }
}
