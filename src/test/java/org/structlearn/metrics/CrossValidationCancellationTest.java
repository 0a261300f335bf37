package org.structlearn.metrics;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.structlearn.Cancellations;
import org.structlearn.Cancellations.Outcome;
import org.structlearn.InterruptedRunException;
import org.structlearn.data.Dataset;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.SearchOptions;

/**
 * Cross-validation stops on {@link Thread#interrupt()}, naming the fold and the learner's state.
 */
class CrossValidationCancellationTest {
  private static final Dataset DATA = Cancellations.discreteData(60, 20_000, 11);

  @AfterEach
  void clearFlag() {
    Thread.interrupted();
  }

  @Test
  void stopsInsideTheLearnerOfTheFirstFold() throws Exception {
    CountDownLatch progressed = new CountDownLatch(1);
    HillClimbing hc =
        new HillClimbing(
            SearchOptions.builder().threads(2).restarts(100_000).perturb(3).seed(1).build());
    Outcome out =
        Cancellations.interruptAfter(
            progressed,
            () ->
                new CrossValidation(5, 1)
                    .run(
                        DATA,
                        train ->
                            hc.learn(
                                    train,
                                    s -> {
                                      if (s.iteration() >= 5) {
                                        progressed.countDown();
                                      }
                                    })
                                .graph()));
    Cancellations.assertStopped(
        out, "cross-validation interrupted in fold 1 of 5: hill climbing interrupted after ");
  }

  @Test
  void anInterruptedThreadStartsNoFold() {
    Thread.currentThread().interrupt();
    InterruptedRunException e =
        assertThrows(
            InterruptedRunException.class,
            () ->
                new CrossValidation(3, 1)
                    .run(
                        DATA.head(300),
                        train -> {
                          throw new AssertionError("the learner ran");
                        }));
    assertTrue(
        e.getMessage().equals("cross-validation interrupted in fold 1 of 3"), e.getMessage());
    assertTrue(Thread.currentThread().isInterrupted());
  }
}
