package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * {@code citest}: bnlearn's values on the command line (rows of {@code reference-ci-tests.csv}),
 * the text and JSON reports, and the refusals (exit 2 naming the option).
 */
class CiTestCliTest {
  private static CliTest.Run alarm(String... extra) {
    String[] base = {
      "citest",
      "--data",
      CliTest.data("bnlearn/alarm.csv"),
      "--levels",
      CliTest.data("bnlearn/alarm.levels.csv")
    };
    String[] args = new String[base.length + extra.length];
    System.arraycopy(base, 0, args, 0, base.length);
    System.arraycopy(extra, 0, args, base.length, extra.length);
    return CliTest.run(args);
  }

  @Test
  void reproducesBnlearnsMiAdfOnAlarmInJson() throws IOException {
    // reference-ci-tests.csv: alarm,MINV,VALV,INT|VLNG,mi-adf,59.3291181228502,75,0.90756353961699
    CliTest.Run r =
        alarm("--x", "MINV", "--y", "VALV", "--given", "INT,VLNG", "--test", "mi-adf", "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = r.json();
    assertEquals(59.3291181228502, j.get("statistic").asDouble(), 1e-9 * 59.33);
    assertEquals(75, j.get("df").asDouble());
    assertEquals(0.90756353961699, j.get("pValue").asDouble(), 1e-9);
    assertEquals(20000, j.get("rows").asInt());
    assertTrue(j.get("independent").asBoolean());
    assertEquals("INT", j.get("given").get(0).asText());
  }

  @Test
  void gaussianCorInTextWithDecision() {
    // reference-ci-tests.csv: gaussian.test,E,G,F,cor,-0.192724669276091,4997,4.95185262828918e-43
    CliTest.Run r =
        CliTest.run(
            "citest",
            "--data",
            CliTest.data("bnlearn/gaussian.test.csv"),
            "--x",
            "E",
            "--y",
            "G",
            "--given",
            "F",
            "--alpha",
            "0.01");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("test") && r.out().contains("cor"), r.out());
    assertTrue(r.out().contains("-0.19272466927609"), r.out());
    assertTrue(r.out().contains("dependent (p-value <= 0.01)"), r.out());
  }

  @Test
  void bayesReportsThePosterior() throws IOException {
    CliTest.Run r =
        alarm("--x", "HRBP", "--y", "HREK", "--given", "HR", "--test", "bayes", "--json");
    assertEquals(0, r.code(), r.err());
    double p = r.json().get("posteriorIndependence").asDouble();
    assertTrue(p > 0.5 && p <= 1, r.out());
    assertFalse(r.json().has("pValue"));
  }

  @Test
  void refusalsNameTheOption() {
    CliTest.Run unknown = alarm("--x", "NOPE", "--y", "HR", "--test", "mi");
    assertEquals(2, unknown.code());
    assertTrue(unknown.err().contains("--x names column 'NOPE'"), unknown.err());
    CliTest.Run same = alarm("--x", "HR", "--y", "HR");
    assertEquals(2, same.code());
    assertTrue(same.err().contains("--x and --y"), same.err());
    CliTest.Run inGiven = alarm("--x", "HR", "--y", "CO", "--given", "CO");
    assertEquals(2, inGiven.code());
    assertTrue(inGiven.err().contains("--given"), inGiven.err());
    CliTest.Run badTest = alarm("--x", "HR", "--y", "CO", "--test", "g2");
    assertEquals(2, badTest.code());
    assertTrue(badTest.err().contains("--test") && badTest.err().contains("x2-adf"), badTest.err());
    CliTest.Run continuous =
        CliTest.run(
            "citest",
            "--data",
            CliTest.data("bnlearn/gaussian.test.csv"),
            "--x",
            "A",
            "--y",
            "B",
            "--test",
            "mi");
    assertEquals(2, continuous.code());
    assertTrue(
        continuous.err().contains("--x") && continuous.err().contains("continuous"),
        continuous.err());
    CliTest.Run alpha = alarm("--x", "HR", "--y", "CO", "--alpha", "1.5");
    assertEquals(2, alpha.code());
    assertTrue(alpha.err().contains("--alpha"), alpha.err());
  }
}
