package org.structlearn.cli.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.data.Variable;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;

/**
 * Random discrete networks for {@code bench}, drawn with fixed seeds so that the cases need no data
 * file: one shaped like the bnlearn repository's 70-variable networks (hepar2, win95pts: 70
 * variables of 2 to 4 levels, mostly binary, about 1.7 parents each, at most 4), and one with
 * columns of many levels (35 variables, seven of them with 50 to 99 levels, as mildew's and
 * barley's, the others 2 to 10). Nodes are in topological order; each picks its parents among the
 * earlier ones; every conditional distribution is a Dirichlet(1) draw sharpened by squaring its
 * weights (so the dependences are strong enough to learn).
 */
final class BenchNetworks {
  private BenchNetworks() {}

  /** The 70-variable network of 2 to 4 levels. */
  static BayesianNetwork seventy() {
    SplittableRandom rnd = new SplittableRandom(70);
    int[] levels = new int[70];
    for (int v = 0; v < levels.length; v++) {
      int u = rnd.nextInt(10);
      levels[v] = u < 6 ? 2 : u < 8 ? 3 : 4;
    }
    return random(levels, 1.7, 4, rnd);
  }

  /** The 35-variable network with seven columns of 50 to 99 levels. */
  static BayesianNetwork manyLevels() {
    SplittableRandom rnd = new SplittableRandom(35);
    int[] levels = new int[35];
    for (int v = 0; v < levels.length; v++) {
      levels[v] = v % 5 == 2 ? 50 + rnd.nextInt(50) : 2 + rnd.nextInt(9);
    }
    return random(levels, 1.3, 2, rnd);
  }

  /**
   * A network over columns of the given levels: node v takes each earlier node as a parent with
   * probability {@code parentsPerNode / v}, at most {@code maxParents} of them.
   */
  private static BayesianNetwork random(
      int[] levels, double parentsPerNode, int maxParents, SplittableRandom rnd) {
    int n = levels.length;
    List<String> names = new ArrayList<>(n);
    List<Variable> vars = new ArrayList<>(n);
    for (int v = 0; v < n; v++) {
      names.add(String.format("V%02d", v));
      List<String> states = new ArrayList<>(levels[v]);
      for (int l = 0; l < levels[v]; l++) {
        states.add("s" + l);
      }
      vars.add(Variable.discrete(names.get(v), states));
    }
    List<Arc> arcs = new ArrayList<>();
    List<DiscreteCpd> cpds = new ArrayList<>(n);
    for (int v = 0; v < n; v++) {
      List<Integer> parents = new ArrayList<>();
      for (int u = 0; u < v && parents.size() < maxParents; u++) {
        if (rnd.nextDouble() < parentsPerNode / v) {
          parents.add(u);
          arcs.add(new Arc(u, v));
        }
      }
      int[] p = parents.stream().mapToInt(Integer::intValue).toArray();
      List<Variable> pv = parents.stream().map(vars::get).toList();
      int q = pv.stream().mapToInt(Variable::cardinality).reduce(1, (a, b) -> a * b);
      double[] probs = new double[q * levels[v]];
      for (int j = 0; j < q; j++) {
        double sum = 0;
        for (int k = 0; k < levels[v]; k++) {
          double e = -Math.log(1 - rnd.nextDouble());
          probs[j * levels[v] + k] = e * e;
          sum += e * e;
        }
        for (int k = 0; k < levels[v]; k++) {
          probs[j * levels[v] + k] /= sum;
        }
      }
      cpds.add(DiscreteCpd.of(vars.get(v), p, pv, probs));
    }
    return BayesianNetwork.of(Dag.of(names, arcs), vars, cpds);
  }
}
