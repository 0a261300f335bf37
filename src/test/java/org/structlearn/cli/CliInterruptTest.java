package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.Cancellations;
import org.structlearn.io.DatasetWriter;

/**
 * A signal stops a long {@code learn} in a child JVM through the shutdown hook: one line on stderr,
 * no stack trace, the signal's exit status (130 for SIGINT, 143 for SIGTERM).
 */
class CliInterruptTest {
  @TempDir static Path dir;
  static Path csv;

  @BeforeAll
  static void data() {
    csv = dir.resolve("big.csv");
    // few rows: reading is over long before the 3 s of CPU the tests wait for (a signal that lands
    // while the file is read stops the command too, with "stopped: reading ... interrupted")
    DatasetWriter.write(Cancellations.discreteData(60, 5_000, 5), csv);
  }

  /** Starts {@code learn} with 100,000 restarts and waits until it has used 3 s of CPU. */
  private static Process startLearning() throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p =
        new ProcessBuilder(
                java,
                "-cp",
                CliTest.childClassPath(),
                Main.class.getName(),
                "learn",
                "--data",
                csv.toString(),
                "--restarts",
                "100000",
                "--threads",
                "2")
            .redirectOutput(dir.resolve("out.txt").toFile())
            .redirectError(dir.resolve("err.txt").toFile())
            .start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (cpu(p).compareTo(Duration.ofSeconds(3)) < 0 && System.nanoTime() < deadline) {
      assertTrue(p.isAlive(), "learn ended early: " + Files.readString(dir.resolve("err.txt")));
      Thread.sleep(100);
    }
    return p;
  }

  private static Duration cpu(Process p) {
    return p.toHandle().info().totalCpuDuration().orElse(Duration.ZERO);
  }

  private static void assertStoppedWith(Process p, int code) throws Exception {
    boolean ended = p.waitFor(30, TimeUnit.SECONDS);
    if (!ended) {
      p.destroyForcibly();
    }
    assertTrue(ended, "learn did not stop within 30 s of the signal");
    // the data summary learn prints first ("data FILE: ..." and its indented column lines), then
    // exactly one line for the stop
    List<String> err =
        Files.readAllLines(dir.resolve("err.txt"), StandardCharsets.UTF_8).stream()
            .filter(l -> !l.startsWith("data ") && !l.startsWith("  "))
            .toList();
    assertEquals(1, err.size(), String.join("\n", err));
    assertTrue(err.get(0).startsWith("stopped: "), String.join("\n", err));
    assertTrue(
        err.get(0).endsWith("interrupted") || err.get(0).contains(" interrupted "), err.get(0));
    assertEquals(code, p.exitValue());
  }

  @Test
  void sigtermStopsLearnWithOneLine() throws Exception {
    Process p = startLearning();
    p.destroy(); // SIGTERM: the JVM runs the same shutdown hook as for Ctrl-C
    assertStoppedWith(p, 143);
  }

  @Test
  void sigintStopsLearnWithExitCode130() throws Exception {
    assumeFalse(File.separatorChar == '\\', "SIGINT needs a POSIX kill");
    Process p = startLearning();
    // a JVM started with SIGINT ignored (a background job without job control) keeps it ignored
    Path status = Path.of("/proc", Long.toString(p.pid()), "status");
    if (Files.exists(status) && sigintIgnored(Files.readAllLines(status))) {
      p.destroyForcibly();
      assumeFalse(true, "SIGINT is ignored in this environment");
    }
    new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
    assertStoppedWith(p, 130);
  }

  private static boolean sigintIgnored(List<String> status) {
    for (String line : status) {
      if (line.startsWith("SigIgn:")) {
        return (Long.parseLong(line.substring(7).trim(), 16) & 0x2) != 0;
      }
    }
    return false;
  }
}
