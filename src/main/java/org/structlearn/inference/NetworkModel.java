package org.structlearn.inference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.data.Variable;
import org.structlearn.graph.EliminationHeuristic;
import org.structlearn.inference.exact.DiscreteFactors;
import org.structlearn.inference.exact.GaussianConditioning;
import org.structlearn.io.CellTexts;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.Calibration;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.JunctionTree;
import org.structlearn.model.MarkovNetwork;

/**
 * The network a {@link Query} asks, with what its queries build once and share: the junction tree
 * (per heuristic and limit), a spare calibration workspace, the factor list, the joint normal.
 * Thread-safe: the caches are filled under the lock. A conditional Gaussian network joins as one
 * more kind here, with its own exact engine where the structure allows and likelihood weighting
 * otherwise.
 */
final class NetworkModel {
  enum Kind {
    BAYESIAN,
    MARKOV,
    GAUSSIAN
  }

  final Kind kind;
  final BayesianNetwork bayesian;
  final MarkovNetwork markov;
  final GaussianNetwork gaussian;
  final List<String> names;
  final List<Variable> variables; // discrete networks; null for a Gaussian one
  private final Map<String, Integer> index = new HashMap<>();
  private final Map<String, JunctionTree> trees = new HashMap<>();
  private final Map<String, Calibration> spare = new HashMap<>();
  private DiscreteFactors factors;
  private GaussianConditioning normal;
  private MarkovNetwork asMarkov;
  private org.structlearn.inference.sampling.ForwardPlan forward;

  NetworkModel(BayesianNetwork bn) {
    this(Kind.BAYESIAN, bn, null, null, bn.dag().names(), bn.variables());
  }

  NetworkModel(MarkovNetwork mn) {
    this(Kind.MARKOV, null, mn, null, mn.graph().names(), mn.variables());
  }

  NetworkModel(GaussianNetwork gn) {
    this(Kind.GAUSSIAN, null, null, gn, gn.names(), null);
  }

  private NetworkModel(
      Kind kind,
      BayesianNetwork bn,
      MarkovNetwork mn,
      GaussianNetwork gn,
      List<String> names,
      List<Variable> variables) {
    this.kind = kind;
    this.bayesian = bn;
    this.markov = mn;
    this.gaussian = gn;
    this.names = List.copyOf(names);
    this.variables = variables;
    for (int i = 0; i < names.size(); i++) {
      index.put(names.get(i), i);
    }
  }

  int size() {
    return names.size();
  }

  boolean isDiscrete() {
    return kind != Kind.GAUSSIAN;
  }

  /**
   * The index of a variable.
   *
   * @throws IllegalArgumentException naming it and listing (some of) the variables there are
   */
  int require(String name) {
    Integer i = index.get(name);
    if (i == null) {
      String list =
          names.size() <= 40
              ? names.toString()
              : names.subList(0, 40) + " and " + (names.size() - 40) + " more";
      throw new IllegalArgumentException(
          "the network has no variable '" + name + "'; its variables are " + list);
    }
    return i;
  }

  /** The code of a level of discrete variable v. */
  int level(int v, String level) {
    int k = variables.get(v).codeOf(level);
    if (k < 0) {
      throw new IllegalArgumentException(
          names.get(v)
              + " has no level '"
              + level
              + "'; its levels are "
              + variables.get(v).levels());
    }
    return k;
  }

  /** The levels of discrete variable v. */
  List<String> levels(int v) {
    return variables.get(v).levels();
  }

  /** Discrete evidence as a level per variable (-1 for none) and likelihood vectors. */
  record Discrete(int[] hard, double[][] soft) {
    /**
     * The likelihood vector of every variable with evidence (one-hot for a hard one), else null.
     */
    double[][] vectors(int[] cards) {
      double[][] out = new double[hard.length][];
      for (int v = 0; v < hard.length; v++) {
        if (hard[v] >= 0) {
          out[v] = new double[cards[v]];
          out[v][hard[v]] = 1;
        } else if (soft[v] != null) {
          out[v] = soft[v];
        }
      }
      return out;
    }
  }

  /** Continuous evidence: the measured variables, values and noise variances. */
  record Continuous(int[] observed, double[] values, double[] noise) {}

