package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;

/**
 * The user's own table and conditional Gaussian networks on the command line: learn on the real
 * tables without dropping a row by hand, the column roles said, the CG score, test, fit and sample,
 * discretisation.
 */
class MixedCliTest {
  @TempDir Path dir;

  private static String data(String rel) {
    return CliTest.data(rel);
  }

  @Test
  void learnRunsOnEveryRealTableAndSaysWhatItDidWithEachColumn() throws IOException {
    for (String table : List.of("titanic_train", "survey", "airquality")) {
      Path csv = Path.of(data("real/" + table + ".csv"));
      List<String> header =
          List.of(
              new String(
                      new java.util.zip.GZIPInputStream(Files.newInputStream(csv)).readNBytes(200))
                  .lines()
                  .findFirst()
                  .orElseThrow()
                  .replace("\"", "")
                  .split(","));
      Run r = CliTest.run("learn", "--data", csv.toString(), "--json");
      assertEquals(0, r.code(), table + ": " + r.err());
      for (String column : header) {
        assertTrue(
            r.err().contains(column), table + ": column " + column + " not named: " + r.err());
      }
      assertTrue(r.err().contains("learning by structural EM"), r.err());
      assertTrue(r.err().contains("no row dropped"), r.err());
      assertEquals("structural EM", r.json().get("algorithm").asText(), table);
      assertTrue(r.json().get("scoreType").asText().startsWith("bic-cg"), table);
    }
  }

  @Test
  void overridesAreAppliedAndTheOldDiscreteFlagStillMeansEveryColumn() throws IOException {
    Run r =
        CliTest.run(
            "learn",
            "--data",
            data("real/titanic_train.csv"),
            "--continuous",
            "Pclass",
            "--drop-columns",
            "Fare",
            "--discrete",
            "Cabin",
            "--json");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.err().contains("Fare: dropped as asked"), r.err());
    assertTrue(r.err().contains("Pclass: number (declared continuous)"), r.err());
    JsonNode nodes = r.json().get("nodes");
    assertTrue(nodes.toString().contains("Cabin") && !nodes.toString().contains("Fare"), r.out());
    Path codes = dir.resolve("codes.csv");
    Files.writeString(codes, "A,B\n0,1\n1,2\n2,0\n0,1\n1,2\n");
    Run all = CliTest.run("learn", "--data", codes.toString(), "--discrete", "--json");
    assertEquals(0, all.code(), all.err());
    assertEquals("bic", all.json().get("scoreType").asText());
  }

  @Test
  void scoreAndCitestGiveBnlearnsValues() throws IOException {
    Path g = dir.resolve("g.txt");
    Files.writeString(g, "[A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]\n");
    Run s =
        CliTest.run(
            "score",
            "--data",
            data("bnlearn/clgaussian.test.csv"),
            "--graph",
            g.toString(),
            "--score",
            "bic-cg",
            "--json");
    assertEquals(0, s.code(), s.err());
    double expected = -20291.3218873183; // bnlearn 4.9.4, cg-scores.csv
    assertEquals(expected, s.json().get("score").asDouble(), 1e-9 * Math.abs(expected));
    Run t =
        CliTest.run(
            "citest",
            "--data",
            data("bnlearn/clgaussian.test.csv"),
            "--x",
            "D",
            "--y",
            "E",
            "--given",
            "A,G",
            "--json");
    assertEquals(0, t.code(), t.err());
    assertEquals("mi-cg", t.json().get("test").asText());
    assertEquals(69.2145263637321, t.json().get("statistic").asDouble(), 1e-9 * 69.2); // bnlearn
    assertEquals(2, t.json().get("df").asDouble());
  }

  @Test
  void fitSampleAndLearnBackAConditionalGaussianNetwork() throws IOException {
    Path g = dir.resolve("g.txt");
    Files.writeString(g, "[A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]\n");
    Path net = dir.resolve("net.json");
    Run f =
        CliTest.run(
            "fit",
            "--data",
            data("bnlearn/clgaussian.test.csv"),
            "--graph",
            g.toString(),
            "--out",
            net.toString(),
            "--json");
    assertEquals(0, f.code(), f.err());
    Path sample = dir.resolve("s.csv");
    Run s =
        CliTest.run(
            "sample",
            "--network",
            net.toString(),
            "--rows",
            "5000",
            "--seed",
            "7",
            "--threads",
            "2",
            "--out",
            sample.toString(),
            "--json");
    assertEquals(0, s.code(), s.err());
    Run l = CliTest.run("learn", "--data", sample.toString(), "--json");
    assertEquals(0, l.code(), l.err());
    assertEquals(10, l.json().get("arcs").size(), l.out());
    Run pc =
        CliTest.run("learn", "--data", sample.toString(), "--algorithm", "pc-stable", "--json");
    assertEquals(0, pc.code(), pc.err());
    assertEquals("mi-cg", pc.json().get("test").asText());
  }

  @Test
  void discretizeWritesBnlearnsLevels() throws IOException {
    Path out = dir.resolve("d.csv");
    Run r =
        CliTest.run(
            "discretize",
            "--data",
            data("bnlearn/gaussian.test.csv"),
            "--method",
            "hartemink",
            "--breaks",
            "3",
            "--out",
            out.toString(),
            "--json");
    assertEquals(0, r.code(), r.err());
    // bnlearn 4.9.4, discretize.csv: gaussian, hartemink, 3 breaks, column A
    assertEquals(
        "[\"[-2.24652,0.841967]\",\"(0.841967,1.78068]\",\"(1.78068,4.84739]\"]",
        r.json().get("columns").get(0).get("levels").toString());
    assertTrue(Files.readString(out).startsWith("A,B,C,D,E,F,G\n"));
    Run l =
        CliTest.run(
            "learn", "--data", data("real/survey.csv"), "--discretize", "quantile", "--json");
    assertEquals(0, l.code(), l.err());
    // every column a category, so the missing cells are filled in by structural EM, every row used
    assertEquals("structural EM", l.json().get("algorithm").asText(), l.out());
    assertEquals(237, l.json().get("rowsUsed").asInt());
    Run bad = CliTest.run("learn", "--data", data("real/survey.csv"), "--breaks", "3");
    assertEquals(2, bad.code(), bad.err());
  }
}
