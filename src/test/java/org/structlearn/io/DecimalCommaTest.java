package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;

/**
 * Numbers written with a decimal comma (R's write.csv2, spreadsheets in many locales): detected
 * when the delimiter is not a comma and the first lines hold such numbers and none with a point,
 * read as the same numbers as the file written with points; never detected in a comma-delimited
 * file or beside numbers with points; the option overrides the detection both ways.
 */
class DecimalCommaTest {
  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text, StandardCharsets.UTF_8);
    return p;
  }

  @Test
  void commaNumbersAreRecognisedExactly() {
    for (String s : new String[] {"5,1", "-0,25", "+3,0", "1,5e-3", "12,75E+2", " 7,5 "}) {
      assertTrue(CellTexts.isCommaNumber(s), s);
    }
    for (String s : new String[] {"5", "5.1", ",5", "5,", "1,2,3", "a,b", "1,5e", "1.000,5", ""}) {
      assertFalse(CellTexts.isCommaNumber(s), s);
    }
    assertEquals("5.1", CellTexts.pointed("5,1"));
    assertEquals("a,b", CellTexts.pointed("a,b"));
    assertEquals("1,2,3", CellTexts.pointed("1,2,3"));
  }

  @Test
  void semicolonFileWithDecimalCommasReadsAsTheSameNumbers() throws IOException {
    Path comma = write("eu.csv", "x;y;g\n5,1;-0,25;a\n4,9;1,5e-3;b\n6;2,5;a\n");
    Path point = write("us.csv", "x,y,g\n5.1,-0.25,a\n4.9,1.5e-3,b\n6,2.5,a\n");
    assertEquals(',', DatasetReader.decimalSeparator(comma, CsvOptions.defaults()));
    assertEquals('.', DatasetReader.decimalSeparator(point, CsvOptions.defaults()));
    Dataset a = DatasetReader.read(comma);
    Dataset b = DatasetReader.read(point);
    assertFalse(a.isDiscrete(0));
    assertFalse(a.isDiscrete(1));
    assertTrue(a.isDiscrete(2));
    for (int c = 0; c < 2; c++) {
      for (int r = 0; r < 3; r++) {
        assertEquals(b.value(c, r), a.value(c, r), 0.0, c + "," + r);
      }
    }
  }

  @Test
  void aPointNumberOrACommaDelimiterKeepsCommasAsTexts() throws IOException {
    Path mixed = write("mixed.csv", "x;y\n5,1;2.5\n4,9;3.5\n");
    assertEquals('.', DatasetReader.decimalSeparator(mixed, CsvOptions.defaults()));
    assertTrue(DatasetReader.read(mixed).isDiscrete(0), "5,1 beside 2.5 stays a text");
    Path quoted = write("quoted.csv", "x,y\n\"5,1\",1\n\"4,9\",2\n");
    assertEquals('.', DatasetReader.decimalSeparator(quoted, CsvOptions.defaults()));
    assertTrue(DatasetReader.read(quoted).isDiscrete(0), "a comma-delimited file keeps \"5,1\"");
  }

  @Test
  void theOptionOverridesTheDetection() throws IOException {
    Path comma = write("eu.csv", "x;y\n5,1;1\n4,9;2\n");
    CsvOptions point = CsvOptions.builder().decimal('.').build();
    assertEquals('.', DatasetReader.decimalSeparator(comma, point));
    assertTrue(DatasetReader.read(comma, point).isDiscrete(0));
    Path mixed = write("mixed.csv", "x;y\n5,1;2.5\n4,9;3.5\n");
    Dataset forced = DatasetReader.read(mixed, CsvOptions.builder().decimal(',').build());
    assertEquals(5.1, forced.value(0, 0), 0.0);
    assertEquals(2.5, forced.value(1, 0), 0.0, "points still read as points");
    assertThrows(StructlearnException.class, () -> CsvOptions.builder().decimal('x').build());
    StructlearnException both =
        assertThrows(
            StructlearnException.class,
            () -> CsvOptions.builder().decimal(',').delimiter(',').build());
    assertTrue(both.getMessage().contains("both ','"), both.getMessage());
  }

  @Test
  void givenDecimalCommaDetectsADelimiterOtherThanAComma() throws IOException {
    Path tabs = write("tabs.tsv", "x\ty\n5,1\t1,5\n4,9\t2,5\n");
    Dataset d = DatasetReader.read(tabs, CsvOptions.builder().decimal(',').build());
    assertEquals(2, d.columns());
    assertEquals(1.5, d.value(1, 0), 0.0);
  }
}
