package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;

/** The command line on bad input: encodings, missing markers, truncated gzip, --columns, OOM. */
class InputCliTest {
  @TempDir Path dir;

  /**
   * 200 rows where B is né when A is x and nè when A is y, but for every tenth row: read as
   * Latin-1, B depends on A; decoded loosely, né and nè would both become U+FFFD and B a constant.
   */
  private Path latin1Data() throws IOException {
    StringBuilder sb = new StringBuilder("A,B\n");
    for (int i = 0; i < 200; i++) {
      boolean x = i % 2 == 0;
      boolean flip = i % 10 == 3;
      sb.append(x ? "x" : "y").append(',').append(x != flip ? "né" : "nè").append('\n');
    }
    Path p = dir.resolve("latin1.csv");
    Files.write(p, sb.toString().getBytes(StandardCharsets.ISO_8859_1));
    return p;
  }

  @Test
  void latin1DataExitTwoNamingLineAndByteOffset() throws IOException {
    Path p = latin1Data();
    Run r = CliTest.run("learn", "--data", p.toString());
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().startsWith("error: " + p + ", line 2, character 4 (byte offset 7"), r.err());
    assertTrue(r.err().contains("not valid UTF-8"), r.err());
    assertTrue(r.err().contains("--encoding ISO-8859-1"), r.err());
  }

  @Test
  void latin1DataWithTheirEncodingLearnTheDependence() throws IOException {
    Path p = latin1Data();
    Run r = CliTest.run("learn", "--data", p.toString(), "--encoding", "ISO-8859-1", "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals("[A][B|A]", r.json().get("modelString").asText());
  }

  @Test
  void anUnknownEncodingIsAUsageError() throws IOException {
    Run r = CliTest.run("learn", "--data", latin1Data().toString(), "--encoding", "no-such");
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().contains("--encoding"), r.err());
  }

  @Test
  void missingMarkersReplaceTheDefault() throws IOException {
    Path p = dir.resolve("q.csv");
    Files.writeString(p, "A,B\nx,u\n?,v\ny,u\nx,v\ny,\n");
    Run q =
        CliTest.run("learn", "--data", p.toString(), "--missing", "?", "--missing-cells", "fail");
    assertEquals(2, q.code(), q.err());
    assertTrue(q.err().contains(p + ": column 'A' row 2"), q.err());
    assertTrue(q.err().contains("--missing-cells drop-rows"), q.err());
    Run dropped =
        CliTest.run(
            "learn", "--data", p.toString(), "--missing", "?,NA,", "--drop-missing", "--json");
    assertEquals(0, dropped.code(), dropped.err());
    assertEquals(3, dropped.json().get("rows").asInt());
    // by default the empty cell is missing and ? a level; the discrete data are learned by
    // structural EM from all 5 rows, and said
    Run byDefault = CliTest.run("learn", "--data", p.toString(), "--json");
    assertEquals(0, byDefault.code(), byDefault.err());
    assertEquals(5, byDefault.json().get("rowsUsed").asInt(), byDefault.out());
    assertTrue(byDefault.err().contains("learning by structural EM"), byDefault.err());
    Run dropRows =
        CliTest.run("learn", "--data", p.toString(), "--missing-cells", "drop-rows", "--json");
    assertEquals(4, dropRows.json().get("rows").asInt());
    assertTrue(dropRows.err().contains("1 of 5 rows dropped for a missing cell"), dropRows.err());
    Run strict = CliTest.run("learn", "--data", p.toString(), "--missing-cells", "fail");
    assertEquals(2, strict.code(), strict.err());
    assertTrue(strict.err().contains("column 'B' row 5"), strict.err());
  }

  @Test
  void aTruncatedGzipFileIsNamed() throws IOException {
    StringBuilder sb = new StringBuilder("A,B\n");
    for (int i = 0; i < 5000; i++) {
      sb.append(i % 3).append(',').append(i % 7).append('\n');
    }
    Path full = dir.resolve("full.csv.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(full))) {
      out.write(sb.toString().getBytes(StandardCharsets.UTF_8));
    }
    byte[] gz = Files.readAllBytes(full);
    Path cut = dir.resolve("cut.csv.gz");
    Files.write(cut, Arrays.copyOf(gz, gz.length - 100));
    Run r = CliTest.run("learn", "--data", cut.toString());
    assertEquals(2, r.code(), r.err());
    assertTrue(
        r.err().startsWith("error: file " + cut + " is a truncated or corrupt gzip file"), r.err());
    assertFalse(r.err().contains("ZLIB"), r.err());
  }

  @Test
  void columnsListedTwiceOrUnknownAreNamed() throws IOException {
    Path p = dir.resolve("d.csv");
    Files.writeString(p, "A,S,T\nx,u,1\ny,v,2\nx,v,1\n");
    Run twice = CliTest.run("learn", "--data", p.toString(), "--columns", "A,S,A");
    assertEquals(2, twice.code(), twice.err());
    assertEquals(
        "error: column 'A' is listed twice in --columns (items 1 and 3); list each column once",
        twice.err().strip());
    Run unknown = CliTest.run("learn", "--data", p.toString(), "--columns", "A,Q");
    assertEquals(2, unknown.code(), unknown.err());
    assertEquals(
        "error: --columns names a column that " + p + " lacks: [Q]; its columns are [A, S, T]",
        unknown.err().strip());
  }

  @Test
  void outOfMemorySaysHowBigTheDataAreAndWhichHeapToTry() throws Exception {
    // 1.2 million rows x 8 columns: about 29 MB of text, a few hundred KB gzip-compressed
    Path p = dir.resolve("big.csv.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(p), 1 << 16)) {
      out.write("A,B,C,D,E,F,G,H\n".getBytes(StandardCharsets.US_ASCII));
      byte[] row = "a0,b1,c0,d1,e0,f1,g0,h1\n".getBytes(StandardCharsets.US_ASCII);
      for (int i = 0; i < 1_200_000; i++) {
        out.write(row);
      }
    }
    String cp = CliTest.childClassPath();
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    List<String> cmd =
        new ArrayList<>(
            List.of(
                java.toString(),
                "-Xmx16m",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                cp,
                Main.class.getName(),
                "learn",
                "--data",
                p.toString()));
    Path err = dir.resolve("err.txt");
    Process proc =
        new ProcessBuilder(cmd)
            .redirectOutput(dir.resolve("out.txt").toFile())
            .redirectError(err.toFile())
            .start();
    assertTrue(proc.waitFor(120, TimeUnit.SECONDS), "the child JVM hung");
    String msg = Files.readString(err);
    assertEquals(2, proc.exitValue(), msg);
    assertTrue(msg.startsWith("error: out of memory: the Java heap (at most "), msg);
    assertTrue(msg.contains("for the data in " + p), msg);
    assertTrue(msg.contains("gzip-compressed, about 27.5 MB of text"), msg);
    assertTrue(
        msg.contains("about 1,200,000 rows x 8 columns, estimated from the first lines"), msg);
    assertTrue(msg.contains("java -Xmx32m -jar target/structlearn.jar learn --data " + p), msg);
    assertFalse(msg.contains("\tat "), msg);
  }

  @Test
  void theSuggestedHeapIsTwiceTheCurrentRoundedUp() {
    assertEquals("32m", OutOfMemoryMessage.suggestedHeap(16L << 20));
    assertEquals("32m", OutOfMemoryMessage.suggestedHeap(15L << 20));
    assertEquals("1g", OutOfMemoryMessage.suggestedHeap(400L << 20));
    assertEquals("2g", OutOfMemoryMessage.suggestedHeap(600L << 20));
    assertEquals("8g", OutOfMemoryMessage.suggestedHeap(4L << 30));
  }
}
