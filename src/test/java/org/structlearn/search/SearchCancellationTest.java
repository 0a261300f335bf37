package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.structlearn.Cancellations;
import org.structlearn.Cancellations.Outcome;
import org.structlearn.InterruptedRunException;
import org.structlearn.data.Dataset;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.LocalScore;
import org.structlearn.score.ScoreSpec;

/** Searches stop on {@link Thread#interrupt()} and leave no threads behind. */
class SearchCancellationTest {
  private static final Dataset DATA = Cancellations.discreteData(60, 20_000, 7);

  @AfterEach
  void clearFlag() {
    Thread.interrupted(); // tests that interrupt the test thread itself leave it clean
  }

  /** Many restarts: the run would take minutes; the interrupt comes after the fifth step. */
  private static SearchOptions longRun(int threads) {
    return SearchOptions.builder().threads(threads).restarts(100_000).perturb(3).seed(1).build();
  }

  private static SearchListener countDownAt(int step, CountDownLatch latch) {
    return s -> {
      if (s.iteration() >= step) {
        latch.countDown();
      }
    };
  }

  @ParameterizedTest(name = "{0} with {1} thread(s)")
  @CsvSource({"hc, 1", "hc, 2", "tabu, 1", "tabu, 2"})
  void aLongSearchStopsOnInterrupt(String algorithm, int threads) throws Exception {
    CountDownLatch progressed = new CountDownLatch(1);
    SearchOptions o = longRun(threads);
    SearchListener listener = countDownAt(5, progressed);
    Outcome out =
        Cancellations.interruptAfter(
            progressed,
            () ->
                algorithm.equals("hc")
                    ? new HillClimbing(o).learn(DATA, listener)
                    : new TabuSearch(o).learn(DATA, listener));
    String name = algorithm.equals("hc") ? "hill climbing" : "tabu search";
    Cancellations.assertStopped(out, name + " interrupted after ", " steps", ", score -");
  }

  @Test
  void aSearchStopsDuringTheFirstScoringOfAllMovesWithCandidates() throws Exception {
    // the first step scores every move; the interrupt lands while the workers score families
    CountDownLatch scoring = new CountDownLatch(1);
    ScoreSpec signalling = signallingAfter(100, scoring);
    SearchOptions o = longRun(2).toBuilder().score(signalling).candidates(10).build();
    Outcome out = Cancellations.interruptAfter(scoring, () -> new HillClimbing(o).learn(DATA));
    Cancellations.assertStopped(out, "hill climbing interrupted before its first step");
  }

  @Test
  void anInterruptRaisedInAListenerStopsTheSearchBeforeTheNextStep() {
    SearchOptions o = longRun(2);
    SearchListener interruptAtThree =
        s -> {
          if (s.iteration() == 3) {
            Thread.currentThread().interrupt();
          }
        };
    InterruptedRunException e =
        assertThrows(
            InterruptedRunException.class, () -> new HillClimbing(o).learn(DATA, interruptAtThree));
    assertTrue(
        e.getMessage().startsWith("hill climbing interrupted after 3 steps, score -"),
        e.getMessage());
    assertTrue(Thread.currentThread().isInterrupted());
    assertEquals(List.of(), Cancellations.structlearnThreads());
  }

  @Test
  void anExceptionThrownByAListenerEndsTheSearchAndItsThreads() {
    IllegalStateException boom = new IllegalStateException("progress bar closed");
    SearchListener failing =
        s -> {
          throw boom;
        };
    RuntimeException e =
        assertThrows(RuntimeException.class, () -> new TabuSearch(longRun(2)).learn(DATA, failing));
    assertSame(boom, e);
    assertEquals(List.of(), Cancellations.structlearnThreads());
  }

  @Test
  void anExhaustiveSearchStopsWhileScoringFamilies() {
    Dataset five = DATA.select(List.of("X0", "X1", "X2", "X3", "X4"));
    ScoreSpec interrupting =
        new ScoreSpec() {
          final AtomicInteger calls = new AtomicInteger();

          @Override
          public LocalScore bind(Dataset data) {
            LocalScore bic = DiscreteScoreSpec.bic().bind(data);
            return new Forwarding(bic) {
              @Override
              public double local(int node, int[] parents) {
                if (calls.incrementAndGet() == 10) {
                  Thread.currentThread().interrupt();
                }
                return super.local(node, parents);
              }
            };
          }

          @Override
          public String name() {
            return "bic";
          }
        };
    SearchOptions o = SearchOptions.builder().score(interrupting).build();
    InterruptedRunException e =
        assertThrows(InterruptedRunException.class, () -> new ExhaustiveSearch(o).learn(five));
    assertEquals(
        "exhaustive search interrupted while scoring families (10 scored)", e.getMessage());
    assertTrue(Thread.currentThread().isInterrupted());
  }

  @Test
  void anInterruptedThreadDoesNotStartAnExhaustiveEnumeration() {
    Dataset five = DATA.select(List.of("X0", "X1", "X2", "X3", "X4"));
    Thread.currentThread().interrupt();
    assertThrows(
        InterruptedRunException.class,
        () -> new ExhaustiveSearch(SearchOptions.defaults()).best(five, 3));
    assertTrue(Thread.currentThread().isInterrupted());
  }

  @Test
  void withoutAnInterruptTheResultIsTheSameForOneAndTwoThreadsAndNoThreadIsLeft() {
    Dataset small = DATA.head(2_000).select(DATA.names().subList(0, 20));
    SearchOptions one = SearchOptions.builder().threads(1).restarts(2).perturb(2).seed(3).build();
    SearchOptions two = one.toBuilder().threads(2).build();
    LearnResult a = new HillClimbing(one).learn(small);
    LearnResult b = new HillClimbing(two).learn(small);
    assertEquals(a.graph(), b.graph());
    assertEquals(a.score(), b.score());
    assertEquals(a.iterations(), b.iterations());
    assertEquals(List.of(), Cancellations.structlearnThreads());
  }

  /**
   * BIC that opens the latch after {@code calls} family scores and from then on holds every caller
   * (worker threads too) until the searching thread is interrupted, so the interrupt lands in the
   * middle of the first scoring of all moves, whatever the machine's speed.
   */
  private static ScoreSpec signallingAfter(int calls, CountDownLatch latch) {
    AtomicInteger n = new AtomicInteger();
    return new ScoreSpec() {
      @Override
      public LocalScore bind(Dataset data) {
        Thread owner = Thread.currentThread();
        return new Forwarding(DiscreteScoreSpec.bic().bind(data)) {
          @Override
          public double local(int node, int[] parents) {
            if (n.incrementAndGet() >= calls) {
              latch.countDown();
              long deadline = System.nanoTime() + 30_000_000_000L;
              while (!owner.isInterrupted() && System.nanoTime() < deadline) {
                LockSupport.parkNanos(1_000_000);
              }
            }
            return super.local(node, parents);
          }
        };
      }

      @Override
      public String name() {
        return "bic";
      }
    };
  }

  /** A score that forwards to another. */
  private static class Forwarding implements LocalScore {
    private final LocalScore inner;

    Forwarding(LocalScore inner) {
      this.inner = inner;
    }

    @Override
    public double local(int node, int[] parents) {
      return inner.local(node, parents);
    }

    @Override
    public boolean isScoreEquivalent() {
      return inner.isScoreEquivalent();
    }

    @Override
    public int nodes() {
      return inner.nodes();
    }

    @Override
    public List<String> names() {
      return inner.names();
    }
  }
}
