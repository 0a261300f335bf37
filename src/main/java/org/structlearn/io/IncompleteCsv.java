package org.structlearn.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.data.VariableType;

/**
 * Reads a CSV file with missing cells against a network's variables, for prediction and imputation:
 * a column named after a variable takes that variable's type and levels (so the codes are the
 * network's, whatever order the file shows them in), a cell whose text is one of the missing-value
 * tokens is missing, and a column the network does not have is kept as the file's texts (its
 * missing-value tokens included, as texts: nothing will be imputed there). The file is split by
 * {@link DatasetReader} (delimiter detection, quotes, encoding, gzip); every cell is read as text
 * first. The result is a {@link Dataset} whose missing cells are in its mask ({@link
 * org.structlearn.data.MissingCells}).
 */
public final class IncompleteCsv {
  private IncompleteCsv() {}

  /**
   * Reads the file.
   *
   * @param variables the network's variables; the file need not have them all
   * @param options delimiter, encoding and missing-value tokens (its types, levels and missing
   *     policy are not used)
   * @throws DataException naming the column, the text and the first row where a cell is neither
   *     missing nor a level (a number) of the variable
   */
  public static Dataset read(Path path, List<Variable> variables, CsvOptions options) {
    Set<String> tokens = options.missingTokens();
    CsvOptions asText =
        CsvOptions.builder()
            .encoding(options.encoding())
            .defaultType(VariableType.DISCRETE)
            .missingTokens(List.of())
            .build();
    if (options.delimiter() != null) {
      asText = asText.toBuilder().delimiter(options.delimiter()).build();
    }
    Dataset text = DatasetReader.read(path, asText);
    Map<String, Variable> byName = new HashMap<>();
    for (Variable v : variables) {
      byName.put(v.name(), v);
    }
    int rows = text.rows();
    List<Variable> out = new ArrayList<>();
    List<Object> columns = new ArrayList<>();
    List<boolean[]> missing = new ArrayList<>();
    for (int c = 0; c < text.columns(); c++) {
      Variable tv = text.variable(c);
      Variable nv = byName.getOrDefault(tv.name(), tv);
      boolean[] gone = new boolean[rows];
      boolean any = false;
      int[] codes = text.codesOf(c);
      Object column;
      if (nv == tv) { // not the network's: kept as the file's texts, missing tokens included
        column = codes;
      } else if (nv.isDiscrete()) {
        int[] map = new int[tv.cardinality()];
        for (int k = 0; k < map.length; k++) {
          String level = tv.levels().get(k);
          map[k] = tokens.contains(level) ? -1 : nv.codeOf(level);
          if (map[k] < 0 && !tokens.contains(level)) {
            throw unknown(
                path,
                tv.name(),
                level,
                firstRow(codes, k),
                "is not a level of the network's variable, whose levels are " + nv.levels());
          }
        }
        int[] col = new int[rows];
        for (int r = 0; r < rows; r++) {
          int m = map[codes[r]];
          if (m < 0) {
            gone[r] = true;
            any = true;
          } else {
            col[r] = m;
          }
        }
        column = col;
      } else {
        double[] byLevel = new double[tv.cardinality()];
        boolean[] isMissing = new boolean[tv.cardinality()];
        for (int k = 0; k < byLevel.length; k++) {
          String level = tv.levels().get(k);
          isMissing[k] = tokens.contains(level);
          if (!isMissing[k]) {
            if (!CellTexts.isNumber(level) || !Double.isFinite(CellTexts.number(level))) {
              throw unknown(path, tv.name(), level, firstRow(codes, k), "is not a finite number");
            }
            byLevel[k] = CellTexts.number(level);
          }
        }
        double[] col = new double[rows];
        for (int r = 0; r < rows; r++) {
          if (isMissing[codes[r]]) {
            gone[r] = true;
            any = true;
          } else {
            col[r] = byLevel[codes[r]];
          }
        }
        column = col;
      }
      out.add(nv);
      columns.add(column);
      missing.add(any ? gone : null);
    }
    return Dataset.adopt(out, columns, missing);
  }

  private static int firstRow(int[] codes, int k) {
    for (int r = 0; r < codes.length; r++) {
      if (codes[r] == k) {
        return r;
      }
    }
    return -1;
  }

  private static DataException unknown(
      Path path, String column, String text, int row, String what) {
    return new DataException(
        path
            + ": column '"
            + column
            + "', data row "
            + (row + 1)
            + ": '"
            + text
            + "' "
            + what
            + " (missing cells are written as one of the missing-value tokens)");
  }
}
