package org.structlearn.io.network;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits BIF text into tokens: the punctuation {@code { } ( ) , ; |}, quoted strings, and words. A
 * word is a maximal run of characters other than whitespace, that punctuation and a quote, so level
 * names such as {@code <5}, {@code 0-3_days} or {@code Asy/Patch} and names such as {@code
 * visit_to_Asia?} are single words; numbers and keywords are words too. {@code //} line comments
 * and {@code /* *}{@code /} block comments are skipped (a comment starts only where a token could).
 */
final class BifLexer {
  enum Kind {
    WORD,
    STRING,
    PUNCT,
    EOF
  }

  /** One token with its 1-based position. */
  record Token(Kind kind, String text, int line, int column) {
    boolean is(String punctOrWord) {
      return (kind == Kind.PUNCT || kind == Kind.WORD) && text.equals(punctOrWord);
    }

    /** The token as shown in messages. */
    String show() {
      return switch (kind) {
        case EOF -> "end of input";
        case STRING -> "\"" + text + "\"";
        default -> "'" + text + "'";
      };
    }
  }

  private final String text;
  private final String source;
  private int pos;
  private int line = 1;
  private int column = 1;

  private BifLexer(String text, String source) {
    this.text = text;
    this.source = source;
  }

  /** All tokens of the text, ending with one EOF token. */
  static List<Token> tokens(String text, String source) {
    return new BifLexer(text, source).run();
  }

  private List<Token> run() {
    List<Token> out = new ArrayList<>(text.length() / 4);
    while (true) {
      skipBlanksAndComments();
      if (pos >= text.length()) {
        out.add(new Token(Kind.EOF, "", line, column));
        return out;
      }
      char c = text.charAt(pos);
      int l = line;
      int col = column;
      if (isPunct(c)) {
        advance();
        out.add(new Token(Kind.PUNCT, String.valueOf(c), l, col));
      } else if (c == '"') {
        out.add(new Token(Kind.STRING, quoted(), l, col));
      } else {
        int start = pos;
        while (pos < text.length() && isWordChar(text.charAt(pos)) && !commentStarts()) {
          advance();
        }
        out.add(new Token(Kind.WORD, text.substring(start, pos), l, col));
      }
    }
  }

  private static boolean isPunct(char c) {
    return c == '{' || c == '}' || c == '(' || c == ')' || c == ',' || c == ';' || c == '|';
  }

  private static boolean isWordChar(char c) {
    return !Character.isWhitespace(c) && !isPunct(c) && c != '"';
  }

  private boolean commentStarts() {
    return text.charAt(pos) == '/'
        && pos + 1 < text.length()
        && (text.charAt(pos + 1) == '/' || text.charAt(pos + 1) == '*');
  }

  private void advance() {
    if (text.charAt(pos) == '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
    pos++;
  }

  private void skipBlanksAndComments() {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (Character.isWhitespace(c) || c == '\uFEFF') {
        advance();
      } else if (commentStarts() && text.charAt(pos + 1) == '/') {
        while (pos < text.length() && text.charAt(pos) != '\n') {
          advance();
        }
      } else if (commentStarts()) {
        int l = line;
        int col = column;
        advance();
        advance();
        while (pos < text.length() && !text.startsWith("*/", pos)) {
          advance();
        }
        if (pos >= text.length()) {
          throw new BifFormatException(
              source, l, col, "unterminated comment: '/*' is never closed by '*/'");
        }
        advance();
        advance();
      } else {
        return;
      }
    }
  }

  private String quoted() {
    int l = line;
    int col = column;
    advance(); // opening quote
    StringBuilder sb = new StringBuilder();
    while (pos < text.length() && text.charAt(pos) != '"') {
      if (text.charAt(pos) == '\\' && pos + 1 < text.length()) {
        advance();
      }
      sb.append(text.charAt(pos));
      advance();
    }
    if (pos >= text.length()) {
      throw new BifFormatException(source, l, col, "unterminated string: add the closing '\"'");
    }
    advance(); // closing quote
    return sb.toString();
  }
}
