package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.search.Warmup;

/** Which warm-up {@code learn} starts is guessed from the first data line of the file. */
class LearnWarmupsTest {
  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    if (name.endsWith(".gz")) {
      try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(p))) {
        out.write(text.getBytes(StandardCharsets.UTF_8));
      }
    } else {
      Files.writeString(p, text);
    }
    return p;
  }

  @Test
  void theFirstDataLineSaysNumbersTextsOrMixed() throws IOException {
    assertEquals(
        LearnWarmups.Cells.NUMBERS, LearnWarmups.firstLine(write("g.csv", "A,B\n1.5,-2e3\nx,y\n")));
    assertEquals(
        LearnWarmups.Cells.NUMBERS, LearnWarmups.firstLine(write("g.csv.gz", "A;B\n1;NA\n")));
    assertEquals(
        LearnWarmups.Cells.TEXTS, LearnWarmups.firstLine(write("d.csv", "A,B\nyes,\"no\"\n")));
    assertEquals(
        LearnWarmups.Cells.MIXED, LearnWarmups.firstLine(write("m.csv", "A\tB\nyes\t2.5\n")));
    assertEquals(LearnWarmups.Cells.NONE, LearnWarmups.firstLine(write("h.csv", "A,B\n")));
    assertEquals(LearnWarmups.Cells.NONE, LearnWarmups.firstLine(dir.resolve("absent.csv")));
    assertEquals(true, LearnWarmups.looksMixed(dir.resolve("m.csv")));
    assertEquals(false, LearnWarmups.looksMixed(dir.resolve("g.csv")));
  }

  @Test
  void gesAndHillClimbingWarmUpsKeepTheirWorkload() throws IOException {
    Path numbers = write("n.csv", "A,B\n1,2\n");
    String[][] lines = {
      {"learn", "--algorithm", "ges", "--data", numbers.toString()},
      {"learn", "--algorithm", "ges", "--data=" + numbers, "--levels", "l.csv"},
      {"learn", "--algorithm", "ges"}
    };
    for (String[] args : lines) {
      try (Warmup w = LearnWarmups.start(args, Warmup.Workload.GES)) {
        assertEquals(Warmup.Workload.GES, w.workload(), String.join(" ", args));
      }
    }
    try (Warmup w = LearnWarmups.start(numbers, false, Warmup.Workload.SEARCH)) {
      assertEquals(Warmup.Workload.SEARCH, w.workload());
    }
  }

  @Test
  void structuralEmWarmsUpStructuralEm() throws IOException {
    Path mixed = write("m.csv", "A,B\nx,2\n");
    String[][] lines = {
      {"learn", "--algorithm", "structural-em", "--data", mixed.toString()},
      {"learn", "--algorithm", "structural-em", "--bnlearn", "--data", mixed.toString()},
      {"learn", "--algorithm=structural-em"},
      {"em", "--data", mixed.toString()},
      {"em", "--bnlearn", "--data", mixed.toString()}
    };
    for (String[] args : lines) {
      assertEquals(Warmup.Workload.STRUCTURAL_EM, LearnWarmup.earlyWorkload(args));
      try (Warmup w = LearnWarmups.start(args, Warmup.Workload.STRUCTURAL_EM)) {
        assertEquals(Warmup.Workload.STRUCTURAL_EM, w.workload(), String.join(" ", args));
      }
    }
    assertNull(LearnWarmup.earlyWorkload(new String[] {"em", "--no-warmup", "--data", "x.csv"}));
    assertNull(
        LearnWarmup.earlyWorkload(
            new String[] {"learn", "--algorithm", "structural-em", "--no-warmup"}));
  }
}
