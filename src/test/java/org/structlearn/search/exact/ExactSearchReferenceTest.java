package org.structlearn.search.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.sim.GaussianSampler;

/**
 * Reference values from causal-learn's ExactSearch (dynamic programming, in-degree ≤ 3), recorded
 * by {@code scripts/peers/exact-side-by-side.sh} in {@code causal-learn-exact-search.csv}: on
 * bnlearn's gaussian.test and on 12 columns of an ecoli70 sample, the exact search with BIC-G finds
 * the same equivalence class, and causal-learn's DAG scores exactly the optimum.
 */
class ExactSearchReferenceTest {
  @Test
  void sameOptimumAsCausalLearn() throws IOException {
    Dataset ecoli =
        GaussianSampler.sample(
            GaussianNetworkJson.read(DataLocation.resolve("gaussian/ecoli70.json")), 5000, 1);
    ecoli = ecoli.select(ecoli.names().subList(0, 12));
    check("gaussian.test", BnlearnData.continuous("gaussian.test"));
    check("ecoli70-12", ecoli);
  }

  private static void check(String name, Dataset d) throws IOException {
    GaussianScoreSpec bicG = GaussianScoreSpec.bicG();
    ExactResult r =
        new ExactSearch(ExactOptions.builder().score(bicG).maxParents(3).build()).learn(d);
    Dag theirs = reference(name, d.names());
    assertEquals(Cpdags.of(theirs), r.cpdag(), name);
    assertEquals(BnlearnData.networkScore(bicG.bind(d), d, theirs), r.score(), 1e-6, name);
  }

  private static Dag reference(String name, List<String> names) throws IOException {
    Dag.Builder b = Dag.builder(names);
    try (InputStream in =
        ExactSearchReferenceTest.class.getResourceAsStream("causal-learn-exact-search.csv")) {
      List<String> lines =
          new ArrayList<>(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
      for (String line : lines) {
        String[] f = line.split(",");
        if (!line.startsWith("#") && f.length == 3 && f[0].equals(name)) {
          b.addArc(f[1], f[2]);
        }
      }
    }
    return b.build();
  }
}
