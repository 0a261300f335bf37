package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.data.Dataset;
import org.structlearn.data.VariableType;

/**
 * The streaming {@link DatasetReader} gives what the whole-file tablesaw reader it replaced gave
 * ({@link TablesawDatasetReader}): the same data set (names, types, levels in order, cells), or the
 * same error message, on every CSV file the project ships, with and without their bnlearn level
 * files, and on randomly damaged copies of small ones.
 */
class StreamingReaderOracleTest {
  private static final java.util.regex.Pattern TABLESAW_RAGGED =
      java.util.regex.Pattern.compile("as CSV: .*contains (\\d+) columns\\. (\\d+) expected");

  @TempDir Path dir;

  @Test
  void everyShippedCsvReadsAsTheOldReaderReadIt() throws IOException {
    List<Path> files;
    try (Stream<Path> s =
        Files.walk(DataLocation.resolve("bnlearn/asia.csv").getParent().getParent())) {
      files = s.filter(p -> p.toString().endsWith(".csv.gz")).sorted().toList();
    }
    assertTrue(files.size() > 50, "found " + files.size() + " files");
    int datasets = 0;
    for (Path f : files) {
      datasets += same(f, CsvOptions.defaults()) ? 1 : 0;
      same(f, CsvOptions.builder().missing(CsvOptions.MissingValues.DROP_ROWS).build());
      same(f, CsvOptions.builder().defaultType(VariableType.DISCRETE).build());
      Path levels = Path.of(f.toString().replace(".csv.gz", ".levels.csv.gz"));
      if (Files.exists(levels) && !f.equals(levels)) {
        same(f, CsvOptions.builder().levels(LevelFiles.read(levels)).build());
      }
    }
    assertTrue(datasets > 50, datasets + " files read as data sets");
  }

  @Test
  void damagedFilesGiveTheSameDataOrTheSameError() throws IOException {
    List<String> seeds =
        List.of(
            head(DataLocation.readString("bnlearn/asia.csv"), 40),
            head(DataLocation.readString("bnlearn/gaussian.test.csv"), 40),
            head(DataLocation.readString("bnlearn/clgaussian.test.csv"), 40),
            "A;B;x\n\"q;1\";NA;1.5\nb;\"\";2\n\n  c ; d ;Inf\n# comment\nb;u;3e4\n");
    String[] inserts = {
      ",", ";", "\"", "\n", "\r\n", "NA", "", " ", "?", "1", "x", "Inf", "#", "\t"
    };
    List<Supplier<CsvOptions>> options =
        List.of(
            CsvOptions::defaults,
            () -> CsvOptions.builder().missing(CsvOptions.MissingValues.DROP_ROWS).build(),
            () -> CsvOptions.builder().defaultType(VariableType.DISCRETE).build(),
            () -> CsvOptions.builder().missingTokens("?", "").build(),
            () -> CsvOptions.builder().defaultType(VariableType.CONTINUOUS).build());
    Random rnd = new Random(14);
    int compared = 0;
    for (int i = 0; i < 600; i++) {
      StringBuilder text = new StringBuilder(seeds.get(rnd.nextInt(seeds.size())));
      for (int k = 1 + rnd.nextInt(3); k > 0; k--) {
        int at = rnd.nextInt(text.length() + 1);
        int cut = rnd.nextInt(3) == 0 ? Math.min(text.length() - at, rnd.nextInt(4)) : 0;
        text.replace(at, at + cut, inserts[rnd.nextInt(inserts.length)]);
      }
      Path f = Files.writeString(dir.resolve("fuzz" + i + ".csv"), text, StandardCharsets.UTF_8);
      same(f, options.get(rnd.nextInt(options.size())).get());
      compared++;
    }
    assertEquals(600, compared);
  }

  @Test
  void aLevelListKeepsItsOrderAndUnseenLevels() throws IOException {
    Path f = Files.writeString(dir.resolve("l.csv"), "A,B\nlow,1\nhigh,2\nlow,10\n");
    CsvOptions o =
        CsvOptions.builder()
            .levels(Map.of("A", List.of("high", "mid", "low")))
            .types(Map.of("B", VariableType.DISCRETE))
            .build();
    Dataset d = DatasetReader.read(f, o);
    assertEquals(TablesawDatasetReader.read(f, o), d);
    assertEquals(List.of("1", "2", "10"), d.variable(1).levels());
  }

  /**
   * The file the old reader is to read for {@code f}: {@code f}, or, when the streaming reader
   * takes {@code f} for R's write.table layout (a header one field short: the rows' names first), a
   * copy whose header has the nameless first field that layout implies, which the old reader reads
   * as the same row-names column.
   */
  private static Path oracleFile(Path f, CsvOptions options) {
    try {
      String text = Files.readString(f, StandardCharsets.UTF_8);
      List<String> lines =
          DatasetReader.firstLines(text.substring(0, Math.min(text.length(), 1 << 16)));
      if (lines.size() < 2) {
        return f;
      }
      char delimiter =
          options.delimiter() != null ? options.delimiter() : DatasetReader.detectDelimiter(lines);
      List<String> header = DatasetReader.splitLine(lines.get(0), delimiter);
      DatasetReader.checkHeader(header, f.toString(), delimiter, options.delimiter() != null);
      if (!DatasetReader.rowNamesFirst(lines, header, delimiter)) {
        return f;
      }
      Path copy = Files.createDirectories(f.getParent().resolve("oracle")).resolve(f.getFileName());
      boolean bom = text.startsWith("\uFEFF");
      Files.writeString(
          copy,
          DatasetReader.ROW_NAMES + delimiter + (bom ? text.substring(1) : text),
          StandardCharsets.UTF_8);
      return copy;
    } catch (IOException | RuntimeException e) {
      return f; // the header is refused before the layout is looked at
    }
  }

  /** Asserts both readers agree; true if they read a data set. */
  private static boolean same(Path f, CsvOptions options) {
    Path oracle = oracleFile(f, options);
    Object expected =
        outcome(() -> TablesawDatasetReader.read(oracle, options), oracle.toString(), f.toString());
    Object actual = outcome(() -> DatasetReader.read(f, options));
    java.util.regex.Matcher m = TABLESAW_RAGGED.matcher(String.valueOf(expected));
    if (m.find()) {
      // where the old reader's line finder lost track of quotes it passed on tablesaw's own words;
      // the streaming reader names the line as its parser counted it
      String fields = m.group(1) + (m.group(1).equals("1") ? " field" : " fields");
      String a = String.valueOf(actual);
      assertTrue(
          a.contains(": " + fields + ", but the header has " + m.group(2) + " "),
          expected + "\n" + a);
      return false;
    }
    assertEquals(expected, actual, f + " with " + options);
    return actual instanceof Dataset;
  }

  private static Object outcome(Supplier<Dataset> read) {
    try {
      return read.get();
    } catch (RuntimeException e) {
      return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }

  /** The outcome, with the file name {@code read} names in its error replaced by {@code as}. */
  private static Object outcome(Supplier<Dataset> read, String read_, String as) {
    Object o = outcome(read);
    return o instanceof String m ? m.replace(read_, as) : o;
  }

  private static String head(String text, int lines) {
    List<String> out = new ArrayList<>(text.lines().limit(lines).toList());
    return String.join("\n", out) + "\n";
  }
}
