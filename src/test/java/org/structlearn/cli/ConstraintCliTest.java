package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.structlearn.cli.CliTest.Run;

/**
 * {@code learn --algorithm sgs|pc-stable|mi-threshold|mgmn}: PC-stable with G² gives bnlearn's
 * {@code pc.stable} CPDAG on alarm's first 1,000, 5,000 and 20,000 rows (in bnlearn's column order,
 * the default); the other algorithms run; wrong combinations are refused with exit code 2.
 */
class ConstraintCliTest {
  @TempDir Path dir;

  private static List<String> lines(String name) {
    return List.of(org.structlearn.io.DataLocation.readString(name).split("\\R"));
  }

  private Path alarm(int rows) throws Exception {
    Path csv = dir.resolve("alarm" + rows + ".csv");
    List<String> lines = lines("bnlearn/alarm.csv");
    Files.write(csv, lines.subList(0, rows + 1));
    return csv;
  }

  private static List<String> pairs(JsonNode list, boolean ordered) {
    List<String> out = new ArrayList<>();
    for (JsonNode e : list) {
      String a = e.get(0).asText();
      String b = e.get(1).asText();
      out.add(ordered || a.compareTo(b) < 0 ? a + ">" + b : b + ">" + a);
    }
    out.sort(null);
    return out;
  }

  @ParameterizedTest
  @ValueSource(ints = {1000, 5000, 20000})
  void pcStableGivesBnlearnsCpdagOnAlarm(int rows) throws Exception {
    Path csv = alarm(rows);
    Run r =
        CliTest.run(
            "learn",
            "--data",
            csv.toString(),
            "--levels",
            CliTest.data("bnlearn/alarm.levels.csv"),
            "--algorithm",
            "pc-stable",
            "--test",
            "mi",
            "--threads",
            "2",
            "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = r.json();
    assertEquals("cpdag", j.get("graphType").asText());
    List<String> directed = new ArrayList<>();
    List<String> undirected = new ArrayList<>();
    for (String line : lines("bnlearn/baseline/learned/alarm-n" + rows + "-pc.stable.arcs.csv")) {
      String[] f = line.replace("\"", "").split(",");
      if (f[0].equals("from")) {
        continue;
      }
      directed.add(f[0] + ">" + f[1]);
    }
    // bnlearn lists an undirected edge as two arcs
    List<String> arcs = new ArrayList<>();
    for (String d : directed) {
      String[] ab = d.split(">");
      if (directed.contains(ab[1] + ">" + ab[0])) {
        if (ab[0].compareTo(ab[1]) < 0) {
          undirected.add(d);
        }
      } else {
        arcs.add(d);
      }
    }
    arcs.sort(null);
    undirected.sort(null);
    assertEquals(arcs, pairs(j.get("arcs"), true));
    assertEquals(undirected, pairs(j.get("undirectedEdges"), false));
    assertEquals("columns", j.get("order").asText());
    assertTrue(j.get("tests").asLong() > 1000);
    assertTrue(j.get("seconds").asDouble() > 0);
  }

  @Test
  void theOtherAlgorithmsRunAndWriteUndirectedGraphs() throws Exception {
    Path csv = alarm(1000);
    for (String[] a :
        new String[][] {
          {"sgs", "--max-conditioning", "1", "--undirected"},
          {"pc-stable", "--undirected", "--test", "x2"},
          {"mi-threshold", "--test", "ssmi"},
          {"gs", "--max-conditioning", "3"},
          {"gsmn", "--test", "bayes"},
          {"gsimn"},
          {"mgmn", "--dimensions", "3"}
        }) {
      Path out = dir.resolve(a[0] + ".dot");
      List<String> args =
          new ArrayList<>(
              List.of(
                  "learn",
                  "--data",
                  csv.toString(),
                  "--levels",
                  CliTest.data("bnlearn/alarm.levels.csv"),
                  "--algorithm"));
      args.addAll(List.of(a));
      args.addAll(List.of("--out", out.toString(), "--json"));
      Run r = CliTest.run(args.toArray(String[]::new));
      assertEquals(0, r.code(), a[0] + ": " + r.err());
      assertEquals("undirected", r.json().get("graphType").asText(), a[0]);
      assertTrue(Files.readString(out).startsWith("graph {"), a[0]);
      if (a[0].equals("gsimn")) {
        assertTrue(r.json().has("testsInferred"));
      }
    }
  }

  @Test
  void wrongCombinationsAreRefused() throws Exception {
    Path csv = alarm(200);
    String[][] cases = {
      {"--algorithm", "pc-stable", "--score", "bic"},
      {"--algorithm", "pc-stable", "--dimensions", "2"},
      {"--algorithm", "mgmn", "--max-conditioning", "2"},
      {"--algorithm", "hc", "--test", "mi"},
      {"--algorithm", "pc-stable", "--test", "nope"},
      {"--algorithm", "pc-stable", "--test", "cor"},
      {"--algorithm", "pc-stable", "--alpha", "1.5"},
      {"--algorithm", "pc-stable", "--max-conditioning", "-1"},
      {"--algorithm", "pc-stable", "--order", "random"},
      {"--algorithm", "gs", "--order", "names"}
    };
    String[] expected = {
      "--score does not apply",
      "--dimensions applies to --algorithm mgmn",
      "--max-conditioning applies to --algorithm sgs, pc-stable, gs",
      "applies to --algorithm sgs, pc-stable",
      "--test",
      "--test cor",
      "--alpha",
      "--max-conditioning must be at least 0",
      "--order must be columns or names",
      "--order applies to --algorithm sgs and pc-stable"
    };
    for (int i = 0; i < cases.length; i++) {
      List<String> args = new ArrayList<>(List.of("learn", "--data", csv.toString()));
      args.addAll(List.of(cases[i]));
      Run r = CliTest.run(args.toArray(String[]::new));
      assertEquals(2, r.code(), String.join(" ", cases[i]) + ": " + r.err());
      assertTrue(r.err().contains(expected[i]), String.join(" ", cases[i]) + ": " + r.err());
    }
  }
}
