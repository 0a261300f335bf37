package org.structlearn.io.network;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.structlearn.StructlearnException;
import org.structlearn.data.Variable;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.mixed.CgCpd;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.model.DiscreteCpd;

/** One reading of {@link CgNetworkJson}: the text is kept to locate fields in error messages. */
final class CgNetworkJsonReading extends JsonPointerReading {

  CgNetworkJsonReading(String text, String source) {
    super(text, source);
  }

  CgNetwork network(JsonNode root) {
    if (!root.isObject()) {
      throw error("", "the document must be an object with nodes, arcs, levels and cpds");
    }
    List<String> nodes = new ArrayList<>();
    JsonNode ns = field(root, "", "nodes");
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < ns.size(); i++) {
      if (!ns.get(i).isTextual() || !seen.add(ns.get(i).asText())) {
        throw error(JsonLocations.pointer("nodes", i), "node names must be distinct strings");
      }
      nodes.add(ns.get(i).asText());
    }
    Dag dag = dag(nodes, field(root, "", "arcs"));
    JsonNode levels = root.get("levels");
    List<Variable> vars = new ArrayList<>();
    for (String name : nodes) {
      JsonNode l = levels == null ? null : levels.get(name);
      if (l == null) {
        vars.add(Variable.continuous(name));
        continue;
      }
      List<String> ls = new ArrayList<>();
      l.forEach(x -> ls.add(x.asText()));
      try {
        vars.add(Variable.discrete(name, ls));
      } catch (StructlearnException e) {
        throw error(JsonLocations.pointer("levels", name), e.getMessage(), e);
      }
    }
    JsonNode cpds = field(root, "", "cpds");
    for (Iterator<String> it = cpds.fieldNames(); it.hasNext(); ) {
      String name = it.next();
      if (dag.indexOf(name) < 0) {
        throw error(JsonLocations.pointer("cpds", name), "'" + name + "' is not in nodes");
      }
    }
    List<Object> out = new ArrayList<>();
    for (int v = 0; v < dag.size(); v++) {
      JsonNode cpd = field(cpds, "/cpds", dag.name(v));
      checkParents(dag, v, cpd);
      out.add(vars.get(v).isDiscrete() ? table(dag, vars, v, cpd) : regressions(dag, vars, v, cpd));
    }
    try {
      return CgNetwork.of(dag, vars, out);
    } catch (StructlearnException e) {
      throw error("/cpds", e.getMessage(), e);
    }
  }

  private Dag dag(List<String> nodes, JsonNode arcs) {
    List<Arc> list = new ArrayList<>();
    for (int i = 0; i < arcs.size(); i++) {
      JsonNode a = arcs.get(i);
      int from = a.size() == 2 ? nodes.indexOf(a.get(0).asText()) : -1;
      int to = a.size() == 2 ? nodes.indexOf(a.get(1).asText()) : -1;
      if (from < 0 || to < 0) {
        throw error(
            JsonLocations.pointer("arcs", i),
            "an arc must be a [parent, child] pair of" + " node names, was " + a);
      }
      list.add(new Arc(from, to));
    }
    try {
      return Dag.of(nodes, list);
    } catch (StructlearnException e) {
      throw error("/arcs", "the arcs do not form a DAG: " + e.getMessage(), e);
    }
  }

  private void checkParents(Dag dag, int v, JsonNode cpd) {
    Set<String> expected = new TreeSet<>();
    for (int p : dag.parents(v)) {
      expected.add(dag.name(p));
    }
    JsonNode listed = cpd.get("parents");
    if (listed != null) {
      Set<String> given = new TreeSet<>();
      listed.forEach(p -> given.add(p.asText()));
      if (!given.equals(expected) || given.size() != listed.size()) {
        throw error(
            JsonLocations.pointer("cpds", dag.name(v), "parents"),
            "'" + dag.name(v) + "' lists parents " + listed + " but the arcs give " + expected);
      }
    }
  }

  private DiscreteCpd table(Dag dag, List<Variable> vars, int v, JsonNode cpd) {
    String at = JsonLocations.pointer("cpds", dag.name(v), "probabilities");
    JsonNode rows = field(cpd, JsonLocations.pointer("cpds", dag.name(v)), "probabilities");
    int[] parents = dag.parents(v);
    List<Variable> pv = Arrays.stream(parents).mapToObj(vars::get).toList();
    int r = vars.get(v).cardinality();
    List<Double> probs = new ArrayList<>();
    for (int c = 0; c < rows.size(); c++) {
      JsonNode row = rows.get(c);
      if (row.size() != r) {
        throw error(at + "/" + c, "a row needs " + r + " probabilities, one per level");
      }
      for (int k = 0; k < r; k++) {
        probs.add(number(row.get(k), at + "/" + c + "/" + k));
      }
    }
    try {
      return DiscreteCpd.of(
          vars.get(v), parents, pv, probs.stream().mapToDouble(Double::doubleValue).toArray());
    } catch (StructlearnException e) {
      throw error(at, e.getMessage(), e);
    }
  }

  private CgCpd regressions(Dag dag, List<Variable> vars, int v, JsonNode cpd) {
    String name = dag.name(v);
    int[] parents = dag.parents(v);
    int[] dp = Arrays.stream(parents).filter(p -> vars.get(p).isDiscrete()).toArray();
    int[] cp = Arrays.stream(parents).filter(p -> !vars.get(p).isDiscrete()).toArray();
    int[] cards = Arrays.stream(dp).map(p -> vars.get(p).cardinality()).toArray();
    int q = Arrays.stream(cards).reduce(1, (a, b) -> a * b);
    double[][] coef = new double[q][];
    double[] sd = new double[q];
    String at = JsonLocations.pointer("cpds", name);
    if (dp.length == 0) {
      coef[0] = coefficients(dag, cp, cpd, at);
      sd[0] = sd(cpd, at);
    } else {
      JsonNode configs = field(cpd, at, "configurations");
      if (configs.size() != q) {
        throw error(
            at + "/configurations",
            "'"
                + name
                + "' needs "
                + q
                + " configurations, one per combination of its discrete parents' levels");
      }
      for (int c = 0; c < q; c++) {
        String cat = at + "/configurations/" + c;
        JsonNode config = configs.get(c);
        checkLevels(dag, vars, dp, cards, c, config.get("levels"), cat);
        coef[c] = coefficients(dag, cp, config, cat);
        sd[c] = sd(config, cat);
      }
    }
    try {
      return CgCpd.of(dp, cards, cp, coef, sd);
    } catch (StructlearnException e) {
      throw error(at, "'" + name + "': " + e.getMessage(), e);
    }
  }

  private void checkLevels(
      Dag dag, List<Variable> vars, int[] dp, int[] cards, int c, JsonNode levels, String at) {
    if (levels == null) {
      return;
    }
    int rest = c;
    for (int i = 0; i < dp.length; i++) {
      String want = vars.get(dp[i]).levels().get(rest % cards[i]);
      rest /= cards[i];
      if (!want.equals(levels.path(dag.name(dp[i])).asText())) {
        throw error(
            at + "/levels",
            "configuration "
                + c
                + " is "
                + dag.name(dp[i])
                + " = "
                + want
                + " (the first parent varies fastest), but the file says "
                + levels);
      }
    }
  }

  private double[] coefficients(Dag dag, int[] cp, JsonNode node, String at) {
    JsonNode co = field(node, at, "coefficients");
    double[] b = new double[cp.length + 1];
    b[0] =
        numberOrNull(
            field(co, at + "/coefficients", GaussianNetworkJson.INTERCEPT), at + "/coefficients");
    for (int i = 0; i < cp.length; i++) {
      b[i + 1] =
          numberOrNull(
              field(co, at + "/coefficients", dag.name(cp[i])),
              at + "/coefficients/" + dag.name(cp[i]));
    }
    return b;
  }

  private double sd(JsonNode node, String at) {
    JsonNode s = node.get("sd");
    if (s != null) {
      return numberOrNull(s, at + "/sd");
    }
    JsonNode var = field(node, at, "variance");
    return Math.sqrt(numberOrNull(var, at + "/variance"));
  }

  private double numberOrNull(JsonNode node, String at) {
    JsonNode n = node.isArray() && node.size() == 1 ? node.get(0) : node;
    return n.isNull() ? Double.NaN : number(n, at);
  }
}
