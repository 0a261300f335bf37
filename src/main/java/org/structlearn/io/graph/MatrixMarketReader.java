package org.structlearn.io.graph;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.graph.UndirectedGraphs;
import org.structlearn.io.TextFiles;

/**
 * Reads an undirected graph from a Matrix Market coordinate file (the NIST format of the
 * SuiteSparse matrix collection, where seed 000's real-world networks come from: karate, dolphins,
 * curtis54, will57). JGraphT has no Matrix Market importer, hence this reader.
 *
 * <p>Accepted: the header {@code %%MatrixMarket matrix coordinate F S} with field F one of {@code
 * pattern}, {@code real}, {@code integer}, {@code complex} and symmetry S one of {@code general},
 * {@code symmetric}, {@code skew-symmetric}, {@code hermitian}; {@code %} comment lines and blank
 * lines; a size line {@code rows cols entries} with rows = cols; then exactly {@code entries} lines
 * {@code i j [value...]} with 1-based indices. Every entry (i, j) with i != j is an edge between
 * nodes i and j whatever its value (the matrix is read as a pattern): the matrix is symmetrised and
 * the diagonal dropped, and repeated entries merge. Node i is named {@code Xi} (so node {@code X1}
 * is row 1), the names {@link org.structlearn.graph.GraphGenerators} uses.
 *
 * <p>Errors are {@link GraphFormatException}s naming the file and line: a missing or unsupported
 * header (the dense {@code array} format included), a non-square size, a malformed number, an index
 * outside 1..n, fewer or more entries than the size line declares, more than {@value #MAX_NODES}
 * nodes (checked on the size line, before the node names are made: a two-line file may declare two
 * billion isolated nodes).
 */
public final class MatrixMarketReader {
  /**
   * The most nodes a file may declare: more than any learner or comparison here can use (the graph
   * alone would take about 150 bytes a node).
   */
  public static final int MAX_NODES = 1 << 20;

  private MatrixMarketReader() {}

  /** The graph in a Matrix Market file (plain or gzip-compressed). */
  public static UndirectedGraph read(Path file) {
    return parse(TextFiles.read(file), file.toString());
  }

  /**
   * The graph in Matrix Market text.
   *
   * @param source what the text is, for messages (a file name)
   * @throws GraphFormatException naming the source and line of the problem
   */
  public static UndirectedGraph parse(String text, String source) {
    String[] lines = text.split("\r?\n", -1);
    checkHeader(lines.length == 0 ? "" : lines[0], source);
    int n = -1;
    long declared = -1;
    long seen = 0;
    List<Edge> edges = new ArrayList<>();
    for (int i = 1; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("%")) {
        continue;
      }
      String[] f = line.split("\\s+");
      int lineNo = i + 1;
      if (n < 0) {
        if (f.length != 3) {
          throw error(
              source, lineNo, "expected the size line 'rows cols entries', found '" + line + "'");
        }
        int rows = integer(f[0], source, lineNo);
        int cols = integer(f[1], source, lineNo);
        declared = integer(f[2], source, lineNo);
        if (rows != cols) {
          throw error(
              source, lineNo, "a graph needs a square matrix, this one is " + rows + "x" + cols);
        }
        if (rows > MAX_NODES) {
          throw error(
              source,
              lineNo,
              "the size line declares a "
                  + rows
                  + "x"
                  + cols
                  + " matrix, a graph of "
                  + rows
                  + " nodes; at most "
                  + MAX_NODES
                  + " are read");
        }
        n = rows;
        continue;
      }
      if (++seen > declared) {
        throw error(
            source, lineNo, "more entries than the " + declared + " the size line declares");
      }
      if (f.length < 2) {
        throw error(source, lineNo, "expected an entry 'row column [value]', found '" + line + "'");
      }
      int a = index(f[0], n, source, lineNo);
      int b = index(f[1], n, source, lineNo);
      if (a != b) {
        edges.add(new Edge(a - 1, b - 1));
      }
    }
    if (n < 0) {
      throw error(source, lines.length, "the size line 'rows cols entries' is missing");
    }
    if (seen < declared) {
      throw error(
          source,
          lines.length,
          "the size line declares " + declared + " entries but the file ends after " + seen);
    }
    return UndirectedGraph.of(UndirectedGraphs.defaultNames(n), edges);
  }

  private static void checkHeader(String header, String source) {
    String[] f = header.strip().toLowerCase(Locale.ROOT).split("\\s+");
    if (f.length != 5 || !f[0].equals("%%matrixmarket") || !f[1].equals("matrix")) {
      throw error(
          source,
          1,
          "not a Matrix Market file: the first line must be"
              + " '%%MatrixMarket matrix coordinate <field> <symmetry>'");
    }
    if (!f[2].equals("coordinate")) {
      throw error(source, 1, "only the sparse 'coordinate' format is read, not '" + f[2] + "'");
    }
    if (!List.of("pattern", "real", "integer", "complex").contains(f[3])) {
      throw error(source, 1, "unknown field '" + f[3] + "' (pattern, real, integer, complex)");
    }
    if (!List.of("general", "symmetric", "skew-symmetric", "hermitian").contains(f[4])) {
      throw error(
          source,
          1,
          "unknown symmetry '" + f[4] + "' (general, symmetric, skew-symmetric, hermitian)");
    }
  }

  private static int index(String token, int n, String source, int line) {
    int i = integer(token, source, line);
    if (i < 1 || i > n) {
      throw error(source, line, "index " + i + " is outside 1.." + n);
    }
    return i;
  }

  private static int integer(String token, String source, int line) {
    try {
      int v = Integer.parseInt(token);
      if (v < 0) {
        throw error(source, line, "expected a non-negative integer, found '" + token + "'");
      }
      return v;
    } catch (NumberFormatException e) {
      throw error(source, line, "expected an integer, found '" + token + "'");
    }
  }

  private static GraphFormatException error(String source, int line, String problem) {
    return new GraphFormatException(source, line, 0, problem);
  }
}
