package org.structlearn.io;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.structlearn.data.DataException;
import org.structlearn.data.Variable;
import org.structlearn.data.VariableType;

/**
 * One column of a CSV file as {@link StreamingCsv} reads it, cell by cell, into {@link CellChunks}.
 *
 * <p><b>Discrete or not yet known</b> (dictionary mode): each distinct text gets a provisional code
 * in order of first appearance (the given level list's order when there is one), stored as one byte
 * per cell (an {@code int} past 256 distinct texts); at the end the codes are renumbered into the
 * sorted level order, in place. A column whose type is inferred keeps whether every distinct text
 * is a number, checked once per distinct text; if it is, it becomes continuous at the end.
 *
 * <p><b>Continuous</b> (numeric mode): each cell is parsed into a {@code double}. A column declared
 * continuous starts so; a column whose type is inferred switches to it once it holds more than
 * {@link #NUMERIC_SWITCH} distinct texts that are all numbers, so that a real-valued column never
 * keeps a dictionary of millions of texts. If such a column then meets a text that is not a number,
 * it is discrete after all, and its earlier texts are gone: {@link #needsDiscreteReread()} says so
 * (the file is then read again with the column declared discrete).
 *
 * <p>Errors (a value not in the given level list, a non-number in a continuous column, a non-finite
 * number) are remembered at their first row and thrown by {@link #finish}, so that the reader
 * reports them in the order the whole-table reader did: missing values first, then column by
 * column.
 */
final class CsvColumn {
  /** Distinct numeric texts after which an inferred column is stored as numbers. */
  static final int NUMERIC_SWITCH = 1 << 16;

  final String name;
  private final VariableType declared; // null: inferred
  private final List<String> given; // null: levels from the data
  private final Set<String> missingTokens; // texts that are missing here
  private final Set<String> allMissingTokens; // skipped by type inference
  private Map<String, Integer> codes = new HashMap<>();
  private List<String> texts = new ArrayList<>();
  private int[] firstRows = new int[16];
  private CellChunks cells = CellChunks.bytes();
  private boolean numeric;
  private boolean sawNumber;
  private boolean sawNonNumber;
  private boolean reread;
  private int firstMissing = -1;
  private java.util.BitSet kept; // rows of kept missing cells (MissingValues.KEEP), or null
  private int badRow = -1;
  private String badText;
  private boolean badIsLevel;

  CsvColumn(String name, CsvOptions options) {
    this.name = name;
    this.given = options.levels().get(name);
    VariableType t = options.types().get(name);
    this.declared = t != null ? t : given != null ? VariableType.DISCRETE : options.defaultType();
    this.allMissingTokens = options.missingTokens();
    Set<String> missing = new HashSet<>(options.missingTokens());
    if (given != null) {
      missing.removeAll(given);
      for (String level : given) {
        code(level, -1);
      }
    }
    this.missingTokens = missing;
    if (declared == VariableType.CONTINUOUS) {
      toNumeric();
    }
  }

  /** Whether the text is a missing value in this column; notes the first such row. */
  boolean missing(String text, int row) {
    if (!missingTokens.contains(text)) {
      return false;
    }
    if (firstMissing < 0) {
      firstMissing = row;
    }
    return true;
  }

  int firstMissing() {
    return firstMissing;
  }

  /**
   * A cell of a row that is dropped for a missing value elsewhere: it still counts for the type.
   */
  void dropped(String text) {
    if (declared == null && !allMissingTokens.contains(text)) {
      evidence(text);
    }
  }

  private void evidence(String text) {
    if (CellTexts.isNumber(text.trim())) {
      sawNumber = true;
    } else {
      sawNonNumber = true;
    }
  }

  /**
   * Appends the cell of a row kept with its missing cells ({@link CsvOptions.MissingValues#KEEP}):
   * a missing cell becomes a placeholder under the mask, any other is added.
   */
  void addOrMissing(String text, int row) {
    if (!missingTokens.contains(text)) {
      add(text, row);
      return;
    }
    if (kept == null) {
      kept = new java.util.BitSet();
    }
    kept.set((int) cells.size());
    if (numeric) {
      cells.addDouble(0);
    } else {
      cells.addCode(0);
    }
  }

  /** The mask of kept missing cells over the {@code rows} rows read, or null if there is none. */
  boolean[] missingMask(int rows) {
    if (kept == null) {
      return null;
    }
    boolean[] mask = new boolean[rows];
    kept.stream().forEach(r -> mask[r] = true);
    return mask;
  }

