package org.structlearn.latent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.StructlearnException;
import org.structlearn.graph.Dag;
import org.structlearn.metrics.Shd;

/**
 * The whole seed-004 pipeline on a network whose tables are sharp enough (Dirichlet 0.3) for the
 * latent structure to be identifiable from 5,000 rows: the learned structure is the true one up to
 * Markov equivalence, the result is the same on 1 and 2 threads, every round's whole-network EM
 * never lowers the log-likelihood, the learned network is the one {@code fitParameters} gives under
 * its structure, and bad input is refused by name.
 */
class NbmInfluenceLearnerTest {
  private static final InfluenceNetwork TRUTH =
      InfluenceNetworks.random(
          InfluenceNetworkOptions.builder()
              .models(6)
              .observationsPerModel(5)
              .states(3)
              .dirichlet(0.3)
              .maxInDegree(2)
              .arcs(6)
              .build(),
          1);
  private static final InfluenceSample SAMPLE = TRUTH.sample(5000, 101);

  @Test
  void recoversAnIdentifiableStructureTheSameOnAnyThreadCount() {
    NbmInfluenceOptions o = NbmInfluenceOptions.defaults();
    NbmInfluenceResult one = new NbmInfluenceLearner(o).learn(SAMPLE.observed(), TRUTH.groups());
    NbmInfluenceResult two =
        new NbmInfluenceLearner(o.withThreads(2)).learn(SAMPLE.observed(), TRUTH.groups());
    assertEquals(0, Shd.of(TRUTH.latentDag(), one.structure()), one.structure().toString());
    assertEquals(one.structure(), two.structure());
    assertEquals(one.bic(), two.bic());
    assertEquals(6, one.models().size());
    for (NbmInfluenceResult.Round r : one.rounds()) {
      double[] trace = r.emTrace();
      for (int i = 1; i < trace.length; i++) {
        assertTrue(trace[i] >= trace[i - 1] - 1e-6 * Math.abs(trace[i - 1]), "EM went down");
      }
    }
    // the learned network explains the data better than independent models
    InfluenceNetwork none =
        new NbmInfluenceLearner(o)
            .fitParameters(SAMPLE.observed(), TRUTH.groups(), Dag.empty(TRUTH.groups().names()));
    assertTrue(
        one.network().logLikelihood(SAMPLE.observed()) > none.logLikelihood(SAMPLE.observed()));
    // every re-learning starts from the models, so the learned network is fitParameters' under
    // its structure: the study compares them on equal terms
    InfluenceNetwork refit =
        new NbmInfluenceLearner(o)
            .fitParameters(SAMPLE.observed(), TRUTH.groups(), one.structure());
    assertEquals(one.network(), refit);
  }

  @Test
  void badInputIsRefusedByName() {
    NbmInfluenceLearner learner = new NbmInfluenceLearner(NbmInfluenceOptions.defaults());
    StructlearnException e =
        assertThrows(
            StructlearnException.class,
            () -> learner.learn(SAMPLE.observed().head(2), TRUTH.groups()));
    assertTrue(e.getMessage().contains("fewer than the 3 classes"), e.getMessage());
    NbmGroups partial = NbmGroups.of(TRUTH.groups().groups().subList(0, 5));
    e = assertThrows(StructlearnException.class, () -> learner.learn(SAMPLE.observed(), partial));
    assertTrue(e.getMessage().contains("L6_O1"), e.getMessage());
    Dag wrong = Dag.empty(List.of("a", "b", "c", "d", "e", "f"));
    assertThrows(
        StructlearnException.class,
        () -> learner.fitParameters(SAMPLE.observed(), TRUTH.groups(), wrong));
    assertThrows(
        IllegalArgumentException.class, () -> NbmInfluenceOptions.defaults().withThreads(0));
  }
}
