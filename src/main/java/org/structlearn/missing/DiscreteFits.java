package org.structlearn.missing;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;

/**
 * Discrete parameters from counts for structural EM: {@code (N_jk + a) / (N_j + r a)} per parent
 * configuration with {@code a = iss / (q r)} (bnlearn's {@code bayes}; {@code iss = 0}: maximum
 * likelihood), uniform where a configuration has no weight at all (which bnlearn's {@code mle}
 * leaves undefined). Counts come from expected counts (the M-step), from a {@link CompletedTable},
 * or from the available cases of each family (the start).
 */
final class DiscreteFits {
  private DiscreteFits() {}

  /** A network over {@code dag} from counts in each node's CPD layout. */
  static BayesianNetwork fromCounts(
      Dag dag, List<Variable> variables, double[][] counts, double iss) {
    List<DiscreteCpd> cpds = new ArrayList<>();
    for (int v = 0; v < dag.size(); v++) {
      int r = variables.get(v).cardinality();
      double[] c = counts[v];
      double pseudoCount = iss / c.length;
      double[] probs = new double[c.length];
      for (int j = 0; j < c.length; j += r) {
        double total = r * pseudoCount;
        for (int k = j; k < j + r; k++) {
          total += c[k];
        }
        for (int k = j; k < j + r; k++) {
          probs[k] = total > 0 ? (c[k] + pseudoCount) / total : 1.0 / r;
        }
      }
      int[] parents = dag.parents(v);
      List<Variable> pv = new ArrayList<>();
      for (int p : parents) {
        pv.add(variables.get(p));
      }
      cpds.add(DiscreteCpd.of(variables.get(v), parents, pv, probs));
    }
    return BayesianNetwork.of(dag, variables, cpds);
  }

  /** The expected counts of {@code dag}'s families in a completed table, in CPD layout. */
  static double[][] countsOf(Dag dag, CompletedTable table) {
    double[][] counts = new double[dag.size()][];
    for (int v = 0; v < dag.size(); v++) {
      CompletedTable.Counts c = table.count(v, dag.parents(v));
      if (c.dense() == null) {
        throw new org.structlearn.data.DataException(
            "node '"
                + dag.name(v)
                + "' has "
                + (long) c.configurations()
                + " parent configurations: too many for a table; limit the parents (maxParents)");
      }
      counts[v] = c.dense();
    }
    return counts;
  }

  /** Counts of each family over the rows that observe every node of it (available cases). */
  static double[][] availableCases(Dag dag, DiscreteRows rows) {
    int n = dag.size();
    double[][] counts = new double[n][];
    for (int v = 0; v < n; v++) {
      int[] parents = dag.parents(v);
      int r = rows.cards[v];
      int[] strides = new int[parents.length];
      int size = r;
      for (int j = 0; j < parents.length; j++) {
        strides[j] = size;
        size *= rows.cards[parents[j]];
      }
      counts[v] = new double[size];
      add(counts[v], v, parents, strides, rows.complete, rows.completeWeight);
      add(counts[v], v, parents, strides, rows.incomplete, rows.incompleteWeight);
    }
    return counts;
  }

  private static void add(
      double[] counts, int v, int[] parents, int[] strides, int[][] table, double[] weights) {
    for (int i = 0; i < table.length; i++) {
      int idx = table[i][v];
      for (int j = 0; j < parents.length && idx >= 0; j++) {
        int x = table[i][parents[j]];
        idx = x < 0 ? -1 : idx + x * strides[j];
      }
      if (idx >= 0) {
        counts[idx] += weights[i];
      }
    }
  }

  /** Arcs added, removed or reversed between two DAGs over the same nodes (a reversal counts 1). */
  static int changes(Dag before, Dag after) {
    int n = before.size();
    int changes = 0;
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        boolean same =
            before.hasArc(a, b) == after.hasArc(a, b) && before.hasArc(b, a) == after.hasArc(b, a);
        changes += same ? 0 : 1;
      }
    }
    return changes;
  }
}
