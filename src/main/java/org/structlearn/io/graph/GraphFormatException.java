package org.structlearn.io.graph;

import org.structlearn.StructlearnException;

/**
 * A graph file or string that cannot be read: a malformed model string, arc list, DOT text or
 * header, or a node that does not belong. The message names the source (the file), the line and
 * column when known (for a model string given as text, the character position) and says what was
 * expected.
 */
public class GraphFormatException extends StructlearnException {
  private final String source;
  private final int line;
  private final int position;

  /**
   * @param source what was being read (a file name, "model string")
   * @param line 1-based line number, or 0 if not applicable
   * @param position 1-based column within the line (or, with line 0, character position in the
   *     text), or 0 if not applicable
   * @param problem what is wrong and what to do about it
   */
  public GraphFormatException(String source, int line, int position, String problem) {
    super(where(source, line, position) + ": " + problem);
    this.source = source;
    this.line = line;
    this.position = position;
  }

  /** As {@link #GraphFormatException(String, int, int, String)}, keeping the underlying cause. */
  public GraphFormatException(
      String source, int line, int position, String problem, Throwable cause) {
    super(where(source, line, position) + ": " + problem, cause);
    this.source = source;
    this.line = line;
    this.position = position;
  }

  private static String where(String source, int line, int position) {
    StringBuilder sb = new StringBuilder(source);
    if (line > 0) {
      sb.append(", line ").append(line);
    }
    if (position > 0) {
      sb.append(line > 0 ? ", column " : ", position ").append(position);
    }
    return sb.toString();
  }

  /** What was being read: the file's name as given, or e.g. "model string" for text. */
  public String source() {
    return source;
  }

  /** The 1-based line of the problem, or 0. */
  public int line() {
    return line;
  }

  /**
   * The 1-based column of the problem within its line, or (line 0) its character position in the
   * text, or 0.
   */
  public int position() {
    return position;
  }
}
