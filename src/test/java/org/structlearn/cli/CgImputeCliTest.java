package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;
import org.structlearn.data.Dataset;
import org.structlearn.io.DatasetReader;

/**
 * {@code impute} with a conditional Gaussian (mixed) network, as {@code fit} and {@code learn
 * --out} write it: likelihood weighting against an oracle (a number whose discrete parent is
 * observed is filled near its regression's mean; a level whose continuous child is observed far on
 * one side is that side's), observed cells kept, every row kept, the same file for any thread
 * count; and the survey table completed from the network learned from it.
 */
class CgImputeCliTest {
  @TempDir Path dir;

  @Test
  void likelihoodWeightingFillsAsTheNetworkSays() throws IOException {
    StringBuilder train = new StringBuilder("D,X\n");
    for (int r = 0; r < 30; r++) { // X | D=a has mean 0, X | D=b mean 10, both sd 0.14
      double x = (r % 2 == 0 ? 0 : 10) + 0.1 * (r % 5) - 0.2;
      train
          .append(r % 2 == 0 ? "a," : "b,")
          .append(String.format(java.util.Locale.ROOT, "%.1f", x));
      train.append('\n');
    }
    Path data = Files.writeString(dir.resolve("train.csv"), train.toString());
    Path net = dir.resolve("net.json");
    Path graph = Files.writeString(dir.resolve("graph.txt"), "[D][X|D]\n");
    Run fit =
        CliTest.run(
            "fit", "--data", data.toString(), "--graph", graph.toString(), "--out", net.toString());
    assertEquals(0, fit.code(), fit.err());
    Path holed = Files.writeString(dir.resolve("holed.csv"), "D,X\nb,\na,\n,9.8\n,-0.5\na,1.5\n");
    Path out = dir.resolve("done.csv");
    Run r =
        CliTest.run(
            "impute",
            "--network",
            net.toString(),
            "--data",
            holed.toString(),
            "--out",
            out.toString(),
            "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(4, r.json().get("imputedCells").asInt());
    Dataset d = DatasetReader.read(out);
    assertEquals(List.of("D", "X"), d.names());
    assertEquals(5, d.rows());
    int x = d.indexOf("X");
    int dd = d.indexOf("D");
    // X | D = b ~ N(10, 0.14^2), 500 particles: the mean well within 0.25
    assertEquals(10.0, d.value(x, 0), 0.25);
    assertEquals(0.0, d.value(x, 1), 0.25);
    assertEquals("b", d.variable(dd).levels().get(d.code(dd, 2)));
    assertEquals("a", d.variable(dd).levels().get(d.code(dd, 3)));
    assertEquals(1.5, d.value(x, 4), 0.0, "an observed cell is kept");
    Path one = dir.resolve("one.csv");
    Path drawn = dir.resolve("drawn.csv");
    CliTest.run(
        "impute",
        "--network",
        net.toString(),
        "--data",
        holed.toString(),
        "--out",
        drawn.toString(),
        "--method",
        "draw");
    CliTest.run(
        "impute",
        "--network",
        net.toString(),
        "--data",
        holed.toString(),
        "--out",
        one.toString(),
        "--method",
        "draw",
        "--threads",
        "1");
    assertEquals(
        Files.readString(drawn), Files.readString(one), "the same draws on any thread count");
  }

  @Test
  void surveyIsCompletedFromTheNetworkLearnedFromIt() throws IOException {
    Path net = dir.resolve("survey.json");
    String survey = CliTest.data("real/survey.csv");
    Run learn =
        CliTest.run(
            "learn", "--data", survey, "--missing-cells", "drop-rows", "--out", net.toString());
    assertEquals(0, learn.code(), learn.err());
    Path out = dir.resolve("survey-done.csv");
    Run r =
        CliTest.run(
            "impute",
            "--network",
            net.toString(),
            "--data",
            survey,
            "--out",
            out.toString(),
            "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(107, r.json().get("imputedCells").asInt());
    Dataset d = DatasetReader.read(out);
    assertEquals(237, d.rows());
    assertEquals(0, d.missing().total());
    assertTrue(r.json().get("inference").asText().startsWith("likelihood weighting"));
  }

  /** predict and query do not take a mixed network: refused, saying what does. */
  @Test
  void predictAndQueryRefuseAMixedNetworkSayingWhatTakesIt() {
    Path net = dir.resolve("survey.json");
    String survey = CliTest.data("real/survey.csv");
    assertEquals(
        0,
        CliTest.run(
                "learn", "--data", survey, "--missing-cells", "drop-rows", "--out", net.toString())
            .code());
    Run p =
        CliTest.run("predict", "--network", net.toString(), "--data", survey, "--target", "Sex");
    assertEquals(2, p.code(), p.out());
    assertTrue(
        p.err().contains("is a conditional Gaussian (mixed) network; predict takes"), p.err());
    Run q = CliTest.run("query", "--network", net.toString(), "--target", "Sex");
    assertTrue(q.code() != 0, q.out());
    assertTrue(q.err().contains("is a conditional Gaussian (mixed) network; query takes"), q.err());
  }
}
