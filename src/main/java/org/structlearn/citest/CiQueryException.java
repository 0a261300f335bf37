package org.structlearn.citest;

import org.structlearn.StructlearnException;

/**
 * A conditional-independence query that cannot be answered: an index out of range, a variable
 * tested against itself, x or y in the conditioning set, a repeated conditioning variable, or a
 * column the test cannot use (a continuous column in a discrete test). The message names the
 * variable and says what to do; {@link #variable()} gives its name (or index, if out of range).
 */
public class CiQueryException extends StructlearnException {
  private final String variable;

  public CiQueryException(String variable, String message) {
    super(message);
    this.variable = variable;
  }

  /** The name of the offending variable, or its index as text if it is out of range. */
  public String variable() {
    return variable;
  }
}
