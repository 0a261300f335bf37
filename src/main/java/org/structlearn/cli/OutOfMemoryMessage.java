package org.structlearn.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import picocli.CommandLine;

/**
 * The message the command line ends with when the Java heap runs out: how big the data are (size on
 * disk, size of the text, rows x columns estimated from the first lines) and which {@code -Xmx} to
 * try (twice the current maximum heap, rounded up), as a command line to copy. It is built after
 * the failed command has unwound, when its data are garbage, and reads only the first 64 KiB of the
 * data file.
 */
final class OutOfMemoryMessage {
  private static final int HEAD = 1 << 16;

  private OutOfMemoryMessage() {}

  /** True if the throwable or one of its causes is an {@link OutOfMemoryError}. */
  static boolean isOutOfMemory(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof OutOfMemoryError) {
        return true;
      }
      if (c.getCause() == c) {
        break;
      }
    }
    return false;
  }

  /**
   * The message for a command line that ran out of memory.
   *
   * @param cl the command line, after parsing (its parse result names the data file, if any)
   * @param args the arguments as given, repeated in the suggested command line
   */
  static String of(CommandLine cl, String[] args) {
    long max = Runtime.getRuntime().maxMemory();
    StringBuilder sb = new StringBuilder("out of memory: the Java heap (at most ");
    sb.append(bytes(max)).append(") is too small");
    Path data = dataFile(cl);
    if (data != null) {
      sb.append(" for the data in ").append(data).append(" (").append(describe(data)).append(")");
    }
    sb.append("; give Java a larger heap, e.g. java -Xmx")
        .append(suggestedHeap(max))
        .append(" -jar target/structlearn.jar");
    for (String a : args) {
      sb.append(' ').append(a.isEmpty() || a.matches(".*[\\s\"'$].*") ? "'" + a + "'" : a);
    }
    return sb.toString();
  }

  /** Twice the heap, rounded up: a power of two in MB below 1 GB, whole GB above. */
  static String suggestedHeap(long maxBytes) {
    long mb = Math.max(1, (2 * maxBytes + (1 << 20) - 1) >> 20);
    if (mb <= 1024) {
      long p = Long.highestOneBit(mb);
      p = p == mb ? p : p << 1;
      return p == 1024 ? "1g" : p + "m";
    }
    return ((mb + 1023) / 1024) + "g";
  }

  private static Path dataFile(CommandLine cl) {
    CommandLine.ParseResult pr = cl.getParseResult();
    while (pr != null && pr.subcommand() != null) {
      pr = pr.subcommand();
    }
    return pr == null ? null : pr.matchedOptionValue("--data", (Path) null);
  }

  /** Size on disk, size of the text if compressed, and estimated rows x columns. */
  static String describe(Path file) {
    try {
      long disk = Files.size(file);
      boolean gzip = isGzip(file);
      long text = gzip ? gzipTextSize(file, disk) : disk;
      StringBuilder sb = new StringBuilder(bytes(disk)).append(" on disk");
      if (gzip) {
        sb.append(", gzip-compressed, about ").append(bytes(text)).append(" of text");
      }
      byte[] head = head(file, gzip);
      String s = new String(head, StandardCharsets.ISO_8859_1); // counting only: any bytes do
      int lines = 0;
      int lastBreak = -1;
      for (int i = 0; i < s.length(); i++) {
        if (s.charAt(i) == '\n') {
          lines++;
          lastBreak = i;
        }
      }
      if (lines >= 2) {
        int headerBytes = s.indexOf('\n') + 1;
        double perRow = (lastBreak + 1.0 - headerBytes) / (lines - 1);
        long rows = Math.max(1, Math.round((text - headerBytes) / perRow));
        boolean whole = text <= head.length;
        sb.append(whole ? ", " : ", about ")
            .append(String.format(Locale.ROOT, "%,d rows x %d columns", rows, columns(s)))
            .append(whole ? "" : ", estimated from the first lines");
      }
      return sb.toString();
    } catch (IOException | RuntimeException e) {
      return "size unknown: " + e.getMessage();
    }
  }

  private static int columns(String text) {
    String header = text.substring(0, text.indexOf('\n'));
    int best = 0;
    for (char c : new char[] {',', ';', '\t', '|'}) {
      best = Math.max(best, (int) header.chars().filter(ch -> ch == c).count());
    }
    return best + 1;
  }

  private static boolean isGzip(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return in.read() == 0x1f && in.read() == 0x8b;
    }
  }

  /** The gzip trailer's ISIZE: the text's size modulo 4 GiB (a lower bound past that). */
  private static long gzipTextSize(Path file, long disk) throws IOException {
    if (disk < 18) {
      return 0;
    }
    try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
      f.seek(disk - 4);
      long size = 0;
      for (int i = 0; i < 4; i++) {
        size |= (long) f.read() << (8 * i);
      }
      return size;
    }
  }

  private static byte[] head(Path file, boolean gzip) throws IOException {
    try (InputStream raw = Files.newInputStream(file);
        InputStream in = gzip ? new GZIPInputStream(raw) : raw) {
      return in.readNBytes(HEAD);
    }
  }

  private static String bytes(long n) {
    if (n < 1 << 20) {
      return String.format(Locale.ROOT, "%.1f KB", n / 1024.0);
    }
    if (n < 1L << 30) {
      return String.format(Locale.ROOT, "%.1f MB", n / (double) (1 << 20));
    }
    return String.format(Locale.ROOT, "%.1f GB", n / (double) (1L << 30));
  }
}
