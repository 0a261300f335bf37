package org.structlearn.missing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.InterruptedRunException;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.metrics.Shd;
import org.structlearn.model.BayesianEstimator;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.ExampleNetworks;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.MaximumLikelihoodEstimator;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.TabuSearch;
import org.structlearn.sim.ForwardSampler;
import org.structlearn.sim.GaussianSampler;

/** Structural EM: oracles on complete data, determinism, what it refuses, interrupts. */
class StructuralEmTest {
  private static final BayesianNetwork ASIA = ExampleNetworks.asia();

  private static StructuralEmOptions threads(StructuralEmOptions o, int threads) {
    return o.toBuilder().search(o.search().toBuilder().threads(threads).build()).build();
  }

  @Test
  void onCompleteDataItIsThePlainSearchAndItsParameterEstimate() {
    Dataset data = ForwardSampler.sample(ASIA, 2000, 4);
    StructuralEmResult tabu = new StructuralEm(StructuralEmOptions.defaults()).learn(data);
    assertEquals(new TabuSearch(SearchOptions.defaults()).learn(data).graph(), tabu.graph());
    BayesianNetwork bayes = new BayesianEstimator(1).fit(tabu.graph(), data);
    assertEquals(bayes.logLikelihood(data), tabu.logLikelihood(), 1e-9 * data.rows());
    for (int v = 0; v < bayes.size(); v++) {
      double[] want = bayes.cpd(v).probabilities();
      double[] got = tabu.discrete().cpd(v).probabilities();
      for (int i = 0; i < want.length; i++) {
        assertEquals(want[i], got[i], 1e-12);
      }
    }
    assertEquals(StructuralEmResult.Stop.CONVERGED, tabu.stop());
    StructuralEmResult hc = new StructuralEm(StructuralEmOptions.bnlearn()).learn(data);
    assertEquals(new HillClimbing(SearchOptions.defaults()).learn(data).graph(), hc.graph());
    BayesianNetwork ml = new MaximumLikelihoodEstimator().fit(hc.graph(), data);
    assertEquals(ml.logLikelihood(data), hc.logLikelihood(), 1e-9 * data.rows());
    assertEquals(data.rows(), hc.completeRows());
  }

  @Test
  void theSameResultForAnyThreadCountAndBetterThanDroppingRows() {
    Dataset full = ForwardSampler.sample(ASIA, 3000, 6);
    Dataset holed = Holes.mcar(full, 0.2, 2);
    StructuralEmResult one =
        new StructuralEm(threads(StructuralEmOptions.defaults(), 1)).learn(holed);
    StructuralEmResult two =
        new StructuralEm(threads(StructuralEmOptions.defaults(), 2)).learn(holed);
    assertEquals(one.graph(), two.graph());
    for (int i = 0; i < one.iterations().size(); i++) {
      EmIteration x = one.iterations().get(i);
      EmIteration y = two.iterations().get(i);
      assertEquals(x.searchScore(), y.searchScore());
      assertEquals(x.penalisedLogLikelihood(), y.penalisedLogLikelihood());
    }
    assertEquals(one.logLikelihood(), two.logLikelihood());
    assertEquals(holed.rows(), one.rows());
    assertEquals(holed.missing().total(), one.missingCells());
    assertTrue(one.toString().contains("rows used: 3000 of 3000"), one.toString());
    Dataset dropped = holed.dropIncomplete();
    BayesianNetwork cc =
        new MaximumLikelihoodEstimator()
            .fit(new TabuSearch(SearchOptions.defaults()).learn(dropped).graph(), dropped);
    Dataset test = ForwardSampler.sample(ASIA, 2000, 99);
    double em = one.discrete().logLikelihood(test);
    assertTrue(em > cc.logLikelihood(test), em + " vs " + cc.logLikelihood(test));
    assertTrue(Shd.of(ASIA.dag(), one.graph()) <= Shd.of(ASIA.dag(), cc.dag()));
    double best =
        one.iterations().stream()
            .mapToDouble(EmIteration::penalisedLogLikelihood)
            .max()
            .orElseThrow();
    double penalty = 0.5 * Math.log(3000) * one.discrete().parameterCount();
    assertEquals(best, one.logLikelihood() - penalty, 1e-9);
  }

  @Test
  void gaussianDataOnCompleteRowsIsThePlainSearchAndHolesRepeat() {
    GaussianNetwork truth =
        GaussianNetworkJson.read(DataLocation.resolve("gaussian/gaussian.test.json"));
    Dataset data = GaussianSampler.sample(truth, 2000, 3);
    StructuralEmResult r = new StructuralEm(StructuralEmOptions.defaults()).learn(data);
    SearchOptions bicG = SearchOptions.builder().score(GaussianScoreSpec.bicG()).build();
    assertEquals(new TabuSearch(bicG).learn(data).graph(), r.graph());
    assertEquals(r.gaussian().logLikelihood(data), r.logLikelihood(), 1e-6);
    Dataset holed = Holes.mcar(data, 0.15, 4);
    StructuralEmResult a =
        new StructuralEm(threads(StructuralEmOptions.defaults(), 1)).learn(holed);
    StructuralEmResult b =
        new StructuralEm(threads(StructuralEmOptions.defaults(), 2)).learn(holed);
    assertEquals(a.graph(), b.graph());
    assertEquals(a.logLikelihood(), b.logLikelihood());
    assertTrue(Shd.of(truth.dag(), a.graph()) <= Shd.of(truth.dag(), r.graph()) + 2);
  }

  @Test
  void refusesAScoreOfTheWrongKindAndAColumnWithoutAnyValue() {
    Dataset mixed =
        Dataset.of(
            List.of(Variable.discrete("A", List.of("x", "y")), Variable.continuous("B")),
            List.of(new int[] {0, 1, 0}, new double[] {1, 2, 3}));
    StructuralEmOptions bicG =
        StructuralEmOptions.builder()
            .search(SearchOptions.builder().score(GaussianScoreSpec.bicG()).build())
            .build();
    DataException e = assertThrows(DataException.class, () -> new StructuralEm(bicG).learn(mixed));
    assertTrue(e.getMessage().contains("use bic-cg"), e.getMessage());
    Dataset empty =
        Dataset.withMissing(
            List.of(
                Variable.discrete("A", List.of("x", "y")), Variable.discrete("B", List.of("u"))),
            List.of(new int[] {0, 1, 0}, new int[] {-1, -1, -1}));
    DataException e2 =
        assertThrows(
            DataException.class,
            () -> new StructuralEm(StructuralEmOptions.defaults()).learn(empty));
    assertTrue(e2.getMessage().contains("column 'B' has no observed cell"), e2.getMessage());
  }

  @Test
  void stopsPromptlyWhenInterrupted() {
    Dataset holed = Holes.mcar(ForwardSampler.sample(ASIA, 1000, 8), 0.1, 1);
    try {
      assertThrows(
          InterruptedRunException.class,
          () ->
              new StructuralEm(StructuralEmOptions.defaults())
                  .learn(
                      holed,
                      new EmListener() {
                        @Override
                        public void step(long step, String what, double score) {
                          Thread.currentThread().interrupt();
                        }
                      }));
    } finally {
      Thread.interrupted();
    }
  }
}
