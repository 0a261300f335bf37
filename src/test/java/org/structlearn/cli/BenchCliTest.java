package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code bench} run from the command line beside bnlearn's recorded figures. */
class BenchCliTest {
  @Test
  void benchRunsACaseBesideBnlearnsFigures() {
    CliTest.Run r = CliTest.run("bench", "--cases", "alarm-1000", "--repeat", "1");
    assertEquals(0, r.code(), r.err());
    String row = r.out().lines().filter(l -> l.startsWith("alarm-1000")).findFirst().orElseThrow();
    assertTrue(row.matches(".*\\| +\\d+\\.\\d{3} .*"), "bnlearn's seconds shown: " + row);
  }

  @Test
  void benchRunsPcStableBesideBnlearnsPcStable() {
    CliTest.Run r =
        CliTest.run("bench", "--cases", "alarm-1000", "--algorithms", "pc-stable", "--repeat", "1");
    assertEquals(0, r.code(), r.err());
    String row = r.out().lines().filter(l -> l.startsWith("alarm-1000")).findFirst().orElseThrow();
    String[] f = row.split("\\s+");
    assertEquals("pc-stable", f[2]);
    // bnlearn's pc.stable on the same 1,000 rows: SHD 38 to the true CPDAG; ours is the same CPDAG
    assertTrue(row.matches(".* 38 \\| +\\d+\\.\\d{3} +NaN +38 .*"), row);
    // any algorithm of the registry runs; an unknown name is refused naming the known ones
    CliTest.Run bad = CliTest.run("bench", "--cases", "alarm-1000", "--algorithms", "nope");
    assertTrue(bad.code() != 0);
    assertTrue(bad.err().contains("unknown algorithm 'nope'"), bad.err());
  }
}