  /** Appends the cell of a kept row. */
  void add(String text, int row) {
    if (numeric) {
      addNumber(text, row);
      return;
    }
    Integer code = codes.get(text);
    if (code == null) {
      if (given != null) {
        remember(row, text, true);
        code = 0;
      } else {
        code = code(text, row);
        if (declared == null) {
          evidence(text);
          if (!sawNonNumber && texts.size() > NUMERIC_SWITCH) {
            toNumeric();
            cells.addDouble(CellTexts.number(text.trim()));
            return;
          }
        }
      }
    }
    cells.addCode(code);
  }

  private int code(String text, int row) {
    int code = texts.size();
    codes.put(text, code);
    texts.add(text);
    if (code == firstRows.length) {
      firstRows = java.util.Arrays.copyOf(firstRows, 2 * code);
    }
    firstRows[code] = row;
    if (code == 256) {
      cells.widenToInts();
    }
    return code;
  }

  private void addNumber(String text, int row) {
    String s = text.trim();
    if (!CellTexts.isNumber(s)) {
      if (declared == VariableType.CONTINUOUS) {
        remember(row, s, false);
      } else {
        sawNonNumber = true;
        reread = true;
      }
      cells.addDouble(0);
      return;
    }
    double d = CellTexts.number(s);
    if (!Double.isFinite(d)) {
      remember(row, text, false);
    }
    cells.addDouble(d);
  }

  private void remember(int row, String text, boolean level) {
    if (badRow < 0) {
      badRow = row;
      badText = text;
      badIsLevel = level;
    }
  }

  /** Turns the codes read so far into numbers and drops the dictionary. */
  private void toNumeric() {
    double[] values = new double[texts.size()];
    int firstBad = -1;
    for (int i = 0; i < values.length; i++) {
      values[i] = CellTexts.number(texts.get(i).trim());
      if (!Double.isFinite(values[i]) && (firstBad < 0 || firstRows[i] < firstRows[firstBad])) {
        firstBad = i;
      }
    }
    if (firstBad >= 0) {
      remember(firstRows[firstBad], texts.get(firstBad), false);
    }
    CellChunks numbers = CellChunks.doubles();
    if (cells.size() > 0) {
      cells.codesToDoubles(values);
      numbers = cells;
    }
    cells = numbers;
    codes = null;
    texts = null;
    firstRows = null;
    numeric = true;
  }

  /** Whether an inferred column stored as numbers met a text that is not a number. */
  boolean needsDiscreteReread() {
    return reread;
  }

  /**
   * The variable and its column ({@code byte[]}, {@code int[]} or {@code double[]}); the cells are
   * handed over.
   *
   * @throws DataException naming the first bad row of this column
   */
  Map.Entry<Variable, Object> finish(String source, int rows) {
    boolean empty = kept != null && kept.cardinality() == rows && rows > 0;
    if (empty && (declared == VariableType.DISCRETE || given != null)) {
      throw new DataException(
          source
              + ": column '"
              + name
              + "' has no value at all, only missing cells; leave it out (--columns)");
    }
    if (empty) { // kept as a continuous column of missing cells, for the caller to leave out
      return Map.entry(Variable.continuous(name), new double[rows]);
    }
    boolean continuous =
        numeric
            || declared == VariableType.CONTINUOUS
            || (declared == null && given == null && sawNumber && !sawNonNumber);
    if (continuous && !numeric) {
      toNumeric();
    }
    if (badRow >= 0) {
      throw error(source);
    }
    if (continuous) {
      return Map.entry(Variable.continuous(name), cells.toArray());
    }
    List<String> levels = given != null ? given : CellTexts.sortedLevels(texts);
    if (given == null) {
      int[] map = new int[texts.size()];
      for (int i = 0; i < levels.size(); i++) {
        map[codes.get(levels.get(i))] = i;
      }
      cells.remap(map);
    }
    codes = null;
    texts = null;
    return Map.entry(Variable.discrete(name, levels), cells.toArray());
  }

  private DataException error(String source) {
    String where = source + ": column '" + name + "' row " + (badRow + 1);
    if (badIsLevel) {
      return new DataException(
          where
              + " has level '"
              + badText
              + "', which is not in the level list given for it "
              + given
              + "; add it to the list");
    }
    if (CellTexts.isNumber(badText.trim())) {
      return new DataException(
          where
              + " holds "
              + badText
              + ", which is not a finite number; treat it as missing or fix it");
    }
    if (CellTexts.MISSING_MARKERS.contains(badText.strip())) {
      return new DataException(
          where
              + " holds '"
              + badText
              + "', which is not a number, but the column is continuous; if it marks a missing"
              + " value, add it to the missing-value tokens (CLI --missing '"
              + badText.strip()
              + ",NA,'), or leave the column's type undeclared: a column of numbers and such"
              + " markers is read as numbers with missing cells");
    }
    return new DataException(
        where
            + " holds '"
            + badText
            + "', which is not a number, but the column is continuous; fix the value, or declare"
            + " the column discrete");
  }
}
