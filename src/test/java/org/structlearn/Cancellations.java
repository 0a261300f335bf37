package org.structlearn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * Test support for cancellation: runs a call on its own thread, interrupts it once the call has
 * signalled progress, and reports how it ended. The 30 s bounds only detect a hang.
 */
public final class Cancellations {
  private static final long HANG_SECONDS = 30;

  private Cancellations() {}

  /** How an interrupted call ended. */
  public record Outcome(
      Object result,
      Throwable thrown,
      boolean flagSet,
      boolean stillRunning,
      boolean runningAtInterrupt) {}

  /**
   * Starts {@code call} on a new thread, waits until {@code progressed} opens, interrupts the
   * thread and waits for it to end.
   */
  public static Outcome interruptAfter(CountDownLatch progressed, Callable<?> call)
      throws InterruptedException {
    return interruptAfter(progressed, new CountDownLatch(0), call);
  }

  /**
   * As {@link #interruptAfter(CountDownLatch, Callable)}, opening {@code interrupted} once the
   * interrupt is sent (for worker threads that wait for it; see {@link #awaitInterrupt}).
   */
  public static Outcome interruptAfter(
      CountDownLatch progressed, CountDownLatch interrupted, Callable<?> call)
      throws InterruptedException {
    return interruptAfter(progressed, interrupted, 0, call);
  }

  /**
   * As {@link #interruptAfter(CountDownLatch, Callable)}, waiting {@code graceMillis} more after
   * the latch opens: a call meant never to end on its own must still be running then ({@link
   * Outcome#runningAtInterrupt()}), which catches a loop bound that silently came out empty.
   */
  public static Outcome interruptAfter(
      CountDownLatch progressed, long graceMillis, Callable<?> call) throws InterruptedException {
    return interruptAfter(progressed, new CountDownLatch(0), graceMillis, call);
  }

  private static Outcome interruptAfter(
      CountDownLatch progressed, CountDownLatch interrupted, long graceMillis, Callable<?> call)
      throws InterruptedException {
    Object[] result = new Object[1];
    Throwable[] thrown = new Throwable[1];
    boolean[] flag = new boolean[1];
    Thread t =
        new Thread(
            () -> {
              try {
                result[0] = call.call();
              } catch (Throwable e) {
                thrown[0] = e;
              }
              flag[0] = Thread.currentThread().isInterrupted();
            },
            "test-run");
    t.start();
    assertTrue(
        progressed.await(HANG_SECONDS, TimeUnit.SECONDS), "the call made no progress in 30 s");
    if (graceMillis > 0) {
      t.join(graceMillis);
    }
    boolean running = t.isAlive();
    t.interrupt();
    interrupted.countDown();
    t.join(TimeUnit.SECONDS.toMillis(HANG_SECONDS));
    return new Outcome(result[0], thrown[0], flag[0], t.isAlive(), running);
  }

  /**
   * Asserts that the call stopped with an {@link InterruptedRunException} whose message contains
   * every fragment, that the interrupt flag was set when it returned, and that no {@code
   * structlearn-*} thread is left.
   */
  public static InterruptedRunException assertStopped(Outcome o, String... fragments) {
    assertTrue(o.runningAtInterrupt(), "the call had already ended when it was to be interrupted");
    assertFalse(o.stillRunning(), "the call did not stop within 30 s of the interrupt");
    InterruptedRunException e = assertInstanceOf(InterruptedRunException.class, o.thrown());
    for (String f : fragments) {
      assertTrue(e.getMessage().contains(f), e.getMessage());
    }
    assertTrue(o.flagSet(), "the interrupt flag was cleared");
    assertEquals(List.of(), structlearnThreads());
    return e;
  }

  /**
   * Waits (up to 30 s) until the latch opens; on the interrupted thread itself the wait ends with
   * the interrupt, whose flag is set again.
   */
  public static void awaitInterrupt(CountDownLatch interrupted) {
    try {
      interrupted.await(HANG_SECONDS, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Names of the live threads whose name starts with {@code structlearn-}. */
  public static List<String> structlearnThreads() {
    List<String> out = new ArrayList<>();
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      if (t.isAlive() && t.getName().startsWith(WorkerPool.THREAD_PREFIX)) {
        out.add(t.getName());
      }
    }
    return out;
  }

  /**
   * Discrete data with {@code vars} three-level variables and {@code rows} rows, each variable a
   * noisy function of the two before it, so a search finds many arcs to add.
   */
  public static Dataset discreteData(int vars, int rows, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Variable> variables = new ArrayList<>();
    List<Object> columns = new ArrayList<>();
    for (int v = 0; v < vars; v++) {
      variables.add(Variable.discrete("X" + v, List.of("a", "b", "c")));
      byte[] col = new byte[rows];
      for (int r = 0; r < rows; r++) {
        int parents = 0;
        if (v > 0) {
          parents += ((byte[]) columns.get(v - 1))[r];
        }
        if (v > 1) {
          parents += 2 * ((byte[]) columns.get(v - 2))[r];
        }
        col[r] = (byte) (rnd.nextDouble() < 0.3 ? rnd.nextInt(3) : parents % 3);
      }
      columns.add(col);
    }
    return Dataset.of(variables, columns);
  }
}
