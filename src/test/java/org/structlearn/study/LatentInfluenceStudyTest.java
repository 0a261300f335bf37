package org.structlearn.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.structlearn.ProgressListener;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.latent.InfluenceNetwork;
import org.structlearn.latent.InfluenceNetworkOptions;
import org.structlearn.latent.InfluenceNetworks;
import org.structlearn.latent.KlEstimate;
import org.structlearn.latent.NbmInfluenceLearner;
import org.structlearn.latent.NbmInfluenceOptions;
import org.structlearn.latent.RelativeEntropy;
import org.structlearn.study.LatentInfluenceStudy.Model;
import org.structlearn.study.LatentInfluenceStudyResult.Run;

/**
 * {@link LatentInfluenceStudy} at a tiny size (4 naive Bayes models of 3 observations, 2 sizes, 1
 * or 2 truths): the result's shape, independence of the thread count, the KL estimator equal to
 * {@link RelativeEntropy#sampled}, and claims and bar computed from the runs.
 */
class LatentInfluenceStudyTest {
  static LatentInfluenceStudyOptions tiny(int networks, int threads) {
    return LatentInfluenceStudyOptions.builder()
        .network(
            InfluenceNetworkOptions.builder()
                .models(4)
                .observationsPerModel(3)
                .maxInDegree(2)
                .arcs(3)
                .build())
        .sampleSizes(List.of(100, 300))
        .networks(networks)
        .klSamples(500)
        .sharpSize(300)
        .seed(7)
        .threads(threads)
        .build();
  }

