package org.structlearn.cli;

import java.nio.charset.Charset;

/** An encoding by name, or a message listing common ones (not Java's exception text). */
final class CharsetName implements picocli.CommandLine.ITypeConverter<Charset> {
  @Override
  public Charset convert(String name) {
    try {
      return Charset.forName(name.strip());
    } catch (IllegalArgumentException e) { // unsupported or illegal name
      throw new picocli.CommandLine.TypeConversionException(
          "unknown encoding '"
              + name
              + "'; e.g. UTF-8 (the default), ISO-8859-1 (Latin-1), windows-1252, UTF-16");
    }
  }
}
