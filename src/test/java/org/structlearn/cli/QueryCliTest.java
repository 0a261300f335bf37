package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code query}, {@code predict} and {@code impute} on the command line: pgmpy's answers on ASIA,
 * and the refusals (exit 2 naming the option and listing what would be valid).
 */
class QueryCliTest {
  @TempDir Path dir;

  private static final String ASIA = CliTest.data("bif/asia.bif.gz");

  @Test
  void exactPosteriorIsPgmpys() throws IOException {
    // pgmpy 1.1.2: VariableElimination(asia).query(['lung'], evidence={'smoke': 'yes',
    // 'xray': 'yes'}).values = [0.64599143, 0.35400857]; map_query(['lung', 'bronc'], same
    // evidence) = {'lung': 'yes', 'bronc': 'yes'}
    CliTest.Run r =
        CliTest.run(
            "query",
            "--network",
            ASIA,
            "--evidence",
            "smoke=yes,xray=yes",
            "--target",
            "lung",
            "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(0.64599143, r.json().get("posteriors").get("lung").get("yes").asDouble(), 5e-9);
    CliTest.Run map =
        CliTest.run(
            "query",
            "--network",
            ASIA,
            "--evidence",
            "smoke=yes,xray=yes",
            "--target",
            "lung,bronc",
            "--map",
            "--json");
    assertEquals(0, map.code(), map.err());
    assertEquals("yes", map.json().get("map").get("lung").asText());
    assertEquals("yes", map.json().get("map").get("bronc").asText());
  }

  @Test
  void likelihoodWeightingReportsItsStandardError() throws IOException {
    CliTest.Run r =
        CliTest.run(
            "query",
            "--network",
            ASIA,
            "--evidence",
            "smoke=yes,xray=yes",
            "--target",
            "lung",
            "--method",
            "lw",
            "--draws",
            "20000",
            "--seed",
            "5",
            "--threads",
            "1",
            "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = r.json();
    double p = j.get("posteriors").get("lung").get("yes").asDouble();
    double se = j.get("standardErrors").get("lung").get("yes").asDouble();
    assertTrue(se > 0 && se < 0.01, r.out());
    assertTrue(Math.abs(p - 0.64599143) <= 3 * se, p + " ± " + se);
  }

  @Test
  void badNamesAndLevelsNameTheOptionAndListTheValidOnes() {
    CliTest.Run name = CliTest.run("query", "--network", ASIA, "--evidence", "Smoke=yes");
    assertEquals(2, name.code());
    assertTrue(name.err().contains("--evidence"), name.err());
    assertTrue(name.err().contains("did you mean 'smoke'"), name.err());
    assertTrue(
        name.err().contains("asia, tub, smoke, lung, bronc, either, xray, dysp"), name.err());
    CliTest.Run level = CliTest.run("query", "--network", ASIA, "--evidence", "smoke=maybe");
    assertEquals(2, level.code());
    assertTrue(level.err().contains("--evidence: smoke has no level 'maybe'"), level.err());
    assertTrue(level.err().contains("its levels are yes, no"), level.err());
    CliTest.Run soft =
        CliTest.run("query", "--network", ASIA, "--likelihood", "xray:yes=0.8,positive=0.2");
    assertEquals(2, soft.code());
    assertTrue(soft.err().contains("--likelihood: xray has no level 'positive'"), soft.err());
    CliTest.Run target = CliTest.run("query", "--network", ASIA, "--target", "lungs");
    assertEquals(2, target.code());
    assertTrue(
        target.err().contains("--target: the network has no variable 'lungs'"), target.err());
    CliTest.Run method = CliTest.run("query", "--network", ASIA, "--method", "fast");
    assertEquals(2, method.code());
    assertTrue(method.err().contains("--method"), method.err());
  }

  @Test
  void predictAndImputeOnSampledRows() throws IOException {
    Path csv = dir.resolve("asia.csv");
    CliTest.Run s =
        CliTest.run(
            "sample", "--network", ASIA, "--rows", "300", "--seed", "2", "--out", csv.toString());
    assertEquals(0, s.code(), s.err());
    CliTest.Run p =
        CliTest.run(
            "predict", "--network", ASIA, "--data", csv.toString(), "--target", "either", "--json");
    assertEquals(0, p.code(), p.err());
    assertEquals(300, p.json().get("rowsWithTruth").asInt());
    // either is a deterministic OR of tub and lung, both observed in every row
    assertEquals(1.0, p.json().get("accuracy").asDouble());
    Path holes = dir.resolve("holes.csv");
    Files.writeString(
        holes,
        "asia,tub,smoke,lung,bronc,either,xray,dysp\n"
            + "no,no,yes,NA,yes,yes,yes,yes\n"
            + "no,no,no,no,NA,no,no,yes\n");
    Path out = dir.resolve("done.csv");
    CliTest.Run i =
        CliTest.run(
            "impute", "--network", ASIA, "--data", holes.toString(), "--out", out.toString());
    assertEquals(0, i.code(), i.err());
    // either = tub OR lung with tub = no and either = yes: lung must be yes; dysp = yes makes
    // bronc = yes the most probable
    assertEquals("no,no,yes,yes,yes,yes,yes,yes", Files.readAllLines(out).get(1).replace("\"", ""));
    assertEquals("no,no,no,no,yes,no,no,yes", Files.readAllLines(out).get(2).replace("\"", ""));
  }

  @Test
  void predictRefusesDataWhoseColumnsAreNotTheNetworks() {
    // bnlearn's asia data set names its columns A, S, T, L, B, E, X, D, not as asia.bif does
    CliTest.Run r =
        CliTest.run(
            "predict",
            "--network",
            ASIA,
            "--data",
            CliTest.data("bnlearn/asia.csv"),
            "--target",
            "lung");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("--data:"), r.err());
    assertTrue(r.err().contains("has no column for asia, tub, smoke"), r.err());
    CliTest.Run t =
        CliTest.run(
            "predict",
            "--network",
            ASIA,
            "--data",
            CliTest.data("bnlearn/asia.csv"),
            "--target",
            "Lung");
    assertEquals(2, t.code());
    assertTrue(t.err().contains("--target: the network has no variable 'Lung'"), t.err());
  }
}
