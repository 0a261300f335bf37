package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Every benchmark case's files ship in data/; a case whose files are absent names them. */
class BenchCasesTest {
  @Test
  void everyCaseCanRunFromTheProjectData() {
    for (BenchCommand.Case c : BenchCommand.CASES) {
      assertEquals(List.of(), c.missingFiles(), c.name());
    }
  }

  @Test
  void aCaseWithAbsentFilesListsThem() {
    BenchCommand.Case c =
        new BenchCommand.Case(
            "private-1000",
            "private/big.csv",
            "private/big.levels.csv",
            "bnlearn/alarm.truth.modelstring.txt",
            1000,
            null);
    assertEquals(List.of("private/big.csv", "private/big.levels.csv"), c.missingFiles());
  }

  @Test
  void benchRunsACaseBesideBnlearnsFigures() {
    CliTest.Run r = CliTest.run("bench", "--cases", "alarm-1000", "--repeat", "1");
    assertEquals(0, r.code(), r.err());
    String row = r.out().lines().filter(l -> l.startsWith("alarm-1000")).findFirst().orElseThrow();
    assertTrue(row.matches(".*\\| +\\d+\\.\\d{3} .*"), "bnlearn's seconds shown: " + row);
  }
}
