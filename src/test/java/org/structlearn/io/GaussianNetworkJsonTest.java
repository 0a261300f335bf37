package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.structlearn.graph.Arc;
import org.structlearn.graph.CyclicGraphException;
import org.structlearn.graph.Dag;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.io.network.JsonFormatException;
import org.structlearn.model.GaussianNetwork;

class GaussianNetworkJsonTest {

  /** Node and arc counts from the shared data's MANIFEST.md. */
  @ParameterizedTest
  @CsvSource({
    "ecoli70, 46, 70",
    "magic-niab, 44, 66",
    "magic-irri, 64, 102",
    "arth150, 107, 150",
    "gaussian.test, 7, 7"
  })
  void readsTheSharedNetworks(String name, int nodes, int arcs, @TempDir Path dir) {
    GaussianNetwork net =
        GaussianNetworkJson.read(DataLocation.resolve("gaussian/" + name + ".json"));
    assertEquals(nodes, net.size());
    assertEquals(arcs, net.dag().arcCount());
    assertEquals(2 * nodes + arcs, net.parameterCount());
    Path out = dir.resolve(name + ".json");
    GaussianNetworkJson.write(net, out);
    assertEquals(net, GaussianNetworkJson.read(out));
    Path gz = dir.resolve(name + ".json.gz");
    GaussianNetworkJson.write(net, gz);
    assertEquals(net, GaussianNetworkJson.read(gz));
  }

  /** The 0/1 adjacency CSVs (entry [i, j] = 1 means i -> j) equal the JSON arcs. */
  @ParameterizedTest
  @CsvSource({"ecoli70", "magic-niab", "magic-irri", "arth150"})
  void arcsEqualTheAdjacencyMatrix(String name) throws IOException {
    Dag dag = GaussianNetworkJson.read(DataLocation.resolve("gaussian/" + name + ".json")).dag();
    List<String> lines =
        DataLocation.readString("gaussian/adjmat/" + name + ".csv").lines().toList();
    List<String> header = List.of(lines.get(0).replace("\"", "").split(","));
    assertEquals(dag.size(), header.size());
    assertEquals(Set.copyOf(dag.names()), Set.copyOf(header));
    Set<String> fromMatrix = new HashSet<>();
    for (int i = 1; i < lines.size(); i++) {
      String[] cells = lines.get(i).split(",");
      assertEquals(header.size(), cells.length, "row " + i);
      for (int j = 0; j < cells.length; j++) {
        if (cells[j].trim().equals("1")) {
          fromMatrix.add(header.get(i - 1) + "->" + header.get(j));
        }
      }
    }
    Set<String> fromJson = new HashSet<>();
    for (Arc a : dag.arcs()) {
      fromJson.add(dag.name(a.from()) + "->" + dag.name(a.to()));
    }
    assertEquals(fromMatrix, fromJson);
  }

  /** MANIFEST: ecoli70.json agrees with pgmpy's 4-decimal copy (variance only, no sd) to 5e-5. */
  @Test
  void pgmpyCopyWithoutSdAgrees() {
    GaussianNetwork ours = GaussianNetworkJson.read(DataLocation.resolve("gaussian/ecoli70.json"));
    GaussianNetwork pgmpy =
        GaussianNetworkJson.read(DataLocation.resolve("gaussian/ecoli70.pgmpy.json"));
    assertEquals(ours.dag().reorder(pgmpy.names()), pgmpy.dag());
    for (int v = 0; v < ours.size(); v++) {
      int w = pgmpy.indexOf(ours.names().get(v));
      assertEquals(ours.cpd(v).intercept(), pgmpy.cpd(w).intercept(), 5e-5);
      assertEquals(ours.cpd(v).variance(), pgmpy.cpd(w).variance(), 5e-5);
    }
  }

  private static final String GOOD =
      """
      {
        "nodes": ["A", "B"],
        "arcs": [["A", "B"]],
        "cpds": {
          "A": {"coefficients": {"(Intercept)": [1]}, "variance": [4], "sd": [2], "parents": []},
          "B": {
            "coefficients": {"(Intercept)": [0.5], "A": [-1.5]},
            "variance": [0.25],
            "sd": [0.5],
            "parents": ["A"]
          }
        }
      }
      """;

  @Test
  void readsATextAndWritesItBack() {
    GaussianNetwork net = GaussianNetworkJson.parse(GOOD, "good.json");
    assertEquals("B = 0.5 - 1.5 * A + N(0, 0.5^2)", net.equation(1));
    assertEquals(net, GaussianNetworkJson.parse(GaussianNetworkJson.toJson(net), "again"));
  }

  @Test
  void negativeSdNamesLineAndField() {
    String bad = GOOD.replace("\"sd\": [0.5]", "\"sd\": [-0.5]");
    JsonFormatException e =
        assertThrows(JsonFormatException.class, () -> GaussianNetworkJson.parse(bad, "bad.json"));
    assertEquals("/cpds/B/sd", e.field());
    assertEquals(9, e.line());
    assertTrue(e.getMessage().startsWith("bad.json line 9, column"), e.getMessage());
    assertTrue(e.getMessage().contains("the sd of 'B' is -0.5"), e.getMessage());
  }

  @Test
  void cyclicArcsAreRefusedNamingTheCycle() {
    String cyclic =
        GOOD.replace("\"arcs\": [[\"A\", \"B\"]]", "\"arcs\": [[\"A\", \"B\"], [\"B\", \"A\"]]");
    JsonFormatException e =
        assertThrows(JsonFormatException.class, () -> GaussianNetworkJson.parse(cyclic, "c.json"));
    assertEquals("/arcs", e.field());
    assertEquals(3, e.line());
    assertTrue(e.getCause() instanceof CyclicGraphException, String.valueOf(e.getCause()));
    assertTrue(e.getMessage().contains("do not form a DAG"), e.getMessage());
  }

  @Test
  void otherInconsistenciesAreNamed() {
    assertField(GOOD.replace("\"A\": [-1.5]", "\"C\": [-1.5]"), "/cpds/B/coefficients/C");
    assertField(GOOD.replace("\"A\": [-1.5]", "\"A\": [\"x\"]"), "/cpds/B/coefficients/A");
    assertField(GOOD.replace("\"parents\": [\"A\"]", "\"parents\": []"), "/cpds/B/parents");
    assertField(GOOD.replace("\"variance\": [0.25]", "\"variance\": [0.3]"), "/cpds/B/variance");
    // a literal beyond double range parses as infinity: refused as not finite
    assertField(
        GOOD.replace("\"(Intercept)\": [0.5]", "\"(Intercept)\": [1e999]"),
        "/cpds/B/coefficients/(Intercept)");
    assertField(GOOD.replace("[\"A\", \"B\"]]", "[\"A\", \"Z\"]]"), "/arcs/0");
    assertField(GOOD.replace("\"nodes\": [\"A\", \"B\"]", "\"nodes\": [\"A\", \"A\"]"), "/nodes/1");
    JsonFormatException syntax =
        assertThrows(
            JsonFormatException.class, () -> GaussianNetworkJson.parse("{\"nodes\": [", "s.json"));
    assertTrue(syntax.getMessage().contains("not valid JSON"), syntax.getMessage());
  }

  private static void assertField(String json, String field) {
    JsonFormatException e =
        assertThrows(JsonFormatException.class, () -> GaussianNetworkJson.parse(json, "x.json"));
    assertEquals(field, e.field(), e.getMessage());
    assertTrue(e.line() > 0, e.getMessage());
  }
}
