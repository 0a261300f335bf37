package org.structlearn;

/**
 * Thrown when a long library call (a search, sampling, cross-validation, candidate or covariance
 * computation) stops because its thread was interrupted ({@link Thread#interrupt()}, a notebook's
 * "interrupt kernel", Ctrl-C on the command line). The message says what was interrupted and how
 * far it got, e.g. {@code hill climbing interrupted after 37 steps, score -218770.1}.
 *
 * <p>When it is thrown the interrupted thread's interrupt flag is set again, so code further up
 * that checks the flag (an executor, a loop over several runs) sees the interrupt too. By the time
 * it reaches the caller, every thread pool the call created has been shut down and its threads have
 * ended.
 *
 * <p>It extends {@link StructlearnException} so that one {@code catch} handles every way a library
 * call can fail; code that must tell an interrupt from bad input (the command line exits with 130
 * instead of 2) catches this type first.
 */
public class InterruptedRunException extends StructlearnException {
  public InterruptedRunException(String message) {
    super(message);
  }

  public InterruptedRunException(String message, Throwable cause) {
    super(message, cause);
  }
}
