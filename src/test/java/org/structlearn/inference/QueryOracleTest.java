package org.structlearn.inference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.graph.GraphGenerators;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.model.ModelException;
import org.structlearn.model.RandomNetworks;
import org.structlearn.model.RandomPotentialOptions;

/**
 * Exact queries against brute-force enumeration of every joint state: posteriors, the probability
 * of the evidence, joint posteriors, MAP, MPE and event probabilities, with hard and soft evidence,
 * on random Bayesian and Markov networks; linear Gaussian conditioning against the closed form.
 */
class QueryOracleTest {
  private static final double TOL = 1e-9;

  /** Random evidence: each variable hard with probability 1/4, soft with 1/6. */
  static Query withEvidence(
      Query q, List<Variable> vars, SplittableRandom rng, double[][] vectors) {
    for (int v = 0; v < vars.size(); v++) {
      Variable x = vars.get(v);
      int r = x.cardinality();
      double u = rng.nextDouble();
      if (u < 0.25) {
        int k = rng.nextInt(r);
        vectors[v] = new double[r];
        vectors[v][k] = 1;
        q = q.given(x.name(), x.levels().get(k));
      } else if (u < 0.42) {
        vectors[v] = new double[r];
        Map<String, Double> w = new LinkedHashMap<>();
        for (int k = 0; k < r; k++) {
          vectors[v][k] = rng.nextInt(5) == 0 ? 0 : 0.1 + rng.nextDouble();
          w.put(x.levels().get(k), vectors[v][k]);
        }
        vectors[v][0] += 0.5;
        w.put(x.levels().get(0), vectors[v][0]);
        q = q.givenLikelihood(x.name(), w);
      }
    }
    return q;
  }

  static void checkAgainst(
      Query q, Enumeration e, List<Variable> vars, SplittableRandom rng, boolean bayesian) {
    if (e.mass() == 0) {
      assertThrows(ModelException.class, () -> q.posterior(vars.get(0).name()));
      return;
    }
    assertEquals(Math.log(e.mass() / e.total), q.logProbabilityOfEvidence(), TOL * 10);
    List<DiscreteMarginal> all = q.marginals();
    for (int v = 0; v < vars.size(); v++) {
      assertArrayEquals(e.joint(v), all.get(v).probabilities(), TOL, vars.get(v).name());
    }
    List<Integer> free = new ArrayList<>();
    for (int v = 0; v < vars.size(); v++) {
      if (!(q.evidence().observations().get(vars.get(v).name()) instanceof Observation.Level)) {
        free.add(v);
      }
    }
    if (free.size() < 2) {
      return;
    }
    int a = free.get(rng.nextInt(free.size()));
    int b = free.get(rng.nextInt(free.size()));
    if (a == b) {
      return;
    }
    String[] names = {vars.get(a).name(), vars.get(b).name()};
    assertArrayEquals(e.joint(a, b), q.joint(names).probabilities(), TOL, "joint");
    Assignment map = q.map(names);
    int[] vs = {a, b};
    int[] levels = Enumeration.codes(new ArrayList<>(map.levels().values()), q, names);
    assertEquals(e.mapProbability(vs), e.probability(vs, levels), TOL, "MAP is a maximum");
    assertEquals(Math.log(e.mapProbability(vs)), map.logPosterior(), 1e-8);
    assertEquals(
        Math.log(e.mapProbability(vs) * e.mass() / e.total), map.logJoint(), 1e-8, "log P(map, e)");
    int[] allFree = free.stream().mapToInt(Integer::intValue).toArray();
    Assignment mpe = q.mpe();
    assertEquals(Math.log(e.mapProbability(allFree)), mpe.logPosterior(), 1e-8, "MPE");
    Estimate p = q.probability(names[0], vars.get(a).levels().get(0));
    assertEquals(e.joint(a)[0], p.value(), TOL);
  }

  @Test
  void bayesianNetworksMatchEnumeration() {
    SplittableRandom rng = new SplittableRandom(5);
    for (int seed = 0; seed < 12; seed++) {
      int n = 4 + seed % 5;
      int[] cards = new int[n];
      for (int v = 0; v < n; v++) {
        cards[v] = 2 + rng.nextInt(3);
      }
      BayesianNetwork bn = RandomNetworks.random(cards, n + seed % 3, 3, 0.7, seed);
      for (int rep = 0; rep < 3; rep++) {
        double[][] vectors = new double[n][];
        Query q = withEvidence(Query.on(bn), bn.variables(), rng, vectors);
        checkAgainst(q, Enumeration.of(bn, vectors), bn.variables(), rng, true);
      }
    }
  }

