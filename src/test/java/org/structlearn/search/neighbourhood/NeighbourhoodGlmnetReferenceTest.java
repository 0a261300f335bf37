package org.structlearn.search.neighbourhood;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.structlearn.data.Dataset;
import org.structlearn.data.VariableType;
import org.structlearn.graph.Edge;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;

/**
 * Neighbourhood selection against its glmnet reference, recorded by {@code
 * scripts/peers/neighbourhood-record.sh} in {@code src/test/resources/neighbourhood/} from {@code
 * scripts/peers/neighbourhood-reference.R} (R's glmnet 4.1.6: IsingFit's procedure for binary
 * nodes, mgm's ungrouped multinomial lasso for three levels, the Gaussian lasso for continuous
 * data; EBIC with γ = 0.25). On a Gibbs sample of a binary Markov network on Zachary's karate club
 * graph (200 rows), one of a three-level network on the same graph (300 rows) and a forward sample
 * of the linear Gaussian ecoli70 network (200 rows), every node's path has glmnet's length, the
 * EBIC chooses glmnet's penalty (the same λ and EBIC to rounding), and the AND and OR graphs are
 * glmnet's edge for edge. {@code scripts/peers/neighbourhood-side-by-side.sh} runs the same
 * comparison live on more samples.
 */
class NeighbourhoodGlmnetReferenceTest {

  @ParameterizedTest
  @CsvSource({
    "karate-binary-200, DISCRETE, binomial, NaN",
    "karate-3levels-300, DISCRETE, multinomial, 0.01",
    "ecoli70-gaussian-200, CONTINUOUS, gaussian, NaN"
  })
  void sameChoicesAndEdgesAsGlmnet(String name, VariableType type, String family, double ratio)
      throws IOException {
    Dataset data;
    try (InputStream in = new GZIPInputStream(resource(name + ".csv.gz"), 1 << 16)) {
      data = DatasetReader.read(in, name, CsvOptions.builder().defaultType(type).build());
    }
    NeighbourhoodOptions options = NeighbourhoodOptions.builder().lambdaRatio(ratio).build();
    NeighbourhoodResult r = new NeighbourhoodSelection(options).learn(data);
    Map<String, NodeFit> fits = new HashMap<>();
    for (NodeFit f : r.nodes()) {
      fits.put(f.node(), f);
    }
    List<String[]> nodes = rows(name + ".glmnet.nodes.csv");
    assertTrue(nodes.size() >= 30, name + ": glmnet modelled " + nodes.size() + " nodes");
    for (String[] row : nodes) { // node,family,penalties,chosen,lambda,ebic
      NodeFit f = fits.get(row[0]);
      String where = name + " " + row[0];
      assertEquals(row[1], f.family(), where);
      assertEquals(family, f.family(), where);
      assertEquals(Integer.parseInt(row[2]), f.path().size(), where + ": penalties on the path");
      assertEquals(Integer.parseInt(row[3]), f.chosen() + 1, where + ": the EBIC's choice");
      double lambda = Double.parseDouble(row[4]);
      assertEquals(lambda, f.lambda(), 1e-9 * lambda, where + ": the chosen lambda");
      double ebic = Double.parseDouble(row[5]);
      assertEquals(ebic, f.chosenEbic(), 1e-8 * Math.max(1, Math.abs(ebic)), where + ": EBIC");
    }
    int p = data.columns();
    for (NeighbourhoodOptions.Rule rule : NeighbourhoodOptions.Rule.values()) {
      Set<String> ours = new TreeSet<>();
      for (Edge e : NeighbourhoodSelection.edges(r.nodes(), p, rule)) {
        ours.add(data.names().get(e.a()) + " - " + data.names().get(e.b()));
      }
      Set<String> theirs = new TreeSet<>();
      for (String[] row : rows(name + ".glmnet.edges.csv")) { // rule,a,b
        if (row[0].equals(rule.key())) {
          theirs.add(row[1] + " - " + row[2]);
        }
      }
      assertTrue(theirs.size() >= 10, name + " " + rule + ": " + theirs);
      assertEquals(theirs, ours, name + ": the " + rule.key() + " graph");
    }
    assertEquals(
        NeighbourhoodSelection.edges(r.nodes(), p, NeighbourhoodOptions.Rule.AND).size(),
        r.graph().edges().size(),
        name + ": the learned graph is the AND graph");
  }

  private static InputStream resource(String file) {
    InputStream in =
        NeighbourhoodGlmnetReferenceTest.class.getResourceAsStream("/neighbourhood/" + file);
    assertTrue(in != null, "test resource neighbourhood/" + file);
    return in;
  }

  /** The rows of a recorded CSV file after its header, split at commas. */
  private static List<String[]> rows(String file) throws IOException {
    try (InputStream in = resource(file)) {
      List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
      return lines.subList(1, lines.size()).stream()
          .filter(l -> !l.isBlank())
          .map(l -> l.split(","))
          .toList();
    }
  }
}
