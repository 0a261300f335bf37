package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Variable;
import org.structlearn.io.network.BifReader;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;

/**
 * The JavaBayes-style fixture {@code bif/quirks/asia.agrum.bif} (aGrUM's test copy of ASIA) must
 * give the network of {@code bif/asia.bif.gz} up to the names of variables and levels.
 */
class BifQuirksTest {
  private static final Map<String, String> NAMES =
      Map.of(
          "visit_to_Asia?", "asia",
          "tuberculosis?", "tub",
          "tuberculos_or_cancer?", "either",
          "positive_XraY?", "xray",
          "lung_cancer?", "lung",
          "smoking?", "smoke",
          "bronchitis?", "bronc",
          "dyspnoea?", "dysp");

  private final BayesianNetwork agrum =
      BifReader.read(DataLocation.resolve("bif/quirks/asia.agrum.bif"));
  private final BayesianNetwork bnlearn = BifReader.read(DataLocation.resolve("bif/asia.bif.gz"));

  /** P(child = level | parents = levels), everything by name. */
  private static double p(
      BayesianNetwork bn, String child, String level, Map<String, String> given) {
    int v = bn.indexOf(child);
    DiscreteCpd cpd = bn.cpd(v);
    List<Variable> pvars = bn.parentVariables(v);
    assertEquals(pvars.size(), given.size(), "parents of " + child);
    int[] codes = new int[pvars.size()];
    for (int i = 0; i < codes.length; i++) {
      codes[i] = pvars.get(i).codeOf(given.get(pvars.get(i).name()));
    }
    return cpd.probability(bn.variables().get(v).codeOf(level), cpd.config(codes));
  }

  @Test
  void specificProbabilitiesFromTheFile() {
    // "tuberculosis? | visit_to_Asia?": table 0.05 0.01 0.95 0.99 (child slowest)
    assertEquals(0.01, p(agrum, "tuberculosis?", "b1", Map.of("visit_to_Asia?", "a2")));
    assertEquals(0.05, p(agrum, "tuberculosis?", "b1", Map.of("visit_to_Asia?", "a1")));
    assertEquals(0.99, p(agrum, "tuberculosis?", "b2", Map.of("visit_to_Asia?", "a2")));
    // "dyspnoea? | tuberculos_or_cancer?, bronchitis?": 0.9 0.7 0.8 0.1 | 0.1 0.3 0.2 0.9,
    // last parent fastest
    String d = "dyspnoea?";
    String e = "tuberculos_or_cancer?";
    String b = "bronchitis?";
    assertEquals(0.9, p(agrum, d, "h1", Map.of(e, "c1", b, "g1")));
    assertEquals(0.7, p(agrum, d, "h1", Map.of(e, "c1", b, "g2")));
    assertEquals(0.8, p(agrum, d, "h1", Map.of(e, "c2", b, "g1")));
    assertEquals(0.1, p(agrum, d, "h1", Map.of(e, "c2", b, "g2")));
    assertEquals(0.3, p(agrum, d, "h2", Map.of(e, "c1", b, "g2")));
    assertEquals(8, agrum.size());
    assertEquals(8, agrum.dag().arcCount());
    assertEquals(18, agrum.parameterCount());
  }

  @Test
  void sameNetworkAsBnlearnAsiaUpToNames() {
    for (int v = 0; v < agrum.size(); v++) {
      String name = agrum.dag().name(v);
      int w = bnlearn.indexOf(NAMES.get(name));
      List<Variable> pvars = agrum.parentVariables(v);
      List<String> mappedParents = pvars.stream().map(x -> NAMES.get(x.name())).sorted().toList();
      List<String> bnParents =
          bnlearn.parentVariables(w).stream().map(Variable::name).sorted().toList();
      assertEquals(bnParents, mappedParents, "parents of " + name);
      DiscreteCpd cpd = agrum.cpd(v);
      for (int j = 0; j < cpd.configurations(); j++) {
        int[] codes = cpd.parentCodes(j);
        Map<String, String> given = new java.util.HashMap<>();
        for (int i = 0; i < codes.length; i++) {
          // level 1 of every aGrUM variable (a1, b1, ...) is bnlearn's "yes", level 2 is "no"
          given.put(NAMES.get(pvars.get(i).name()), codes[i] == 0 ? "yes" : "no");
        }
        double[] row = cpd.row(j);
        double[] expected = {
          p(bnlearn, NAMES.get(name), "yes", given), p(bnlearn, NAMES.get(name), "no", given)
        };
        assertEquals(Arrays.toString(expected), Arrays.toString(row), name + " " + given);
      }
    }
  }
}
