package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.io.DataLocation;

/**
 * {@code sample} draws and writes its rows block by block now, and writes the very bytes it wrote
 * when it held the whole table in memory and wrote it through tablesaw: the SHA-256 sums below are
 * of files the earlier {@code sample} wrote (main at commit 59c02c1, with the same arguments), over
 * several blocks and batches of blocks, with two threads, for a discrete, a Gaussian and a
 * 109-variable network; gzip when the name ends in .gz.
 */
class SampleStreamingTest {
  @TempDir Path dir;

  @Test
  void alarmGzipIsByteForByteTheWholeTableOutput() throws IOException {
    assertEquals(
        "3f6b11a3fd07d54829275371a19587b69bb4264cb70fe14b04179712b8e38d71",
        sample("bif/alarm.bif", 50_000, 7, 2, "alarm.csv.gz"));
  }

  @Test
  void gaussianIsByteForByteTheWholeTableOutput() throws IOException {
    assertEquals(
        "4281b675b570c07c69d3d614be5b36d14766f8b90aa6628b1e3cdc16d55ef83d",
        sample("gaussian/ecoli70.json", 40_000, 3, 2, "ecoli.csv"));
  }

  @Test
  void pathfinderIsByteForByteTheWholeTableOutput() throws IOException {
    assertEquals(
        "a730ca9ab0452eff3014f3bde3d6a01f4d59515c0db7133d6f1576d7bd1dc6c7",
        sample("bif/pathfinder.bif", 20_000, 5, 1, "pf.csv"));
  }

  /** The SHA-256 of the (decompressed) file {@code sample} writes. */
  private String sample(String network, int rows, long seed, int threads, String name)
      throws IOException {
    Path out = dir.resolve(name);
    CliTest.Run run =
        CliTest.run(
            "sample",
            "--network",
            DataLocation.resolve(network).toString(),
            "--rows",
            Integer.toString(rows),
            "--seed",
            Long.toString(seed),
            "--threads",
            Integer.toString(threads),
            "--out",
            out.toString());
    assertEquals(0, run.code(), run.err());
    try (InputStream raw = Files.newInputStream(out);
        InputStream in = name.endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      byte[] buf = new byte[1 << 16];
      for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
        sha.update(buf, 0, n);
      }
      return HexFormat.of().formatHex(sha.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }
}
