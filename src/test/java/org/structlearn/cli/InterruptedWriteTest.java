package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.io.DataLocation;
import org.structlearn.io.OutputFiles;

/**
 * Kills a child JVM running the CLI while it writes its output file: with {@code kill -9} the old
 * file must be byte-identical (the temporary file stays, and the next write removes it); with
 * SIGTERM, which runs the shutdown hooks, the old file is identical and no temporary file is left.
 * Each child is killed as soon as its temporary file has content, so a run takes a few seconds.
 */
class InterruptedWriteTest {
  @TempDir Path dir;

  private static final String OLD = "previous content, must survive\nA,B\n1,2\n";

  enum Kill {
    FORCIBLY,
    POLITELY
  }

  @Test
  void killMinus9DuringSampleOutLeavesTheOldFile() throws Exception {
    interruptSample(Kill.FORCIBLY);
  }

  @Test
  void sigtermDuringSampleOutLeavesTheOldFileAndNoTemporaryFile() throws Exception {
    interruptSample(Kill.POLITELY);
  }

  @Test
  void killMinus9DuringLearnOutLeavesTheOldFile() throws Exception {
    interruptLearn(Kill.FORCIBLY);
  }

  @Test
  void sigtermDuringLearnOutLeavesTheOldFileAndNoTemporaryFile() throws Exception {
    interruptLearn(Kill.POLITELY);
  }

  private void interruptSample(Kill kill) throws Exception {
    Path out = dir.resolve("X.csv");
    String network = DataLocation.resolve("bif/asia.bif.gz").toString();
    interrupt(
        kill,
        out,
        List.of(
            "sample", "--network", network, "--rows", "600000", "--seed", "1", "--out", "" + out));
  }

  /**
   * A learn run whose output is large: a start graph with a node of three 40-level parents and no
   * search steps, written as BIF (a 64,000-row table of the node, about 19 MB).
   */
  private void interruptLearn(Kill kill) throws Exception {
    int levels = 40;
    StringBuilder lv = new StringBuilder("variable,index,level\n");
    StringBuilder data = new StringBuilder("A,B,C,D\n");
    for (String v : List.of("A", "B", "C", "D")) {
      for (int i = 0; i < levels; i++) {
        lv.append(v).append(',').append(i + 1).append(',').append(v.toLowerCase()).append(i);
        lv.append('\n');
      }
    }
    Random random = new Random(1);
    for (int r = 0; r < 200; r++) {
      for (String v : List.of("a", "b", "c", "d")) {
        data.append(v.equals("a") ? "" : ",").append(v).append(random.nextInt(levels));
      }
      data.append('\n');
    }
    Path levelsFile = Files.writeString(dir.resolve("levels.csv"), lv);
    Path dataFile = Files.writeString(dir.resolve("data.csv"), data);
    Path start = Files.writeString(dir.resolve("start.txt"), "[A][B][C][D|A:B:C]\n");
    Path out = dir.resolve("X.bif");
    interrupt(
        kill,
        out,
        List.of(
            "learn",
            "--data",
            dataFile.toString(),
            "--levels",
            levelsFile.toString(),
            "--start",
            start.toString(),
            "--max-iterations",
            "0",
            "--out",
            out.toString()));
  }

  private void interrupt(Kill kill, Path out, List<String> cliArgs) throws Exception {
    byte[] old = OLD.getBytes(StandardCharsets.UTF_8);
    Files.write(out, old);
    Process child = start(cliArgs);
    try {
      awaitTemporaryContent(child, out);
      if (kill == Kill.FORCIBLY) {
        child.destroyForcibly();
      } else {
        child.destroy();
      }
      assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the child did not end");
    } finally {
      child.destroyForcibly();
    }
    assertTrue(child.exitValue() != 0, "the child ended by the signal, not by finishing");
    assertArrayEquals(old, Files.readAllBytes(out), "the old file is byte-identical");
    if (kill == Kill.POLITELY) {
      assertEquals(List.of(), temporaries(), "the shutdown hook removed the temporary file");
    } else {
      assertEquals(1, temporaries().size(), "kill -9 leaves the temporary file");
      OutputFiles.writeString(out, "next run\n");
      assertEquals(List.of(), temporaries(), "the next write removes the dead run's file");
    }
  }

  private Process start(List<String> cliArgs) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx1g");
    command.add("-cp");
    command.add(CliTest.childClassPath());
    command.add(Main.class.getName());
    command.addAll(cliArgs);
    return new ProcessBuilder(command)
        .directory(dir.toFile())
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .redirectError(dir.resolve("child.err").toFile())
        .start();
  }

  /** Waits until the output's temporary file exists and holds bytes (or the child ends: a fail). */
  private void awaitTemporaryContent(Process child, Path out) throws Exception {
    String prefix = "." + out.getFileName() + ".";
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
    while (System.nanoTime() < deadline) {
      for (Path t : temporaries()) {
        if (t.getFileName().toString().startsWith(prefix) && sizeOf(t) > 0) {
          return;
        }
      }
      if (!child.isAlive()) {
        fail(
            "the child ended (exit "
                + child.exitValue()
                + ") before its temporary file had content: "
                + Files.readString(dir.resolve("child.err")));
      }
      Thread.sleep(5);
    }
    fail("no temporary file with content appeared within 180 s");
  }

  private static long sizeOf(Path p) {
    try {
      return Files.size(p);
    } catch (IOException e) {
      return 0; // committed or removed meanwhile
    }
  }

  private List<Path> temporaries() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(OutputFiles::isTemporary).toList();
    }
  }
}
