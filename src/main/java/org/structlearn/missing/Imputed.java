package org.structlearn.missing;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * The completed table of {@link Completion#IMPUTED}: every row of the data once, its missing cells
 * filled by one value each. A minimal internal imputation for structural EM; the rows come grouped
 * (the distinct complete rows, then the distinct incomplete ones, each repeated by its count), an
 * order no score or fit depends on.
 */
final class Imputed {
  private Imputed() {}

  /** Discrete: each component's one completion fills the missing nodes of its row. */
  static Dataset dataset(
      DiscreteRows rows, List<Variable> variables, RowPosterior.Component[][] components) {
    int n = variables.size();
    int[][] cols = new int[n][rows.rows];
    int at = 0;
    for (int i = 0; i < rows.complete.length; i++) {
      for (int w = 0; w < (int) rows.completeWeight[i]; w++, at++) {
        for (int v = 0; v < n; v++) {
          cols[v][at] = rows.complete[i][v];
        }
      }
    }
    for (int i = 0; i < rows.incomplete.length; i++) {
      int[] row = rows.incomplete[i].clone();
      for (RowPosterior.Component c : components[i]) {
        for (int p = 0; p < c.nodes().length; p++) {
          row[c.nodes()[p]] = c.states()[0][p];
        }
      }
      for (int w = 0; w < (int) rows.incompleteWeight[i]; w++, at++) {
        for (int v = 0; v < n; v++) {
          cols[v][at] = row[v];
        }
      }
    }
    List<Object> columns = new ArrayList<>(List.of((Object[]) cols));
    return Dataset.adopt(variables, columns);
  }
}
