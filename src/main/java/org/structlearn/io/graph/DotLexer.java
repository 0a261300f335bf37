package org.structlearn.io.graph;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits DOT text into tokens (Graphviz's DOT language): IDs (plain names, numerals, double-quoted
 * strings and HTML strings), the edge operators {@code ->} and {@code --}, and the punctuation
 * {@code { } [ ] ; , = :}. Skips {@code //} and {@code /* *}{@code /} comments and lines whose
 * first non-blank character is {@code #} (C preprocessor output, as Graphviz does). In a quoted
 * string {@code \"} is a quote, {@code \\} a backslash, {@code \n} a line break and a backslash
 * before a line break joins the lines; other backslashes are kept. Quoted strings joined by {@code
 * +} are one ID. Lines and columns are 1-based; a column counts characters.
 */
final class DotLexer {
  enum Kind {
    ID,
    ARROW,
    DASHES,
    PUNCT,
    EOF
  }

  /**
   * One token with its position.
   *
   * @param quoted for an ID, whether it was quoted (a quoted ID is never a keyword)
   */
  record Token(Kind kind, String text, boolean quoted, int line, int column) {
    boolean is(String punct) {
      return kind == Kind.PUNCT && text.equals(punct);
    }

    /** Whether this is the unquoted keyword (DOT keywords are case-insensitive). */
    boolean isKeyword(String keyword) {
      return kind == Kind.ID && !quoted && text.equalsIgnoreCase(keyword);
    }

    /** The token as shown in messages. */
    String show() {
      return switch (kind) {
        case EOF -> "the end of the file";
        case ID -> quoted ? Dot.quote(text) : "'" + text + "'";
        default -> "'" + text + "'";
      };
    }
  }

  private final String text;
  private final String source;
  private int pos;
  private int line = 1;
  private int column = 1;
  private boolean lineStart = true; // only blanks so far on this line

  private DotLexer(String text, String source) {
    this.text = text;
    this.source = source;
  }

  /** All tokens of the text, ending with one EOF token. */
  static List<Token> tokens(String text, String source) {
    return new DotLexer(text, source).run();
  }

  private List<Token> run() {
    List<Token> out = new ArrayList<>();
    while (true) {
      skipBlanksAndComments();
      int l = line;
      int c = column;
      if (pos >= text.length()) {
        out.add(new Token(Kind.EOF, "", false, l, c));
        return out;
      }
      char ch = text.charAt(pos);
      if (ch == '"') {
        out.add(new Token(Kind.ID, quotedChain(), true, l, c));
      } else if (ch == '<') {
        out.add(new Token(Kind.ID, html(), true, l, c));
      } else if (ch == '-' && pos + 1 < text.length() && text.charAt(pos + 1) == '>') {
        advance(2);
        out.add(new Token(Kind.ARROW, "->", false, l, c));
      } else if (ch == '-' && pos + 1 < text.length() && text.charAt(pos + 1) == '-') {
        advance(2);
        out.add(new Token(Kind.DASHES, "--", false, l, c));
      } else if (ch == '-' || ch == '.' || Character.isDigit(ch)) {
        out.add(new Token(Kind.ID, numeral(), false, l, c));
      } else if (isNameStart(ch)) {
        int start = pos;
        while (pos < text.length() && isNamePart(text.charAt(pos))) {
          advance(1);
        }
        out.add(new Token(Kind.ID, text.substring(start, pos), false, l, c));
      } else if ("{}[];,=:".indexOf(ch) >= 0) {
        advance(1);
        out.add(new Token(Kind.PUNCT, String.valueOf(ch), false, l, c));
      } else {
        throw error(l, c, "unexpected character '" + ch + "'; quote names that hold it");
      }
    }
  }

  private static boolean isNameStart(char ch) {
    return Character.isLetter(ch) || ch == '_' || ch >= 0x80;
  }

  private static boolean isNamePart(char ch) {
    return isNameStart(ch) || Character.isDigit(ch);
  }

  private void skipBlanksAndComments() {
    while (pos < text.length()) {
      char ch = text.charAt(pos);
      if (Character.isWhitespace(ch)) {
        advance(1);
      } else if (ch == '#' && lineStart) {
        skipToLineEnd();
      } else if (text.startsWith("//", pos)) {
        skipToLineEnd();
      } else if (text.startsWith("/*", pos)) {
        int l = line;
        int c = column;
        int end = text.indexOf("*/", pos + 2);
        if (end < 0) {
          throw error(l, c, "the comment opened here is never closed; add '*/'");
        }
        advance(end + 2 - pos);
      } else {
        return;
      }
    }
  }

  private void skipToLineEnd() {
    while (pos < text.length() && text.charAt(pos) != '\n') {
      advance(1);
    }
  }

  private String numeral() {
    int start = pos;
    int l = line;
    int c = column;
    if (text.charAt(pos) == '-') {
      advance(1);
    }
    int digits = 0;
    while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
      advance(1);
      digits++;
    }
    if (pos < text.length() && text.charAt(pos) == '.') {
      advance(1);
      while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
        advance(1);
        digits++;
      }
    }
    if (digits == 0) {
      throw error(l, c, "expected a number, an ID or '->'/'--'; quote names such as \"-x\"");
    }
    if (pos < text.length() && isNameStart(text.charAt(pos))) {
      throw error(
          l,
          c,
          "'"
              + text.substring(start, pos + 1)
              + "...' starts with a number but goes on with letters; quote it");
    }
    return text.substring(start, pos);
  }

  /** One quoted string, or several joined by {@code +}. */
  private String quotedChain() {
    StringBuilder sb = new StringBuilder(quoted());
    while (true) {
      int savePos = pos;
      int saveLine = line;
      int saveColumn = column;
      boolean saveStart = lineStart;
      skipBlanksAndComments();
      if (pos < text.length() && text.charAt(pos) == '+') {
        advance(1);
        skipBlanksAndComments();
        if (pos < text.length() && text.charAt(pos) == '"') {
          sb.append(quoted());
          continue;
        }
        throw error(line, column, "expected a quoted string after '+'");
      }
      pos = savePos;
      line = saveLine;
      column = saveColumn;
      lineStart = saveStart;
      return sb.toString();
    }
  }

  private String quoted() {
    int l = line;
    int c = column;
    advance(1); // the opening quote
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (pos >= text.length()) {
        throw error(l, c, "the quoted string opened here is never closed; add '\"'");
      }
      char ch = text.charAt(pos);
      if (ch == '"') {
        advance(1);
        return sb.toString();
      }
      if (ch == '\\' && pos + 1 < text.length()) {
        char next = text.charAt(pos + 1);
        switch (next) {
          case '"' -> sb.append('"');
          case '\\' -> sb.append('\\');
          case 'n' -> sb.append('\n');
          case '\n' -> {} // a line continuation
          case '\r' -> {
            if (pos + 2 < text.length() && text.charAt(pos + 2) == '\n') {
              advance(1);
            }
          }
          default -> sb.append('\\').append(next);
        }
        advance(2);
        continue;
      }
      sb.append(ch);
      advance(1);
    }
  }

  /** An HTML string {@code <...>} with balanced angle brackets; its text without the outer pair. */
  private String html() {
    int l = line;
    int c = column;
    int depth = 0;
    int start = pos + 1;
    while (pos < text.length()) {
      char ch = text.charAt(pos);
      advance(1);
      if (ch == '<') {
        depth++;
      } else if (ch == '>' && --depth == 0) {
        return text.substring(start, pos - 1);
      }
    }
    throw error(l, c, "the HTML string opened here with '<' is never closed; add '>'");
  }

  private void advance(int n) {
    for (int k = 0; k < n; k++) {
      char ch = text.charAt(pos++);
      if (ch == '\n') {
        line++;
        column = 1;
        lineStart = true;
      } else {
        column++;
        if (!Character.isWhitespace(ch)) {
          lineStart = false;
        }
      }
    }
  }

  private GraphFormatException error(int l, int c, String problem) {
    return new GraphFormatException(source, l, c, problem);
  }

  /** Whether a word is one of DOT's keywords, which cannot be a bare node name. */
  static boolean isReserved(String word) {
    return java.util.List.of("node", "edge", "graph", "digraph", "subgraph", "strict")
        .contains(word.toLowerCase(java.util.Locale.ROOT));
  }
}
