package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.metrics.Shd;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.score.LocalScore;

/**
 * The unchanged searches with Gaussian scores. Reference: bnlearn 5.2.1 {@code hc(gaussian.test,
 * score = "bic-g")} from {@code bnlearn/baseline/results-all.csv} (its BIC, -53221.3477884288,
 * equal to the true DAG's) and {@code baseline/learned/gaussian.test-n5000-hc-bic-g.arcs.csv}. Seed
 * 001's setting (tabu search, log-likelihood minus λ per arc, wine data) is checked for the seeded
 * invariants.
 */
class GaussianSearchTest {

  static double bnlearnHcBic() throws IOException {
    List<String> lines =
        DataLocation.readString("bnlearn/baseline/results-all.csv").lines().toList();
    List<String> header = BnlearnHillClimbingReferenceTest.fields(lines.get(0));
    for (String line : lines.subList(1, lines.size())) {
      List<String> f = BnlearnHillClimbingReferenceTest.fields(line);
      if (f.get(0).equals("gaussian.test") && f.get(3).equals("hc(score='bic-g')")) {
        return Double.parseDouble(f.get(header.indexOf("bic")));
      }
    }
    throw new AssertionError("no baseline row for gaussian.test hc bic-g");
  }

  static Dag bnlearnLearned(List<String> names) throws IOException {
    List<String> lines =
        DataLocation.readString("bnlearn/baseline/learned/gaussian.test-n5000-hc-bic-g.arcs.csv")
            .lines()
            .toList();
    assertEquals("from,to", lines.get(0));
    List<Arc> arcs = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",");
      arcs.add(new Arc(names.indexOf(f[0]), names.indexOf(f[1])));
    }
    return Dag.of(names, arcs);
  }

  @Test
  void hillClimbingWithBicGRecoversTheTrueCpdagAsBnlearnDoes() throws IOException {
    Dataset data = BnlearnData.continuous("gaussian.test");
    Dag truth = BnlearnData.truth("gaussian.test").reorder(data.names());
    LearnResult r =
        new HillClimbing(SearchOptions.builder().score(GaussianScoreSpec.bicG()).build())
            .learn(data);
    assertEquals(0, Shd.of(truth, r.graph()), () -> "learned " + r.graph());
    assertEquals(0, Shd.of(bnlearnLearned(data.names()), r.graph()), "bnlearn's hc result");
    double expected = bnlearnHcBic();
    assertTrue(
        Math.abs(r.score() - expected) / Math.abs(expected) < 1e-9,
        "hc BIC-G: expected " + expected + ", got " + r.score());
    assertEquals("bic-g", r.scoreName());
  }

  @Test
  void tabuSearchWithThePenalizedLogLikelihoodOnWine() {
    Dataset data =
        DatasetReader.read(
            DataLocation.resolve("wine/winequality-red.csv"),
            CsvOptions.builder().delimiter(';').build());
    assertTrue(data.isAllContinuous(), "quality is read as a number, as seed 001 treats it");
    GaussianScoreSpec spec = GaussianScoreSpec.penalized(10);
    SearchOptions options = SearchOptions.builder().score(spec).seed(1).build();
    LearnResult tabu = new TabuSearch(options).learn(data);
    LearnResult hc = new HillClimbing(options).learn(data);
    LocalScore score = spec.bind(data);
    double rescored = BnlearnData.networkScore(score, data, tabu.graph());
    assertTrue(Math.abs(rescored - tabu.score()) < 1e-6 * Math.abs(rescored), "trace total");
    assertTrue(tabu.score() >= hc.score() - 1e-9, "tabu keeps the best graph it saw");
    assertTrue(tabu.graph().arcCount() > 0);
    double empty = BnlearnData.networkScore(score, data, Dag.empty(data.names()));
    assertTrue(tabu.score() > empty, "the search improves on the empty graph");
  }
}
