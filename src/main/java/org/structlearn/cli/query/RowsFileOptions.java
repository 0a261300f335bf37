package org.structlearn.cli.query;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.IncompleteCsv;
import picocli.CommandLine.Option;

/**
 * How {@code predict} and {@code impute} read their rows: the missing-cell markers, the delimiter
 * and the encoding (a picocli mixin), and the read itself against the network's variables.
 */
final class RowsFileOptions {
  @Option(
      names = "--missing",
      paramLabel = "LIST",
      defaultValue = "NA,",
      description =
          "Comma-separated cell texts that mean missing (default \"NA,\": NA and the empty cell).")
  String missing;

  @Option(
      names = "--delimiter",
      paramLabel = "CHAR",
      description = "Field separator (default: detected).")
  Character delimiter;

  @Option(
      names = "--encoding",
      paramLabel = "CHARSET",
      description = "Encoding of the data (default UTF-8).")
  Charset encoding;

  /** The rows of {@code data} read against {@code variables}, missing cells kept as such. */
  Dataset read(Path data, List<Variable> variables) {
    CsvOptions.Builder b =
        CsvOptions.builder()
            .encoding(encoding == null ? StandardCharsets.UTF_8 : encoding)
            .missingTokens(Arrays.asList(missing.split(",", -1)));
    if (delimiter != null) {
      b.delimiter(delimiter);
    }
    return IncompleteCsv.read(data, variables, b.build());
  }
}
