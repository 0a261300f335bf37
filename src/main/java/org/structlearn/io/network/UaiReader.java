package org.structlearn.io.network;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.structlearn.data.Variable;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.graph.UndirectedGraphs;
import org.structlearn.io.TextFiles;
import org.structlearn.io.graph.GraphFormatException;
import org.structlearn.model.LogFactor;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.ModelException;

/**
 * Reads a Markov network in the UAI format of the UAI inference competitions (also read by pgmpy's
 * {@code UAIReader} and the Libra toolkit): the word {@code MARKOV}; the number of variables; their
 * cardinalities; the number of factors; per factor its scope size and variable indices (0-based);
 * then per factor its number of entries and the potentials, the last scope variable varying
 * fastest. Tokens are separated by any whitespace, so line breaks are free; {@code #} starts a
 * comment that runs to the end of its line (pgmpy's {@code UAIReader} reads such files too).
 *
 * <p>The graph joins every two variables that share a factor; the factors are kept as given (the
 * file's scope order), stored as log-potentials. UAI has no names: variables are {@code X1 .. Xn}
 * (the names {@link org.structlearn.graph.GraphGenerators} uses) unless the caller gives names;
 * levels are {@code "0" .. "k-1"}.
 *
 * <p>Errors are {@link GraphFormatException}s naming the file and line: another network type
 * ({@code BAYES}), a malformed or missing number, a variable index out of range, an entry count
 * that is not the product of the scope's cardinalities, a negative or non-finite potential, a
 * factor whose potentials are all 0, text after the last table. A count the file declares
 * (variables, factors, table entries) is checked against the numbers the file holds before anything
 * of that size is allocated, and a table of more than 2^31 entries is refused, so a small file
 * declaring two billion variables fails with its line and the count it declares.
 */
public final class UaiReader {
  /** The most entries of one factor table (the largest Java array of doubles, about 2^31). */
  static final int MAX_ENTRIES = Integer.MAX_VALUE - 8;

  private UaiReader() {}

  /** The network in a UAI file (plain or gzip-compressed), variables named {@code X1 .. Xn}. */
  public static MarkovNetwork read(Path file) {
    return parse(TextFiles.read(file), file.toString(), null);
  }

  /** The network in a UAI file, variables named as given (one name per variable). */
  public static MarkovNetwork read(Path file, List<String> names) {
    return parse(TextFiles.read(file), file.toString(), names);
  }

  /**
   * The network in UAI text.
   *
   * @param source what the text is, for messages (a file name)
   * @param names the variable names, or null for {@code X1 .. Xn}
   * @throws GraphFormatException naming the source and line of the problem
   */
  public static MarkovNetwork parse(String text, String source, List<String> names) {
    Tokens t = new Tokens(text, source);
    String type = t.next("the network type MARKOV");
    if (!type.equals("MARKOV")) {
      throw t.error(
          "expected the network type MARKOV, found '"
              + type
              + "'"
              + (type.equalsIgnoreCase("BAYES") ? " (only Markov networks are read)" : ""));
    }
    int n = t.integer("the number of variables", 1, Integer.MAX_VALUE);
    t.needs(n, "the header declares " + n + " variables, one cardinality each");
    int[] cards = new int[n];
    for (int v = 0; v < n; v++) {
      cards[v] = t.integer("the cardinality of variable " + v, 1, 1 << 16);
    }
    int f = t.integer("the number of factors", 0, Integer.MAX_VALUE);
    t.needs(f, "the file declares " + f + " factors, one scope each");
    int[][] scopes = new int[f][];
    Set<Edge> edges = new LinkedHashSet<>();
    for (int i = 0; i < f; i++) {
      int k = t.integer("the scope size of factor " + i, 0, n);
      scopes[i] = new int[k];
      for (int j = 0; j < k; j++) {
        scopes[i][j] = t.integer("a variable index of factor " + i, 0, n - 1);
        for (int p = 0; p < j; p++) {
          if (scopes[i][p] == scopes[i][j]) {
            throw t.error("factor " + i + " lists variable " + scopes[i][j] + " twice");
          }
          edges.add(
              new Edge(Math.min(scopes[i][p], scopes[i][j]), Math.max(scopes[i][p], scopes[i][j])));
        }
      }
    }
    List<LogFactor> factors = new ArrayList<>();
    for (int i = 0; i < f; i++) {
      factors.add(table(t, i, scopes[i], cards));
    }
    if (t.hasNext()) {
      throw t.error("unexpected '" + t.next("") + "' after the last factor table");
    }
    return assemble(n, cards, edges, factors, names, source);
  }

