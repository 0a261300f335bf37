package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.hipparchus.linear.LUDecomposition;
import org.hipparchus.linear.RealMatrix;
import org.hipparchus.special.Gamma;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.structlearn.BnlearnData;
import org.structlearn.GaussianOracles;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;

/**
 * Contract tests every Gaussian score runs on bnlearn's gaussian.test: the network score against
 * independent computations from the raw rows (least squares by Hipparchus's QR and the likelihood
 * summed row by row; BGe from the closed form with Hipparchus's LU determinants), score equivalence
 * on covered-arc reversals, parent order, and the penalised score's relation to the log-likelihood.
 */
class GaussianScoreContractTest {

  static Dataset data() {
    return BnlearnData.continuous("gaussian.test");
  }

  static List<Dag> dags(Dataset data) {
    return List.of(
        BnlearnData.truth("gaussian.test"),
        DiscreteScoreContractTest.complete(data),
        Dag.empty(data.names()));
  }

  static int[] columns(Dataset data, Dag dag, int v) {
    return Arrays.stream(dag.parents(v)).map(p -> data.require(dag.name(p))).sorted().toArray();
  }

  /**
   * Σ_rows ln N(residual; 0, σ²), σ² = RSS/(n − k − 1) when {@code unbiased} (bnlearn), RSS/n
   * otherwise (maximum likelihood), minus the penalty of each score.
   */
  static double byRows(Dataset data, Dag dag, GaussianScoreSpec spec) {
    int n = data.rows();
    double total = 0;
    for (int v = 0; v < dag.size(); v++) {
      int[] ps = columns(data, dag, v);
      int k = ps.length;
      double[] e = GaussianOracles.residuals(data, data.require(dag.name(v)), ps);
      double rss = Arrays.stream(e).map(x -> x * x).sum();
      boolean unbiased = spec.type() != GaussianScoreType.PENALIZED_LL;
      double var = rss / (unbiased ? n - k - 1 : n);
      for (double x : e) {
        total += -0.5 * Math.log(2 * Math.PI * var) - x * x / (2 * var);
      }
      total -=
          switch (spec.type()) {
            case AIC_G -> k + 2;
            case BIC_G -> 0.5 * (k + 2) * Math.log(n);
            case PENALIZED_LL -> spec.lambda() * k;
            default -> 0;
          };
    }
    return total;
  }

  /** ln p(d^Y), Kuipers, Moffa and Heckerman (2014) eq. 2 with bnlearn's defaults, by LU. */
  static double bgeMarginal(RealMatrix s, int n, int[] ys) {
    int l = ys.length;
    if (l == 0) {
      return 0;
    }
    int p = s.getRowDimension();
    double am = 1;
    double aw = p + 2;
    double t = am * (aw - p - 1) / (am + 1);
    RealMatrix r = s.getSubMatrix(ys, ys); // a copy
    for (int i = 0; i < l; i++) {
      r.addToEntry(i, i, t);
    }
    double logDetR = Math.log(new LUDecomposition(r).getDeterminant());
    double a = (aw - p + l) / 2;
    double lmg = 0;
    for (int j = 1; j <= l; j++) {
      lmg += Gamma.logGamma(n / 2.0 + a + (1 - j) / 2.0) - Gamma.logGamma(a + (1 - j) / 2.0);
    }
    return 0.5 * l * Math.log(am / (n + am))
        + lmg
        - 0.5 * l * n * Math.log(Math.PI)
        + a * l * Math.log(t)
        - (n / 2.0 + a) * logDetR;
  }

  static double bgeByDeterminants(Dataset data, Dag dag) {
    RealMatrix s = GaussianOracles.scatter(data);
    double total = 0;
    for (int v = 0; v < dag.size(); v++) {
      int[] ps = columns(data, dag, v);
      int[] ys = Arrays.copyOf(ps, ps.length + 1);
      ys[ps.length] = data.require(dag.name(v));
      total += bgeMarginal(s, data.rows(), ys) - bgeMarginal(s, data.rows(), ps);
    }
    return total;
  }

  static void assertRelative(double expected, double actual, String what) {
    double rel = Math.abs(actual - expected) / Math.max(1, Math.abs(expected));
    assertTrue(rel < 1e-9, what + ": expected " + expected + ", got " + actual + ", rel " + rel);
  }

  static GaussianScoreSpec spec(GaussianScoreType type) {
    return type == GaussianScoreType.PENALIZED_LL
        ? GaussianScoreSpec.penalized(3.5)
        : GaussianScoreSpec.of(type);
  }

  @ParameterizedTest
  @EnumSource(GaussianScoreType.class)
  void networkScoreIsTheSumOfLocalScoresComputedIndependently(GaussianScoreType type) {
    Dataset data = data();
    GaussianScoreSpec spec = spec(type);
    LocalScore score = spec.bind(data);
    for (Dag dag : dags(data)) {
      double expected =
          type == GaussianScoreType.BGE ? bgeByDeterminants(data, dag) : byRows(data, dag, spec);
      assertRelative(expected, BnlearnData.networkScore(score, data, dag), type + " " + dag);
    }
  }

