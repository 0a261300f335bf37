package org.structlearn.io.network;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.structlearn.StructlearnException;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.GraphException;
import org.structlearn.io.IoErrors;
import org.structlearn.io.OutputFiles;
import org.structlearn.io.TextFiles;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;
import org.structlearn.model.ModelException;

/**
 * Reads and writes linear Gaussian networks in the JSON layout of the shared {@code gaussian/}
 * files (converted from the bnlearn repository's {@code bn.fit} objects; pgmpy's {@code
 * ecoli70.json} uses the same layout without {@code sd}):
 *
 * <pre>{@code
 * { "nodes": ["A", "B", "C"],
 *   "arcs": [["A", "C"], ["B", "C"]],                      // [parent, child]
 *   "cpds": { "C": { "coefficients": {"(Intercept)": [2], "A": [2], "B": [2]},
 *                    "variance": [0.25], "sd": [0.5], "parents": ["A", "B"] }, ... } }
 * }</pre>
 *
 * <p>The model of a node is {@code X = b0 + sum_k b_k parent_k + N(0, sd^2)}. Reading checks that
 * the arcs form a DAG over the listed nodes, that every node has a cpd whose {@code parents} and
 * coefficient names are its parents in the arcs, that numbers are finite, and that the sd is {@code
 * > 0}; {@code sd} is taken when present, else {@code sqrt(variance)}, and when both are present
 * they must agree ({@code |sd^2 - variance| <= 1e-6 variance}). A number may be written bare or as
 * a one-element array (R's vectors). Errors are {@link JsonFormatException}s naming the line,
 * column and field. Files may be gzip-compressed.
 *
 * <p>Writing uses the same layout (one-element arrays, parents in the DAG's order, {@code variance
 * = sd^2}, left out when sd^2 under- or overflows a double) with shortest round-trip decimals, so
 * reading a written file gives back an equal network.
 */
public final class GaussianNetworkJson {
  /** The coefficient name of the intercept, as R names it. */
  public static final String INTERCEPT = "(Intercept)";

  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private GaussianNetworkJson() {}

  /**
   * The network in a JSON file (plain or gzip).
   *
   * @throws JsonFormatException if the file is not valid JSON or not a valid network
   * @throws StructlearnException if the file cannot be read
   */
  public static GaussianNetwork read(Path path) {
    return parse(TextFiles.read(path, StandardCharsets.UTF_8), path.toString());
  }

  /**
   * The network in a JSON text.
   *
   * @param sourceName names the input in error messages
   * @throws JsonFormatException if the text is not valid JSON or not a valid network
   */
  public static GaussianNetwork parse(String json, String sourceName) {
    JsonNode root;
    try {
      root = MAPPER.readTree(json);
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
    return new Reading(json, sourceName).network(root);
  }

  /**
   * Writes the network to a file (gzip-compressed when the name ends in {@code .gz}), atomically
   * ({@link OutputFiles}): an interrupted write leaves the old file as it was.
   *
   * @throws StructlearnException if the file cannot be written, naming it and the reason
   */
  public static void write(GaussianNetwork network, Path path) {
    OutputFiles.writeString(path, toJson(network));
  }

  /**
   * Writes the network to a writer, which is flushed but not closed.
   *
   * @throws UncheckedIOException if the writer fails
   */
  public static void write(GaussianNetwork network, Writer out) {
    try {
      out.write(toJson(network));
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write JSON: " + IoErrors.reason(e), e);
    }
  }

  /** The network as a JSON text in the layout described above. */
  public static String toJson(GaussianNetwork network) {
    Dag dag = network.dag();
    ObjectNode root = MAPPER.createObjectNode();
    ArrayNode nodes = root.putArray("nodes");
    dag.names().forEach(nodes::add);
    ArrayNode arcs = root.putArray("arcs");
    for (Arc a : dag.arcs()) {
      arcs.addArray().add(dag.name(a.from())).add(dag.name(a.to()));
    }
    ObjectNode cpds = root.putObject("cpds");
    for (int v = 0; v < dag.size(); v++) {
      LinearGaussianCpd c = network.cpd(v);
      int[] parents = dag.parents(v);
      ObjectNode node = cpds.putObject(dag.name(v));
      ObjectNode coefficients = node.putObject("coefficients");
      coefficients.putArray(INTERCEPT).add(c.intercept());
      for (int i = 0; i < parents.length; i++) {
        coefficients.putArray(dag.name(parents[i])).add(c.coefficient(i));
      }
      double variance = c.variance();
      if (Double.isFinite(variance) && variance >= Double.MIN_NORMAL) {
        // sd^2 under- or overflows for extreme sd: then sd alone says it (reading prefers sd)
        node.putArray("variance").add(variance);
      }
      node.putArray("sd").add(c.sd());
      ArrayNode ps = node.putArray("parents");
      for (int p : parents) {
        ps.add(dag.name(p));
      }
    }
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new StructlearnException("cannot write JSON: " + e.getMessage(), e);
    }
  }

  /** One reading: the text is kept to locate fields for error messages. */
  private static final class Reading extends JsonPointerReading {
    Reading(String text, String source) {
      super(text, source);
    }

