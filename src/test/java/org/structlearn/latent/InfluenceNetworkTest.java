package org.structlearn.latent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.BifWriter;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.ModelException;
import org.structlearn.sim.ForwardSampler;

class InfluenceNetworkTest {

  private static InfluenceNetwork random(
      int models, int obs, int states, int maxIn, int arcs, long seed) {
    return InfluenceNetworks.random(
        InfluenceNetworkOptions.builder()
            .models(models)
            .observationsPerModel(obs)
            .states(states)
            .maxInDegree(maxIn)
            .arcs(arcs)
            .dirichlet(2)
            .build(),
        seed);
  }

  /** A chain L1 -> L2 -> L3 with 2 states and two observations per latent, tables by hand. */
  static InfluenceNetwork chain() {
    Dag dag = Dag.builder(List.of("A", "B", "C")).addArc("A", "B").addArc("B", "C").build();
    return InfluenceNetwork.builder(dag)
        .latent("A", 2, new double[] {0.3, 0.7})
        .latent("B", 2, new double[] {0.9, 0.1, 0.2, 0.8})
        .latent("C", 2, new double[] {0.6, 0.4, 0.05, 0.95})
        .observed("A", "a1", 2, new double[] {0.8, 0.2, 0.1, 0.9})
        .observed("A", "a2", 3, new double[] {0.5, 0.3, 0.2, 0.1, 0.1, 0.8})
        .observed("B", "b1", 2, new double[] {0.7, 0.3, 0.4, 0.6})
        .observed("B", "b2", 2, new double[] {0.99, 0.01, 0.5, 0.5})
        .observed("C", "c1", 2, new double[] {0.25, 0.75, 0.6, 0.4})
        .observed("C", "c2", 2, new double[] {0.1, 0.9, 0.9, 0.1})
        .build();
  }

  /** log P(row) by summing the full joint over every latent configuration. */
  static double bruteForce(InfluenceNetwork net, Dataset data, int row) {
    BayesianNetwork bn = net.toBayesianNetwork();
    int n = net.latentCount();
    int[] cards = new int[n];
    long total = 1;
    for (int g = 0; g < n; g++) {
      cards[g] = net.states(g);
      total *= cards[g];
    }
    int[] l = new int[n];
    double sum = 0;
    for (long c = 0; c < total; c++) {
      long rest = c;
      for (int g = 0; g < n; g++) {
        l[g] = (int) (rest % cards[g]);
        rest /= cards[g];
      }
      double p = 1;
      for (int g = 0; g < n; g++) {
        DiscreteCpd cpd = bn.cpd(g);
        int[] pc = new int[cpd.parentCount()];
        for (int i = 0; i < pc.length; i++) {
          pc[i] = l[cpd.parents()[i]];
        }
        p *= cpd.probability(l[g], cpd.config(pc));
      }
      List<Variable> obs = net.observedVariables();
      for (int o = 0; o < obs.size(); o++) {
        int col = data.indexOf(obs.get(o).name());
        int code = obs.get(o).codeOf(data.text(col, row));
        p *= net.observedCpds().get(o).probability(code, l[net.groupOfObserved(o)]);
      }
      sum += p;
    }
    return Math.log(sum);
  }

  private static void assertMatchesBruteForce(InfluenceNetwork net, long seed) {
    Dataset rows = net.sample(40, seed, 1).observed();
    double[] ll = net.logLikelihoodPerRow(rows);
    double total = 0;
    for (int r = 0; r < rows.rows(); r++) {
      assertEquals(bruteForce(net, rows, r), ll[r], 1e-10, "row " + r + " of " + net);
      total += ll[r];
    }
    assertEquals(total, net.logLikelihood(rows), 1e-9);
  }

  @Test
  void exactLogLikelihoodEqualsBruteForceOnRandomNetworks() {
    assertMatchesBruteForce(random(5, 2, 2, 2, 0, 1), 11); // empty DAG
    assertMatchesBruteForce(random(5, 3, 3, 2, 5, 2), 12);
    assertMatchesBruteForce(random(6, 2, 2, 3, 12, 3), 13); // the densest allowed
    assertMatchesBruteForce(random(7, 2, 3, 3, 9, 4), 14);
    assertMatchesBruteForce(random(1, 4, 4, 0, 0, 5), 15); // a single naive Bayes model
  }

  @Test
  void exactLogLikelihoodEqualsBruteForceOnAChainWithMixedCardinalities() {
    assertMatchesBruteForce(chain(), 21);
  }

  @Test
  void probabilitiesOfAllObservedConfigurationsSumToOne() {
    InfluenceNetwork net = random(4, 2, 3, 2, 4, 7);
    Dataset all = enumerate(net.observedVariables());
    double sum = 0;
    for (double ll : net.logLikelihoodPerRow(all)) {
      sum += Math.exp(ll);
    }
    assertEquals(1.0, sum, 1e-9);
  }

  @Test
  void sampledObservedMarginalsConvergeToTheExactOnes() {
    InfluenceNetwork net = random(3, 2, 3, 2, 3, 8);
    Dataset all = enumerate(net.observedVariables());
    double[] p = net.logLikelihoodPerRow(all);
    int rows = 40_000;
    Dataset sample = net.sample(rows, 99).observed();
    for (int o = 0; o < all.columns(); o++) {
      int r = all.cardinality(o);
      double[] exact = new double[r];
      for (int i = 0; i < all.rows(); i++) {
        exact[all.code(o, i)] += Math.exp(p[i]);
      }
      double[] freq = new double[r];
      for (int i = 0; i < rows; i++) {
        freq[sample.code(o, i)] += 1.0 / rows;
      }
      for (int k = 0; k < r; k++) {
        double se = Math.sqrt(exact[k] * (1 - exact[k]) / rows);
        assertEquals(exact[k], freq[k], 5 * se + 1e-9, "column " + o + " level " + k);
      }
    }
  }

