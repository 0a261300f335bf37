package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import tech.tablesaw.io.csv.CsvWriteOptions;
import tech.tablesaw.io.csv.CsvWriter;

/**
 * {@link DatasetWriter} writes the bytes tablesaw's CSV writer wrote for the same data set (the
 * writer it replaced): quoting of level names with delimiters, quotes, line breaks and surrounding
 * blanks, numbers, and the line separator.
 */
class DatasetWriterOracleTest {
  @Test
  void bytesEqualTablesawsForAwkwardLevelsAndNumbers() throws IOException {
    Dataset d =
        Dataset.of(
            List.of(
                Variable.discrete(
                    "a,b", List.of("x", "y,z", " lead", "trail ", "q\"q", "l\nb", "")),
                Variable.continuous("x \"q\""),
                Variable.discrete("NA", List.of("NA", "#c"))),
            List.of(
                new int[] {0, 1, 2, 3, 4, 5, 6},
                new double[] {1.25, -0.0, 1e-7, 3e300, 4.9e-324, 12345678.9, 0.1 + 0.2},
                new int[] {0, 1, 0, 1, 0, 1, 0}));
    for (char delimiter : new char[] {',', ';', '\t', '|'}) {
      StringWriter expected = new StringWriter();
      new CsvWriter()
          .write(
              TableConversion.toTable(d, "data"),
              CsvWriteOptions.builder(expected).separator(delimiter).header(true).build());
      StringWriter actual = new StringWriter();
      DatasetWriter.write(d, actual, delimiter);
      assertEquals(expected.toString(), actual.toString(), "delimiter " + delimiter);
    }
  }

  @Test
  void asiaWritesAsTablesawWroteIt() throws IOException {
    Dataset asia = DatasetReader.read(DataLocation.resolve("bnlearn/asia.csv"));
    StringWriter expected = new StringWriter();
    new CsvWriter()
        .write(
            TableConversion.toTable(asia, "data"),
            CsvWriteOptions.builder(expected).separator(',').header(true).build());
    StringWriter actual = new StringWriter();
    DatasetWriter.write(asia, actual, ',');
    assertEquals(expected.toString(), actual.toString());
  }
}
