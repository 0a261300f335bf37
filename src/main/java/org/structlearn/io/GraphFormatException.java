package org.structlearn.io;

import org.structlearn.StructlearnException;

/**
 * A graph file or string that cannot be read: a malformed model string, arc list or header. The
 * message names the source, the line (and, for model strings, the character position) and says what
 * was expected.
 */
public class GraphFormatException extends StructlearnException {
  private final int line;
  private final int position;

  /**
   * @param source what was being read (a file name, "model string")
   * @param line 1-based line number, or 0 if not applicable
   * @param position 1-based character position within the line, or 0 if not applicable
   * @param problem what is wrong and what to do about it
   */
  public GraphFormatException(String source, int line, int position, String problem) {
    super(where(source, line, position) + ": " + problem);
    this.line = line;
    this.position = position;
  }

  /** As {@link #GraphFormatException(String, int, int, String)}, keeping the underlying cause. */
  public GraphFormatException(
      String source, int line, int position, String problem, Throwable cause) {
    super(where(source, line, position) + ": " + problem, cause);
    this.line = line;
    this.position = position;
  }

  private static String where(String source, int line, int position) {
    StringBuilder sb = new StringBuilder(source);
    if (line > 0) {
      sb.append(", line ").append(line);
    }
    if (position > 0) {
      sb.append(", position ").append(position);
    }
    return sb.toString();
  }

  /** The 1-based line of the problem, or 0. */
  public int line() {
    return line;
  }

  /** The 1-based character position of the problem within its line, or 0. */
  public int position() {
    return position;
  }
}
