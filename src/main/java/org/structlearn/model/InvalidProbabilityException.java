package org.structlearn.model;

/**
 * A conditional probability table with a negative or NaN entry, or a row that does not sum to 1
 * within {@link DiscreteCpd#TOLERANCE}. The message names the variable and the parent configuration
 * (by level names when they are known).
 */
public class InvalidProbabilityException extends ModelException {
  public InvalidProbabilityException(String message) {
    super(message);
  }
}
