package org.structlearn.io.network;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.structlearn.io.network.BifLexer.Kind;
import org.structlearn.io.network.BifLexer.Token;

/**
 * The syntax of BIF (Cozman's interchange format, JavaBayes 0.346, as written by bnlearn's {@code
 * write.bif} and read by JavaBayes, aGrUM and pgmpy): {@code network}, {@code variable} and {@code
 * probability} blocks in any order, {@code property} lines inside any block. A probability block's
 * header is {@code probability ( child | parent, ... )} or JavaBayes' older {@code probability (
 * child parent ... )} without the bar. This class only checks the syntax and keeps tokens (with
 * their positions) for {@link BifAssembler}, which resolves names and builds the tables.
 */
final class BifParser {
  private static final Pattern DISCRETE = Pattern.compile("discrete\\[(\\d+)\\]");

  /** A {@code variable} block. */
  record VariableDecl(Token name, Token type, List<Token> levels) {}

  enum EntryKind {
    TABLE,
    DEFAULT,
    ROW
  }

  /** One entry of a probability block: {@code table ...;}, {@code default ...;} or a row. */
  record Entry(EntryKind kind, Token start, List<Token> labels, List<Token> values) {}

  /** A {@code probability} block. */
  record ProbabilityBlock(
      Token keyword, Token child, List<Token> parents, List<Entry> entries, Token close) {}

  /** Everything a BIF text declares. */
  record Declarations(List<VariableDecl> variables, List<ProbabilityBlock> probabilities) {}

  private final List<Token> tokens;
  private final String source;
  private int next;

  private BifParser(List<Token> tokens, String source) {
    this.tokens = tokens;
    this.source = source;
  }

  static Declarations parse(String text, String source) {
    return new BifParser(BifLexer.tokens(text, source), source).file();
  }

  private Declarations file() {
    List<VariableDecl> vars = new ArrayList<>();
    List<ProbabilityBlock> probs = new ArrayList<>();
    while (peek().kind() != Kind.EOF) {
      Token t = take();
      if (t.is("network")) {
        network(t);
      } else if (t.is("variable")) {
        vars.add(variable(t));
      } else if (t.is("probability")) {
        probs.add(probability(t));
      } else {
        throw error(t, "expected 'network', 'variable' or 'probability', found " + t.show());
      }
    }
    return new Declarations(vars, probs);
  }

  private void network(Token keyword) {
    name("a network name after 'network'");
    expect("{", "'{' to open the network block");
    while (!peek().is("}")) {
      Token t = inside(keyword);
      if (!t.is("property")) {
        throw error(t, "expected 'property' or '}' in the network block, found " + t.show());
      }
      property();
    }
    take();
  }

  private VariableDecl variable(Token keyword) {
    Token name = name("a variable name after 'variable'");
    expect("{", "'{' to open the block of variable '" + name.text() + "'");
    Token type = null;
    List<Token> levels = null;
    while (!peek().is("}")) {
      Token t = inside(keyword);
      if (t.is("property")) {
        property();
      } else if (t.is("type") && type == null) {
        type = t;
        levels = type(t, name);
      } else {
        throw error(
            t,
            "expected 'type', 'property' or '}' in variable '"
                + name.text()
                + "', found "
                + t.show());
      }
    }
    take();
    if (type == null) {
      throw error(name, "variable '" + name.text() + "' has no 'type discrete [k] {...};' line");
    }
    return new VariableDecl(name, type, levels);
  }

  /** {@code type discrete [ k ] { l1, l2, ... };} with the brackets spaced or not. */
  private List<Token> type(Token typeKeyword, Token name) {
    Token first = peek();
    StringBuilder spec = new StringBuilder();
    while (peek().kind() == Kind.WORD) {
      spec.append(take().text());
    }
    Matcher m = DISCRETE.matcher(spec);
    if (!m.matches()) {
      throw error(
          first,
          "expected 'discrete [ k ]' after 'type' in variable '"
              + name.text()
              + "', found "
              + (spec.length() == 0 ? first.show() : "'" + spec + "'")
              + " (only discrete variables are supported)");
    }
    int k;
    try {
      k = Integer.parseInt(m.group(1));
    } catch (NumberFormatException e) { // more digits than an int holds
      throw error(first, "the level count " + m.group(1) + " is too large");
    }
    Token open = expect("{", "'{' to open the level list");
    List<Token> levels = new ArrayList<>();
    while (!peek().is("}")) {
      Token t = inside(open);
      if (t.is(",")) {
        continue;
      }
      if (t.kind() != Kind.WORD && t.kind() != Kind.STRING) {
        throw error(t, "expected a level name or '}' in the level list, found " + t.show());
      }
      levels.add(t);
    }
    take();
    expect(";", "';' after the level list of variable '" + name.text() + "'");
    if (levels.size() != k) {
      throw error(
          first,
          "variable '"
              + name.text()
              + "' declares "
              + k
              + " levels but lists "
              + levels.size()
              + "; make the count match the list");
    }
    return levels;
  }

