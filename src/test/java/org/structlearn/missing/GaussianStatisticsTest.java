package org.structlearn.missing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;
import org.structlearn.sim.GaussianSampler;

/**
 * The Gaussian E-step against closed forms on the chain A -> B -> C (A ~ N(1, 2^2), B = 0.5 + 1.5 A
 * + N(0, 1), C = -1 + 0.8 B + N(0, 0.5^2)).
 */
class GaussianStatisticsTest {
  private static final GaussianNetwork CHAIN =
      GaussianNetwork.of(
          Dag.builder(List.of("A", "B", "C")).addArc("A", "B").addArc("B", "C").build(),
          List.of(
              LinearGaussianCpd.root(1, 2),
              LinearGaussianCpd.of(0.5, new int[] {0}, new double[] {1.5}, 1),
              LinearGaussianCpd.of(-1, new int[] {1}, new double[] {0.8}, 0.5)));

  private static Dataset rows(double[]... rows) {
    List<Variable> vars =
        List.of(Variable.continuous("A"), Variable.continuous("B"), Variable.continuous("C"));
    double[][] cols = new double[3][rows.length];
    for (int r = 0; r < rows.length; r++) {
      for (int c = 0; c < 3; c++) {
        cols[c][r] = rows[r][c];
      }
    }
    return Dataset.withMissing(vars, List.of(cols[0], cols[1], cols[2]));
  }

  @Test
  void jointNormalOfTheChain() {
    double[] mean = new double[3];
    double[][] cov = GaussianStatistics.joint(CHAIN, mean);
    assertEquals(1, mean[0], 1e-12);
    assertEquals(2, mean[1], 1e-12);
    assertEquals(0.6, mean[2], 1e-12);
    assertEquals(4, cov[0][0], 1e-12);
    assertEquals(1.5 * 1.5 * 4 + 1, cov[1][1], 1e-12);
    assertEquals(0.8 * 0.8 * 10 + 0.25, cov[2][2], 1e-12);
    assertEquals(6, cov[0][1], 1e-12);
    assertEquals(0.8 * 6, cov[0][2], 1e-12);
    assertEquals(0.8 * 10, cov[2][1], 1e-12);
  }

  @Test
  void aMissingMiddleCellAndAMissingRootMatchTheClosedForms() {
    double a = 2.0;
    double c = 2.5;
    // B | A, C: precision 1/1 + 0.8^2/0.25, mean (mu_B|A / 1 + 0.8 (C + 1) / 0.25) / precision
    double prec = 1 + 0.64 / 0.25;
    double muB = (0.5 + 1.5 * a + 0.8 * (c + 1) / 0.25) / prec;
    double varB = 1 / prec;
    // log p(A, C) = log N(A; 1, 4) + log N(C; -1 + 0.8 (0.5 + 1.5 A), 0.25 + 0.64)
    double ll = logNormal(a, 1, 4) + logNormal(c, -1 + 0.8 * (0.5 + 1.5 * a), 0.25 + 0.64);
    // A | C alone (the second row): C ~ N(0.6, 6.65), cov(A, C) = 4.8
    double c2 = -0.3;
    double muA = 1 + 4.8 / 6.65 * (c2 - 0.6);
    double varA = 4 - 4.8 * 4.8 / 6.65;
    double ll2 = logNormal(c2, 0.6, 6.65);
    Dataset data =
        rows(new double[] {a, Double.NaN, c}, new double[] {Double.NaN, 1.0, Double.NaN});
    // the second row has B = 1 observed, A and C missing: A | B and C | B
    double muA2 = 1 + 6.0 / 10 * (1.0 - 2);
    double varA2 = 4 - 36.0 / 10;
    double muC2 = -1 + 0.8;
    double llB = logNormal(1.0, 2, 10);
    GaussianStatistics.Expected e =
        GaussianStatistics.expect(CHAIN, GaussianRows.of(data), false, 1);
    assertEquals(a + muA2, e.sums()[0], 1e-12);
    assertEquals(muB + 1.0, e.sums()[1], 1e-12);
    assertEquals(c + muC2, e.sums()[2], 1e-12);
    assertEquals(muB * muB + varB + 1.0, e.cross()[1][1], 1e-12);
    assertEquals(a * a + muA2 * muA2 + varA2, e.cross()[0][0], 1e-12);
    assertEquals(ll + llB, e.logLikelihood(), 1e-12);
    Dataset only = rows(new double[] {Double.NaN, 0.5, c2});
    Dataset single = rows(new double[] {Double.NaN, Double.NaN, c2});
    GaussianStatistics.Expected s =
        GaussianStatistics.expect(CHAIN, GaussianRows.of(single), false, 1);
    assertEquals(muA, s.sums()[0], 1e-12);
    assertEquals(muA * muA + varA, s.cross()[0][0], 1e-12);
    assertEquals(ll2, s.logLikelihood(), 1e-12);
    assertEquals(1, GaussianRows.of(only).patterns.size());
  }

  @Test
  void completeRowsGiveTheDataLogLikelihoodAndSums() {
    Dataset data = GaussianSampler.sample(CHAIN, 500, 3);
    GaussianStatistics.Expected e =
        GaussianStatistics.expect(CHAIN, GaussianRows.of(data), false, 2);
    assertEquals(CHAIN.logLikelihood(data), e.logLikelihood(), 1e-9);
    double sum = 0;
    for (double x : data.continuousValues(2)) {
      sum += x;
    }
    assertEquals(sum, e.sums()[2], 1e-9);
  }

  private static double logNormal(double x, double mean, double var) {
    return -0.5 * (Math.log(2 * Math.PI * var) + (x - mean) * (x - mean) / var);
  }
}