    GaussianNetwork network(JsonNode root) {
      if (!root.isObject()) {
        throw error("", "the document must be an object with nodes, arcs and cpds");
      }
      List<String> nodes = nodes(field(root, "", "nodes"));
      Dag dag = dag(nodes, field(root, "", "arcs"));
      JsonNode cpds = field(root, "", "cpds");
      if (!cpds.isObject()) {
        throw error("/cpds", "cpds must be an object with one entry per node");
      }
      for (Iterator<String> it = cpds.fieldNames(); it.hasNext(); ) {
        String name = it.next();
        if (dag.indexOf(name) < 0) {
          throw error(JsonLocations.pointer("cpds", name), "'" + name + "' is not in nodes");
        }
      }
      List<LinearGaussianCpd> out = new ArrayList<>();
      for (int v = 0; v < dag.size(); v++) {
        out.add(cpd(dag, v, field(cpds, "/cpds", dag.name(v))));
      }
      return GaussianNetwork.of(dag, out);
    }

    private List<String> nodes(JsonNode nodes) {
      if (!nodes.isArray()) {
        throw error("/nodes", "nodes must be an array of names");
      }
      List<String> names = new ArrayList<>();
      Set<String> seen = new HashSet<>();
      for (int i = 0; i < nodes.size(); i++) {
        JsonNode n = nodes.get(i);
        if (!n.isTextual() || n.asText().isEmpty()) {
          throw error(JsonLocations.pointer("nodes", i), "a node name must be a non-empty string");
        }
        if (!seen.add(n.asText())) {
          throw error(JsonLocations.pointer("nodes", i), "node '" + n.asText() + "' is repeated");
        }
        names.add(n.asText());
      }
      return names;
    }

    private Dag dag(List<String> nodes, JsonNode arcs) {
      if (!arcs.isArray()) {
        throw error("/arcs", "arcs must be an array of [parent, child] pairs");
      }
      List<Arc> list = new ArrayList<>();
      for (int i = 0; i < arcs.size(); i++) {
        JsonNode a = arcs.get(i);
        String at = JsonLocations.pointer("arcs", i);
        if (!a.isArray() || a.size() != 2 || !a.get(0).isTextual() || !a.get(1).isTextual()) {
          throw error(at, "an arc must be a [parent, child] pair of node names, was " + a);
        }
        int from = nodes.indexOf(a.get(0).asText());
        int to = nodes.indexOf(a.get(1).asText());
        if (from < 0 || to < 0) {
          throw error(at, "arc " + a + " names a node not in nodes");
        }
        list.add(new Arc(from, to));
      }
      try {
        return Dag.of(nodes, list);
      } catch (GraphException e) {
        throw error("/arcs", "the arcs do not form a DAG: " + e.getMessage(), e);
      }
    }

    private LinearGaussianCpd cpd(Dag dag, int v, JsonNode cpd) {
      String name = dag.name(v);
      String at = JsonLocations.pointer("cpds", name);
      if (!cpd.isObject()) {
        throw error(at, "the cpd of '" + name + "' must be an object");
      }
      int[] parents = dag.parents(v);
      Set<String> expected = new TreeSet<>();
      for (int p : parents) {
        expected.add(dag.name(p));
      }
      JsonNode listed = cpd.get("parents");
      if (listed != null) {
        Set<String> given = new TreeSet<>();
        listed.forEach(p -> given.add(p.asText()));
        if (!listed.isArray() || !given.equals(expected) || given.size() != listed.size()) {
          throw error(
              at + "/parents",
              "'" + name + "' lists parents " + listed + " but the arcs give " + expected);
        }
      }
      JsonNode coefficients = field(cpd, at, "coefficients");
      String cat = at + "/coefficients";
      for (Iterator<String> it = coefficients.fieldNames(); it.hasNext(); ) {
        String c = it.next();
        if (!c.equals(INTERCEPT) && !expected.contains(c)) {
          throw error(
              cat + "/" + c.replace("~", "~0").replace("/", "~1"),
              "'" + c + "' is not a parent of '" + name + "' (parents: " + expected + ")");
        }
      }
      double intercept = number(field(coefficients, cat, INTERCEPT), cat + "/" + INTERCEPT);
      double[] b = new double[parents.length];
      for (int i = 0; i < parents.length; i++) {
        String p = dag.name(parents[i]);
        b[i] =
            number(
                field(coefficients, cat, p),
                JsonLocations.pointer("cpds", name, "coefficients", p));
      }
      double sd = sd(name, at, cpd);
      try {
        return LinearGaussianCpd.of(intercept, parents, b, sd);
      } catch (ModelException e) {
        throw error(at, "'" + name + "': " + e.getMessage(), e);
      }
    }

    private double sd(String name, String at, JsonNode cpd) {
      JsonNode sdNode = cpd.get("sd");
      JsonNode varNode = cpd.get("variance");
      if (sdNode == null && varNode == null) {
        throw error(at, "the cpd of '" + name + "' has neither sd nor variance");
      }
      double variance = Double.NaN;
      if (varNode != null) {
        variance = number(varNode, at + "/variance");
        if (!(variance > 0)) {
          throw error(
              at + "/variance",
              "the variance of '" + name + "' is " + variance + "; it must be > 0");
        }
      }
      if (sdNode == null) {
        return Math.sqrt(variance);
      }
      double sd = number(sdNode, at + "/sd");
      if (!(sd > 0)) {
        throw error(
            at + "/sd", "the sd of '" + name + "' is " + sd + "; a standard deviation must be > 0");
      }
      if (varNode != null && Math.abs(sd * sd - variance) > 1e-6 * variance) {
        throw error(
            at + "/variance",
            "the variance of '" + name + "' is " + variance + " but sd^2 = " + sd * sd);
      }
      return sd;
    }
  }
}
