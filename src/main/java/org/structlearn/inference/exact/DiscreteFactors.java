package org.structlearn.inference.exact;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dags;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.LogFactor;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.ModelException;

/**
 * A discrete network as a list of {@link FactorTable}s, and the factors one query needs: a Bayesian
 * network's CPDs (each over its sorted family, rows divided by their sums) or a Markov network's
 * factors (potentials scaled by their largest), reduced by the evidence and pruned.
 *
 * <p>Pruning (Koller and Friedman 2009, sec. 9.3.1.2 and 9.5): in a Bayesian network only the
 * ancestors of the targets and of the evidence matter (a barren node's CPD sums out to 1); and for
 * a query that needs no probability of the evidence, a factor matters only when it touches, through
 * unobserved variables, the connected component of a target. With every variable but a target
 * observed, that leaves the target's own CPD and its children's: its Markov blanket. Pruning is
 * structural, before any table is touched, so a query on a large network costs what its relevant
 * part costs.
 */
public final class DiscreteFactors {
  private final List<Variable> variables;
  private final int[] cards;
  private final List<FactorTable> factors;
  private final int[][] factorVars; // sorted scope of each factor
  private final int[][] parents; // Bayesian networks: the parents of each node; else null

  private DiscreteFactors(List<Variable> variables, List<FactorTable> factors, int[][] parents) {
    this.variables = List.copyOf(variables);
    this.cards = variables.stream().mapToInt(Variable::cardinality).toArray();
    this.factors = List.copyOf(factors);
    this.factorVars = factors.stream().map(FactorTable::vars).toArray(int[][]::new);
    this.parents = parents;
  }

  /** The CPDs of a Bayesian network, one factor per node, in node order. */
  public static DiscreteFactors of(BayesianNetwork bn) {
    int n = bn.size();
    int[] cards = bn.variables().stream().mapToInt(Variable::cardinality).toArray();
    List<FactorTable> fs = new ArrayList<>(n);
    int[][] parents = new int[n][];
    for (int v = 0; v < n; v++) {
      DiscreteCpd cpd = bn.cpd(v);
      parents[v] = cpd.parents();
      int[] family = new int[parents[v].length + 1];
      family[0] = v;
      System.arraycopy(parents[v], 0, family, 1, parents[v].length);
      fs.add(sorted(family, cards, normalisedRows(cpd), 0));
    }
    return new DiscreteFactors(bn.variables(), fs, parents);
  }

  /** The factors of a Markov network, as scaled potentials. */
  public static DiscreteFactors of(MarkovNetwork mn) {
    int[] cards = mn.variables().stream().mapToInt(Variable::cardinality).toArray();
    List<FactorTable> fs = new ArrayList<>();
    for (LogFactor f : mn.factors()) {
      double[] logs = f.logValues();
      double max = Arrays.stream(logs).max().orElse(0);
      if (max == Double.NEGATIVE_INFINITY) {
        throw new ModelException(
            "a factor over " + Arrays.toString(f.scope()) + " is 0 everywhere");
      }
      double[] p = new double[logs.length];
      for (int i = 0; i < p.length; i++) {
        p[i] = Math.exp(logs[i] - max);
      }
      // the scope's LAST variable is fastest: reversed, the first is
      int[] scope = f.scope();
      int[] reversed = new int[scope.length];
      for (int i = 0; i < scope.length; i++) {
        reversed[i] = scope[scope.length - 1 - i];
      }
      fs.add(sorted(reversed, cards, p, max));
    }
    return new DiscreteFactors(mn.variables(), fs, null);
  }

  /** The rows of a CPD divided by their sums (rows summing to exactly 1 kept as they are). */
  static double[] normalisedRows(DiscreteCpd cpd) {
    double[] p = cpd.probabilities();
    int r = cpd.cardinality();
    for (int q = 0; q < p.length; q += r) {
      double sum = 0;
      for (int k = 0; k < r; k++) {
        sum += p[q + k];
      }
      if (sum != 1 && sum > 0) {
        for (int k = 0; k < r; k++) {
          p[q + k] /= sum;
        }
      }
    }
    return p;
  }

  /** A table given over {@code order} (first fastest) laid out over the sorted variables. */
  static FactorTable sorted(int[] order, int[] cards, double[] values, double logScale) {
    int m = order.length;
    int[] vars = order.clone();
    Arrays.sort(vars);
    int[] vc = new int[m];
    int[] srcStride = new int[m]; // stride in the source of sorted variable i
    int s = 1;
    int[] strideOf = new int[m];
    for (int i = 0; i < m; i++) {
      strideOf[i] = s;
      s *= cards[order[i]];
    }
    for (int i = 0; i < m; i++) {
      vc[i] = cards[vars[i]];
      for (int j = 0; j < m; j++) {
        if (order[j] == vars[i]) {
          srcStride[i] = strideOf[j];
        }
      }
    }
    double[] out = new double[values.length];
    int[] state = new int[m];
    int src = 0;
    for (int e = 0; e < out.length; e++) {
      out[e] = values[src];
      for (int d = 0; d < m; d++) {
        state[d]++;
        src += srcStride[d];
        if (state[d] < vc[d]) {
          break;
        }
        src -= srcStride[d] * state[d];
        state[d] = 0;
      }
    }
    return FactorTable.adopt(vars, vc, out, logScale).scaled();
  }

