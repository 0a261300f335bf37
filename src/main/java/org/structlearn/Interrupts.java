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
      throw new InterruptedRunException(message.get());
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
