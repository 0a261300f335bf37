package org.structlearn.model;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.stats.FamilyCounter;

/** The fitting loop shared by the estimators: count each family once, turn counts into rows. */
final class FamilyFits {
  private FamilyFits() {}

  /** Turns the counts of one parent configuration into a probability row. */
  @FunctionalInterface
  interface RowRule {
    /**
     * @param counts the family counts
     * @param offset index of the row's first cell
     * @param r number of child levels
     * @param q number of parent configurations
     * @param out where to write the row, at {@code offset}
     */
    void row(int[] counts, int offset, int r, int q, double[] out);
  }

  static BayesianNetwork fit(Dag dag, Dataset data, RowRule rule) {
    int n = dag.size();
    int[] columns = new int[n];
    List<Variable> variables = new ArrayList<>(n);
    for (int v = 0; v < n; v++) {
      columns[v] = data.require(dag.name(v));
      if (!data.isDiscrete(columns[v])) {
        throw new DataException(
            DataException.continuousColumn(dag.name(v), "discrete parameter fitting"));
      }
      variables.add(data.variable(columns[v]));
    }
    FamilyCounter counter = new FamilyCounter(data);
    List<DiscreteCpd> cpds = new ArrayList<>(n);
    for (int v = 0; v < n; v++) {
      int[] parents = dag.parents(v);
      int[] pcols = new int[parents.length];
      List<Variable> pvars = new ArrayList<>();
      for (int i = 0; i < parents.length; i++) {
        pcols[i] = columns[parents[i]];
        pvars.add(variables.get(parents[i]));
      }
      int[] counts = counter.countDense(columns[v], pcols).counts();
      int r = variables.get(v).cardinality();
      int q = counts.length / r;
      double[] probs = new double[counts.length];
      for (int j = 0; j < q; j++) {
        rule.row(counts, j * r, r, q, probs);
      }
      cpds.add(DiscreteCpd.of(variables.get(v), parents, pvars, probs));
    }
    return BayesianNetwork.of(dag, variables, cpds);
  }
}
