package org.structlearn.latent;

import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.model.DiscreteCpd;

/**
 * The observed side of an influence network's likelihood, bound to one data set: per observed
 * variable a table {@code P(o = data code | l)} laid out {@code [code * k + l]}, and per row the
 * evidence vectors {@code e_g(l) = prod_j P(o_j | l)}, rescaled to a maximum of 1 with the log of
 * the scale kept.
 */
final class RowEvidence {
  /** Below this the running evidence of a group is rescaled (far from underflow at 1e-308). */
  private static final double RESCALE_BELOW = 1e-100;

  private final int rows;
  private final int[] group;
  private final int[] cards; // latent states per group
  private final int[][] codes; // per observed variable, the data codes
  private final double[][] like; // per observed variable, [code * k + l]

  RowEvidence(InfluenceNetwork net, Dataset data) {
    List<Variable> vars = net.observedVariables();
    List<DiscreteCpd> cpds = net.observedCpds();
    int m = vars.size();
    this.rows = data.rows();
    this.group = new int[m];
    this.cards = new int[net.latentCount()];
    for (int g = 0; g < cards.length; g++) {
      cards[g] = net.states(g);
    }
    this.codes = new int[m][];
    this.like = new double[m][];
    for (int o = 0; o < m; o++) {
      group[o] = net.groupOfObserved(o);
      Variable var = vars.get(o);
      int c = column(data, var);
      codes[o] = data.codesOf(c);
      List<String> levels = data.variable(c).levels();
      int k = cards[group[o]];
      like[o] = new double[levels.size() * k];
      int[] netCode = new int[levels.size()];
      for (int d = 0; d < levels.size(); d++) {
        netCode[d] = var.codeOf(levels.get(d));
        for (int l = 0; l < k && netCode[d] >= 0; l++) {
          like[o][d * k + l] = cpds.get(o).probability(netCode[d], l);
        }
      }
      checkLevels(data, c, var, netCode, codes[o]);
    }
  }

  private static int column(Dataset data, Variable var) {
    int c = data.indexOf(var.name());
    if (c < 0) {
      throw new DataException(
          "the data have no column '"
              + var.name()
              + "', an observed variable of the influence network; columns are "
              + data.names());
    }
    if (!data.isDiscrete(c)) {
      throw new DataException(
          "column '" + var.name() + "' is continuous but the network's variable is discrete");
    }
    return c;
  }

  private static void checkLevels(Dataset data, int c, Variable var, int[] netCode, int[] codes) {
    for (int r = 0; r < codes.length; r++) {
      if (netCode[codes[r]] < 0) {
        throw new DataException(
            "column '"
                + var.name()
                + "' row "
                + (r + 1)
                + " has level '"
                + data.variable(c).levels().get(codes[r])
                + "', not a level of the network's variable "
                + var.levels());
      }
    }
  }

  /** {@code log P(x_r)} for every row. */
  double[] logLikelihoods(LatentElimination elimination) {
    double[][] evidence = new double[cards.length][];
    for (int g = 0; g < cards.length; g++) {
      evidence[g] = new double[cards[g]];
    }
    LatentElimination.Workspace ws = elimination.newWorkspace();
    double[] out = new double[rows];
    for (int r = 0; r < rows; r++) {
      double logScale = fill(r, evidence);
      out[r] = logScale + elimination.logSum(evidence, ws);
    }
    return out;
  }

  /** Fills the evidence vectors of row {@code r}; returns the log of the factored-out scale. */
  private double fill(int r, double[][] evidence) {
    for (double[] e : evidence) {
      java.util.Arrays.fill(e, 1.0);
    }
    double logScale = 0;
    for (int o = 0; o < codes.length; o++) {
      double[] e = evidence[group[o]];
      int k = e.length;
      int base = codes[o][r] * k;
      double[] t = like[o];
      double max = 0;
      for (int l = 0; l < k; l++) {
        e[l] *= t[base + l];
        max = Math.max(max, e[l]);
      }
      if (max < RESCALE_BELOW) {
        if (max == 0) {
          return Double.NEGATIVE_INFINITY;
        }
        for (int l = 0; l < k; l++) {
          e[l] /= max;
        }
        logScale += Math.log(max);
      }
    }
    return logScale;
  }
}
