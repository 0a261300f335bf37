package org.structlearn.inference.predict;

import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * How the columns of a data set line up with a network's variables: by name, and for a discrete
 * variable level by level name (so a data set whose levels come in another order, or lack some,
 * still reads right). Columns the network lacks are ignored; variables the data lack are
 * unobserved.
 */
final class DataColumns {
  final Dataset data;
  final int[] column; // per network variable, its data column or -1
  final int[][] levelMap; // per discrete variable: data code -> network code

  DataColumns(List<Variable> network, Dataset data) {
    this.data = data;
    Dataset d = data;
    int n = network.size();
    this.column = new int[n];
    this.levelMap = new int[n][];
    for (int v = 0; v < n; v++) {
      Variable nv = network.get(v);
      int c = d.indexOf(nv.name());
      column[v] = c;
      if (c < 0) {
        continue;
      }
      Variable dv = d.variable(c);
      if (nv.isDiscrete() != dv.isDiscrete()) {
        throw new DataException(
            "column '"
                + nv.name()
                + "' is "
                + (dv.isDiscrete() ? "discrete" : "continuous")
                + " in the data but "
                + (nv.isDiscrete() ? "discrete" : "continuous")
                + " in the network; read the data with the network's variables");
      }
      if (nv.isDiscrete()) {
        levelMap[v] = new int[dv.cardinality()];
        for (int k = 0; k < dv.cardinality(); k++) {
          levelMap[v][k] = nv.codeOf(dv.levels().get(k));
          if (levelMap[v][k] < 0 && used(data, c, k)) {
            throw new DataException(
                "column '"
                    + nv.name()
                    + "' has the level '"
                    + dv.levels().get(k)
                    + "', which the network's "
                    + nv.name()
                    + " does not have; its levels are "
                    + nv.levels());
          }
        }
      }
    }
  }

  private static boolean used(Dataset d, int c, int k) {
    for (int r = 0; r < d.rows(); r++) {
      if (!d.missing().isMissing(c, r) && d.code(c, r) == k) {
        return true;
      }
    }
    return false;
  }

  /** The network code of variable v in a row, or -1 when missing or not in the data. */
  int code(int v, int row) {
    int c = column[v];
    if (c < 0 || data.missing().isMissing(c, row)) {
      return -1;
    }
    return levelMap[v][data.code(c, row)];
  }

  /** The value of continuous variable v in a row, or NaN when missing or not in the data. */
  double value(int v, int row) {
    int c = column[v];
    if (c < 0 || data.missing().isMissing(c, row)) {
      return Double.NaN;
    }
    return data.value(c, row);
  }

  /** Fills the hard evidence of a row: every observed variable but {@code except}. */
  void fill(int row, int[] hard, int except) {
    for (int v = 0; v < hard.length; v++) {
      hard[v] = v == except ? -1 : code(v, row);
    }
  }
}
