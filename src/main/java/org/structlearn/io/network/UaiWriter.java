package org.structlearn.io.network;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import org.structlearn.io.OutputFiles;
import org.structlearn.model.LogFactor;
import org.structlearn.model.MarkovNetwork;

/**
 * Writes a Markov network in the UAI format that {@link UaiReader} reads (and pgmpy and Libra): the
 * preamble, then per factor its entry count and its potentials (not logs: {@code
 * exp(log-potential)}, Java's shortest round-trip decimal), last scope variable fastest. Names and
 * level names are not part of the format and are lost. Files are written atomically through {@link
 * OutputFiles#writeText}.
 */
public final class UaiWriter {
  private UaiWriter() {}

  /** Writes the network to a file (gzip-compressed if the name ends in {@code .gz}). */
  public static void write(MarkovNetwork network, Path file) {
    OutputFiles.writeText(file, w -> write(network, w));
  }

  /** The network as UAI text. */
  public static String toText(MarkovNetwork network) {
    java.io.StringWriter w = new java.io.StringWriter();
    try {
      write(network, w);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return w.toString();
  }

  /** Writes the network as UAI text. */
  public static void write(MarkovNetwork network, Writer w) throws IOException {
    int n = network.size();
    w.write("MARKOV\n" + n + "\n");
    StringBuilder sb = new StringBuilder();
    for (int v = 0; v < n; v++) {
      sb.append(v == 0 ? "" : " ").append(network.cardinality(v));
    }
    w.write(sb + "\n" + network.factors().size() + "\n");
    for (LogFactor f : network.factors()) {
      int[] scope = f.scope();
      sb.setLength(0);
      sb.append(scope.length);
      for (int v : scope) {
        sb.append(' ').append(v);
      }
      w.write(sb + "\n");
    }
    for (LogFactor f : network.factors()) {
      double[] p = f.potentials();
      sb.setLength(0);
      sb.append('\n').append(p.length).append('\n');
      for (int i = 0; i < p.length; i++) {
        sb.append(i == 0 ? "" : " ").append(p[i]);
      }
      w.write(sb + "\n");
    }
  }
}
