package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.VariableType;

class DatasetReaderTest {
  @TempDir Path dir;

  private Path write(String name, String content) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, content);
    return p;
  }

  @Test
  void readsDiscreteAndContinuousColumnsWithInferredTypes() throws IOException {
    Dataset d = DatasetReader.read(write("a.csv", "A,x,B\nyes,1.5,lo\nno,2,hi\nyes,-3e-1,lo\n"));
    assertEquals(3, d.rows());
    assertEquals(List.of("A", "x", "B"), d.names());
    assertTrue(d.isDiscrete(0));
    assertFalse(d.isDiscrete(1));
    assertEquals(List.of("no", "yes"), d.variable(0).levels());
    assertEquals(1, d.code(0, 0));
    assertArrayEquals(new double[] {1.5, 2, -0.3}, d.continuousValues(1), 0);
  }

  @Test
  void detectsSemicolonDelimiterOfTheWineFiles() {
    Dataset wine = DatasetReader.read(DataLocation.resolve("wine/winequality-red.csv"));
    assertEquals(1599, wine.rows());
    assertEquals(12, wine.columns());
    assertEquals("fixed acidity", wine.names().get(0));
    assertTrue(wine.isAllContinuous());
  }

  @Test
  void readsGzipByMagicBytes() throws IOException {
    Path p = dir.resolve("z.csv.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(p))) {
      out.write("a;b\n1;u\n2;v\n".getBytes(StandardCharsets.UTF_8));
    }
    Dataset d = DatasetReader.read(p);
    assertEquals(2, d.rows());
    assertEquals(List.of("u", "v"), d.variable(1).levels());
  }

  @Test
  void explicitLevelsKeepUnobservedLevelsAndTheirOrder() throws IOException {
    Path p = write("l.csv", "A\nlow\nhigh\nlow\n");
    Dataset d =
        DatasetReader.read(
            p, CsvOptions.builder().levels(Map.of("A", List.of("high", "mid", "low"))).build());
    assertEquals(3, d.cardinality(0));
    assertArrayEquals(new int[] {2, 0, 2}, d.codesOf(0));
  }

  @Test
  void levelsOfAllNumericDiscreteColumnSortNumerically() throws IOException {
    Path p = write("n.csv", "A\n10\n2\n1\n");
    Dataset d =
        DatasetReader.read(p, CsvOptions.builder().defaultType(VariableType.DISCRETE).build());
    assertEquals(List.of("1", "2", "10"), d.variable(0).levels());
  }

  @Test
  void bnlearnLevelFileReproducesFactorOrderOfAlarm() {
    Map<String, List<String>> levels =
        LevelFiles.read(DataLocation.resolve("bnlearn/alarm.levels.csv"));
    Dataset alarm =
        DatasetReader.read(
            DataLocation.resolve("bnlearn/alarm.csv"), CsvOptions.builder().levels(levels).build());
    assertEquals(20000, alarm.rows());
    assertEquals(37, alarm.columns());
    assertTrue(alarm.isAllDiscrete());
    // bnlearn: levels(alarm$CVP) == c("HIGH", "LOW", "NORMAL"); first row of alarm.csv has
    // CVP=NORMAL
    assertEquals(List.of("HIGH", "LOW", "NORMAL"), alarm.variable(alarm.require("CVP")).levels());
    assertEquals(2, alarm.code(alarm.require("CVP"), 0));
  }

  @Test
  void missingValueNamesColumnAndRow() throws IOException {
    Path p = write("m.csv", "A,B\nx,1\ny,\nx,3\n");
    DataException e = assertThrows(DataException.class, () -> DatasetReader.read(p));
    assertTrue(e.getMessage().contains("column 'B' row 2"), e.getMessage());
    Dataset d =
        DatasetReader.read(
            p, CsvOptions.builder().missing(CsvOptions.MissingValues.DROP_ROWS).build());
    assertEquals(2, d.rows());
    assertArrayEquals(new double[] {1, 3}, d.continuousValues(1), 0);
  }

  @Test
  void keepsMissingCellsUnderTheMaskWhenAsked() throws IOException {
    Path p = write("k.csv", "A,B,C\nx,1,NA\n,2,u\nNA,,v\ny,4,u\n");
    CsvOptions keep = CsvOptions.builder().missing(CsvOptions.MissingValues.KEEP).build();
    Dataset d = DatasetReader.read(p, keep);
    assertEquals(4, d.rows());
    assertEquals(List.of("x", "y"), d.variable(0).levels());
    assertArrayEquals(new int[] {0, -1, -1, 1}, d.codesWithMissing(0));
    assertArrayEquals(new double[] {1, 2, Double.NaN, 4}, d.valuesWithMissing(1), 0);
    assertArrayEquals(new int[] {-1, 0, 1, 0}, d.codesWithMissing(2));
    assertEquals(4, d.missing().total());
    DataException e = assertThrows(DataException.class, () -> d.codesOf(0));
    assertTrue(e.getMessage().contains("column 'A'"), e.getMessage());
    // the tablesaw path keeps the same cells
    Dataset viaTable = TableConversion.toDataset(TableConversion.toTable(d, "t"), keep);
    assertEquals(d, viaTable);
    Path all = write("all.csv", "A,B\nx,NA\ny,\n");
    DataException none = assertThrows(DataException.class, () -> DatasetReader.read(all, keep));
    assertTrue(none.getMessage().contains("column 'B' has no value"), none.getMessage());
  }

  @Test
  void writesMissingCellsAsNaAndReadsThemBack() throws IOException {
    Path p = write("w.csv", "A,B\nx,1.5\nNA,2.0\ny,NA\n");
    CsvOptions keep = CsvOptions.builder().missing(CsvOptions.MissingValues.KEEP).build();
    Dataset d = DatasetReader.read(p, keep);
    Path out = dir.resolve("out.csv");
    DatasetWriter.write(d, out);
    assertEquals("A,B\nx,1.5\nNA,2.0\ny,NA\n", Files.readString(out));
    assertEquals(d, DatasetReader.read(out, keep));
  }

  @Test
  void naIsMissingToo() throws IOException {
    Path p = write("na.csv", "A,B\nx,1\nNA,2\n");
    DataException e = assertThrows(DataException.class, () -> DatasetReader.read(p));
    assertTrue(e.getMessage().contains("column 'A' row 2"), e.getMessage());
  }

  @Test
  void naIsALevelWhenTheLevelListNamesIt() throws IOException {
    // pathfinder's BIF declares F2 { NA, No, Yes }: there NA is a level, not a missing value
    Path p = write("pf.csv", "F2,B\nNA,x\nNo,NA\n");
    DataException e =
        assertThrows(
            DataException.class,
            () ->
                DatasetReader.read(
                    p,
                    CsvOptions.builder().levels(Map.of("F2", List.of("NA", "No", "Yes"))).build()));
    assertTrue(e.getMessage().contains("column 'B' row 2"), e.getMessage());
    Dataset d =
        DatasetReader.read(
            p,
            CsvOptions.builder()
                .levels(Map.of("F2", List.of("NA", "No", "Yes"), "B", List.of("NA", "x")))
                .build());
    assertArrayEquals(new int[] {0, 1}, d.codesOf(0));
    assertArrayEquals(new int[] {1, 0}, d.codesOf(1));
  }

  @Test
  void emptyFileAndHeaderOnlyAreRefused() throws IOException {
    Path empty = write("e.csv", "");
    assertTrue(
        assertThrows(DataException.class, () -> DatasetReader.read(empty))
            .getMessage()
            .contains("is empty"));
    Path headerOnly = write("h.csv", "A,B\n");
    assertTrue(
        assertThrows(DataException.class, () -> DatasetReader.read(headerOnly))
            .getMessage()
            .contains("no data rows"));
  }

  @Test
  void duplicateColumnNamesAreRefused() throws IOException {
    Path p = write("d.csv", "A,B,A\n1,2,3\n");
    DataException e = assertThrows(DataException.class, () -> DatasetReader.read(p));
    assertTrue(
        e.getMessage().contains("duplicate column name 'A' (columns 1 and 3)"), e.getMessage());
  }

  @Test
  void wrongDelimiterLeavingOneColumnIsExplained() throws IOException {
    Path p = write("w.csv", "a;b;c\n1;2;3\n");
    DataException e =
        assertThrows(
            DataException.class,
            () -> DatasetReader.read(p, CsvOptions.builder().delimiter(',').build()));
    assertTrue(e.getMessage().contains("single column"), e.getMessage());
    assertTrue(e.getMessage().contains("';'"), e.getMessage());
  }

  @Test
  void nonNumericValueInContinuousColumnNamesRowAndColumn() throws IOException {
    Path p = write("c.csv", "x,y\n1,2\n3,abc\n");
    DataException e =
        assertThrows(
            DataException.class,
            () ->
                DatasetReader.read(
                    p, CsvOptions.builder().types(Map.of("y", VariableType.CONTINUOUS)).build()));
    assertTrue(e.getMessage().contains("column 'y' row 2"), e.getMessage());
    assertTrue(e.getMessage().contains("'abc'"), e.getMessage());
  }

  @Test
  void levelMissingFromGivenListIsNamed() throws IOException {
    Path p = write("u.csv", "A\nlow\nweird\n");
    DataException e =
        assertThrows(
            DataException.class,
            () ->
                DatasetReader.read(
                    p, CsvOptions.builder().levels(Map.of("A", List.of("low", "high"))).build()));
    assertTrue(e.getMessage().contains("level 'weird'"), e.getMessage());
    assertTrue(e.getMessage().contains("row 2"), e.getMessage());
  }

  @Test
  void optionsNamingAnUnknownColumnFail() throws IOException {
    Path p = write("o.csv", "A\nx\n");
    DataException e =
        assertThrows(
            DataException.class,
            () ->
                DatasetReader.read(
                    p, CsvOptions.builder().types(Map.of("Z", VariableType.DISCRETE)).build()));
    assertTrue(e.getMessage().contains("'Z'"), e.getMessage());
  }

  @Test
  void writeThenReadGivesEqualData() throws IOException {
    Dataset d = DatasetReader.read(write("r.csv", "A,x\nyes,1.25\nno,1e-7\nyes,3\n"));
    Path out = dir.resolve("out.csv.gz");
    DatasetWriter.write(d, out);
    Dataset back =
        DatasetReader.read(
            out, CsvOptions.builder().levels(Map.of("A", d.variable(0).levels())).build());
    assertEquals(d, back);
  }
}
