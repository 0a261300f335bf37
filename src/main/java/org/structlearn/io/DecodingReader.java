package org.structlearn.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;

/**
 * The streaming form of {@link TextFiles#decode}: a reader of a byte stream decoded
 * <b>strictly</b>, block by block, without a leading byte-order mark. The first byte sequence that
 * is not valid in the charset is an {@link EncodingException} with the same message {@link
 * TextFiles} gives (file, line, character, byte offset, an encoding to try): lines and characters
 * are counted as the text is decoded, and to suggest an encoding the rest of the stream is scanned
 * once, on the error only. Memory: two 64 KiB buffers.
 */
final class DecodingReader extends Reader {
  private static final int BUFFER = 1 << 16;

  private final InputStream in;
  private final String source;
  private final Charset charset;
  private final CharsetDecoder decoder;
  private final ByteBuffer bytes = ByteBuffer.allocate(BUFFER);
  private final CharBuffer chars = CharBuffer.allocate(BUFFER);
  private long discarded; // bytes before bytes' index 0
  private long line = 1;
  private long column; // characters of the current line decoded so far
  private boolean utf16Mark;
  private boolean c1Byte;
  private boolean endOfInput;
  private boolean decodedAll;
  private boolean flushed;
  private boolean first = true;

  DecodingReader(InputStream in, String source, Charset charset) {
    this.in = in;
    this.source = source;
    this.charset = charset;
    this.decoder =
        charset
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    bytes.flip();
    chars.flip();
  }

  @Override
  public int read(char[] buf, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    while (!chars.hasRemaining()) {
      if (flushed) {
        return -1;
      }
      decodeMore();
    }
    int n = Math.min(len, chars.remaining());
    chars.get(buf, off, n);
    return n;
  }

  private void decodeMore() throws IOException {
    if (!endOfInput && bytes.remaining() < BUFFER / 2) {
      fill();
    }
    chars.clear();
    CoderResult r;
    if (!decodedAll) {
      r = decoder.decode(bytes, chars, endOfInput);
      decodedAll = endOfInput && r.isUnderflow();
    } else {
      r = decoder.flush(chars);
      flushed = r.isUnderflow();
    }
    chars.flip();
    count();
    if (r.isError()) {
      throw error();
    }
  }

  private void fill() throws IOException {
    discarded += bytes.position();
    bytes.compact();
    int start = bytes.position();
    while (bytes.hasRemaining()) {
      int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
      if (n < 0) {
        endOfInput = true;
        break;
      }
      bytes.position(bytes.position() + n);
    }
    byte[] a = bytes.array();
    if (discarded == 0 && start == 0 && bytes.position() >= 2) {
      utf16Mark = TextFiles.startsWithUtf16Mark(a);
    }
    for (int i = start; i < bytes.position() && !c1Byte; i++) {
      c1Byte = (a[i] & 0xff) >= 0x80 && (a[i] & 0xff) <= 0x9F;
    }
    bytes.flip();
  }

  /** Counts lines over the characters just decoded, and drops a leading byte-order mark. */
  private void count() {
    for (int i = chars.position(); i < chars.limit(); i++) {
      char c = chars.get(i);
      if (c == '\n') {
        line++;
        column = 0;
      } else if (c == 0) {
        // valid in every encoding, never in a text file: a binary file, or UTF-16 read as UTF-8
        throw new EncodingException(
            source,
            (int) line,
            discarded + bytes.position(),
            source
                + ": line "
                + line
                + ", character "
                + (column + 1)
                + " is a NUL character (byte 0): this is not a text file"
                + (utf16Mark ? "" : ", or it is UTF-16 or UTF-32 (give --encoding UTF-16)"));
      } else {
        column++;
      }
    }
    if (first && chars.hasRemaining()) {
      first = false;
      if (chars.get(chars.position()) == '\uFEFF') {
        chars.get();
      }
    }
  }

  private EncodingException error() throws IOException {
    long offset = discarded + bytes.position();
    int bad = bytes.hasRemaining() ? bytes.get(bytes.position()) & 0xff : -1;
    byte[] rest = new byte[BUFFER];
    for (int n = in.read(rest); n >= 0 && !c1Byte; n = in.read(rest)) {
      c1Byte = TextFiles.hasC1Byte(rest, n);
    }
    return TextFiles.encodingError(
        source,
        charset,
        line,
        column + 1,
        offset,
        bad,
        TextFiles.suggestion(utf16Mark, c1Byte, charset));
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
