package org.structlearn.io;

import java.util.ArrayList;
import java.util.List;

/**
 * A column of cells that grows in chunks while a file is read (the first of about 1 KiB, each next
 * one twice as large up to just under {@link #MAX_BYTES}), so that growing never copies what was
 * read and never holds much more than the cells (a doubling array would need the old and the new
 * array at once, up to three times the final size). Chunks stay below half of G1's smallest region
 * (1 MiB), so none is a "humongous" object that would take a whole region or two for itself. {@link
 * #toArray} concatenates the chunks into one exact-size array and releases them, so the peak is the
 * cells once plus one column.
 *
 * <p>Holds one-byte codes ({@code byte[]} chunks), {@code int} codes ({@code int[]}), or {@code
 * double} values ({@code double[]}); {@link #widenToInts()} turns byte codes into int codes when a
 * column passes 256 distinct values.
 */
final class CellChunks {
  /** Bytes of the largest chunk (array header included). */
  static final int MAX_BYTES = 1 << 19;

  /** Bytes of the first chunk, so that a small file takes little memory. */
  static final int FIRST_BYTES = 1 << 10;

  private final List<Object> full = new ArrayList<>();
  private long fullCells;
  private Object current;
  private int capacity;
  private int used;

  private int chunkBytes = FIRST_BYTES;

  private CellChunks(Object kind) {
    current = like(kind, cells(kind, FIRST_BYTES));
    capacity = length(current);
  }

  static CellChunks bytes() {
    return new CellChunks(new byte[0]);
  }

  static CellChunks ints() {
    return new CellChunks(new int[0]);
  }

  static CellChunks doubles() {
    return new CellChunks(new double[0]);
  }

  /** Cells of an array like {@code kind} that takes {@code bytes} bytes with its header. */
  private static int cells(Object kind, int bytes) {
    int size = kind instanceof byte[] ? 1 : kind instanceof int[] ? 4 : 8;
    return (bytes - 64) / size;
  }

  boolean holdsBytes() {
    return current instanceof byte[];
  }

  /** Number of cells appended. */
  long size() {
    return fullCells + used;
  }

  void addCode(int code) {
    if (used == capacity) {
      next();
    }
    if (current instanceof byte[] b) {
      b[used++] = (byte) code;
    } else {
      ((int[]) current)[used++] = code;
    }
  }

  void addDouble(double value) {
    if (used == capacity) {
      next();
    }
    ((double[]) current)[used++] = value;
  }

  private void next() {
    full.add(current);
    fullCells += capacity;
    chunkBytes = Math.min(MAX_BYTES, 2 * chunkBytes);
    current = like(current, cells(current, chunkBytes));
    capacity = length(current);
    used = 0;
  }

  private static Object like(Object array, int n) {
    return array instanceof byte[]
        ? new byte[n]
        : array instanceof int[] ? new int[n] : new double[n];
  }

  private static int length(Object chunk) {
    return chunk instanceof byte[] b
        ? b.length
        : chunk instanceof int[] a ? a.length : ((double[]) chunk).length;
  }

  /** Chunk {@code k} ({@code full.size()} is the current one). */
  private Object chunk(int k) {
    return k < full.size() ? full.get(k) : current;
  }

  /** Cells used in chunk {@code k}. */
  private int cells(int k) {
    return k < full.size() ? length(full.get(k)) : used;
  }

  private void setChunk(int k, Object chunk) {
    if (k < full.size()) {
      full.set(k, chunk);
    } else {
      current = chunk;
    }
  }

  /** Byte codes become int codes (read unsigned); already int codes stay. */
  void widenToInts() {
    if (!holdsBytes()) {
      return;
    }
    for (int k = 0; k <= full.size(); k++) {
      byte[] b = (byte[]) chunk(k);
      int[] out = new int[b.length];
      for (int i = 0; i < b.length; i++) {
        out[i] = b[i] & 0xFF;
      }
      setChunk(k, out);
    }
  }

  /** Replaces every code {@code c} by {@code map[c]}, in place. */
  void remap(int[] map) {
    for (int k = 0; k <= full.size(); k++) {
      Object chunk = chunk(k);
      int n = cells(k);
      if (chunk instanceof byte[] b) {
        for (int i = 0; i < n; i++) {
          b[i] = (byte) map[b[i] & 0xFF];
        }
      } else {
        int[] a = (int[]) chunk;
        for (int i = 0; i < n; i++) {
          a[i] = map[a[i]];
        }
      }
    }
  }

  /**
   * The codes as doubles, {@code values[code]}, in new chunks; these chunks become double chunks.
   */
  void codesToDoubles(double[] values) {
    for (int k = 0; k <= full.size(); k++) {
      Object chunk = chunk(k);
      int n = cells(k);
      double[] out = new double[length(chunk)];
      for (int i = 0; i < n; i++) {
        out[i] = values[chunk instanceof byte[] b ? b[i] & 0xFF : ((int[]) chunk)[i]];
      }
      setChunk(k, out);
    }
  }

  /**
   * The cells as one array of their exact number ({@code byte[]}, {@code int[]} or {@code
   * double[]}); the chunks are released as they are copied, and this column is empty after.
   */
  Object toArray() {
    Object out = like(current, Math.toIntExact(size()));
    int at = 0;
    for (int k = 0; k < full.size(); k++) {
      int n = length(full.get(k));
      System.arraycopy(full.get(k), 0, out, at, n);
      full.set(k, null);
      at += n;
    }
    System.arraycopy(current, 0, out, at, used);
    full.clear();
    fullCells = 0;
    chunkBytes = FIRST_BYTES;
    current = like(out, cells(out, FIRST_BYTES));
    capacity = length(current);
    used = 0;
    return out;
  }
}
