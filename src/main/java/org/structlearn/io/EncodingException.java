package org.structlearn.io;

import org.structlearn.StructlearnException;

/**
 * A text input holding a byte sequence that is not valid in the encoding it is read with (by
 * default UTF-8). The message names the file, the line and the byte offset of the first bad byte,
 * and suggests an encoding that fits (e.g. {@code --encoding ISO-8859-1}).
 */
public class EncodingException extends StructlearnException {
  private final String source;
  private final int line;
  private final long byteOffset;

  /**
   * @param source the file or stream read
   * @param line the 1-based line of the first bad byte
   * @param byteOffset the 0-based offset of the first bad byte in the (decompressed) content
   * @param message the whole message
   */
  public EncodingException(String source, int line, long byteOffset, String message) {
    super(message);
    this.source = source;
    this.line = line;
    this.byteOffset = byteOffset;
  }

  /** The file or stream read. */
  public String source() {
    return source;
  }

  /** The 1-based line of the first bad byte. */
  public int line() {
    return line;
  }

  /** The 0-based offset of the first bad byte in the (decompressed) content. */
  public long byteOffset() {
    return byteOffset;
  }
}
