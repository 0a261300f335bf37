package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;

/**
 * {@code learn} on the user's own table with missing cells and no option about them: structural EM
 * for discrete or continuous data (every row used, said on stderr), the incomplete rows dropped for
 * mixed data with the reason and the counts, and {@code --missing-cells} overriding both.
 */
class OwnTableCliTest {
  @TempDir Path dir;

  private static String real(String table) {
    return CliTest.data("real/" + table + ".csv");
  }

  @Test
  void discreteDataWithMissingCellsAreLearnedByStructuralEmFromEveryRow() throws IOException {
    Run r =
        CliTest.run("learn", "--data", real("titanic_train"), "--discretize", "quantile", "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals("structural EM", r.json().get("algorithm").asText(), r.out());
    assertEquals(891, r.json().get("rowsUsed").asInt());
    assertEquals(179, r.json().get("missingCells").asInt()); // Age 177, Embarked 2
    assertTrue(r.err().contains("learning by structural EM"), r.err());
    assertTrue(r.err().contains("with hc as its search"), r.err());
    assertTrue(r.err().contains("no row dropped"), r.err());
  }

  @Test
  void continuousDataWithMissingCellsAreLearnedByStructuralEmWithTheChosenSearch()
      throws IOException {
    Run r =
        CliTest.run(
            "learn",
            "--data",
            real("airquality"),
            "--continuous",
            "Month",
            "--algorithm",
            "tabu",
            "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals("structural EM", r.json().get("algorithm").asText());
    assertEquals(153, r.json().get("rowsUsed").asInt());
    assertEquals(44, r.json().get("missingCells").asInt()); // Ozone 37, Solar.R 7
    assertTrue(r.err().contains("with tabu as its search"), r.err());
  }

  @Test
  void mixedDataWithMissingCellsAreLearnedByStructuralEmAndDropMissingStillDrops()
      throws IOException {
    java.nio.file.Path out = java.nio.file.Files.createTempDirectory("cgem").resolve("s.json");
    Run r = CliTest.run("learn", "--data", real("survey"), "--out", out.toString(), "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals("structural EM", r.json().get("algorithm").asText(), r.out());
    assertEquals(237, r.json().get("rowsUsed").asInt());
    assertEquals(107, r.json().get("missingCells").asInt());
    assertTrue(r.err().contains("Pulse 45"), r.err());
    assertTrue(r.err().contains("likelihood weighting"), r.err());
    assertTrue(r.err().contains("no row dropped"), r.err());
    assertTrue(java.nio.file.Files.readString(out).contains("conditional-gaussian"));
    Run drop = CliTest.run("learn", "--data", real("survey"), "--drop-missing", "--json");
    assertEquals(0, drop.code(), drop.err());
    assertEquals(168, drop.json().get("rows").asInt());
    assertEquals("bic-cg", drop.json().get("scoreType").asText());
    assertFalse(drop.err().contains("learning by structural EM"), drop.err());
  }

  @Test
  void missingCellsOptionOverridesTheDefault() throws IOException {
    Run drop =
        CliTest.run(
            "learn",
            "--data",
            real("titanic_train"),
            "--discretize",
            "quantile",
            "--missing-cells",
            "drop-rows",
            "--json");
    assertEquals(0, drop.code(), drop.err());
    assertEquals("hill climbing", drop.json().get("algorithm").asText());
    assertEquals(712, drop.json().get("rows").asInt());
    assertFalse(drop.err().contains("structural EM"), drop.err());
    Run fail =
        CliTest.run(
            "learn",
            "--data",
            real("airquality"),
            "--continuous",
            "Month",
            "--missing-cells",
            "fail");
    assertEquals(2, fail.code(), fail.err());
    assertTrue(fail.err().contains("column 'Ozone'"), fail.err());
  }

  @Test
  void anotherAlgorithmDropsTheRowsAndSaysStructuralEmRunsHcOrTabu() throws IOException {
    Run r =
        CliTest.run(
            "learn",
            "--data",
            real("airquality"),
            "--continuous",
            "Month",
            "--algorithm",
            "pc-stable",
            "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(111, r.json().get("rows").asInt());
    assertTrue(r.err().contains("not pc-stable"), r.err());
  }

  /**
   * A table shaped as R's write.csv writes one (a nameless first column of row names), with an
   * identifier, an empty column, a constant one, categories, numbers and missing cells.
   */
  @Test
  void aTableAsRWritesItWithRowNamesAnEmptyAndAConstantColumnIsLearned() throws IOException {
    StringBuilder csv = new StringBuilder("\"\",id,empty,same,group,x,y,count\n");
    java.util.Random rnd = new java.util.Random(7);
    for (int i = 0; i < 120; i++) {
      String group = i % 3 == 0 ? "a" : i % 3 == 1 ? "b" : "c";
      double x = rnd.nextGaussian() + (i % 3);
      double y = 2 * x + rnd.nextGaussian();
      csv.append("\"row ")
          .append(i)
          .append("\",")
          .append(1000 + i)
          .append(",NA,1,")
          .append(i == 5 ? "NA" : group)
          .append(',')
          .append(i % 17 == 0 ? "NA" : String.format(java.util.Locale.ROOT, "%.4f", x))
          .append(',')
          .append(String.format(java.util.Locale.ROOT, "%.4f", y))
          .append(',')
          .append(i % 4)
          .append('\n');
    }
    Path f = dir.resolve("own.csv");
    Files.writeString(f, csv);
    Run r = CliTest.run("learn", "--data", f.toString(), "--json");
    assertEquals(0, r.code(), r.err());
    for (String column : new String[] {"row.names", "id", "empty", "same", "count"}) {
      assertTrue(r.err().contains(column + ":"), column + " not explained: " + r.err());
    }
    assertTrue(r.err().contains("categories (2): group, count"), r.err());
    assertTrue(r.err().contains("numbers (2): x, y"), r.err());
    assertEquals(4, r.json().get("nodes").size(), r.out()); // group, x, y, count
    assertEquals(120, r.json().get("rowsUsed").asInt(), r.out()); // structural EM, no row dropped
    assertTrue(r.err().contains("learning by structural EM"), r.err());
  }

  /**
   * The survey table as R's write.csv2 writes it (';' between cells, decimal commas): the numbers
   * are read as numbers, said on stderr, and the same network is learned as from the original;
   * {@code --decimal .} keeps such cells as texts.
   */
  @Test
  void decimalCommasAreReadAsNumbersAndSaid() throws IOException {
    List<String> lines;
    try (java.io.BufferedReader r =
        new java.io.BufferedReader(
            new java.io.InputStreamReader(
                new java.util.zip.GZIPInputStream(Files.newInputStream(Path.of(real("survey")))),
                java.nio.charset.StandardCharsets.UTF_8))) {
      lines = r.lines().toList();
    }
    StringBuilder eu = new StringBuilder();
    for (String line : lines) {
      String[] cells = line.split(",", -1);
      for (int i = 0; i < cells.length; i++) {
        if (cells[i].matches("-?\\d+\\.\\d+")) {
          cells[i] = cells[i].replace('.', ',');
        }
      }
      eu.append(String.join(";", cells)).append('\n');
    }
    Path csv2 = dir.resolve("survey-csv2.csv");
    Files.writeString(csv2, eu.toString());
    assertTrue(eu.toString().contains(";18,5;"), "the copy has decimal commas");
    Run original =
        CliTest.run("learn", "--data", real("survey"), "--missing-cells", "drop-rows", "--json");
    Run comma =
        CliTest.run("learn", "--data", csv2.toString(), "--missing-cells", "drop-rows", "--json");
    assertEquals(0, comma.code(), comma.err());
    assertTrue(
        comma.err().contains("decimal commas: numbers written like 5,1 read as 5.1"), comma.err());
    assertFalse(original.err().contains("decimal commas"), original.err());
    assertEquals(
        original.json().get("modelString").asText(), comma.json().get("modelString").asText());
    assertEquals(
        original.json().get("score").asDouble(), comma.json().get("score").asDouble(), 0.0);
    Run texts =
        CliTest.run(
            "learn",
            "--data",
            csv2.toString(),
            "--missing-cells",
            "drop-rows",
            "--decimal",
            ".",
            "--json");
    assertEquals(0, texts.code(), texts.err());
    assertTrue(
        texts.err().contains("categories (11): Sex, Wr.Hnd, NW.Hnd"),
        "without decimal commas the numbers are texts: " + texts.err());
    assertFalse(texts.err().contains("decimal commas"), texts.err());
  }
}
