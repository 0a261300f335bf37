package org.structlearn.inference;

import java.util.Arrays;
import java.util.List;
import org.structlearn.data.Variable;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.MarkovNetwork;

/**
 * Brute force over every joint state (first variable fastest), the oracle of the inference tests:
 * the evidence weights each state, and every answer is a sum or a maximum over states.
 */
final class Enumeration {
  final int[] cards;
  final double[] weight; // joint times evidence likelihoods (not normalised)
  final double total; // the sum of the prior joint (1 for a BN, Z for an MN)

  private Enumeration(int[] cards, double[] prior, double[][] evidence) {
    this.cards = cards;
    int[] state = new int[cards.length];
    this.weight = new double[prior.length];
    double t = 0;
    for (int i = 0; i < prior.length; i++) {
      t += prior[i];
      double w = prior[i];
      for (int v = 0; v < cards.length; v++) {
        if (evidence[v] != null) {
          w *= evidence[v][state[v]];
        }
      }
      weight[i] = w;
      next(state);
    }
    this.total = t;
  }

  private void next(int[] state) {
    for (int v = 0; v < cards.length; v++) {
      if (++state[v] < cards[v]) {
        return;
      }
      state[v] = 0;
    }
  }

  static Enumeration of(BayesianNetwork bn, double[][] evidence) {
    int[] cards = bn.variables().stream().mapToInt(Variable::cardinality).toArray();
    int size = Arrays.stream(cards).reduce(1, (a, b) -> a * b);
    double[] prior = new double[size];
    int[] state = new int[cards.length];
    for (int i = 0; i < size; i++) {
      double p = 1;
      for (int v = 0; v < cards.length; v++) {
        DiscreteCpd cpd = bn.cpd(v);
        int[] pa = cpd.parents();
        int[] codes = new int[pa.length];
        for (int j = 0; j < pa.length; j++) {
          codes[j] = state[pa[j]];
        }
        double[] row = cpd.row(cpd.config(codes));
        p *= row[state[v]] / Arrays.stream(row).sum();
      }
      prior[i] = p;
      for (int v = 0; v < cards.length; v++) {
        if (++state[v] < cards[v]) {
          break;
        }
        state[v] = 0;
      }
    }
    return new Enumeration(cards, prior, evidence);
  }

  static Enumeration of(MarkovNetwork mn, double[][] evidence) {
    int[] cards = mn.variables().stream().mapToInt(Variable::cardinality).toArray();
    int size = Arrays.stream(cards).reduce(1, (a, b) -> a * b);
    double[] prior = new double[size];
    int[] state = new int[cards.length];
    for (int i = 0; i < size; i++) {
      prior[i] = Math.exp(mn.logPotential(state));
      for (int v = 0; v < cards.length; v++) {
        if (++state[v] < cards[v]) {
          break;
        }
        state[v] = 0;
      }
    }
    return new Enumeration(cards, prior, evidence);
  }

  double mass() {
    return Arrays.stream(weight).sum();
  }

  /** The posterior of the variables (first given fastest). */
  double[] joint(int... vars) {
    int size = 1;
    for (int v : vars) {
      size *= cards[v];
    }
    double[] out = new double[size];
    int[] state = new int[cards.length];
    for (double w : weight) {
      int idx = 0;
      int stride = 1;
      for (int v : vars) {
        idx += state[v] * stride;
        stride *= cards[v];
      }
      out[idx] += w;
      next(state);
    }
    double m = mass();
    for (int i = 0; i < size; i++) {
      out[i] /= m;
    }
    return out;
  }

  /** The largest joint posterior over the variables (the others summed out). */
  double mapProbability(int... vars) {
    return Arrays.stream(joint(vars)).max().orElse(0);
  }

  /** The joint posterior of an assignment of the variables. */
  double probability(int[] vars, int[] levels) {
    double[] j = joint(vars);
    int idx = 0;
    int stride = 1;
    for (int i = 0; i < vars.length; i++) {
      idx += levels[i] * stride;
      stride *= cards[vars[i]];
    }
    return j[idx];
  }

  static int[] codes(List<String> levels, Query q, String[] names) {
    int[] out = new int[names.length];
    for (int i = 0; i < names.length; i++) {
      out[i] = q.model().level(q.model().require(names[i]), levels.get(i));
    }
    return out;
  }
}
