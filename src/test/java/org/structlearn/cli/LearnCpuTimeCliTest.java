package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.structlearn.cli.CliTest.Run;

/**
 * {@code learn --cpu-time}: the CPU time of the learning call on the command's thread, in the JSON
 * and in the text, absent without the option, refused with {@code --spark}; asked for only by a
 * {@code learn} command line that names it.
 */
class LearnCpuTimeCliTest {
  private static final String SURVEY = CliTest.data("real/survey.csv");

  @Test
  void jsonCarriesTheCpuSecondsOfTheLearningCallOnlyWhenAsked() throws java.io.IOException {
    Run with =
        CliTest.run(
            "learn",
            "--data",
            SURVEY,
            "--missing-cells",
            "drop-rows",
            "--threads",
            "1",
            "--cpu-time",
            "--json");
    assertEquals(0, with.code(), with.err());
    double cpu = with.json().get("threadCpuSeconds").asDouble();
    assertTrue(Double.isFinite(cpu) && cpu >= 0, "threadCpuSeconds " + cpu);
    // a few seconds at most for a search of 168 rows, whatever else runs: not the process's total
    assertTrue(cpu < 60, "threadCpuSeconds " + cpu);
    Run without = CliTest.run("learn", "--data", SURVEY, "--missing-cells", "drop-rows", "--json");
    assertEquals(0, without.code(), without.err());
    assertFalse(without.json().has("threadCpuSeconds"), without.out());
    assertEquals(
        without.json().get("modelString").asText(),
        with.json().get("modelString").asText(),
        "the same network either way");
  }

  @Test
  void textSaysTheCpuTimeAfterTheResult() {
    Run r = CliTest.run("learn", "--data", SURVEY, "--missing-cells", "drop-rows", "--cpu-time");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("cpu time of the learning call: "), r.out());
  }

  @Test
  void sparkAndCpuTimeAreRefusedTogether() {
    Run r = CliTest.run("learn", "--data", SURVEY, "--spark", "local[1]", "--cpu-time");
    assertEquals(2, r.code(), r.out());
    assertTrue(
        r.err().contains("--cpu-time measures the learning call on this machine's thread"),
        r.err());
  }

  @Test
  void onlyALearnCommandLineNamingTheOptionAsksForIt() {
    assertTrue(ThreadCpu.asked(new String[] {"learn", "--data", "x.csv", "--cpu-time"}));
    assertFalse(ThreadCpu.asked(new String[] {"learn", "--data", "x.csv"}));
    assertFalse(ThreadCpu.asked(new String[] {"score", "--cpu-time"}));
    assertFalse(ThreadCpu.asked(new String[0]));
  }
}
