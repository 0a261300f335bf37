package org.structlearn;

import java.util.function.Supplier;

/**
 * Checks for {@link Thread#interrupt()} inside long loops. A check reads the thread's interrupt
 * flag without clearing it (a volatile read, negligible beside a family score or a block of rows),
 * so a stopped call leaves the flag set for its caller.
 *
 * <p>Worker threads check the thread that started the call (the <em>owner</em>), not themselves:
 * the owner is the one a user or a notebook kernel interrupts, and checking it lets every worker
 * stop at its next check without the interrupt having to be forwarded.
 *
 * <p>A {@link #quietThread quiet thread} (a warm-up's) is interrupted only to stop work whose
 * result nobody reads: a check on it throws without building the message. A warm-up is stopped
 * exactly when the real search starts, and in a fresh JVM the first {@code String.format} of a
 * message (the formatter's classes, locale data and pattern parsing, run interpreted) cost the
 * warm-up's core 10–20 ms beside that search.
 */
public final class Interrupts {
  private Interrupts() {}

  /**
   * Throws if the current thread has been interrupted.
   *
   * @param message what was interrupted and how far it got, built only when needed
   * @throws InterruptedRunException with that message; the interrupt flag stays set
   */
  public static void check(Supplier<String> message) {
    check(Thread.currentThread(), message);
  }

  /**
   * Throws if {@code owner}, the thread that started the call, has been interrupted; may be called
   * from worker threads.
   *
   * @throws InterruptedRunException with the message; the owner's interrupt flag stays set
   */
  public static void check(Thread owner, Supplier<String> message) {
    if (owner.isInterrupted()) {
      throw owner instanceof Quiet
          ? new QuietInterrupt()
          : new InterruptedRunException(message.get());
    }
  }

  /**
   * A daemon thread running {@code run} whose interruption builds no message: {@link #check} on it
   * throws an {@link InterruptedRunException} that says only "interrupted" and has no stack trace.
   * For work whose result nobody reads, such as a warm-up.
   */
  public static Thread quietThread(Runnable run, String name) {
    Thread t = new Quiet(run, name);
    t.setDaemon(true);
    return t;
  }

  /** Whether {@code thread} was made by {@link #quietThread}. */
  public static boolean isQuiet(Thread thread) {
    return thread instanceof Quiet;
  }

  private static final class Quiet extends Thread {
    Quiet(Runnable run, String name) {
      super(run, name);
    }
  }

  private static final class QuietInterrupt extends InterruptedRunException {
    QuietInterrupt() {
      super("interrupted");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      return this; // nobody reads it
    }
  }

  /**
   * For code that caught an {@link InterruptedException} (which clears the flag): sets the current
   * thread's interrupt flag again and returns the exception to throw.
   */
  public static InterruptedRunException interrupted(String message, InterruptedException cause) {
    Thread.currentThread().interrupt();
    return new InterruptedRunException(message, cause);
  }
}