  Discrete discrete(Evidence e) {
    int n = size();
    int[] hard = new int[n];
    java.util.Arrays.fill(hard, -1);
    double[][] soft = new double[n][];
    for (Map.Entry<String, Observation> o : e.observations().entrySet()) {
      int v = require(o.getKey());
      Observation x = o.getValue();
      if (x instanceof Observation.Level l) {
        hard[v] = level(v, l.level());
      } else if (x instanceof Observation.Likelihood l) {
        soft[v] = new double[variables.get(v).cardinality()];
        l.weights().forEach((k, w) -> soft[v][level(v, k)] = w);
      } else {
        throw new IllegalArgumentException(
            names.get(v) + " is discrete; give it a level, not " + x);
      }
    }
    return new Discrete(hard, soft);
  }

  Continuous continuous(Evidence e) {
    List<Integer> obs = new ArrayList<>();
    List<double[]> vals = new ArrayList<>();
    for (Map.Entry<String, Observation> o : e.observations().entrySet()) {
      int v = require(o.getKey());
      Observation x = o.getValue();
      double[] vn;
      if (x instanceof Observation.Value val) {
        vn = new double[] {val.value(), 0};
      } else if (x instanceof Observation.Noisy val) {
        vn = new double[] {val.value(), val.sd() * val.sd()};
      } else if (x instanceof Observation.Level l && CellTexts.isNumber(l.level())) {
        double value = CellTexts.number(l.level());
        if (!Double.isFinite(value)) {
          throw new IllegalArgumentException(names.get(v) + " = " + l.level() + " is not finite");
        }
        vn = new double[] {value, 0};
      } else {
        throw new IllegalArgumentException(
            names.get(v) + " is continuous; give it a number, not " + x);
      }
      obs.add(v);
      vals.add(vn);
    }
    int k = obs.size();
    int[] observed = new int[k];
    double[] values = new double[k];
    double[] noise = new double[k];
    for (int i = 0; i < k; i++) {
      observed[i] = obs.get(i);
      values[i] = vals.get(i)[0];
      noise[i] = vals.get(i)[1];
    }
    return new Continuous(observed, values, noise);
  }

  int[] cards() {
    return variables.stream().mapToInt(Variable::cardinality).toArray();
  }

  synchronized JunctionTree tree(EliminationHeuristic h, long maxEntries) {
    return trees.computeIfAbsent(
        h + "/" + maxEntries,
        k ->
            kind == Kind.BAYESIAN
                ? JunctionTree.of(bayesian, h, maxEntries)
                : JunctionTree.of(markov, h, maxEntries));
  }

  /**
   * A calibration workspace of the tree: the spare one if free (its tables are large), else new.
   */
  synchronized Calibration borrow(EliminationHeuristic h, long maxEntries) {
    Calibration c = spare.remove(h + "/" + maxEntries);
    return c != null ? c : tree(h, maxEntries).newCalibration();
  }

  synchronized void giveBack(EliminationHeuristic h, long maxEntries, Calibration c) {
    spare.putIfAbsent(h + "/" + maxEntries, c);
  }

  synchronized DiscreteFactors factors() {
    if (factors == null) {
      factors = kind == Kind.BAYESIAN ? DiscreteFactors.of(bayesian) : DiscreteFactors.of(markov);
    }
    return factors;
  }

  synchronized GaussianConditioning normal() {
    if (normal == null) {
      normal = new GaussianConditioning(gaussian);
    }
    return normal;
  }

  /** The Bayesian network compiled for forward sampling. */
  synchronized org.structlearn.inference.sampling.ForwardPlan forward() {
    if (forward == null) {
      forward = new org.structlearn.inference.sampling.ForwardPlan(bayesian);
    }
    return forward;
  }

  /** The network as a Markov network, for Gibbs sampling. */
  synchronized MarkovNetwork markovForGibbs() {
    if (kind == Kind.MARKOV) {
      return markov;
    }
    if (asMarkov == null) {
      asMarkov = org.structlearn.inference.sampling.GibbsQueries.asMarkovNetwork(bayesian);
    }
    return asMarkov;
  }

  /** Fails unless the network is discrete. */
  void requireDiscrete(String what) {
    if (!isDiscrete()) {
      throw new IllegalArgumentException(
          what
              + " needs a discrete network; for a linear Gaussian one use density or jointDensity");
    }
  }

  @Override
  public String toString() {
    return switch (kind) {
      case BAYESIAN -> "Bayesian network of " + size() + " variables";
      case MARKOV -> "Markov network of " + size() + " variables";
      case GAUSSIAN -> "linear Gaussian network of " + size() + " variables";
    };
  }
}
