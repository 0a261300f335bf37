package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.structlearn.cli.CliTest.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;

/**
 * Issue 25: output targets that are not regular files are written directly, never replaced by the
 * atomic rename. Before, {@code --out /dev/null} (as root) replaced the device with a regular file,
 * and a FIFO or a link to {@code /proc/self/fd/1} became a regular file too. The device here is a
 * private node of /dev/null's device (1, 3) in a temporary folder, so a regression cannot damage
 * the machine's /dev/null; each case is skipped where the system cannot make its special file.
 */
class SpecialTargetsTest {
  @TempDir Path dir;

  private static boolean make(String... command) {
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private static String type(Path p) throws IOException {
    return String.valueOf(Files.readAttributes(p, "unix:mode", LinkOption.NOFOLLOW_LINKS));
  }

  @Test
  void aCharacterDeviceIsWrittenNotReplaced() throws IOException {
    Path device = dir.resolve("null");
    Assumptions.assumeTrue(make("mknod", device.toString(), "c", "1", "3"), "mknod not allowed");
    String before = type(device);
    for (String[] args :
        List.of(
            new String[] {"sample", "--network", "asia", "--rows", "50", "--out", ""},
            new String[] {
              "fit",
              "--data",
              CliTest.data("bnlearn/asia.csv"),
              "--graph",
              CliTest.data("bnlearn/asia.truth.modelstring.txt"),
              "--out",
              ""
            },
            new String[] {
              "sample",
              "--markov",
              CliTest.data("bnlearn/coronary.ug.edges.csv"),
              "--rows",
              "20",
              "--out",
              ""
            })) {
      args[args.length - 1] = device.toString();
      Run r = run(args);
      assertEquals(0, r.code(), r.err());
      assertTrue(Files.isRegularFile(device) == false, "the device became a regular file");
      assertEquals(before, type(device));
    }
  }

  @Test
  void aFifoIsWrittenNotReplaced() throws Exception {
    Path fifo = dir.resolve("fifo");
    Assumptions.assumeTrue(make("mkfifo", fifo.toString()), "mkfifo not available");
    CompletableFuture<byte[]> reader =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return Files.readAllBytes(fifo);
              } catch (IOException e) {
                throw new IllegalStateException(e);
              }
            });
    Run r = run("sample", "--network", "asia", "--rows", "30", "--out", fifo.toString());
    assertEquals(0, r.code(), r.err());
    String text = new String(reader.get(30, TimeUnit.SECONDS), StandardCharsets.UTF_8);
    assertEquals(31, text.lines().count(), text);
    assertTrue(text.startsWith("asia,tub,smoke,lung,bronc,either,xray,dysp"), text);
    assertTrue(!Files.isRegularFile(fifo) && Files.exists(fifo), "the FIFO was replaced");
  }

  /**
   * A link to {@code /proc/self/fd/1} is the writing process's standard output: a child JVM writes
   * through it and its output arrives on the pipe this test reads; the link stays a link.
   */
  @Test
  void aLinkToStandardOutputWritesToStandardOutput() throws Exception {
    Assumptions.assumeTrue(Files.exists(Path.of("/proc/self/fd/1")), "no /proc/self/fd");
    Path link = dir.resolve("stdout.csv");
    Files.createSymbolicLink(link, Path.of("/proc/self/fd/1"));
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(Main.class.getName());
    command.addAll(
        List.of("sample", "--network", "asia", "--rows", "25", "--out", link.toString()));
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), out);
    assertTrue(out.startsWith("asia,tub,smoke,lung,bronc,either,xray,dysp"), out);
    assertTrue(out.lines().count() >= 26, out);
    assertTrue(Files.isSymbolicLink(link), "the link was replaced");
    assertEquals(Path.of("/proc/self/fd/1"), Files.readSymbolicLink(link));
  }
}
