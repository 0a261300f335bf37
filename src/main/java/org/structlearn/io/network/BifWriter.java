package org.structlearn.io.network;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.io.IoErrors;
import org.structlearn.io.OutputFiles;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;

/**
 * Writes a discrete Bayesian network as BIF in bnlearn's {@code write.bif} dialect: an empty {@code
 * network unknown} block, the variables in node order, then one probability block per node with the
 * parents in the DAG's order, {@code table} for parentless nodes and one labelled row per parent
 * configuration, first parent varying fastest. Probabilities are written with {@link
 * Double#toString(double)}, which reads back to the same double, so {@link BifReader} returns a
 * network {@code equals} to the one written. Names and levels that are not plain BIF words are
 * written in double quotes.
 */
public final class BifWriter {
  private BifWriter() {}

  /**
   * Writes the network to a file, gzip-compressed when the name ends in {@code .gz}, atomically
   * ({@link OutputFiles}): an interrupted write leaves the old file as it was.
   *
   * @throws org.structlearn.StructlearnException if the file cannot be written, naming it and the
   *     reason
   */
  public static void write(BayesianNetwork bn, Path path) {
    OutputFiles.writeText(path, w -> bif(bn, w));
  }

  /**
   * Writes the network to a writer, which is flushed but not closed.
   *
   * @throws UncheckedIOException if the writer fails
   */
  public static void write(BayesianNetwork bn, Writer out) {
    try {
      bif(bn, out);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write BIF: " + IoErrors.reason(e), e);
    }
  }

  private static void bif(BayesianNetwork bn, Writer out) throws IOException {
    out.write("network unknown {\n}\n");
    for (Variable v : bn.variables()) {
      out.write("variable " + word(v.name()) + " {\n");
      out.write("  type discrete [ " + v.cardinality() + " ] { " + words(v.levels()) + " };\n");
      out.write("}\n");
    }
    for (int v = 0; v < bn.size(); v++) {
      probability(bn, v, out);
    }
    out.flush();
  }

  private static void probability(BayesianNetwork bn, int v, Writer out) throws IOException {
    Dag dag = bn.dag();
    DiscreteCpd cpd = bn.cpd(v);
    int[] parents = dag.parents(v);
    StringBuilder sb = new StringBuilder("probability ( ").append(word(dag.name(v)));
    for (int i = 0; i < parents.length; i++) {
      sb.append(i == 0 ? " | " : ", ").append(word(dag.name(parents[i])));
    }
    sb.append(" ) {\n");
    List<Variable> pvars = bn.parentVariables(v);
    for (int j = 0; j < cpd.configurations(); j++) {
      if (parents.length == 0) {
        sb.append("  table ");
      } else {
        int[] codes = cpd.parentCodes(j);
        sb.append("  (");
        for (int i = 0; i < codes.length; i++) {
          sb.append(i == 0 ? "" : ", ").append(word(pvars.get(i).levels().get(codes[i])));
        }
        sb.append(") ");
      }
      for (int k = 0; k < cpd.cardinality(); k++) {
        sb.append(k == 0 ? "" : ", ").append(Double.toString(cpd.probability(k, j)));
      }
      sb.append(";\n");
      if (sb.length() > 1 << 15) {
        out.write(sb.toString());
        sb.setLength(0);
      }
    }
    sb.append("}\n");
    out.write(sb.toString());
  }

  private static String words(List<String> names) {
    StringBuilder sb = new StringBuilder();
    for (String s : names) {
      sb.append(sb.length() == 0 ? "" : ", ").append(word(s));
    }
    return sb.toString();
  }

  /** The name as a bare word when the lexer would read it back as one, else quoted. */
  static String word(String s) {
    boolean bare = !s.isEmpty() && !s.contains("//") && !s.contains("/*");
    for (int i = 0; i < s.length() && bare; i++) {
      char c = s.charAt(i);
      bare = !Character.isWhitespace(c) && ",;{}()|\"\\".indexOf(c) < 0 && c != '\uFEFF';
    }
    if (bare) {
      return s;
    }
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }
}