  /** The variables, in node order. */
  public List<Variable> variables() {
    return variables;
  }

  /** The cardinality of every variable. */
  int[] cards() {
    return cards;
  }

  /** Whether these are a Bayesian network's CPDs (normalised: the unpruned product sums to 1). */
  public boolean isBayesian() {
    return parents != null;
  }

  /**
   * The factors for a query: pruned, then reduced by the hard evidence and multiplied by the soft
   * evidence.
   *
   * @param hard a level per variable, or -1 where none is observed
   * @param soft a likelihood vector per variable, or null (ignored where {@code hard} is set)
   * @param targets the variables asked about (none observed)
   * @param keepMass keep every factor that changes the probability of the evidence, so that the
   *     result's total mass is P(evidence) (times Z for a Markov network); otherwise drop the
   *     components that do not touch a target
   */
  public Reduced reduce(int[] hard, double[][] soft, int[] targets, boolean keepMass) {
    int n = cards.length;
    boolean[] relevant = relevantNodes(hard, soft, targets);
    boolean[] keepFactor = new boolean[factors.size()];
    for (int f = 0; f < keepFactor.length; f++) {
      keepFactor[f] = parents == null || relevant[f]; // a BN's factor f is node f's CPD
    }
    if (!keepMass) {
      keepTargetComponents(hard, soft, targets, keepFactor, relevant);
    }
    List<FactorTable> out = new ArrayList<>();
    double logConstant = 0;
    for (int f = 0; f < keepFactor.length; f++) {
      if (!keepFactor[f]) {
        continue;
      }
      FactorTable t = factors.get(f);
      for (int v : factorVars[f]) {
        if (hard[v] >= 0) {
          t = t.reduce(v, hard[v]);
        }
      }
      if (t.vars().length == 0) {
        logConstant += t.logSum();
      } else {
        out.add(t);
      }
    }
    for (int v = 0; v < n; v++) {
      if (soft[v] != null && hard[v] < 0 && (keepMass || relevant[v])) {
        out.add(FactorTable.of(new int[] {v}, new int[] {cards[v]}, soft[v], 0).scaled());
      }
    }
    return new Reduced(out, logConstant, cards);
  }

  /** Nodes whose factors can matter: for a BN the ancestors of targets and evidence; else all. */
  private boolean[] relevantNodes(int[] hard, double[][] soft, int[] targets) {
    int n = cards.length;
    boolean[] in = new boolean[n];
    if (parents == null) {
      Arrays.fill(in, true);
      return in;
    }
    for (int t : targets) {
      in[t] = true;
    }
    for (int v = 0; v < n; v++) {
      in[v] |= hard[v] >= 0 || soft[v] != null;
    }
    return Dags.closeUnderParents(parents, in);
  }

  /**
   * Drops the kept factors that do not touch, through unobserved variables, a target's component;
   * {@code relevant} is narrowed to the variables of the components kept.
   */
  private void keepTargetComponents(
      int[] hard, double[][] soft, int[] targets, boolean[] keepFactor, boolean[] relevant) {
    int n = cards.length;
    int[] root = new int[n];
    for (int v = 0; v < n; v++) {
      root[v] = v;
    }
    for (int f = 0; f < keepFactor.length; f++) {
      if (!keepFactor[f]) {
        continue;
      }
      int first = -1;
      for (int v : factorVars[f]) {
        if (hard[v] < 0) {
          if (first < 0) {
            first = v;
          } else {
            union(root, first, v);
          }
        }
      }
    }
    boolean[] targetRoot = new boolean[n];
    for (int t : targets) {
      targetRoot[find(root, t)] = true;
    }
    for (int f = 0; f < keepFactor.length; f++) {
      if (!keepFactor[f]) {
        continue;
      }
      boolean touches = false;
      for (int v : factorVars[f]) {
        touches |= hard[v] < 0 && targetRoot[find(root, v)];
      }
      keepFactor[f] = touches;
    }
    for (int v = 0; v < n; v++) {
      relevant[v] &= hard[v] < 0 && targetRoot[find(root, v)];
    }
  }

  private static int find(int[] root, int v) {
    while (root[v] != v) {
      root[v] = root[root[v]];
      v = root[v];
    }
    return v;
  }

  private static void union(int[] root, int a, int b) {
    int ra = find(root, a);
    int rb = find(root, b);
    if (ra != rb) {
      root[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  }

  /**
   * The factors of one query.
   *
   * @param factors the factors with at least one unobserved variable
   * @param logConstant the log of the product of the fully observed factors
   * @param cards the cardinality of every variable of the network
   */
  public record Reduced(List<FactorTable> factors, double logConstant, int[] cards) {}
}