  @Test
  void fiftyObservationsPerRowDoNotUnderflow() {
    InfluenceNetwork net = random(3, 50, 3, 2, 2, 9);
    Dataset rows = net.sample(20, 5).observed();
    double[] ll = net.logLikelihoodPerRow(rows);
    for (int r = 0; r < ll.length; r++) {
      assertTrue(Double.isFinite(ll[r]) && ll[r] < 0, "row " + r + ": " + ll[r]);
    }
    assertEquals(bruteForce(net, rows, 0), ll[0], 1e-8);
  }

  @Test
  void bifRoundTripKeepsTheNetworkAndTheLogLikelihoodOfCompleteRows() {
    InfluenceNetwork net = random(4, 3, 3, 2, 4, 10);
    BayesianNetwork bn = net.toBayesianNetwork();
    StringWriter out = new StringWriter();
    BifWriter.write(bn, out);
    BayesianNetwork back = BifReader.read(new StringReader(out.toString()), "influence.bif");
    assertEquals(bn.dag(), back.dag());
    Dataset complete = ForwardSampler.sample(bn, 500, 3, 1);
    assertEquals(bn.logLikelihood(complete), back.logLikelihood(complete), 1e-9);
    // the observed part of the same rows: the read network, as an influence network, agrees too
    InfluenceNetwork rebuilt =
        InfluenceNetwork.of(
            net.latentDag(),
            net.groups(),
            back.variables().subList(0, 4),
            back.cpds().subList(0, 4),
            back.variables().subList(4, back.size()),
            back.cpds().subList(4, back.size()));
    Dataset observed = complete.select(net.groups().columns());
    assertEquals(net.logLikelihood(observed), rebuilt.logLikelihood(observed), 1e-9);
  }

  @Test
  void sampleHasTheObservedColumnsAndTheLatentLabels() {
    InfluenceNetwork net = chain();
    InfluenceSample s = net.sample(100, 4);
    assertEquals(List.of("a1", "a2", "b1", "b2", "c1", "c2"), s.observed().names());
    assertEquals(List.of("A", "B", "C"), s.latent().names());
    assertEquals(100, s.labels(2).length);
    assertEquals(s.observed(), net.sample(100, 4, 2).observed());
  }

  @Test
  void unknownLevelsAndMissingColumnsAreNamed() {
    InfluenceNetwork net = chain();
    Dataset rows = net.sample(5, 1).observed();
    DataException missing =
        assertThrows(DataException.class, () -> net.logLikelihood(rows.select(List.of("a1"))));
    assertTrue(missing.getMessage().contains("'a2'"), missing.getMessage());
    List<Variable> vars = new ArrayList<>();
    List<int[]> cols = new ArrayList<>();
    for (int c = 0; c < rows.columns(); c++) {
      boolean b1 = rows.variable(c).name().equals("b1");
      vars.add(b1 ? Variable.discrete("b1", List.of("0", "x")) : rows.variable(c));
      cols.add(b1 ? new int[] {0, 0, 1, 0, 0} : rows.codesOf(c));
    }
    Dataset odd = Dataset.of(vars, cols);
    DataException bad = assertThrows(DataException.class, () -> net.logLikelihood(odd));
    assertTrue(
        bad.getMessage().contains("'x'") && bad.getMessage().contains("row 3"), bad.getMessage());
  }

  @Test
  void builderNamesMissingTablesAndWrongGroups() {
    Dag dag = Dag.empty(List.of("A", "B"));
    ModelException noTable =
        assertThrows(
            ModelException.class,
            () ->
                InfluenceNetwork.builder(dag)
                    .latent("A", 2, new double[] {0.5, 0.5})
                    .observed("A", "a1", 2, new double[] {1, 0, 0, 1})
                    .observed("A", "a2", 2, new double[] {1, 0, 0, 1})
                    .observed("B", "b1", 2, new double[] {1, 0, 0, 1})
                    .observed("B", "b2", 2, new double[] {1, 0, 0, 1})
                    .build());
    assertTrue(noTable.getMessage().contains("'B'"), noTable.getMessage());
    ModelException wrongGroup =
        assertThrows(
            ModelException.class,
            () -> InfluenceNetwork.builder(dag).observed("Z", "z1", 2, new double[] {1, 0, 0, 1}));
    assertTrue(wrongGroup.getMessage().contains("'Z'"), wrongGroup.getMessage());
  }

  static Dataset enumerate(List<Variable> vars) {
    int total = 1;
    for (Variable v : vars) {
      total *= v.cardinality();
    }
    List<int[]> cols = new ArrayList<>();
    for (int j = 0; j < vars.size(); j++) {
      cols.add(new int[total]);
    }
    for (int i = 0; i < total; i++) {
      int rest = i;
      for (int j = 0; j < vars.size(); j++) {
        cols.get(j)[i] = rest % vars.get(j).cardinality();
        rest /= vars.get(j).cardinality();
      }
    }
    return Dataset.of(vars, cols);
  }
}
