package org.structlearn.mixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.graph.ModelStrings;

/**
 * bnlearn 4.9.4's {@code bn.fit} of a CG network (clgaussian.test's true DAG; a hand-made DAG on
 * survey's complete rows): every probability, coefficient and sd, per configuration of the discrete
 * parents, to 1e-9 relative (1e-12 absolute for values near 0).
 */
class CgFitReferenceTest {
  @Test
  void everyParameterEqualsBnlearns() {
    List<Map<String, String>> rows = CgReferences.rows("cg-fit.csv");
    assertTrue(rows.size() > 50, "reference rows: " + rows.size());
    CgNetwork net = null;
    String fitted = null;
    for (Map<String, String> row : rows) {
      if (!row.get("graph").equals(fitted)) {
        fitted = row.get("graph");
        Dataset data = CgReferences.data(row.get("dataset"));
        Dag dag = ModelStrings.parse(fitted);
        net = CgFit.fit(dag, data);
      }
      int v = net.dag().indexOf(row.get("node"));
      Map<String, String> levels = new java.util.HashMap<>();
      for (String part : row.get("config").split(";")) {
        if (!part.isEmpty()) {
          levels.put(part.substring(0, part.indexOf('=')), part.substring(part.indexOf('=') + 1));
        }
      }
      double expected = CgReferences.number(row.get("value"));
      double got =
          switch (row.get("kind")) {
            case "prob" -> {
              int[] parents = net.dag().parents(v);
              int[] codes = new int[parents.length];
              for (int i = 0; i < parents.length; i++) {
                codes[i] = code(net, parents[i], levels);
              }
              yield net.discreteCpd(v)
                  .probability(code(net, v, levels), net.discreteCpd(v).config(codes));
            }
            case "sd" -> net.cgCpd(v).sd(configuration(net, v, levels));
            default -> coefficient(net, v, configuration(net, v, levels), row.get("name"));
          };
      assertTrue(
          CgReferences.close(expected, got) || Math.abs(expected - got) < 1e-12,
          row + ": got " + got);
    }
  }

  private static int code(CgNetwork net, int node, Map<String, String> levels) {
    return net.variables().get(node).codeOf(levels.get(net.dag().name(node)));
  }

  private static int configuration(CgNetwork net, int v, Map<String, String> levels) {
    int[] dp = net.cgCpd(v).discreteParents();
    int[] codes = new int[dp.length];
    for (int i = 0; i < dp.length; i++) {
      codes[i] = code(net, dp[i], levels);
    }
    return net.cgCpd(v).configuration(codes);
  }

  private static double coefficient(CgNetwork net, int v, int c, String name) {
    CgCpd cpd = net.cgCpd(v);
    if (name.equals("(Intercept)")) {
      return cpd.intercept(c);
    }
    int[] cp = cpd.continuousParents();
    for (int i = 0; i < cp.length; i++) {
      if (net.dag().name(cp[i]).equals(name)) {
        return cpd.coefficient(c, i);
      }
    }
    throw new AssertionError("no coefficient " + name + " of " + net.dag().name(v));
  }

  @Test
  void theFittedNetworksLogLikelihoodIsTheLoglikCgScoreWithMlStandardDeviations() {
    Dataset data = CgReferences.data("clgaussian");
    Dag dag = ModelStrings.parse("[A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]");
    CgNetwork net = CgFit.fit(dag, data);
    CgScore score = new CgScoreSpec(CgScoreType.LOGLIK_CG).bind(data);
    double expected = 0;
    for (int v = 0; v < dag.size(); v++) {
      expected += CgScoreReferenceTest.family(score, data, dag, v);
    }
    // the score sums ln N(x; fitted, s) with bnlearn's s, which is what the fitted network holds
    assertEquals(expected, net.logLikelihood(data), 1e-9 * Math.abs(expected));
  }
}
