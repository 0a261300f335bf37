package org.structlearn.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.structlearn.Cancellations;
import org.structlearn.Cancellations.Outcome;
import org.structlearn.ProgressListener;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.model.ExampleNetworks;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;

/**
 * Forward and Gaussian sampling stop on {@link Thread#interrupt()}: the progress listener holds the
 * workers after the first block until the interrupt is sent, so the run cannot finish first.
 */
class SamplingCancellationTest {
  private static final int ROWS = 40 * ForwardSampler.BLOCK_ROWS;

  private static ProgressListener holdAfterFirstBlock(
      CountDownLatch progressed, CountDownLatch interrupted) {
    return (done, total) -> {
      progressed.countDown();
      Cancellations.awaitInterrupt(interrupted);
    };
  }

  @ParameterizedTest(name = "{0} thread(s)")
  @ValueSource(ints = {1, 2})
  void forwardSamplingStops(int threads) throws Exception {
    CountDownLatch progressed = new CountDownLatch(1);
    CountDownLatch interrupted = new CountDownLatch(1);
    ProgressListener hold = holdAfterFirstBlock(progressed, interrupted);
    Outcome out =
        Cancellations.interruptAfter(
            progressed,
            interrupted,
            () -> ForwardSampler.sample(ExampleNetworks.asia(), ROWS, 1, threads, hold));
    Cancellations.assertStopped(out, "forward sampling interrupted after ", " of 655,360 rows");
  }

  @ParameterizedTest(name = "{0} thread(s)")
  @ValueSource(ints = {1, 2})
  void gaussianSamplingStops(int threads) throws Exception {
    CountDownLatch progressed = new CountDownLatch(1);
    CountDownLatch interrupted = new CountDownLatch(1);
    ProgressListener hold = holdAfterFirstBlock(progressed, interrupted);
    Outcome out =
        Cancellations.interruptAfter(
            progressed,
            interrupted,
            () -> GaussianSampler.sample(chain(8), ROWS, 1, threads, hold));
    Cancellations.assertStopped(out, "Gaussian sampling interrupted after ", " of 655,360 rows");
  }

  private static GaussianNetwork chain(int n) {
    List<String> names = new ArrayList<>();
    List<Arc> arcs = new ArrayList<>();
    List<LinearGaussianCpd> cpds = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      names.add("G" + v);
      if (v == 0) {
        cpds.add(LinearGaussianCpd.root(0, 1));
      } else {
        arcs.add(new Arc(v - 1, v));
        cpds.add(LinearGaussianCpd.of(0, new int[] {v - 1}, new double[] {0.5}, 1));
      }
    }
    return GaussianNetwork.of(Dag.of(names, arcs), cpds);
  }
}
