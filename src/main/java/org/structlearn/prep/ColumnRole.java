package org.structlearn.prep;

/**
 * What a column of the user's table is taken to be ({@link ColumnRoles}): kept as a category or a
 * number, or left out, and why.
 */
public enum ColumnRole {
  /** A discrete variable: its distinct values are the levels. */
  CATEGORY("category", true),
  /** A continuous variable. */
  NUMBER("number", true),
  /** A different value in (nearly) every row, such as a name or a ticket number: left out. */
  IDENTIFIER("identifier, left out", false),
  /** A number column with one value in every row: carries nothing, and breaks Gaussian fits. */
  CONSTANT("constant, left out", false),
  /** No value at all, every cell missing: left out. */
  EMPTY("empty, left out", false),
  /** Left out because the user said so. */
  DROPPED("dropped as asked", false);

  private final String text;
  private final boolean kept;

  ColumnRole(String text, boolean kept) {
    this.text = text;
    this.kept = kept;
  }

  /** Whether the column stays in the table. */
  public boolean kept() {
    return kept;
  }

  /** How the role reads in a report, e.g. {@code identifier, left out}. */
  public String text() {
    return text;
  }
}
