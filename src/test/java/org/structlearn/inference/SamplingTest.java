package org.structlearn.inference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.InterruptedRunException;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.graph.GraphGenerators;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.BifReader;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.model.ModelException;
import org.structlearn.model.RandomPotentialOptions;

/**
 * Seeded invariants of the sampling methods: estimates within 3 Monte Carlo standard errors of the
 * exact answer, standard errors that are neither too small nor too large (the mean squared z-score
 * near 1), the same estimates for one and two threads, weights that do not underflow, and a prompt
 * stop on interrupt.
 */
class SamplingTest {
  static BayesianNetwork alarm() {
    return BifReader.read(DataLocation.resolve("bif/alarm.bif"));
  }

  /** z-scores of every level of the targets against the exact posterior. */
  static List<Double> zScores(Query exact, Query sampled, String... targets) {
    List<Double> z = new ArrayList<>();
    List<DiscreteMarginal> s = sampled.posteriors(targets);
    List<DiscreteMarginal> e = exact.posteriors(targets);
    for (int t = 0; t < targets.length; t++) {
      double[] p = e.get(t).probabilities();
      double[] q = s.get(t).probabilities();
      double[] se = s.get(t).standardErrors();
      for (int k = 0; k < p.length; k++) {
        if (se[k] > 0) {
          z.add((q[k] - p[k]) / se[k]);
        } else {
          assertEquals(p[k], q[k], 1e-12, "a level never drawn must be impossible");
        }
      }
    }
    return z;
  }

  static void assertCalibrated(List<Double> z) {
    double sq = 0;
    for (double x : z) {
      assertTrue(Math.abs(x) < 3, "estimate " + x + " standard errors from the exact value");
      sq += x * x;
    }
    double mean = sq / z.size();
    assertTrue(mean > 0.3 && mean < 2.0, "mean squared z-score " + mean + " over " + z.size());
  }

  @Test
  void likelihoodWeightingAndLogicSamplingAgreeWithExactOnAlarm() {
    Query q =
        Query.on(alarm())
            .given(Map.of("HRBP", "HIGH", "SAO2", "LOW", "EXPCO2", "LOW"))
            .draws(200_000)
            .seed(11);
    String[] targets = {"HYPOVOLEMIA", "LVFAILURE", "INTUBATION", "KINKEDTUBE", "SHUNT", "PVSAT"};
    List<Double> z = new ArrayList<>();
    for (QueryMethod m : List.of(QueryMethod.LIKELIHOOD_WEIGHTING, QueryMethod.LOGIC_SAMPLING)) {
      z.addAll(zScores(q, q.using(m), targets));
      Estimate pe = q.using(m).probabilityOfEvidence();
      z.add((pe.value() - Math.exp(q.logProbabilityOfEvidence())) / pe.standardError());
      Estimate ev = q.using(m).probability(Map.of("SHUNT", "HIGH", "INTUBATION", "NORMAL"));
      double exact = q.probability(Map.of("SHUNT", "HIGH", "INTUBATION", "NORMAL")).value();
      z.add((ev.value() - exact) / ev.standardError());
    }
    assertCalibrated(z);
  }

  @Test
  void softEvidenceIsSampledToo() {
    Query q =
        Query.on(alarm())
            .given("HRBP", "HIGH")
            .givenLikelihood("SAO2", Map.of("LOW", 0.9, "NORMAL", 0.2, "HIGH", 0.1))
            .draws(100_000)
            .seed(3);
    List<Double> z =
        new ArrayList<>(zScores(q, q.using(QueryMethod.LIKELIHOOD_WEIGHTING), "SHUNT", "PVSAT"));
    z.addAll(zScores(q, q.using(QueryMethod.LOGIC_SAMPLING), "SHUNT", "PVSAT"));
    assertCalibrated(z);
  }

  @Test
  void gibbsAgreesWithExactOnAMarkovNetwork() {
    MarkovNetwork mn =
        MarkovNetworks.random(
            GraphGenerators.lattice(3, 4), 2, RandomPotentialOptions.defaults(), 7);
    Query q = Query.on(mn).given("X1", "1").given("X12", "0").draws(60_000).seed(5);
    String[] targets = {"X2", "X5", "X6", "X7", "X10"};
    assertCalibrated(zScores(q, q.using(QueryMethod.GIBBS), targets));
  }

