package org.structlearn;

/**
 * Base of every exception structlearn throws for bad input. Messages name the offending place
 * (column, row, line, option) and say what to do about it. One subclass is not about input: {@link
 * InterruptedRunException}, a long call stopped by {@link Thread#interrupt()}.
 */
public class StructlearnException extends RuntimeException {
  public StructlearnException(String message) {
    super(message);
  }

  public StructlearnException(String message, Throwable cause) {
    super(message, cause);
  }
}
