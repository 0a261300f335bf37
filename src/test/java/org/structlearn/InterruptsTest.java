package org.structlearn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A check on an interrupted thread throws; on a quiet thread without building the message. */
class InterruptsTest {
  @AfterEach
  void clearFlag() {
    Thread.interrupted();
  }

  @Test
  void anInterruptedThreadGetsTheMessage() {
    AtomicInteger built = new AtomicInteger();
    Interrupts.check(() -> "never built " + built.incrementAndGet());
    assertEquals(0, built.get());
    Thread.currentThread().interrupt();
    InterruptedRunException e =
        assertThrows(
            InterruptedRunException.class,
            () ->
                Interrupts.check(
                    () -> "hill climbing interrupted after " + built.incrementAndGet()));
    assertEquals("hill climbing interrupted after 1", e.getMessage());
    assertTrue(e.getStackTrace().length > 0);
    assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
  }

  @Test
  void aQuietThreadBuildsNoMessage() throws InterruptedException {
    AtomicInteger built = new AtomicInteger();
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread t =
        Interrupts.quietThread(
            () -> {
              Thread.currentThread().interrupt();
              try {
                Interrupts.check(
                    () -> {
                      built.incrementAndGet();
                      return "a costly message";
                    });
              } catch (RuntimeException e) {
                thrown.set(e);
              }
            },
            "quiet-test");
    assertTrue(t.isDaemon());
    assertTrue(Interrupts.isQuiet(t));
    assertFalse(Interrupts.isQuiet(Thread.currentThread()));
    t.start();
    t.join();
    assertNotNull(thrown.get());
    assertTrue(thrown.get() instanceof InterruptedRunException);
    assertEquals("interrupted", thrown.get().getMessage());
    assertEquals(0, built.get());
    assertEquals(0, thrown.get().getStackTrace().length);
  }
}
