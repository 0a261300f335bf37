package org.structlearn.spark;

import java.io.Serializable;

/**
 * A run of rows of the encoded data, held column by column as Spark caches it: a discrete column as
 * one byte per row (its level code, read unsigned) or an {@code int[]} when it has more than 256
 * levels, a continuous one as a {@code double[]}. The {@code index} orders the blocks of a data set
 * (the rows of block i come before those of block i + 1 in the source), so statistics merged in
 * block order do not depend on how Spark placed the blocks.
 *
 * @param index the block's position among the data set's blocks
 * @param rows the number of rows
 * @param columns per column a {@code byte[]}, {@code int[]} or {@code double[]} of {@code rows}
 *     entries
 */
record EncodedBlock(int index, int rows, Object[] columns) implements Serializable {

  /** The level code of a discrete column at a row. */
  int code(int column, int row) {
    Object c = columns[column];
    return c instanceof byte[] b ? b[row] & 0xFF : ((int[]) c)[row];
  }
}
