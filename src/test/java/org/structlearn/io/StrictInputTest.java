package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.StructlearnException;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.GaussianNetworkJson;

/** Strict decoding, missing-value markers and truncated gzip files, for every text reader. */
class StrictInputTest {
  private static final Charset LATIN1 = StandardCharsets.ISO_8859_1;

  @TempDir Path dir;

  private Path write(String name, byte[] bytes) throws IOException {
    Path p = dir.resolve(name);
    Files.write(p, bytes);
    return p;
  }

  private static byte[] gzip(byte[] bytes) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (OutputStream out = new GZIPOutputStream(b)) {
      out.write(bytes);
    }
    return b.toByteArray();
  }

  @Test
  void latin1BytesAreAnErrorNamingFileLineAndByteOffset() throws IOException {
    // "A,B\n" is 4 bytes, "x,ne\n" 5 more: the é of line 3 is byte 4 + 5 + 3 = 12
    Path p = write("latin1.csv", "A,B\nx,ne\ny,né\n".getBytes(LATIN1));
    EncodingException e = assertThrows(EncodingException.class, () -> DatasetReader.read(p));
    assertEquals(3, e.line());
    assertEquals(12, e.byteOffset());
    assertTrue(e.getMessage().contains(p.toString()), e.getMessage());
    assertTrue(e.getMessage().contains("line 3"), e.getMessage());
    assertTrue(e.getMessage().contains("byte offset 12, byte 0xE9"), e.getMessage());
    assertTrue(e.getMessage().contains("--encoding ISO-8859-1"), e.getMessage());
  }

  @Test
  void theOffsetCountsDecompressedBytesOfAGzipFile() throws IOException {
    Path p = write("latin1.csv.gz", gzip("A,B\nx,ne\ny,né\n".getBytes(LATIN1)));
    EncodingException e = assertThrows(EncodingException.class, () -> DatasetReader.read(p));
    assertEquals(12, e.byteOffset());
    assertEquals(3, e.line());
  }

  @Test
  void latin1WithItsEncodingKeepsTwoLevelsApart() throws IOException {
    Path p = write("latin1.csv", "A,B\nx,né\ny,nè\nx,né\n".getBytes(LATIN1));
    Dataset d = DatasetReader.read(p, CsvOptions.builder().encoding(LATIN1).build());
    assertEquals(List.of("nè", "né"), d.variable(1).levels());
    assertEquals(3, d.rows());
  }

  @Test
  void windowsQuotesSuggestWindows1252() throws IOException {
    byte[] bytes = "A\n\u201Cq\u201D\n".getBytes(Charset.forName("windows-1252"));
    Path p = write("cp1252.csv", bytes);
    EncodingException e = assertThrows(EncodingException.class, () -> DatasetReader.read(p));
    assertTrue(e.getMessage().contains("--encoding windows-1252"), e.getMessage());
  }

  @Test
  void aUtf8ByteOrderMarkIsDropped() throws IOException {
    byte[] text = "A,B\nx,né\ny,nè\n".getBytes(StandardCharsets.UTF_8);
    byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    byte[] bytes = Arrays.copyOf(bom, bom.length + text.length);
    System.arraycopy(text, 0, bytes, bom.length, text.length);
    Dataset d = DatasetReader.read(write("bom.csv", bytes));
    assertEquals(List.of("A", "B"), d.names());
    assertEquals(List.of("nè", "né"), d.variable(1).levels());
    assertEquals("A,B\n", TextFiles.read(write("bom.txt", Arrays.copyOf(bytes, 7))));
  }

  @Test
  void streamsAreDecodedStrictlyToo() {
    byte[] bytes = "A\nné\n".getBytes(LATIN1);
    EncodingException e =
        assertThrows(
            EncodingException.class,
            () ->
                DatasetReader.read(
                    new ByteArrayInputStream(bytes), "upload.csv", CsvOptions.defaults()));
    assertTrue(e.getMessage().startsWith("upload.csv, line 2"), e.getMessage());
  }

  @Test
  void levelBifAndJsonFilesAreDecodedStrictly() throws IOException {
    Path levels = write("l.csv", "variable,index,level\nB,1,né\nB,2,nè\n".getBytes(LATIN1));
    EncodingException e = assertThrows(EncodingException.class, () -> LevelFiles.read(levels));
    assertTrue(e.getMessage().contains("l.csv, line 2"), e.getMessage());
    assertEquals(Map.of("B", List.of("né", "nè")), LevelFiles.read(levels, LATIN1));
    Path bif =
        write(
            "n.bif",
            "network x {}\nvariable A { type discrete [2] { né, no }; }\n".getBytes(LATIN1));
    assertThrows(EncodingException.class, () -> BifReader.read(bif));
    Path json = write("n.json", "{\"nodes\": \"né\"}".getBytes(LATIN1));
    assertThrows(EncodingException.class, () -> GaussianNetworkJson.read(json));
  }

  @Test
  void markersNamedAsMissingAreMissing() throws IOException {
    Path p = write("q.csv", "A,B\nx,u\n?,v\ny,NA\n".getBytes(StandardCharsets.UTF_8));
    // by default ? is a level and NA missing
    DataException fail = assertThrows(DataException.class, () -> DatasetReader.read(p));
    assertTrue(fail.getMessage().contains("column 'B' row 3"), fail.getMessage());
    CsvOptions q = CsvOptions.builder().missingTokens("?").build();
    DataException e = assertThrows(DataException.class, () -> DatasetReader.read(p, q));
    assertTrue(e.getMessage().contains(p + ": column 'A' row 2"), e.getMessage());
    Dataset d =
        DatasetReader.read(
            p,
            CsvOptions.builder()
                .missingTokens("?", "NA", "")
                .missing(CsvOptions.MissingValues.DROP_ROWS)
                .build());
    assertEquals(1, d.rows());
    assertEquals(List.of("x"), d.variable(0).levels());
    // only ? is missing: NA is then an ordinary level
    Dataset onlyQ =
        DatasetReader.read(p, q.toBuilder().missing(CsvOptions.MissingValues.DROP_ROWS).build());
    assertEquals(List.of("NA", "u"), onlyQ.variable(1).levels());
  }

  @Test
  void aMarkerThatALevelListNamesStaysALevel() throws IOException {
    Path p = write("q.csv", "A,B\nx,?\n?,v\n".getBytes(StandardCharsets.UTF_8));
    Dataset d =
        DatasetReader.read(
            p,
            CsvOptions.builder()
                .missingTokens("?")
                .levels(Map.of("B", List.of("?", "v")))
                .missing(CsvOptions.MissingValues.DROP_ROWS)
                .build());
    assertEquals(1, d.rows());
    assertEquals(List.of("?", "v"), d.variable(1).levels());
  }

  @Test
  void aTruncatedGzipFileIsNamedAsSuch() throws IOException {
    StringBuilder sb = new StringBuilder("A,B\n");
    for (int i = 0; i < 2000; i++) {
      sb.append(i % 3).append(',').append(i % 7).append('\n');
    }
    byte[] gz = gzip(sb.toString().getBytes(StandardCharsets.UTF_8));
    Path p = write("cut.csv.gz", Arrays.copyOf(gz, gz.length / 2));
    for (Runnable read :
        List.<Runnable>of(
            () -> DatasetReader.read(p), () -> LevelFiles.read(p), () -> TextFiles.read(p))) {
      StructlearnException e = assertThrows(StructlearnException.class, read::run);
      assertTrue(
          e.getMessage().startsWith("file " + p + " is a truncated or corrupt gzip file ("),
          e.getMessage());
      assertFalse(e.getMessage().contains("ZLIB"), e.getMessage());
    }
  }

  @Test
  void aMissingFileGivesTheReason() {
    Path p = dir.resolve("nope.csv");
    StructlearnException e = assertThrows(StructlearnException.class, () -> DatasetReader.read(p));
    assertEquals("cannot read " + p + ": no such file or directory", e.getMessage());
  }

  @Test
  void levelFileErrorsNameTheFileAndLine() throws IOException {
    Path p =
        write("l.csv", "variable,index,level\nB,1,u\nB,x,v\n".getBytes(StandardCharsets.UTF_8));
    DataException e = assertThrows(DataException.class, () -> LevelFiles.read(p));
    assertTrue(e.getMessage().startsWith("level file " + p + " line 3"), e.getMessage());
    Path empty = write("e.csv", new byte[0]);
    DataException e2 = assertThrows(DataException.class, () -> LevelFiles.read(empty));
    assertTrue(e2.getMessage().contains(empty.toString()), e2.getMessage());
  }

  @Test
  void aRowWithTheWrongNumberOfFieldsIsNamedByLine() throws IOException {
    Path p = write("r.csv", "A,B\n\nx,\"u\nv\"\ny,v,w\n".getBytes(StandardCharsets.UTF_8));
    DataException e = assertThrows(DataException.class, () -> DatasetReader.read(p));
    assertEquals(
        p
            + ", line 5: 3 fields, but the header has 2 (delimiter ','); give every row one field"
            + " per column, and quote fields that contain the delimiter",
        e.getMessage());
    assertEquals(null, DatasetReader.firstRaggedRecord("A;B\nx;y\n", ';', 2));
  }
}
