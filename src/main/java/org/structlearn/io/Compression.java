package org.structlearn.io;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/**
 * Opens files that may be gzip-compressed, recognised by their magic bytes. (Writing, compressed by
 * the .gz suffix, goes through {@link OutputFiles}.)
 */
final class Compression {
  private Compression() {}

  /** A stream of the file's content, decompressed if the file starts with the gzip magic bytes. */
  static InputStream open(Path path) throws IOException {
    return decompressIfGzip(Files.newInputStream(path));
  }

  /** The stream, decompressed if it starts with the gzip magic bytes 1f 8b. */
  static InputStream decompressIfGzip(InputStream raw) throws IOException {
    BufferedInputStream in = new BufferedInputStream(raw, 1 << 16);
    in.mark(2);
    int b1 = in.read();
    int b2 = in.read();
    in.reset();
    if (b1 == 0x1f && b2 == 0x8b) {
      return new BufferedInputStream(new GZIPInputStream(in, 1 << 16), 1 << 16);
    }
    return in;
  }
}
