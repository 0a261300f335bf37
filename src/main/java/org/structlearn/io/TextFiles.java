package org.structlearn.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.structlearn.StructlearnException;

/** Whole text files, plain or gzip-compressed (told apart by content). */
public final class TextFiles {
  private TextFiles() {}

  /**
   * The text of a file, decompressed if it starts with the gzip magic bytes, decoded as UTF-8.
   *
   * @throws StructlearnException if it cannot be read, naming the file and the reason
   */
  public static String read(Path file) {
    try (InputStream in = Compression.open(file)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new StructlearnException(IoErrors.message("read", file, e), e);
    }
  }
}
