package org.structlearn.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.structlearn.data.DataException;
import org.structlearn.data.Variable;
import org.structlearn.data.VariableType;
import org.structlearn.io.CellTexts;

/**
 * The driver's decision after the reading pass: each column's type and levels (as the CSV reader
 * would choose them, see {@code io.CsvOptions}), each partition's map from its local level codes to
 * the data set's, and how the rows are cut into {@link EncodedBlock}s. Shipped to the executors
 * (small: one int per local level).
 */
final class Encoding implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The most rows in one encoded block (keeps a block well under Spark's 2 GiB record limit). */
  static final int MAX_BLOCK_ROWS = 1 << 20;

  private final transient List<Variable> variables; // the driver's; executors need the codes only
  private final int[][][] remap; // [partition][column] local code -> global code; null: continuous
  private final boolean[] wide;
  private final int[] firstBlock; // [partition]
  private final int blockRows;
  private final int rows;
  private final int blocks;

  private Encoding(
      List<Variable> variables, int[][][] remap, int[] firstBlock, int blockRows, int rows, int b) {
    this.variables = List.copyOf(variables);
    this.remap = remap;
    this.wide = new boolean[variables.size()];
    for (int c = 0; c < wide.length; c++) {
      wide[c] = variables.get(c).cardinality() > 256;
    }
    this.firstBlock = firstBlock;
    this.blockRows = blockRows;
    this.rows = rows;
    this.blocks = b;
  }

  /**
   * The encoding of the partitions summarised (one summary per partition, in partition order), cut
   * into blocks so that there are at least {@code 2 · parallelism} of them when there are rows
   * enough.
   */
  static Encoding decide(ReadSpec spec, List<LocalBlock.Summary> parts, int parallelism) {
    long total = 0;
    long read = 0;
    for (LocalBlock.Summary s : parts) {
      total += s.rows();
      read += s.rowsRead();
    }
    if (total == 0) {
      throw new DataException(
          read == 0
              ? spec.source() + " has no data rows"
              : spec.source()
                  + ": every one of the "
                  + read
                  + " rows has a missing value; nothing is left to learn from");
    }
    if (total > Integer.MAX_VALUE) {
      throw new DataException(
          spec.source() + " has " + total + " rows; counts are limited to 2^31 - 1 rows");
    }
    int n = spec.names().size();
    List<Variable> vars = new ArrayList<>();
    int[][][] remap = new int[parts.size()][n][];
    for (int c = 0; c < n; c++) {
      vars.add(variable(spec, parts, c));
      Variable v = vars.get(c);
      for (int p = 0; p < parts.size(); p++) {
        List<String> local = parts.get(p).levels().get(c);
        if (v.isDiscrete()) {
          remap[p][c] = new int[local.size()];
          for (int l = 0; l < local.size(); l++) {
            remap[p][c][l] = v.codeOf(local.get(l));
          }
        }
      }
    }
    int blockRows =
        (int) Math.max(1, Math.min(MAX_BLOCK_ROWS, -Math.floorDiv(-total, 2L * parallelism)));
    int[] first = new int[parts.size()];
    int b = 0;
    for (int p = 0; p < parts.size(); p++) {
      first[p] = b;
      b += (parts.get(p).rows() + blockRows - 1) / blockRows;
    }
    return new Encoding(vars, remap, first, blockRows, (int) total, b);
  }

  private static Variable variable(ReadSpec spec, List<LocalBlock.Summary> parts, int c) {
    String name = spec.names().get(c);
    VariableType type = spec.forcedTypes().get(c);
    if (type == null) {
      boolean numeric = true;
      boolean any = false;
      for (LocalBlock.Summary s : parts) {
        numeric &= s.numericOnly()[c];
        any |= s.anyNumber()[c];
      }
      type = numeric && any ? VariableType.CONTINUOUS : VariableType.DISCRETE;
    }
    Set<String> present = new LinkedHashSet<>();
    for (LocalBlock.Summary s : parts) {
      List<String> local = s.levels().get(c);
      if (local != null) {
        present.addAll(local);
      }
    }
    if (type == VariableType.CONTINUOUS) {
      for (String level : present) {
        if (!Double.isFinite(CellTexts.number(level))) {
          throw new DataException(
              spec.source()
                  + ": column '"
                  + name
                  + "' holds "
                  + level
                  + ", which is not a finite number; treat it as missing or fix it");
        }
      }
      return Variable.continuous(name);
    }
    List<String> given = spec.givenLevels().get(c);
    return Variable.discrete(name, given != null ? given : CellTexts.sortedLevels(present));
  }

  List<Variable> variables() {
    return variables;
  }

  int rows() {
    return rows;
  }

  /** The number of encoded blocks. */
  int blocks() {
    return blocks;
  }

  int blockRows() {
    return blockRows;
  }

  int firstBlock(int partition) {
    return firstBlock[partition];
  }

  int[] remap(int partition, int column) {
    return remap[partition][column];
  }

  boolean wide(int column) {
    return wide[column];
  }
}
