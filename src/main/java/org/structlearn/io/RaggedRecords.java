package org.structlearn.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;

/**
 * Finds the first record of a CSV text whose number of fields differs from the header's, for the
 * error message of {@link DatasetReader} (moved out of it to keep it short).
 */
final class RaggedRecords {
  private RaggedRecords() {}

  /**
   * The first record (after the header) whose number of fields differs from {@code expected}, as
   * {line where it starts, fields}, or null; blank lines are skipped, as the parser skips them, and
   * quoted fields may span lines. Reads the text once.
   */
  static long[] first(Reader text, char delimiter, int expected) throws IOException {
    Reader in = new BufferedReader(text, 1 << 16);
    long line = 1;
    long recordLine = 1;
    int fields = 1;
    boolean quoted = false;
    boolean blank = true;
    boolean header = true;
    for (int next = in.read(); ; next = in.read()) {
      char ch = next < 0 ? '\n' : (char) next;
      if (ch == '"') {
        quoted = !quoted;
        blank = false;
      } else if (ch == '\n' && !quoted) {
        if (!blank && !header && fields != expected) {
          return new long[] {recordLine, fields};
        }
        header &= blank;
        line++;
        recordLine = line;
        fields = 1;
        blank = true;
      } else if (ch == '\n') {
        line++;
      } else if (ch == delimiter && !quoted) {
        fields++;
        blank = false;
      } else if (!Character.isWhitespace(ch)) {
        blank = false;
      }
      if (next < 0) {
        return null;
      }
    }
  }
}
