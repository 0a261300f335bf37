package org.structlearn.io;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Opens files that may be gzip-compressed: by magic bytes when reading, by the .gz suffix when
 * writing.
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

  /** A stream that writes the file, gzip-compressed when its name ends in .gz. */
  static OutputStream create(Path path) throws IOException {
    OutputStream out = Files.newOutputStream(path);
    if (path.getFileName().toString().endsWith(".gz")) {
      return new GZIPOutputStream(out, 1 << 16);
    }
    return new java.io.BufferedOutputStream(out, 1 << 16);
  }
}
