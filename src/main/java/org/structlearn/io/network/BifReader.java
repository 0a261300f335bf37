package org.structlearn.io.network;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.structlearn.io.TextFiles;
import org.structlearn.model.BayesianNetwork;

/**
 * Reads a discrete Bayesian network from BIF, the Bayesian Interchange Format of JavaBayes (Cozman
 * 1998) used by the bnlearn repository (Scutari 2010), in both dialects met in practice:
 *
 * <ul>
 *   <li>bnlearn's {@code write.bif}: labelled rows {@code (a, b) p1, p2;} (mapped by label, so any
 *       row order is read correctly) and {@code table} for parentless nodes;
 *   <li>JavaBayes / aGrUM: {@code //} and {@code /* *}{@code /} comments, {@code discrete[2]},
 *       {@code table} with parents (child index slowest, last parent fastest), values separated by
 *       blanks, names with {@code ?}.
 * </ul>
 *
 * Also accepted: {@code property} lines in any block (ignored), quoted names and levels, {@code
 * default} rows, variables declared in any order. Levels are words: maximal runs of characters
 * other than blanks and {@code ,;{}()|}. Nodes are numbered in declaration order; each table's
 * parents are put in the DAG's ascending order whatever the header's order. Probabilities are kept
 * exactly as written (rows must sum to 1 within 1e-6). Reading is linear in the input size.
 */
public final class BifReader {
  private BifReader() {}

  /**
   * Reads a BIF file, plain or gzip-compressed (recognised by its magic bytes, not its name), as
   * UTF-8.
   *
   * @throws BifFormatException on malformed input, with line and column
   * @throws org.structlearn.graph.CyclicGraphException if the parent lists form a cycle
   * @throws org.structlearn.model.InvalidProbabilityException if a row does not sum to 1
   * @throws EncodingException if the file is not valid UTF-8, naming the line and byte offset
   * @throws org.structlearn.StructlearnException if the file cannot be read or is a truncated gzip
   *     file
   */
  public static BayesianNetwork read(Path path) {
    return read(TextFiles.reader(path, StandardCharsets.UTF_8), String.valueOf(path.getFileName()));
  }

  /**
   * Reads BIF text. The reader is read to its end and not closed.
   *
   * @param sourceName the name used in error messages (e.g. a file name)
   * @throws BifFormatException on malformed input, with line and column
   * @throws org.structlearn.graph.CyclicGraphException if the parent lists form a cycle
   * @throws org.structlearn.model.InvalidProbabilityException if a row does not sum to 1
   * @throws UncheckedIOException if the reader fails
   */
  public static BayesianNetwork read(Reader reader, String sourceName) {
    StringBuilder sb = new StringBuilder();
    char[] buf = new char[1 << 16];
    try {
      int n;
      while ((n = reader.read(buf)) > 0) {
        sb.append(buf, 0, n);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read BIF " + sourceName + ": " + e.getMessage(), e);
    }
    return BifAssembler.assemble(BifParser.parse(sb.toString(), sourceName), sourceName);
  }
}
