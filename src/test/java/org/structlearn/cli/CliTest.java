package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.BifReader;
import org.structlearn.model.BayesianNetwork;

class CliTest {
  @TempDir Path dir;

  record Run(int code, String out, String err) {
    JsonNode json() throws IOException {
      return new ObjectMapper().readTree(out);
    }
  }

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.execute(args, new PrintWriter(out), new PrintWriter(err));
    return new Run(code, out.toString(), err.toString());
  }

  /**
   * The class path for a CLI started as a child process: the jar's own (set by the build), not the
   * test class path, which also holds Spark's provided jars.
   */
  static String childClassPath() {
    return System.getProperty(
        "structlearn.runtime.classpath", System.getProperty("java.class.path"));
  }

  static String data(String rel) {
    return DataLocation.resolve(rel).toString();
  }

  @Test
  void sampleFitScoreRoundTripOnAsia() throws IOException {
    Path csv = dir.resolve("asia.csv");
    Run s =
        run(
            "sample",
            "--network",
            data("bif/asia.bif.gz"),
            "--rows",
            "2000",
            "--seed",
            "3",
            "--out",
            csv.toString(),
            "--json");
    assertEquals(0, s.code(), s.err());
    assertEquals(2000, s.json().get("rows").asInt());
    Path bif = dir.resolve("fit.bif");
    Run f =
        run(
            "fit",
            "--data",
            csv.toString(),
            "--graph",
            data("bif/asia.bif.gz"),
            "--out",
            bif.toString(),
            "--json");
    assertEquals(0, f.code(), f.err());
    BayesianNetwork fitted = BifReader.read(bif);
    assertEquals(8, fitted.size());
    Run sc =
        run(
            "score",
            "--data",
            csv.toString(),
            "--graph",
            data("bif/asia.bif.gz"),
            "--score",
            "loglik",
            "--json");
    assertEquals(0, sc.code(), sc.err());
    assertEquals(f.json().get("logLikelihood").asDouble(), sc.json().get("score").asDouble(), 1e-6);
  }

  @Test
  void scoreReproducesBnlearnBicOfTheTrueAlarmDag() throws IOException {
    // bnlearn 5.2.1 score(truth, alarm, type = "bic"): row alarm,20000,truth,bic of
    // reference-scores.csv
    Run r =
        run(
            "score",
            "--data",
            data("bnlearn/alarm.csv"),
            "--levels",
            data("bnlearn/alarm.levels.csv"),
            "--graph",
            data("bnlearn/alarm.truth.modelstring.txt"),
            "--score",
            "bic",
            "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(-218769.8382747396, r.json().get("score").asDouble(), 1e-6);
  }

  @Test
  void compareMatchesBnlearnShdAndHamming() throws IOException {
    // bnlearn 5.2.1: alarm 20000 hc(score='bic') has shd.cpdag 37, hamming.skeleton 13
    // (results-all.csv)
    Run r =
        run(
            "compare",
            "--true",
            data("bnlearn/alarm.truth.modelstring.txt"),
            "--learned",
            data("bnlearn/baseline/learned/alarm-n20000-hc-bic.arcs.csv"),
            "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(37, r.json().get("shd").asInt());
    assertEquals(13, r.json().get("hamming").asInt());
  }

  @Test
  void learnPrintsTheRequiredJsonFields() throws IOException {
    Path out = dir.resolve("g.txt");
    Run r =
        run(
            "learn",
            "--data",
            data("bnlearn/learning.test.csv"),
            "--algorithm",
            "tabu",
            "--score",
            "bdeu",
            "--iss",
            "10",
            "--seed",
            "2",
            "--out",
            out.toString(),
            "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = r.json();
    for (String field :
        new String[] {
          "nodes", "arcs", "score", "scoreType", "iterations", "evaluations", "seconds"
        }) {
      assertTrue(j.has(field), field);
    }
    assertEquals("bdeu(iss=10.0)", j.get("scoreType").asText());
    assertTrue(Files.readString(out).startsWith("["));
  }

  @Test
  void cvPrintsMeanAndFoldLossesAndTheTrueGraphBeatsTheEmptyOne() throws IOException {
    Run r =
        run(
            "cv",
            "--data",
            data("bnlearn/gaussian.test.csv"),
            "--score",
            "bic-g",
            "--folds",
            "5",
            "--seed",
            "3",
            "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = r.json();
    assertEquals(5, j.get("foldLosses").size());
    double mean = 0;
    for (JsonNode f : j.get("foldLosses")) {
      mean += f.asDouble() / 5;
    }
    assertEquals(mean, j.get("meanLoss").asDouble(), 1e-9);
    // hill climbing with BIC-G recovers gaussian.test, so its loss is far below the empty graph's
    Run empty =
        run(
            "cv",
            "--data",
            data("bnlearn/gaussian.test.csv"),
            "--score",
            "bic-g",
            "--folds",
            "5",
            "--seed",
            "3",
            "--max-iterations",
            "0",
            "--json");
    assertTrue(empty.json().get("meanLoss").asDouble() > j.get("meanLoss").asDouble() + 1);
  }

  @Test
  void gaussianNetworkSampleLearnFitRoundTrip() throws IOException {
    Path csv = dir.resolve("g.csv");
    assertEquals(
        0,
        run(
                "sample",
                "--network",
                data("gaussian/gaussian.test.json"),
                "--rows",
                "3000",
                "--seed",
                "1",
                "--out",
                csv.toString())
            .code());
    Path learned = dir.resolve("learned.json");
    Run l = run("learn", "--data", csv.toString(), "--score", "bic-g", "--out", learned.toString());
    assertEquals(0, l.code(), l.err());
    Run c =
        run(
            "compare",
            "--true",
            data("gaussian/gaussian.test.json"),
            "--learned",
            learned.toString(),
            "--json");
    assertEquals(0, c.json().get("shd").asInt(), c.out());
    Run bif = run("learn", "--data", csv.toString(), "--out", dir.resolve("x.bif").toString());
    assertEquals(2, bif.code());
    assertTrue(bif.err().contains("conditional Gaussian network as .json"), bif.err());
  }

  @Test
  void badInputEndsWithCodeTwoAndAMessage() {
    Run unknownScore =
        run("score", "--data", data("bnlearn/asia.csv"), "--graph", "x", "--score", "nope");
    assertEquals(2, unknownScore.code());
    assertTrue(
        unknownScore
            .err()
            .contains(
                "expected one of [loglik, aic, bic, bdeu, bds, k2, loglik-g, aic-g, bic-g, gauss-ll, bge,"
                    + " loglik-cg, aic-cg, bic-cg, mpl, bjp, ib]"),
        unknownScore.err());
    Run missingGraph =
        run("score", "--data", data("bnlearn/asia.csv"), "--graph", dir.resolve("none").toString());
    assertEquals(2, missingGraph.code());
    assertTrue(missingGraph.err().contains("does not exist"), missingGraph.err());
    Run wrongVars =
        run(
            "score",
            "--data",
            data("bnlearn/asia.csv"),
            "--graph",
            data("bnlearn/alarm.truth.modelstring.txt"));
    assertEquals(2, wrongVars.code());
    assertTrue(wrongVars.err().contains("that the data lack"), wrongVars.err());
    Run badThreads = run("learn", "--data", data("bnlearn/asia.csv"), "--threads", "0");
    assertEquals(2, badThreads.code());
    assertTrue(badThreads.err().contains("--threads must be in 1.."), badThreads.err());
  }
}
