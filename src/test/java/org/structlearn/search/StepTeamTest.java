package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;
import org.structlearn.Cancellations;

class StepTeamTest {
  @Test
  void everyIndexRunsOnceInEveryBatchAndTheHelpersEndOnClose() throws Exception {
    Set<String> threads = ConcurrentHashMap.newKeySet();
    try (StepTeam team = StepTeam.start("test", 3)) {
      assertEquals(3, team.threads());
      for (int batch = 0; batch < 200; batch++) {
        int count = 1 + batch % 97;
        AtomicIntegerArray runs = new AtomicIntegerArray(count);
        team.forEach(
            count,
            1 + batch % 5,
            i -> {
              runs.incrementAndGet(i);
              threads.add(Thread.currentThread().getName());
              // long enough for helpers to claim chunks too
              for (long t = System.nanoTime(); System.nanoTime() - t < 2_000; ) {
                Thread.onSpinWait();
              }
            });
        for (int i = 0; i < count; i++) {
          assertEquals(1, runs.get(i), "batch " + batch + " index " + i);
        }
      }
    }
    assertTrue(threads.contains(Thread.currentThread().getName()), threads.toString());
    assertEquals(List.of(), Cancellations.structlearnThreads());
  }

  @Test
  void aFailureInAnyThreadIsRethrownInTheCallerAndTheTeamGoesOn() {
    try (StepTeam team = StepTeam.start("test", 2)) {
      IllegalStateException boom = new IllegalStateException("boom");
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class,
              () ->
                  team.forEach(
                      64,
                      4,
                      i -> {
                        if (i == 37) {
                          throw boom;
                        }
                      }));
      assertSame(boom, e);
      AtomicIntegerArray runs = new AtomicIntegerArray(10);
      team.forEach(10, 1, runs::incrementAndGet);
      for (int i = 0; i < 10; i++) {
        assertEquals(1, runs.get(i));
      }
    }
    assertEquals(List.of(), Cancellations.structlearnThreads());
  }

  @Test
  void oneThreadIsNoTeam() {
    assertNull(StepTeam.start("test", 1));
    assertThrows(IllegalArgumentException.class, () -> StepTeam.start("test", 0));
  }

  @Test
  void helpersThatParkedWakeForTheNextBatch() throws Exception {
    try (StepTeam team = StepTeam.start("test", 2)) {
      team.forEach(4, 1, i -> {});
      Thread.sleep(StepTeam.SPIN_NANOS / 1_000_000 * 5); // the helper parks
      Set<String> threads = ConcurrentHashMap.newKeySet();
      long deadline = System.nanoTime() + 10_000_000_000L;
      while (threads.size() < 2 && System.nanoTime() < deadline) {
        team.forEach(
            64,
            1,
            i -> {
              threads.add(Thread.currentThread().getName());
              for (long t = System.nanoTime(); System.nanoTime() - t < 20_000; ) {
                Thread.onSpinWait();
              }
            });
      }
      assertEquals(2, threads.size(), threads.toString());
    }
  }
}