  @Test
  void optionsAreValidated() {
    assertThrows(
        IllegalArgumentException.class,
        () -> LatentInfluenceStudyOptions.builder().sampleSizes(List.of(500, 500)).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> LatentInfluenceStudyOptions.builder().sampleSizes(List.of()).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> LatentInfluenceStudyOptions.builder().networks(0).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> LatentInfluenceStudyOptions.builder().klSamples(1).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> LatentInfluenceStudyOptions.builder().threads(0).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> LatentInfluenceStudyOptions.builder().sharpDirichlet(0).build());
    IllegalArgumentException classes =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                LatentInfluenceStudyOptions.builder()
                    .learner(NbmInfluenceOptions.builder().classes(2).build())
                    .build());
    assertTrue(classes.getMessage().contains("learner.classes"), classes.getMessage());
    assertEquals(
        List.of(250, 500, 1000, 2500, 5000, 10000),
        LatentInfluenceStudyOptions.full().sampleSizes());
    assertEquals(5, LatentInfluenceStudyOptions.full().networks());
    assertEquals(2, LatentInfluenceStudyOptions.quick().networks());
    assertEquals(
        LatentInfluenceStudyOptions.quick().largestSize(),
        LatentInfluenceStudyOptions.quick().sharpSize());
    assertEquals(24, LatentInfluenceStudyOptions.full().network().arcs());
  }

  @Test
  @Timeout(300)
  void tinyStudyHasItsShapeAndIsTheSameOnOneAndTwoThreads() {
    AtomicLong last = new AtomicLong();
    LatentInfluenceStudyResult one =
        LatentInfluenceStudy.run(tiny(1, 1), (done, total) -> last.set(done * 100 + total));
    assertEquals(303, last.get()); // 2 sizes + the sharper variant, one truth
    assertEquals(12, one.runs().size());
    assertEquals(12, one.cells().size());
    for (Run r : one.runs()) {
      assertTrue(Double.isFinite(r.kl()) && r.klSe() > 0, r.toString());
      assertEquals(r.model() == Model.LEARNED, !Double.isNaN(r.accuracy()), r.toString());
      if (r.model() == Model.TRUE) {
        assertEquals(0, r.shd());
        assertEquals(3, r.arcs());
      }
      if (r.model() == Model.NONE || r.model() == Model.RANDOM) {
        assertEquals(r.model() == Model.NONE ? 0 : 3, r.arcs());
      }
    }
    assertEquals(0.3, one.sharpCell(Model.LEARNED).dirichlet());
    assertEquals(5, one.claims().size());
    LatentInfluenceStudyResult two = LatentInfluenceStudy.run(tiny(1, 2), ProgressListener.none());
    assertEquals(withoutSeconds(one.runs()), withoutSeconds(two.runs()));
    Map<String, Object> m = one.toMap();
    @SuppressWarnings("unchecked")
    Map<String, Object> largest = (Map<String, Object>) m.get("largestSize");
    assertEquals(one.learnedBelowNone(), largest.get("learnedBelowNone"));
    assertEquals(one.learnedWithinTwoSeOfTrue(), largest.get("learnedWithinTwoSeOfTrue"));
    assertEquals(300, largest.get("N"));
    assertTrue(m.containsKey("sharp"));
    assertEquals(12, one.table().rowCount());
  }

  private static List<String> withoutSeconds(List<Run> runs) {
    return runs.stream()
        .map(
            r ->
                r.dirichlet()
                    + " "
                    + r.network()
                    + " "
                    + r.sampleSize()
                    + " "
                    + r.model()
                    + " "
                    + r.kl()
                    + " "
                    + r.klSe()
                    + " "
                    + r.arcs()
                    + " "
                    + r.shd()
                    + " "
                    + r.accuracy())
        .toList();
  }

  @Test
  void tasksRunCostliestFirstAndEachOnce() {
    LatentInfluenceStudyOptions o = LatentInfluenceStudyOptions.quick();
    int tasks = LatentInfluenceStudy.tasks(o);
    assertEquals(2 * 4 + 2, tasks);
    boolean[] seen = new boolean[tasks];
    for (int i = 0; i < tasks; i++) {
      int t = LatentInfluenceStudy.order(o, i);
      assertFalse(seen[t], "task " + t + " twice");
      seen[t] = true;
    }
    assertEquals(8, LatentInfluenceStudy.order(o, 0)); // the sharper variant's first truth
    assertEquals(3, LatentInfluenceStudy.order(o, 2)); // truth 0 at the largest size
  }

  @Test
  void klEstimatorIsRelativeEntropySampledOnTheSameRows() {
    InfluenceNetworkOptions o =
        InfluenceNetworkOptions.builder().models(3).observationsPerModel(2).arcs(2).build();
    InfluenceNetwork truth = InfluenceNetworks.random(o, 3);
    Dataset train = truth.sample(200, 4).observed();
    InfluenceNetwork model =
        new NbmInfluenceLearner(NbmInfluenceOptions.defaults())
            .fitParameters(train, truth.groups(), Dag.empty(truth.latentDag().names()));
    Dataset eval = truth.sample(300, 5, 1).observed();
    KlEstimate mine = LatentInfluenceStudy.kl(truth.logLikelihoodPerRow(eval), model, eval);
    KlEstimate library = RelativeEntropy.sampled(truth, model, 300, 5);
    assertEquals(library.estimate(), mine.estimate(), 1e-12);
    assertEquals(library.standardError(), mine.standardError(), 1e-12);
  }

  /** Two truths at one size, the learned model's KL set by hand: the bar follows the numbers. */
  @Test
  void barAndClaimsAreComputedFromTheRuns() {
    LatentInfluenceStudyOptions o =
        tiny(2, 1).toBuilder().sampleSizes(List.of(100, 300)).sharpSize(0).build();
    // true: 0.10 and 0.12 (mean 0.11, SE 0.01); none 0.20; random 0.30 at both sizes
    LatentInfluenceStudyResult good = fake(o, 0.105, 0.115);
    assertTrue(good.learnedBelowNone());
    assertTrue(good.learnedWithinTwoSeOfTrue());
    assertEquals(4, good.claims().size());
    assertTrue(good.claims().get(0).holds());
    assertTrue(good.claims().get(1).holds());
    assertTrue(good.claims().get(3).holds()); // random is worst
    assertFalse(good.claims().get(2).holds()); // the same KL at both sizes: no decrease
    LatentInfluenceStudyResult within = fake(o, 0.12, 0.13); // mean 0.125 < 0.11 + 2 * 0.01
    assertTrue(within.learnedWithinTwoSeOfTrue());
    LatentInfluenceStudyResult far = fake(o, 0.13, 0.15); // mean 0.14 > 0.13
    assertTrue(far.learnedBelowNone());
    assertFalse(far.learnedWithinTwoSeOfTrue());
    assertFalse(far.claims().get(1).holds());
    LatentInfluenceStudyResult worse = fake(o, 0.25, 0.25);
    assertFalse(worse.learnedBelowNone());
    assertFalse(worse.claims().get(0).holds());
    assertEquals(0.01, worse.cell(300, Model.TRUE).se(), 1e-12);
  }

  private static LatentInfluenceStudyResult fake(
      LatentInfluenceStudyOptions o, double learned0, double learned1) {
    List<Run> runs = new ArrayList<>();
    double d = o.network().dirichlet();
    for (int r = 0; r < 2; r++) {
      for (int n : o.sampleSizes()) {
        runs.add(new Run(d, r, n, Model.RANDOM, 0.30, 0.001, 3, 4, Double.NaN, 1));
        runs.add(new Run(d, r, n, Model.NONE, 0.20, 0.001, 0, 3, Double.NaN, 1));
        runs.add(new Run(d, r, n, Model.LEARNED, r == 0 ? learned0 : learned1, 0.001, 1, 2, .6, 1));
        runs.add(new Run(d, r, n, Model.TRUE, r == 0 ? 0.10 : 0.12, 0.001, 3, 0, Double.NaN, 1));
      }
    }
    return LatentInfluenceStudyResult.of(o, runs, Duration.ZERO);
  }
}
