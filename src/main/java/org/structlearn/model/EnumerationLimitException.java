package org.structlearn.model;

/**
 * A network too large for exact inference by enumeration: its joint state space passes {@link
 * MarkovEnumeration#MAX_STATES}. The message states the size and the limit.
 */
public class EnumerationLimitException extends ModelException {
  public EnumerationLimitException(String message) {
    super(message);
  }
}
