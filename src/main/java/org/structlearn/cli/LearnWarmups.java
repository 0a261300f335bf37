package org.structlearn.cli;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.structlearn.mixed.CgWarmup;
import org.structlearn.search.Warmup;

/**
 * Which warm-up {@code learn} starts while it reads its data: the conditional Gaussian one when the
 * first data line of the file mixes numbers and texts (mixed data get bic-cg by default), else the
 * discrete one. A guess from one line; a wrong guess only warms the other kind of search.
 */
final class LearnWarmups {
  private LearnWarmups() {}

  /** A warm-up for the data file named by {@code --data} in the arguments (or the discrete one). */
  static Warmup start(String[] args) {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals("--data")) {
        return start(Path.of(args[i + 1]));
      }
      if (args[i].startsWith("--data=")) {
        return start(Path.of(args[i].substring("--data=".length())));
      }
    }
    return Warmup.start();
  }

  /** A warm-up for the data in {@code data}. */
  static Warmup start(Path data) {
    return Warmup.start(looksMixed(data) ? CgWarmup.rounds() : null);
  }

  /** Whether the first data line of the file has both number and text cells. */
  static boolean looksMixed(Path data) {
    try (InputStream raw = Files.newInputStream(data)) {
      InputStream in = new java.io.BufferedInputStream(raw);
      in.mark(2);
      boolean gz = in.read() == 0x1f && in.read() == 0x8b;
      in.reset();
      BufferedReader r =
          new BufferedReader(
              new InputStreamReader(gz ? new GZIPInputStream(in) : in, StandardCharsets.UTF_8));
      String header = r.readLine();
      String line = r.readLine();
      if (header == null || line == null) {
        return false;
      }
      boolean number = false;
      boolean text = false;
      for (String cell : line.split("[,;\t|]", -1)) {
        String c = cell.trim().replace("\"", "");
        if (c.isEmpty() || c.equals("NA")) {
          continue;
        }
        if (org.structlearn.io.CellTexts.isNumber(c)) {
          number = true;
        } else {
          text = true;
        }
      }
      return number && text;
    } catch (java.io.IOException | RuntimeException e) {
      return false;
    }
  }
}