  @ParameterizedTest
  @EnumSource(GaussianScoreType.class)
  void markovEquivalentDagsScoreTheSame(GaussianScoreType type) {
    Dataset data = data();
    LocalScore score = spec(type).bind(data);
    assertTrue(score.isScoreEquivalent());
    int covered = 0;
    for (Dag dag : dags(data)) {
      double s = BnlearnData.networkScore(score, data, dag);
      for (Arc a : dag.arcs()) {
        if (Dags.isCoveredArc(dag, a.from(), a.to())) {
          covered++;
          Dag reversed = dag.withoutArc(a.from(), a.to()).withArc(a.to(), a.from());
          assertRelative(s, BnlearnData.networkScore(score, data, reversed), "reversed " + a);
        }
      }
    }
    assertTrue(covered >= 3, "covered arcs tried: " + covered);
  }

  @ParameterizedTest
  @EnumSource(GaussianScoreType.class)
  void parentOrderDoesNotMatterBeyondRounding(GaussianScoreType type) {
    Dataset data = data();
    LocalScore score = spec(type).bind(data);
    int last = data.columns() - 1;
    double s = score.local(last, new int[] {0, 1, 2});
    assertRelative(s, score.local(last, new int[] {2, 1, 0}), "reversed parents");
    assertRelative(s, score.local(last, new int[] {1, 2, 0}), "rotated parents");
    assertTrue(Double.isFinite(s));
  }

  /**
   * gauss-ll(λ) = gauss-ll(0) − λ|E|, and gauss-ll(0), the maximised log-likelihood, exceeds
   * bnlearn's loglik-g (unbiased variance) by Σ_nodes (n/2) ln(n/(n − k − 1)) − (k + 1)/2.
   */
  @Test
  void penalizedScoreIsTheMaximisedLogLikelihoodMinusLambdaPerArc() {
    Dataset data = data();
    int n = data.rows();
    LocalScore loglik = GaussianScoreSpec.of(GaussianScoreType.LOGLIK_G).bind(data);
    LocalScore free = GaussianScoreSpec.penalized(0).bind(data);
    for (Dag dag : dags(data)) {
      double ll = BnlearnData.networkScore(loglik, data, dag);
      double ml = BnlearnData.networkScore(free, data, dag);
      double gap = 0;
      for (int v = 0; v < dag.size(); v++) {
        int d = dag.parentCount(v) + 1;
        gap += 0.5 * n * Math.log((double) n / (n - d)) - 0.5 * d;
      }
      assertRelative(ll + gap, ml, "maximised vs bnlearn log-likelihood on " + dag);
      assertTrue(ml >= ll, "the maximum is not below any other fit");
      for (double lambda : new double[] {0.5, 2, 10, 1000}) {
        LocalScore pen = GaussianScoreSpec.penalized(lambda).bind(data);
        assertRelative(
            ml - lambda * dag.arcCount(),
            BnlearnData.networkScore(pen, data, dag),
            "lambda " + lambda + " on " + dag);
      }
    }
  }

  /** A complete DAG's BGe telescopes to ln p(d) of all columns, whatever the node order. */
  @Test
  void bgeOfCompleteDagsIsTheJointMarginalLikelihood() {
    Dataset data = data();
    LocalScore bge = GaussianScoreSpec.bge().bind(data);
    int[] all = new int[data.columns()];
    Arrays.setAll(all, i -> i);
    double joint = bgeMarginal(GaussianOracles.scatter(data), data.rows(), all);
    Dag forward = DiscreteScoreContractTest.complete(data);
    List<String> reversedOrder = new ArrayList<>(data.names());
    java.util.Collections.reverse(reversedOrder);
    List<Arc> arcs = new ArrayList<>();
    for (Arc a : forward.arcs()) {
      arcs.add(new Arc(a.to(), a.from()));
    }
    Dag backward = Dag.of(data.names(), arcs);
    assertRelative(joint, BnlearnData.networkScore(bge, data, forward), "forward");
    assertRelative(joint, BnlearnData.networkScore(bge, data, backward), "backward");
  }

  @Test
  void specNamesAndDefaults() {
    assertEquals("bic-g", GaussianScoreSpec.bicG().name());
    assertEquals("gauss-ll(lambda=2.0)", GaussianScoreSpec.penalized(2).name());
    assertEquals("bge(iss.mu=1.0, iss.w=p+2)", GaussianScoreSpec.bge().name());
    assertEquals(
        "loglik-g(ridge=0.001)",
        GaussianScoreSpec.of(GaussianScoreType.LOGLIK_G).withRidge(1e-3).name());
    assertEquals(9, GaussianScoreSpec.bge().issW(7));
    assertEquals(12, GaussianScoreSpec.bge().withBgePrior(2, 12).issW(7));
    GaussianScore s = (GaussianScore) GaussianScoreSpec.bge().bind(data());
    assertEquals(GaussianScoreType.BGE, s.type());
    assertEquals(data().names(), s.names());
    assertEquals(7, s.nodes());
    assertEquals("bge(iss.mu=1.0, iss.w=p+2)", s.toString());
  }
}
