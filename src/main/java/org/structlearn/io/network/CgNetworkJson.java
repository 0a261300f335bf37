package org.structlearn.io.network;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.structlearn.StructlearnException;
import org.structlearn.data.Variable;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.io.OutputFiles;
import org.structlearn.io.TextFiles;
import org.structlearn.mixed.CgCpd;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.model.DiscreteCpd;

/**
 * Reads and writes conditional linear Gaussian networks as JSON, in the layout of {@link
 * GaussianNetworkJson} grown by what a CG network adds (BIF cannot hold continuous nodes):
 *
 * <pre>{@code
 * { "type": "conditional-gaussian",
 *   "nodes": ["A", "D", "H"],
 *   "arcs": [["A", "D"], ["H", "D"]],                           // [parent, child]
 *   "levels": { "A": ["a", "b"] },                                 // the discrete nodes
 *   "cpds": {
 *     "A": { "parents": [], "probabilities": [[0.1, 0.9]] },     // one row per parent configuration
 *     "H": { "coefficients": {"(Intercept)": [2.3]}, "variance": [0.01], "sd": [0.1],
 *            "parents": [] },                                    // as GaussianNetworkJson
 *     "D": { "parents": ["A", "H"],
 *            "configurations": [                                 // one per configuration of A
 *              { "levels": {"A": "a"}, "coefficients": {"(Intercept)": [1], "H": [2]},
 *                "variance": [0.25], "sd": [0.5] }, ... ] } } }
 * }</pre>
 *
 * <p>Configurations of parents go in bnlearn's order, the first parent (in the DAG's parent order,
 * the order of {@code nodes}) varying fastest; each configuration names its levels, and reading
 * checks them. A continuous node without discrete parents has the layout of {@link
 * GaussianNetworkJson}. Parameters a fit could not identify (a configuration without rows) are
 * {@code null}. Reading checks that the arcs form a DAG, that no discrete node has a continuous
 * parent, that every probability row sums to 1 and every number is finite, and says where a problem
 * is ({@link JsonFormatException}: line, column and field). Files may be gzip-compressed; writes
 * are atomic ({@link OutputFiles}).
 */
public final class CgNetworkJson {
  /** The value of {@code type} that marks a CG network. */
  public static final String TYPE = "conditional-gaussian";

  static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private CgNetworkJson() {}

  /**
   * The network in a JSON file (plain or gzip).
   *
   * @throws JsonFormatException if the file is not valid JSON or not a valid CG network
   */
  public static CgNetwork read(Path path) {
    return parse(TextFiles.read(path, StandardCharsets.UTF_8), path.toString());
  }

  /** Whether the JSON file holds a CG network (its {@code type} or {@code levels} say so). */
  public static boolean holdsConditionalGaussian(Path path) {
    JsonNode root = tree(TextFiles.read(path, StandardCharsets.UTF_8), path.toString());
    return root.isObject() && (TYPE.equals(root.path("type").asText()) || root.has("levels"));
  }

  /** The network in a JSON text; {@code sourceName} names it in error messages. */
  public static CgNetwork parse(String json, String sourceName) {
    return new CgNetworkJsonReading(json, sourceName).network(tree(json, sourceName));
  }

  static JsonNode tree(String json, String sourceName) {
    try {
      return MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      throw new JsonFormatException(
          sourceName,
          at == null ? 0 : at.getLineNr(),
          at == null ? 0 : at.getColumnNr(),
          "",
          "not valid JSON: " + e.getOriginalMessage(),
          e);
    }
  }

  /** Writes the network to a file (gzip when the name ends in .gz), atomically. */
  public static void write(CgNetwork network, Path path) {
    OutputFiles.writeString(path, toJson(network));
  }

  /** The network as JSON text in the layout above. */
  public static String toJson(CgNetwork network) {
    Dag dag = network.dag();
    ObjectNode root = MAPPER.createObjectNode();
    root.put("type", TYPE);
    ArrayNode nodes = root.putArray("nodes");
    dag.names().forEach(nodes::add);
    ArrayNode arcs = root.putArray("arcs");
    for (Arc a : dag.arcs()) {
      arcs.addArray().add(dag.name(a.from())).add(dag.name(a.to()));
    }
    ObjectNode levels = root.putObject("levels");
    for (Variable v : network.variables()) {
      if (v.isDiscrete()) {
        ArrayNode l = levels.putArray(v.name());
        v.levels().forEach(l::add);
      }
    }
    ObjectNode cpds = root.putObject("cpds");
    for (int v = 0; v < dag.size(); v++) {
      ObjectNode node = cpds.putObject(dag.name(v));
      if (network.isDiscrete(v)) {
        table(node, dag, network.discreteCpd(v), v);
      } else {
        regressions(node, network, v);
      }
    }
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new StructlearnException("cannot write JSON: " + e.getMessage(), e);
    }
  }

  private static void table(ObjectNode node, Dag dag, DiscreteCpd cpd, int v) {
    ArrayNode ps = node.putArray("parents");
    for (int p : dag.parents(v)) {
      ps.add(dag.name(p));
    }
    ArrayNode rows = node.putArray("probabilities");
    for (int c = 0; c < cpd.configurations(); c++) {
      ArrayNode row = rows.addArray();
      for (double p : cpd.row(c)) {
        row.add(p);
      }
    }
  }

  private static void regressions(ObjectNode node, CgNetwork network, int v) {
    Dag dag = network.dag();
    CgCpd cpd = network.cgCpd(v);
    int[] dp = cpd.discreteParents();
    if (dp.length == 0) {
      gaussian(node, dag, cpd, 0);
      ArrayNode ps = node.putArray("parents");
      for (int p : dag.parents(v)) {
        ps.add(dag.name(p));
      }
      return;
    }
    ArrayNode ps = node.putArray("parents");
    for (int p : dag.parents(v)) {
      ps.add(dag.name(p));
    }
    ArrayNode configs = node.putArray("configurations");
    int[] cards = cpd.discreteCardinalities();
    for (int c = 0; c < cpd.configurations(); c++) {
      ObjectNode config = configs.addObject();
      ObjectNode lv = config.putObject("levels");
      int rest = c;
      for (int i = 0; i < dp.length; i++) {
        lv.put(dag.name(dp[i]), network.variables().get(dp[i]).levels().get(rest % cards[i]));
        rest /= cards[i];
      }
      gaussian(config, dag, cpd, c);
    }
  }

  private static void gaussian(ObjectNode node, Dag dag, CgCpd cpd, int c) {
    ObjectNode co = node.putObject("coefficients");
    put(co.putArray(GaussianNetworkJson.INTERCEPT), cpd.intercept(c));
    int[] cp = cpd.continuousParents();
    for (int i = 0; i < cp.length; i++) {
      put(co.putArray(dag.name(cp[i])), cpd.coefficient(c, i));
    }
    double sd = cpd.sd(c);
    double variance = sd * sd;
    if (Double.isNaN(sd) || (Double.isFinite(variance) && variance >= Double.MIN_NORMAL)) {
      put(node.putArray("variance"), variance);
    }
    put(node.putArray("sd"), sd);
  }

  private static void put(ArrayNode a, double x) {
    if (Double.isNaN(x)) {
      a.addNull();
    } else {
      a.add(x);
    }
  }
}
