package org.structlearn.io.network;

import org.structlearn.StructlearnException;

/**
 * Malformed or inconsistent JSON input. The message starts with the source name, the 1-based line
 * and column, and the field as a JSON pointer (e.g. {@code ecoli70.json line 120, column 7, field
 * /cpds/aceB/sd}), then says what is wrong and what was expected.
 */
public class JsonFormatException extends StructlearnException {
  private final String sourceName;
  private final int line;
  private final int column;
  private final String field;

  /**
   * @param sourceName what was being read (a file name)
   * @param line 1-based line, or 0 if unknown
   * @param column 1-based column, or 0 if unknown
   * @param field the JSON pointer of the offending field ("" for the whole document)
   * @param problem what is wrong and what to do about it
   */
  public JsonFormatException(
      String sourceName, int line, int column, String field, String problem, Throwable cause) {
    super(where(sourceName, line, column, field) + ": " + problem, cause);
    this.sourceName = sourceName;
    this.line = line;
    this.column = column;
    this.field = field;
  }

  private static String where(String source, int line, int column, String field) {
    StringBuilder sb = new StringBuilder(source);
    if (line > 0) {
      sb.append(" line ").append(line).append(", column ").append(column);
    }
    if (!field.isEmpty()) {
      sb.append(line > 0 ? ", field " : " field ").append(field);
    }
    return sb.toString();
  }

  /** The name of the input. */
  public String sourceName() {
    return sourceName;
  }

  /** The 1-based line of the offending field, or 0 if unknown. */
  public int line() {
    return line;
  }

  /** The 1-based column of the offending field, or 0 if unknown. */
  public int column() {
    return column;
  }

  /** The JSON pointer of the offending field, e.g. {@code /cpds/aceB/sd}; "" for the document. */
  public String field() {
    return field;
  }
}
