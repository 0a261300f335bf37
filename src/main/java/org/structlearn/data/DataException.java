package org.structlearn.data;

import org.structlearn.StructlearnException;

/**
 * Bad data: a missing value, an unknown level, a duplicate column name, an empty file and the like.
 */
public class DataException extends StructlearnException {
  public DataException(String message) {
    super(message);
  }

  public DataException(String message, Throwable cause) {
    super(message, cause);
  }
}
