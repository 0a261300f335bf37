package org.structlearn.io;

import static org.structlearn.io.IoGenerators.pick;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;

/**
 * Random damage to a valid file: flipped, inserted and deleted bytes, truncation, duplicated and
 * dropped lines, swapped tokens, invalid UTF-8, huge numbers, NaN and Infinity, very long tokens,
 * deep nesting, or nothing at all. One to four mutations are applied in a row.
 */
final class Mutations {
  private static final String[] SPLICES = {
    "1e99999",
    "-1e-99999",
    "99999999999999999999999999",
    "NaN",
    "Infinity",
    "-Infinity",
    "inf",
    "-0",
    "0x1p3",
    "1,5",
    "",
    "\"",
    "\"\"",
    "\\",
    ",",
    ";",
    "|",
    ":",
    "[",
    "]",
    "{",
    "}",
    "(",
    ")",
    "\n",
    "\r\n",
    "\t",
    "\u0000",
    "null",
    "true",
    "[]",
    "{}",
    "from,to",
    "->",
    "table",
    "default"
  };

  private Mutations() {}

  /** The seed file, damaged by one to four random mutations. */
  static Gen<byte[]> of(List<byte[]> seeds) {
    return in -> {
      byte[] b = seeds.get(pick(in, 0, seeds.size() - 1));
      int count = pick(in, 1, 4);
      for (int i = 0; i < count; i++) {
        b = mutate(in, b);
      }
      return b;
    };
  }

  static byte[] mutate(RandomnessSource in, byte[] b) {
    int at = b.length == 0 ? 0 : pick(in, 0, b.length);
    switch (pick(in, 0, 11)) {
      case 0: // flip a bit
        if (b.length > 0) {
          b = b.clone();
          int i = Math.min(at, b.length - 1);
          b[i] ^= (byte) (1 << pick(in, 0, 7));
        }
        return b;
      case 1: // insert a random byte (often not valid UTF-8)
        return splice(b, at, at, new byte[] {(byte) pick(in, 0, 255)});
      case 2: // delete a run of bytes
        return splice(b, at, Math.min(b.length, at + pick(in, 1, 16)), new byte[0]);
      case 3: // truncate
        return Arrays.copyOf(b, at);
      case 4: // an odd token
        return splice(b, at, at, utf8(SPLICES[pick(in, 0, SPLICES.length - 1)]));
      case 5: // replace a token with an odd one
        return replaceToken(in, b, utf8(SPLICES[pick(in, 0, SPLICES.length - 1)]));
      case 6:
        return lines(in, b, true);
      case 7:
        return lines(in, b, false);
      case 8:
        return swapTokens(in, b);
      case 9: // a very long token
        return splice(b, at, at, utf8("x".repeat(pick(in, 1, 70_000))));
      case 10: // deep nesting
        String open = new String[] {"[", "{", "(", "[\"", "{\"a\":"}[pick(in, 0, 4)];
        return splice(b, at, at, utf8(open.repeat(pick(in, 1, 20_000))));
      default: // empty, or invalid UTF-8 sequences
        return pick(in, 0, 1) == 0
            ? new byte[0]
            : splice(b, at, at, new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xFF, (byte) 0xE9});
    }
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] splice(byte[] b, int from, int to, byte[] insert) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(b.length + insert.length);
    out.write(b, 0, from);
    out.write(insert, 0, insert.length);
    out.write(b, to, b.length - to);
    return out.toByteArray();
  }

  /** Duplicates ({@code copy}) or drops one line. */
  private static byte[] lines(RandomnessSource in, byte[] b, boolean copy) {
    List<int[]> spans = spans(b, true);
    if (spans.isEmpty()) {
      return b;
    }
    int[] s = spans.get(pick(in, 0, spans.size() - 1));
    byte[] line = Arrays.copyOfRange(b, s[0], s[1]);
    return copy ? splice(b, s[0], s[0], line) : splice(b, s[0], s[1], new byte[0]);
  }

  private static byte[] replaceToken(RandomnessSource in, byte[] b, byte[] with) {
    List<int[]> spans = spans(b, false);
    if (spans.isEmpty()) {
      return b;
    }
    int[] s = spans.get(pick(in, 0, spans.size() - 1));
    return splice(b, s[0], s[1], with);
  }

  private static byte[] swapTokens(RandomnessSource in, byte[] b) {
    List<int[]> spans = spans(b, false);
    if (spans.size() < 2) {
      return b;
    }
    int i = pick(in, 0, spans.size() - 2);
    int j = pick(in, i + 1, spans.size() - 1);
    int[] x = spans.get(i);
    int[] y = spans.get(j);
    ByteArrayOutputStream out = new ByteArrayOutputStream(b.length);
    out.write(b, 0, x[0]);
    out.write(b, y[0], y[1] - y[0]);
    out.write(b, x[1], y[0] - x[1]);
    out.write(b, x[0], x[1] - x[0]);
    out.write(b, y[1], b.length - y[1]);
    return out.toByteArray();
  }

  /** Byte ranges of lines (with their line break) or of tokens (runs of letters and digits). */
  private static List<int[]> spans(byte[] b, boolean lines) {
    List<int[]> out = new ArrayList<>();
    if (lines) {
      int start = 0;
      for (int i = 0; i < b.length; i++) {
        if (b[i] == '\n' || i == b.length - 1) {
          out.add(new int[] {start, i + 1});
          start = i + 1;
        }
      }
      return out;
    }
    int start = -1;
    for (int i = 0; i <= b.length; i++) {
      boolean inside =
          i < b.length && (Character.isLetterOrDigit(b[i]) || b[i] == '.' || b[i] == '-');
      if (inside && start < 0) {
        start = i;
      } else if (!inside && start >= 0) {
        out.add(new int[] {start, i});
        start = -1;
      }
    }
    return out;
  }
}