  @Test
  void theThreadCountDoesNotChangeAnEstimate() {
    Query q = Query.on(alarm()).given("HRBP", "HIGH").draws(50_000).seed(2);
    for (QueryMethod m : QueryMethod.values()) {
      if (m == QueryMethod.EXACT) {
        continue;
      }
      DiscreteMarginal one = q.using(m).threads(1).posterior("SHUNT");
      DiscreteMarginal two = q.using(m).threads(3).posterior("SHUNT");
      assertArrayEquals(one.probabilities(), two.probabilities(), 0.0, m.toString());
      assertArrayEquals(one.standardErrors(), two.standardErrors(), 0.0, m.toString());
    }
  }

  /** A chain of 1,500 binary nodes, each copying its parent with probability 0.9. */
  static BayesianNetwork chain(int n) {
    List<String> names = new ArrayList<>();
    List<Variable> vars = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      names.add("x" + v);
      vars.add(Variable.discrete("x" + v, List.of("a", "b")));
    }
    Dag.Builder b = Dag.builder(names);
    for (int v = 1; v < n; v++) {
      b.addArc(v - 1, v);
    }
    Dag dag = b.build();
    List<DiscreteCpd> cpds = new ArrayList<>();
    cpds.add(DiscreteCpd.of(vars.get(0), new int[0], List.of(), new double[] {0.5, 0.5}));
    for (int v = 1; v < n; v++) {
      cpds.add(
          DiscreteCpd.of(
              vars.get(v),
              new int[] {v - 1},
              List.of(vars.get(v - 1)),
              new double[] {0.9, 0.1, 0.1, 0.9}));
    }
    return BayesianNetwork.of(dag, vars, cpds);
  }

  @Test
  void weightsOfVeryUnlikelyEvidenceDoNotUnderflow() {
    BayesianNetwork bn = chain(1500);
    Query built = Query.on(bn).draws(20_000).seed(4);
    for (int v = 1; v < 1500; v += 2) {
      built = built.given("x" + v, v % 4 == 1 ? "a" : "b"); // alternating: about e^-1700
    }
    Query q = built;
    double exact = q.logProbabilityOfEvidence();
    assertTrue(exact < -1000, "log P(e) = " + exact);
    Query lw = q.using(QueryMethod.LIKELIHOOD_WEIGHTING);
    // P(e) itself is below the smallest double; its log, kept by the sampler, is finite. The mean
    // weight is unbiased for P(e), so its log falls short of log P(e) (far short here, where the
    // draws of the unobserved nodes ignore the evidence on their children)
    double estimated = lw.logProbabilityOfEvidence();
    assertTrue(
        Double.isFinite(estimated) && estimated < exact + 1 && estimated > 2 * exact,
        estimated + " vs " + exact);
    DiscreteMarginal x0 = lw.posterior("x0");
    assertEquals(1, x0.probabilities()[0] + x0.probabilities()[1], 1e-12);
    // logic sampling cannot hit e^-1700 for the probability of the evidence; for x0's posterior
    // it draws only x0 and x1, which d-separates x0 from the rest of the chain
    assertThrows(
        ModelException.class, () -> q.using(QueryMethod.LOGIC_SAMPLING).probabilityOfEvidence());
    // one binary node: its two z-scores mirror each other, one z-score in all, so only its size
    // is checked (a band on the mean squared z-score needs many: one z^2 is below 0.3 four times
    // in ten)
    for (double z : zScores(q, q.using(QueryMethod.LOGIC_SAMPLING), "x0")) {
      assertTrue(Math.abs(z) < 3, "estimate " + z + " standard errors from the exact value");
    }
  }

  @Test
  void anInterruptStopsSampling() {
    Query q = Query.on(alarm()).given("HRBP", "HIGH").draws(50_000_000).threads(2);
    Thread.currentThread().interrupt();
    try {
      InterruptedRunException e =
          assertThrows(
              InterruptedRunException.class,
              () -> q.using(QueryMethod.LIKELIHOOD_WEIGHTING).posterior("SHUNT"));
      assertTrue(e.getMessage().contains("likelihood weighting interrupted"), e.getMessage());
    } finally {
      Thread.interrupted();
    }
  }
}
