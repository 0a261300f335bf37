package org.structlearn.io;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.zip.ZipException;
import org.structlearn.StructlearnException;

/**
 * The one place that turns the bytes of a text input into text: every reader of the {@code io}
 * package (CSV data, level files, BIF, JSON, graph files) goes through it. It decompresses gzip
 * (told apart by content, not by name), decodes <b>strictly</b> (a byte sequence that is not valid
 * in the encoding is an {@link EncodingException} naming the file, the line and the byte offset,
 * never a silent U+FFFD), and drops a leading byte-order mark. The default encoding is UTF-8.
 *
 * <p>Time and memory are linear in the input: the decompressed bytes and the text are held once
 * each while decoding.
 */
public final class TextFiles {
  private TextFiles() {}

  /**
   * The text of a file, decompressed if it starts with the gzip magic bytes, decoded strictly as
   * UTF-8.
   *
   * @throws EncodingException if a byte sequence is not valid UTF-8
   * @throws StructlearnException if it cannot be read, naming the file and the reason
   */
  public static String read(Path file) {
    return read(file, StandardCharsets.UTF_8);
  }

  /**
   * The text of a file, decompressed if it starts with the gzip magic bytes, decoded strictly in
   * the given encoding, without a leading byte-order mark.
   *
   * @throws EncodingException if a byte sequence is not valid in the encoding
   * @throws StructlearnException if it cannot be read or is a truncated or corrupt gzip file,
   *     naming the file and the reason
   */
  public static String read(Path file, Charset charset) {
    try (InputStream in = Compression.open(file)) {
      return decode(in.readAllBytes(), file.toString(), charset);
    } catch (IOException e) {
      throw readError(file.toString(), e);
    }
  }

  /**
   * As {@link #read(Path, Charset)} for a stream (which is read to its end, not closed).
   *
   * @param sourceName names the input in error messages, e.g. the file name
   */
  public static String read(InputStream in, String sourceName, Charset charset) {
    try {
      return decode(Compression.decompressIfGzip(in).readAllBytes(), sourceName, charset);
    } catch (IOException e) {
      throw readError(sourceName, e);
    }
  }

  /**
   * The bytes of a file as a stream, decompressed if it starts with the gzip magic bytes, not
   * decoded: for callers that read only the first lines of a possibly large file (a preview), which
   * {@link #read} would load whole. The caller closes it.
   */
  public static InputStream open(Path file) throws IOException {
    return Compression.open(file);
  }

  /** A reader of the text of a file, as {@link #read(Path, Charset)} decodes it. */
  public static Reader reader(Path file, Charset charset) {
    return new StringReader(read(file, charset));
  }

  /**
   * Decodes bytes strictly, dropping a leading byte-order mark.
   *
   * @param sourceName names the input in error messages
   * @throws EncodingException at the first byte sequence that is not valid in the encoding, naming
   *     the line and byte offset and suggesting an encoding
   */
  public static String decode(byte[] bytes, String sourceName, Charset charset) {
    CharsetDecoder decoder =
        charset
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(1 << 16);
    StringBuilder text = new StringBuilder(bytes.length);
    boolean flushing = false;
    while (true) {
      CoderResult r = flushing ? decoder.flush(out) : decoder.decode(in, out, true);
      out.flip();
      text.append(out);
      out.clear();
      if (r.isError()) {
        throw encodingError(bytes, in.position(), text, sourceName, charset);
      }
      if (r.isUnderflow()) {
        if (flushing) {
          break;
        }
        flushing = true;
      }
    }
    if (text.length() > 0 && text.charAt(0) == '\uFEFF') {
      text.deleteCharAt(0);
    }
    return text.toString();
  }

  static StructlearnException readError(String source, IOException e) {
    if (e instanceof EOFException || e instanceof ZipException) {
      String detail =
          e instanceof EOFException || e.getMessage() == null
              ? "unexpected end of the compressed data"
              : e.getMessage().toLowerCase(java.util.Locale.ROOT);
      return new StructlearnException(
          "file "
              + source
              + " is a truncated or corrupt gzip file ("
              + detail
              + "); copy or download it again (gzip -t tests a file)",
          e);
    }
    return new StructlearnException(IoErrors.message("read", source, e), e);
  }

  private static EncodingException encodingError(
      byte[] bytes, int offset, CharSequence before, String source, Charset charset) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < before.length(); i++) {
      if (before.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    int column = before.length() - lineStart + 1;
    return encodingError(
        source,
        charset,
        line,
        column,
        offset,
        offset < bytes.length ? bytes[offset] & 0xff : -1,
        suggestion(startsWithUtf16Mark(bytes), hasC1Byte(bytes, bytes.length), charset));
  }

  /**
   * The error for a byte sequence not valid in the charset.
   *
   * @param line 1-based line of the bad byte
   * @param column 1-based character of the line
   * @param offset 0-based byte offset
   * @param badByte the byte at the offset, or -1 if the input ended there
   */
  static EncodingException encodingError(
      String source,
      Charset charset,
      long line,
      long column,
      long offset,
      int badByte,
      String suggestion) {
    return new EncodingException(
        source,
        Math.toIntExact(line),
        offset,
        source
            + ", line "
            + line
            + ", character "
            + column
            + " (byte offset "
            + offset
            + (badByte >= 0 ? String.format(", byte 0x%02X", badByte) : "")
            + "): not valid "
            + charset.name()
            + "; "
            + suggestion);
  }

  static boolean startsWithUtf16Mark(byte[] bytes) {
    return bytes.length >= 2
        && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
            || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE));
  }

  /** Whether one of the first {@code n} bytes is in 0x80-0x9F (C1 controls in Latin-1). */
  static boolean hasC1Byte(byte[] bytes, int n) {
    for (int i = 0; i < n; i++) {
      int u = bytes[i] & 0xff;
      if (u >= 0x80 && u <= 0x9F) {
        return true;
      }
    }
    return false;
  }

  /** What to tell the user: an encoding that fits the bytes, or to name the file's encoding. */
  static String suggestion(boolean utf16Mark, boolean c1Byte, Charset charset) {
    if (!charset.equals(StandardCharsets.UTF_8)) {
      return "give the file's encoding (--encoding NAME, CsvOptions.encoding), or convert it";
    }
    String guess = "ISO-8859-1";
    String what = "ISO-8859-1 (Latin-1)";
    if (utf16Mark) {
      guess = "UTF-16";
      what = "UTF-16 (it starts with a UTF-16 byte-order mark)";
    } else if (c1Byte) {
      // Latin-1 has only control characters at 0x80-0x9F; Windows' cp1252 has € ‘ ’ “ ” there
      guess = "windows-1252";
      what = "windows-1252 (Windows Latin-1)";
    }
    return "if the file is "
        + what
        + ", give --encoding "
        + guess
        + " for a data or level file (CsvOptions.encoding in the library), or convert it to UTF-8"
        + " (iconv -f "
        + guess
        + " -t UTF-8)";
  }
}
