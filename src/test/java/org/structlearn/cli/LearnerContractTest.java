package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.registry.Algorithm;
import org.structlearn.learn.registry.Algorithms;

/**
 * The learner contract, on the command line: every algorithm {@code learn --help} lists (the
 * registry's list) runs through {@code learn}, {@code strength --replicates 20} and, when it yields
 * a DAG or a CPDAG, {@code cv}, on bnlearn's learning.test data (first 1,000 rows, six discrete
 * columns). An algorithm added to the registry is run here without a change to this test; only one
 * that needs an option to run at all (the groups of nbm-influence) or fewer columns (the exhaustive
 * searches) is named below.
 */
class LearnerContractTest {
  @TempDir static Path dir;
  private static Path csv;
  private static Path groups;

  /** What an algorithm needs beyond the data to run at all, and quickly. */
  private static Map<String, List<String>> extra() {
    return Map.of(
        "exhaustive",
        List.of("--columns", "A,B,C,D,E"),
        "nbm-influence",
        List.of(
            "--groups",
            groups.toString(),
            "--discrete",
            "--classes",
            "2",
            "--em-iterations",
            "3",
            "--em-restarts",
            "1",
            "--restarts",
            "1"));
  }

  @BeforeAll
  static void data() throws IOException {
    csv = dir.resolve("learning.test.1000.csv");
    try (InputStream in =
        new GZIPInputStream(
            Files.newInputStream(Path.of(CliTest.data("bnlearn/learning.test.csv"))))) {
      List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
      Files.writeString(csv, String.join("\n", lines.subList(0, 1001)) + "\n");
    }
    groups = dir.resolve("groups.csv");
    Files.writeString(groups, "column,group\nA,L1\nB,L1\nC,L1\nD,L2\nE,L2\nF,L2\n");
  }

  private static List<String> args(String command, String algorithm, String... more) {
    List<String> a = new ArrayList<>(List.of(command, "--data", csv.toString()));
    a.addAll(List.of("--algorithm", algorithm, "--json"));
    a.addAll(extra().getOrDefault(algorithm, List.of()));
    a.addAll(List.of(more));
    return a;
  }

  private static JsonNode ok(List<String> args) throws IOException {
    CliTest.Run r = CliTest.run(args.toArray(String[]::new));
    assertEquals(0, r.code(), String.join(" ", args) + ": " + r.err());
    return r.json();
  }

  @Test
  void everyListedAlgorithmLearnsGivesStrengthsAndCrossValidates() throws IOException {
    String help = CliTest.run("learn", "--help").out();
    assertTrue(Algorithms.all().size() >= 13, "the registry lists " + Algorithms.names());
    for (Algorithm a : Algorithms.all()) {
      assertTrue(help.contains(a.name()), "learn --help lists " + a.name());
      JsonNode learned = ok(args("learn", a.name(), "--threads", "1"));
      String kind = learned.get("graphType").asText();
      assertTrue(List.of("dag", "cpdag", "undirected").contains(kind), a.name() + ": " + kind);

      JsonNode s = ok(args("strength", a.name(), "--replicates", "20", "--threads", "2"));
      assertEquals(20, s.get("replicates").asInt(), a.name());
      assertEquals(kind, s.get("graphType").asText(), a.name());
      for (JsonNode row : s.get("strengths")) {
        double strength = row.get("strength").asDouble();
        double direction = row.get("direction").asDouble();
        assertTrue(strength > 0 && strength <= 1, a.name() + ": " + row);
        assertTrue(direction >= 0 && direction <= 1, a.name() + ": " + row);
        if (kind.equals("undirected")) {
          assertEquals(0.5, direction, 0, a.name() + ": an undirected edge has no direction");
        }
      }
      GraphKind k = GraphKind.valueOf(kind.toUpperCase(java.util.Locale.ROOT));
      if (k.isDirected()) {
        JsonNode cv = ok(args("cv", a.name(), "--folds", "3"));
        double loss = cv.get("meanLoss").asDouble();
        assertTrue(Double.isFinite(loss) && loss > 0, a.name() + ": " + cv);
      }
    }
  }

  @Test
  void theUndirectedExhaustiveSearchToo() throws IOException {
    JsonNode learned = ok(args("learn", "exhaustive", "--score", "mpl"));
    assertEquals("undirected", learned.get("graphType").asText());
    JsonNode s = ok(args("strength", "exhaustive", "--score", "mpl", "--replicates", "20"));
    assertEquals("undirected", s.get("graphType").asText());
  }
}
