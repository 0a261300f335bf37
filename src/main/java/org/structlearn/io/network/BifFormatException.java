package org.structlearn.io.network;

import org.structlearn.StructlearnException;

/**
 * Malformed BIF input. The message starts with the source name and the 1-based line and column of
 * the offending token, then says what was expected and what was found, e.g. {@code alarm.bif line
 * 12, column 5: expected ';' after the level list, found '}'}.
 */
public class BifFormatException extends StructlearnException {
  private final String sourceName;
  private final int line;
  private final int column;

  public BifFormatException(String sourceName, int line, int column, String message) {
    super(sourceName + " line " + line + ", column " + column + ": " + message);
    this.sourceName = sourceName;
    this.line = line;
    this.column = column;
  }

  /** The name of the input (a file name, or what the caller passed). */
  public String sourceName() {
    return sourceName;
  }

  /** The 1-based line of the offending token. */
  public int line() {
    return line;
  }

  /** The 1-based column of the offending token (a tab counts as one column). */
  public int column() {
    return column;
  }
}