  @Test
  void markovNetworksMatchEnumeration() {
    SplittableRandom rng = new SplittableRandom(8);
    List<MarkovNetwork> nets =
        List.of(
            MarkovNetworks.random(GraphGenerators.ring(6), 2, RandomPotentialOptions.defaults(), 1),
            MarkovNetworks.random(
                GraphGenerators.lattice(2, 4), 3, RandomPotentialOptions.defaults(), 2),
            MarkovNetworks.random(
                GraphGenerators.star(5), 2, RandomPotentialOptions.defaults(), 3));
    for (MarkovNetwork mn : nets) {
      for (int rep = 0; rep < 4; rep++) {
        double[][] vectors = new double[mn.size()][];
        Query q = withEvidence(Query.on(mn), mn.variables(), rng, vectors);
        checkAgainst(q, Enumeration.of(mn, vectors), mn.variables(), rng, false);
      }
    }
  }

  @Test
  void markovLogPartitionFunctionIsEnumerations() {
    MarkovNetwork mn =
        MarkovNetworks.random(
            GraphGenerators.lattice(3, 3), 2, RandomPotentialOptions.defaults(), 4);
    double z = Enumeration.of(mn, new double[mn.size()][]).total;
    assertEquals(
        Math.log(z),
        org.structlearn.model.JunctionTree.of(
                mn, org.structlearn.graph.EliminationHeuristic.MIN_FILL, 1000)
            .logPartitionFunction(),
        1e-9);
  }

  /** X ~ N(1, 1), Y = 2 X + N(0, 1): X | Y = y ~ N(1 + 2 (y - 2) / 5, 1 / 5), Y ~ N(2, 5). */
  @Test
  void gaussianConditioningIsTheClosedForm() {
    Dag dag = Dag.builder(List.of("X", "Y")).addArc("X", "Y").build();
    GaussianNetwork gn =
        GaussianNetwork.of(
            dag,
            List.of(
                LinearGaussianCpd.root(1, 1),
                LinearGaussianCpd.of(0, new int[] {0}, new double[] {2}, 1)));
    double y = 3.5;
    ContinuousMarginal x = Query.on(gn).given("Y", y).density("X");
    assertEquals(1 + 2 * (y - 2) / 5, x.mean(), 1e-12);
    assertEquals(Math.sqrt(0.2), x.sd(), 1e-12);
    double logN = -0.5 * ((y - 2) * (y - 2) / 5 + Math.log(2 * Math.PI * 5));
    assertEquals(logN, Query.on(gn).given("Y", y).logProbabilityOfEvidence(), 1e-12);
    // measured with noise sd 2: Var(y') = 5 + 4
    ContinuousMarginal noisy = Query.on(gn).givenNoisy("Y", y, 2).density("X");
    assertEquals(1 + 2 * (y - 2) / 9, noisy.mean(), 1e-12);
    assertEquals(Math.sqrt(1 - 4.0 / 9), noisy.sd(), 1e-12);
    MultivariateNormal prior = Query.on(gn).jointDensity("X", "Y");
    assertEquals(2, prior.covariance()[0][1], 1e-12);
    assertEquals(2 / Math.sqrt(5), prior.correlation("X", "Y"), 1e-12);
  }

  @Test
  void badQuestionsAreClearErrors() {
    BayesianNetwork bn = RandomNetworks.random(4, 2, 3, 2, 1, 3);
    Query q = Query.on(bn);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> q.posterior("nope"));
    assertTrue(e.getMessage().contains("no variable 'nope'"), e.getMessage());
    String name = bn.variables().get(0).name();
    e = assertThrows(IllegalArgumentException.class, () -> q.given(name, "maybe").posterior(name));
    assertTrue(e.getMessage().contains("no level 'maybe'"), e.getMessage());
    String level = bn.variables().get(0).levels().get(0);
    e = assertThrows(IllegalArgumentException.class, () -> q.given(name, level).joint(name));
    assertTrue(e.getMessage().contains("is observed"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> q.given(name, 1.5).posterior(name));
    assertThrows(IllegalArgumentException.class, () -> q.density(name));
  }

  @Test
  void aTreeOverTheLimitIsRefusedWithTheEstimate() {
    BayesianNetwork bn = RandomNetworks.random(12, 3, 30, 4, 1, 9);
    Query q = Query.on(bn).options(QueryOptions.builder().maxTableEntries(50).build());
    ModelException e = assertThrows(ModelException.class, () -> q.marginals());
    assertTrue(
        e.getMessage().contains("exact inference needs junction-tree tables of"), e.getMessage());
    assertTrue(e.getMessage().contains("limit of 50"), e.getMessage());
  }
}
