package org.structlearn.model;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;

/**
 * Textbook networks defined in code, so that examples and notebooks need no file.
 *
 * <p>{@link #asia()} is the ASIA ("chest clinic") network of Lauritzen and Spiegelhalter (1988),
 * with the node names and tables of the bnlearn repository's {@code asia.bif}: 8 binary variables
 * ({@code yes}/{@code no}), 8 arcs, 18 free parameters.
 */
public final class ExampleNetworks {
  private static final List<String> YES_NO = List.of("yes", "no");

  private ExampleNetworks() {}

  /** ASIA (Lauritzen and Spiegelhalter 1988). */
  public static BayesianNetwork asia() {
    List<String> names = List.of("asia", "tub", "smoke", "lung", "bronc", "either", "xray", "dysp");
    Dag dag =
        Dag.builder(names)
            .addArc("asia", "tub")
            .addArc("smoke", "lung")
            .addArc("smoke", "bronc")
            .addArc("tub", "either")
            .addArc("lung", "either")
            .addArc("either", "xray")
            .addArc("bronc", "dysp")
            .addArc("either", "dysp")
            .build();
    List<Variable> vars = new ArrayList<>();
    for (String n : names) {
      vars.add(Variable.discrete(n, YES_NO));
    }
    // tables: probs[config * 2 + k], parents ascending, first parent fastest, k = yes, no
    double[][] probs = {
      {0.01, 0.99}, // asia
      {0.05, 0.95, 0.01, 0.99}, // tub | asia
      {0.5, 0.5}, // smoke
      {0.1, 0.9, 0.01, 0.99}, // lung | smoke
      {0.6, 0.4, 0.3, 0.7}, // bronc | smoke
      {1, 0, 1, 0, 1, 0, 0, 1}, // either | tub, lung: "tub or lung"
      {0.98, 0.02, 0.05, 0.95}, // xray | either
      {0.9, 0.1, 0.7, 0.3, 0.8, 0.2, 0.1, 0.9} // dysp | bronc, either
    };
    List<DiscreteCpd> cpds = new ArrayList<>();
    for (int v = 0; v < names.size(); v++) {
      int[] parents = dag.parents(v);
      List<Variable> pv = new ArrayList<>();
      for (int p : parents) {
        pv.add(vars.get(p));
      }
      cpds.add(DiscreteCpd.of(vars.get(v), parents, pv, probs[v]));
    }
    return BayesianNetwork.of(dag, vars, cpds);
  }
}
