package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The project's {@code data/} folder is what {@code data/MANIFEST.md} says: every file listed, with
 * its size, its sha256 and the sha256 of its decompressed content (the original's, as the shared
 * data manifest gives it), and nothing unlisted.
 */
class DataManifestTest {
  private static final Path DATA =
      DataLocation.projectRoot().orElseThrow().resolve("data").toAbsolutePath();

  record Row(String file, long bytes, String sha256, String contentSha256, String source) {}

  static List<Row> rows() throws IOException {
    List<Row> rows = new ArrayList<>();
    for (String line : Files.readAllLines(DATA.resolve("MANIFEST.md"))) {
      if (!line.startsWith("| `")) {
        continue;
      }
      String[] f = line.substring(1, line.length() - 1).split("\\|");
      rows.add(
          new Row(strip(f[0]), Long.parseLong(f[1].trim()), strip(f[2]), strip(f[3]), f[4].trim()));
    }
    return rows;
  }

  private static String strip(String cell) {
    return cell.trim().replace("`", "");
  }

  @Test
  void everyFileIsListedWithItsSizeAndHashes() throws IOException {
    List<Row> rows = rows();
    assertTrue(rows.size() > 100, "rows in data/MANIFEST.md: " + rows.size());
    TreeMap<String, Row> byFile = new TreeMap<>();
    for (Row r : rows) {
      assertEquals(null, byFile.put(r.file(), r), "listed twice: " + r.file());
      Path p = DATA.resolve(r.file());
      assertTrue(Files.isRegularFile(p), "listed but missing: " + p);
      byte[] stored = Files.readAllBytes(p);
      assertEquals(r.bytes(), stored.length, "bytes of " + r.file());
      assertEquals(r.sha256(), sha256(stored), "sha256 of " + r.file());
      try (InputStream in = Compression.open(p)) {
        assertEquals(r.contentSha256(), sha256(in.readAllBytes()), "content sha256 " + r.file());
      }
      assertFalse(r.source().isBlank(), "source of " + r.file());
    }
    Set<String> present = new TreeSet<>();
    try (Stream<Path> s = Files.walk(DATA)) {
      s.filter(Files::isRegularFile)
          .map(p -> DATA.relativize(p).toString().replace('\\', '/'))
          .filter(n -> !n.equals("MANIFEST.md"))
          .forEach(present::add);
    }
    assertEquals(byFile.keySet(), present, "files in data/ vs rows of data/MANIFEST.md");
  }

  @Test
  void dataFilesAreStoredCompressed() throws IOException {
    for (Row r : rows()) {
      boolean text = r.file().endsWith("README.md") || r.file().endsWith(".R");
      assertTrue(text || r.file().endsWith(".gz"), "not gzip-compressed: " + r.file());
    }
  }

  @Test
  void aPlainNameFindsTheCompressedCopy() {
    Path p = DataLocation.resolve("bnlearn/asia.csv");
    assertTrue(p.getFileName().toString().equals("asia.csv.gz") || Files.isRegularFile(p), "" + p);
    assertTrue(DataLocation.readString("bnlearn/asia.truth.modelstring.txt").startsWith("["));
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError(e);
    }
  }
}