  private ProbabilityBlock probability(Token keyword) {
    expect("(", "'(' after 'probability'");
    Token child = name("the child variable name after 'probability ('");
    List<Token> parents = new ArrayList<>();
    if (peek().is("|")) {
      take();
      parents.add(name("a parent name after '|'"));
      while (!peek().is(")")) {
        if (peek().is(",")) {
          take();
        }
        parents.add(name("a parent name, ',' or ')'"));
      }
    } else {
      // JavaBayes' older header, probability ( "child" "parent" ... ), lists the parents after
      // the child without a '|' (pgmpy reads and its tests use it)
      while (peek().is(",") || peek().kind() == Kind.WORD || peek().kind() == Kind.STRING) {
        if (peek().is(",")) {
          take();
          continue;
        }
        parents.add(name("a parent name, ',' or ')'"));
      }
    }
    expect(")", "')' to close the variable list");
    expect("{", "'{' to open the probability block of '" + child.text() + "'");
    List<Entry> entries = new ArrayList<>();
    while (!peek().is("}")) {
      Token t = inside(keyword);
      if (t.is("property")) {
        property();
      } else if (t.is("table")) {
        entries.add(new Entry(EntryKind.TABLE, t, List.of(), numbers()));
      } else if (t.is("default")) {
        entries.add(new Entry(EntryKind.DEFAULT, t, List.of(), numbers()));
      } else if (t.is("(")) {
        entries.add(new Entry(EntryKind.ROW, t, labels(t), numbers()));
      } else {
        throw error(
            t,
            "expected 'table', 'default', '(' or '}' in the probability block of '"
                + child.text()
                + "', found "
                + t.show());
      }
    }
    return new ProbabilityBlock(keyword, child, parents, entries, take());
  }

  private List<Token> labels(Token open) {
    List<Token> labels = new ArrayList<>();
    while (!peek().is(")")) {
      Token t = inside(open);
      if (t.is(",")) {
        continue;
      }
      if (t.kind() != Kind.WORD && t.kind() != Kind.STRING) {
        throw error(t, "expected a parent level or ')' in the row label, found " + t.show());
      }
      labels.add(t);
    }
    take();
    return labels;
  }

  /** Number tokens up to the closing ';', separated by commas or blanks (checked later). */
  private List<Token> numbers() {
    List<Token> values = new ArrayList<>();
    while (!peek().is(";")) {
      Token t = take();
      if (t.is(",")) {
        continue;
      }
      if (t.kind() != Kind.WORD) {
        throw error(t, "expected a number or ';', found " + t.show());
      }
      values.add(t);
    }
    take();
    return values;
  }

  /** Skips a {@code property ...;} line; its content is kept by no one. */
  private void property() {
    while (!peek().is(";")) {
      if (peek().kind() == Kind.EOF) {
        throw error(peek(), "expected ';' to end the property, found end of input");
      }
      take();
    }
    take();
  }

  private Token name(String expected) {
    Token t = take();
    if (t.kind() != Kind.WORD && t.kind() != Kind.STRING) {
      throw error(t, "expected " + expected + ", found " + t.show());
    }
    return t;
  }

  private Token expect(String punct, String expected) {
    Token t = take();
    if (!t.is(punct)) {
      throw error(t, "expected " + expected + ", found " + t.show());
    }
    return t;
  }

  /** The next token of a block, failing if the input ends before the block is closed. */
  private Token inside(Token opened) {
    Token t = take();
    if (t.kind() == Kind.EOF) {
      throw error(
          t,
          "expected '}' to close the block opened by "
              + opened.show()
              + " at line "
              + opened.line()
              + ", column "
              + opened.column()
              + ", found end of input");
    }
    return t;
  }

  private Token peek() {
    return tokens.get(next);
  }

  private Token take() {
    Token t = tokens.get(next);
    if (t.kind() != Kind.EOF) {
      next++;
    }
    return t;
  }

  private BifFormatException error(Token at, String message) {
    return new BifFormatException(source, at.line(), at.column(), message);
  }
}
