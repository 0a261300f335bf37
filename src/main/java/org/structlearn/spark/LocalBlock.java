package org.structlearn.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.data.DataException;

/**
 * The rows of one Spark partition as first read: each column coded against a dictionary of its own
 * (see {@link ColumnBuilder}), so the source is read once; the driver then merges the partitions'
 * dictionaries into the data set's levels ({@link Encoding}) and each block is recoded in memory.
 */
final class LocalBlock {
  private final ReadSpec spec;
  private final int partition;
  private final ColumnBuilder[] columns;
  private int rows;
  private int seen;

  LocalBlock(ReadSpec spec, int partition) {
    this.spec = spec;
    this.partition = partition;
    this.columns = new ColumnBuilder[spec.names().size()];
    for (int c = 0; c < columns.length; c++) {
      columns[c] = new ColumnBuilder(spec, c);
    }
  }

  /**
   * Adds one row of cells (null is the empty cell). A row with a missing cell is refused, or
   * dropped when the options say so.
   */
  void add(String[] cells) {
    int row = seen++;
    int missing = -1;
    for (int c = 0; c < cells.length; c++) {
      if (cells[c] == null) {
        cells[c] = "";
      }
      if (missing < 0 && spec.isMissing(c, cells[c])) {
        missing = c;
      }
    }
    if (missing >= 0) {
      if (!spec.dropMissing()) {
        throw new DataException(
            spec.source()
                + ": column '"
                + spec.names().get(missing)
                + "' is missing in partition "
                + partition
                + ", row "
                + (row + 1)
                + " of it; impute it, or drop incomplete rows (MissingValues.DROP_ROWS, CLI "
                + "--drop-missing)");
      }
      for (int c = 0; c < cells.length; c++) {
        if (!spec.isMissing(c, cells[c])) {
          columns[c].observe(cells[c]);
        }
      }
      return;
    }
    for (int c = 0; c < cells.length; c++) {
      columns[c].add(cells[c], partition, row);
    }
    rows++;
  }

  int partition() {
    return partition;
  }

  /** What the driver needs to choose types and levels. */
  Summary summary() {
    List<List<String>> levels = new ArrayList<>();
    boolean[] numericOnly = new boolean[columns.length];
    boolean[] anyNumber = new boolean[columns.length];
    for (int c = 0; c < columns.length; c++) {
      levels.add(columns[c].levels());
      numericOnly[c] = columns[c].numericOnly();
      anyNumber[c] = columns[c].anyNumber();
    }
    return new Summary(partition, rows, seen, levels, numericOnly, anyNumber);
  }

  /**
   * The block recoded as final blocks of at most {@code blockRows} rows each, numbered from {@code
   * firstIndex}.
   */
  List<EncodedBlock> encode(Encoding encoding, int firstIndex, int blockRows) {
    List<EncodedBlock> out = new ArrayList<>();
    int index = firstIndex;
    for (int from = 0; from < rows; from += blockRows) {
      int to = Math.min(rows, from + blockRows);
      Object[] cols = new Object[columns.length];
      for (int c = 0; c < columns.length; c++) {
        cols[c] = columns[c].slice(from, to, encoding.remap(partition, c), encoding.wide(c));
      }
      out.add(new EncodedBlock(index++, to - from, cols));
    }
    return out;
  }

  /**
   * A partition's rows kept and read, and per column its local levels (null when it holds numbers),
   * whether every non-missing cell is a number and whether there is one.
   */
  record Summary(
      int partition,
      int rows,
      int rowsRead,
      List<List<String>> levels,
      boolean[] numericOnly,
      boolean[] anyNumber)
      implements Serializable {}
}
