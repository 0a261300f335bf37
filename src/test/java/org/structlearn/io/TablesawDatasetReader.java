package org.structlearn.io;

import java.io.StringReader;
import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.io.csv.CsvReadOptions;

/**
 * The test oracle for the streaming {@link DatasetReader}: the reader as it was before it streamed,
 * which decoded the whole file into one string, let tablesaw parse it into a table of text columns
 * and converted that with {@link TableConversion}. It needs the file's text, a table of it and the
 * data set at once (a 1,000,000-row alarm sample needed a 512 MB heap), so it lives here only.
 */
final class TablesawDatasetReader {
  private TablesawDatasetReader() {}

  static Dataset read(java.nio.file.Path path, CsvOptions options) {
    return parse(TextFiles.read(path, options.encoding()), path.toString(), options);
  }

  private static Dataset parse(String text, String sourceName, CsvOptions options) {
    String head = text.length() <= 1 << 16 ? text : text.substring(0, 1 << 16);
    List<String> lines = DatasetReader.firstLines(head);
    if (lines.isEmpty()) {
      throw new DataException(
          sourceName
              + " is empty; a CSV file needs a header line naming the columns and one line per row");
    }
    char delimiter =
        options.delimiter() != null ? options.delimiter() : DatasetReader.detectDelimiter(lines);
    List<String> header = DatasetReader.splitLine(lines.get(0), delimiter);
    DatasetReader.checkHeader(header, sourceName, delimiter, options.delimiter() != null);
    if (lines.size() < 2) {
      throw new DataException(sourceName + " has a header but no data rows");
    }
    Table table;
    try {
      table =
          Table.read()
              .usingOptions(
                  CsvReadOptions.builder(new StringReader(text))
                      .separator(delimiter)
                      .header(true)
                      .columnTypes(name -> ColumnType.STRING)
                      .missingValueIndicator("\u0000")
                      .maxCharsPerColumn(1 << 16)
                      .tableName(sourceName));
    } catch (RuntimeException e) {
      int[] ragged = DatasetReader.firstRaggedRecord(text, delimiter, header.size());
      if (ragged != null) {
        throw new DataException(
            sourceName
                + ", line "
                + ragged[0]
                + ": "
                + ragged[1]
                + (ragged[1] == 1 ? " field" : " fields")
                + ", but the header has "
                + header.size()
                + " (delimiter "
                + (delimiter == '\t' ? "TAB" : "'" + delimiter + "'")
                + "); give every row one field per column, and quote fields that contain the "
                + "delimiter",
            e);
      }
      throw new DataException("cannot parse " + sourceName + " as CSV: " + e.getMessage(), e);
    }
    return TableConversion.toDataset(table, options, sourceName);
  }
}