  private static LogFactor table(Tokens t, int i, int[] scope, int[] cards) {
    int[] sc = new int[scope.length];
    double size = 1; // exact up to 2^53, enough to tell a table too large
    for (int j = 0; j < scope.length; j++) {
      sc[j] = cards[scope[j]];
      size *= sc[j];
    }
    int count = t.integer("the entry count of factor " + i, 0, Integer.MAX_VALUE);
    if (size > MAX_ENTRIES) {
      throw t.error(
          "factor "
              + i
              + " is over "
              + scope.length
              + " variables with cardinalities "
              + java.util.Arrays.toString(sc)
              + ": its table would have "
              + String.format(java.util.Locale.ROOT, "%.4g", size)
              + " entries, more than the "
              + MAX_ENTRIES
              + " a table can hold");
    }
    if (count != size) {
      throw t.error(
          "factor "
              + i
              + " has "
              + count
              + " entries, its scope's cardinalities need "
              + (long) size);
    }
    t.needs(count, "factor " + i + " declares " + count + " entries");
    int line = t.line();
    double[] logs = new double[count];
    boolean positive = count == 0;
    for (int e = 0; e < count; e++) {
      double p = t.number("potential " + e + " of factor " + i);
      if (!(p >= 0) || Double.isInfinite(p)) {
        throw t.error(
            "potential " + e + " of factor " + i + " is " + p + ": must be finite and >= 0");
      }
      positive |= p > 0;
      logs[e] = Math.log(p);
    }
    if (!positive) {
      throw new GraphFormatException(
          t.source,
          line,
          0,
          "every potential of factor "
              + i
              + " is 0, so no state would have positive probability; give at least one entry > 0");
    }
    return new LogFactor(scope, sc, logs);
  }

  private static MarkovNetwork assemble(
      int n,
      int[] cards,
      Set<Edge> edges,
      List<LogFactor> factors,
      List<String> names,
      String src) {
    List<String> nodeNames = names == null ? UndirectedGraphs.defaultNames(n) : names;
    if (nodeNames.size() != n) {
      throw new GraphFormatException(
          src,
          0,
          0,
          "the file has " + n + " variables but " + nodeNames.size() + " names were given");
    }
    List<Variable> variables = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      List<String> levels = new ArrayList<>();
      for (int k = 0; k < cards[v]; k++) {
        levels.add(Integer.toString(k));
      }
      variables.add(Variable.discrete(nodeNames.get(v), levels));
    }
    try {
      return MarkovNetwork.of(UndirectedGraph.of(nodeNames, edges), variables, factors);
    } catch (ModelException | IllegalArgumentException e) {
      throw new GraphFormatException(src, 0, 0, e.getMessage(), e);
    }
  }

  /** Whitespace-separated tokens with their line numbers. */
  private static final class Tokens {
    private final String source;
    private final List<String> tokens = new ArrayList<>();
    private final List<Integer> lines = new ArrayList<>();
    private int pos;
    private int lastLine = 1;

    Tokens(String text, String source) {
      this.source = source;
      String[] ls = text.split("\r?\n", -1);
      for (int i = 0; i < ls.length; i++) {
        int hash = ls[i].indexOf('#');
        String content = hash < 0 ? ls[i] : ls[i].substring(0, hash);
        for (String tok : content.strip().split("\\s+")) {
          if (!tok.isEmpty()) {
            tokens.add(tok);
            lines.add(i + 1);
          }
        }
      }
      lastLine = ls.length;
    }

    /**
     * Checks that at least {@code count} more tokens follow, before a structure of that size is
     * allocated.
     */
    void needs(long count, String what) {
      long left = tokens.size() - pos;
      if (count > left) {
        throw error(
            what
                + ", but only "
                + left
                + (left == 1 ? " number follows" : " numbers follow")
                + " in the file; fix the count");
      }
    }

    boolean hasNext() {
      return pos < tokens.size();
    }

    String next(String expected) {
      if (!hasNext()) {
        throw new GraphFormatException(
            source, lastLine, 0, "the file ends where " + expected + " was expected");
      }
      return tokens.get(pos++);
    }

    int line() {
      return pos == 0 ? 1 : lines.get(pos - 1);
    }

    GraphFormatException error(String problem) {
      return new GraphFormatException(source, line(), 0, problem);
    }

    int integer(String what, int min, int max) {
      String tok = next(what);
      int v;
      try {
        v = Integer.parseInt(tok);
      } catch (NumberFormatException e) {
        throw error("expected " + what + " (an integer), found '" + tok + "'");
      }
      if (v < min || v > max) {
        throw error(what + " must be in " + min + ".." + max + ", was " + v);
      }
      return v;
    }

    double number(String what) {
      String tok = next(what);
      try {
        return Double.parseDouble(tok);
      } catch (NumberFormatException e) {
        throw error("expected " + what + " (a number), found '" + tok + "'");
      }
    }
  }
}
