package org.structlearn.cli;

import picocli.CommandLine;

/** What the commands that read data do with missing cells ({@code --missing-cells}). */
enum MissingCellPolicy {
  /** Drop the rows with a missing cell (complete-case analysis), said on the error stream. */
  drop_rows,
  /** Refuse the data at the first missing cell. */
  fail;

  @Override
  public String toString() {
    return name().replace('_', '-');
  }

  /** Reads drop-rows and fail, listing them for another value. */
  static final class Converter implements CommandLine.ITypeConverter<MissingCellPolicy> {
    @Override
    public MissingCellPolicy convert(String value) {
      for (MissingCellPolicy m : MissingCellPolicy.values()) {
        if (m.toString().equals(value)) {
          return m;
        }
      }
      throw new CommandLine.TypeConversionException(
          "expected drop-rows or fail but was '" + value + "'");
    }
  }
}
