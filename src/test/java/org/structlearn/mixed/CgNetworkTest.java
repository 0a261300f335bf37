package org.structlearn.mixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.InterruptedRunException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.io.network.CgNetworkJson;
import org.structlearn.io.network.JsonFormatException;
import org.structlearn.model.ModelException;
import org.structlearn.search.SearchOptions;
import org.structlearn.sim.CgSampler;

/**
 * Fitted CG networks: JSON round trips, seeded sampling, the rule on discrete nodes, interrupts.
 */
class CgNetworkTest {
  @TempDir Path dir;

  static final String TRUTH = "[A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]";

  static CgNetwork clgaussian() {
    return CgFit.fit(ModelStrings.parse(TRUTH), CgReferences.data("clgaussian"));
  }

  @Test
  void jsonRoundTripsAndKeepsUnidentifiedConfigurations() {
    CgNetwork net = clgaussian();
    Path p = dir.resolve("n.json.gz");
    CgNetworkJson.write(net, p);
    assertTrue(CgNetworkJson.holdsConditionalGaussian(p));
    assertEquals(net, CgNetworkJson.read(p));
    Dataset survey = CgReferences.data("survey");
    CgNetwork s = CgFit.fit(ModelStrings.parse("[Exer][Smoke][Sex][Pulse|Exer:Smoke:Sex]"), survey);
    assertTrue(
        !s.cgCpd(s.dag().indexOf("Pulse")).identified(3 * 4 - 1)
            || !s.cgCpd(s.dag().indexOf("Pulse")).identified(1));
    assertEquals(s, CgNetworkJson.parse(CgNetworkJson.toJson(s), "survey"));
  }

  @Test
  void badJsonIsRefusedWithTheField() {
    String json = CgNetworkJson.toJson(clgaussian()).replace("\"G\" ]", "\"Q\" ]");
    JsonFormatException e =
        assertThrows(JsonFormatException.class, () -> CgNetworkJson.parse(json, "x.json"));
    assertTrue(e.getMessage().contains("x.json"), e.getMessage());
    String discreteChild =
        CgNetworkJson.toJson(clgaussian()).replace("[ \"A\", \"D\" ]", "[ \"D\", \"A\" ]");
    assertThrows(JsonFormatException.class, () -> CgNetworkJson.parse(discreteChild, "y.json"));
  }

  @Test
  void samplingIsSeededAndDoesNotDependOnTheThreads() {
    CgNetwork net = clgaussian();
    Dataset one = CgSampler.sample(net, 3000, 11, 1);
    Dataset three = CgSampler.sample(net, 3000, 11, 3);
    assertEquals(one, three);
    assertNotEquals(one, CgSampler.sample(net, 3000, 12, 1));
    // the sample's mean log-likelihood is near the training data's
    double perRow = net.logLikelihood(one) / one.rows();
    Dataset train = CgReferences.data("clgaussian");
    assertEquals(net.logLikelihood(train) / train.rows(), perRow, 0.1);
  }

  @Test
  void aDiscreteNodeCannotHaveAContinuousParent() {
    Dag bad = ModelStrings.parse("[D][A|D]");
    Dataset data = CgReferences.data("clgaussian");
    assertThrows(RuntimeException.class, () -> CgFit.fit(bad, data));
    assertThrows(
        ModelException.class,
        () ->
            CgNetwork.of(
                bad,
                java.util.List.of(
                    data.variable(data.require("D")), data.variable(data.require("A"))),
                java.util.List.of(clgaussian().cgCpd(3), clgaussian().discreteCpd(0))));
  }

  @Test
  void anInterruptedSearchStopsAndSaysHowFarItGot() {
    Dataset data = CgReferences.data("clgaussian");
    Thread.currentThread().interrupt();
    try {
      InterruptedRunException e =
          assertThrows(
              InterruptedRunException.class,
              () ->
                  CgSearch.hillClimbing(SearchOptions.builder().score(CgScoreSpec.bicCg()).build())
                      .learn(data));
      assertTrue(e.getMessage().contains("hill climbing interrupted"), e.getMessage());
    } finally {
      Thread.interrupted();
    }
  }
}
