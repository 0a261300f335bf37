package org.structlearn.mixed;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.ModelException;

/**
 * A conditional linear Gaussian Bayesian network (bnlearn's {@code bn.fit.cgnet}): a DAG whose
 * discrete nodes have a conditional probability table given their parents, all discrete ({@link
 * DiscreteCpd}), and whose continuous nodes have a linear Gaussian regression on their continuous
 * parents for each configuration of their discrete parents ({@link CgCpd}). An immutable value;
 * node {@code v} of the DAG is variable {@code v}. Fit one with {@link CgFit}, sample one with
 * {@code org.structlearn.sim.CgSampler}, read and write one with {@code
 * org.structlearn.io.network.CgNetworkJson}.
 */
public final class CgNetwork {
  private final Dag dag;
  private final List<Variable> variables;
  private final DiscreteCpd[] discrete;
  private final CgCpd[] continuous;

  private CgNetwork(Dag dag, List<Variable> variables, DiscreteCpd[] d, CgCpd[] c) {
    this.dag = dag;
    this.variables = List.copyOf(variables);
    this.discrete = d;
    this.continuous = c;
  }

  /**
   * A network from its DAG, its variables (in node order) and one distribution per node: a {@link
   * DiscreteCpd} for a discrete variable, a {@link CgCpd} for a continuous one, each with the DAG's
   * parents of the node.
   *
   * @throws ModelException naming the node whose distribution does not fit the DAG or its variable
   *     (a discrete node with a continuous parent among them)
   */
  public static CgNetwork of(Dag dag, List<Variable> variables, List<?> cpds) {
    int n = dag.size();
    if (variables.size() != n || cpds.size() != n) {
      throw new ModelException(
          n + " nodes but " + variables.size() + " variables and " + cpds.size() + " cpds");
    }
    DiscreteCpd[] d = new DiscreteCpd[n];
    CgCpd[] c = new CgCpd[n];
    for (int v = 0; v < n; v++) {
      Variable var = variables.get(v);
      if (!var.name().equals(dag.name(v))) {
        throw new ModelException(
            "variable "
                + (v + 1)
                + " is '"
                + var.name()
                + "' but node "
                + (v + 1)
                + " is '"
                + dag.name(v)
                + "'");
      }
      int[] parents = dag.parents(v);
      Object cpd = cpds.get(v);
      if (var.isDiscrete()) {
        if (!(cpd instanceof DiscreteCpd t)) {
          throw new ModelException("discrete node '" + var.name() + "' needs a DiscreteCpd");
        }
        checkDiscrete(dag, variables, v, parents, t);
        d[v] = t;
      } else {
        if (!(cpd instanceof CgCpd t)) {
          throw new ModelException("continuous node '" + var.name() + "' needs a CgCpd");
        }
        checkContinuous(dag, variables, v, parents, t);
        c[v] = t;
      }
    }
    return new CgNetwork(dag, variables, d, c);
  }

  private static void checkDiscrete(
      Dag dag, List<Variable> vars, int v, int[] parents, DiscreteCpd t) {
    for (int p : parents) {
      if (!vars.get(p).isDiscrete()) {
        throw new ModelException(
            "discrete node '"
                + dag.name(v)
                + "' has the continuous parent '"
                + dag.name(p)
                + "', which a conditional Gaussian network does not allow");
      }
    }
    int[] cards = Arrays.stream(parents).map(p -> vars.get(p).cardinality()).toArray();
    if (!Arrays.equals(t.parents(), parents)
        || !Arrays.equals(t.parentCardinalities(), cards)
        || t.cardinality() != vars.get(v).cardinality()) {
      throw new ModelException(
          "the table of '" + dag.name(v) + "' does not match its parents or levels in the DAG");
    }
  }

  private static void checkContinuous(Dag dag, List<Variable> vars, int v, int[] parents, CgCpd t) {
    int[] dp = Arrays.stream(parents).filter(p -> vars.get(p).isDiscrete()).toArray();
    int[] cp = Arrays.stream(parents).filter(p -> !vars.get(p).isDiscrete()).toArray();
    int[] cards = Arrays.stream(dp).map(p -> vars.get(p).cardinality()).toArray();
    if (!Arrays.equals(t.discreteParents(), dp)
        || !Arrays.equals(t.continuousParents(), cp)
        || !Arrays.equals(t.discreteCardinalities(), cards)) {
      throw new ModelException(
          "the regressions of '" + dag.name(v) + "' do not match its parents in the DAG");
    }
  }

  public Dag dag() {
    return dag;
  }

  public List<Variable> variables() {
    return variables;
  }

  public int size() {
    return dag.size();
  }

  public List<String> names() {
    return dag.names();
  }

  public boolean isDiscrete(int node) {
    return variables.get(node).isDiscrete();
  }

  /** The table of a discrete node. */
  public DiscreteCpd discreteCpd(int node) {
    if (discrete[node] == null) {
      throw new ModelException("node '" + dag.name(node) + "' is continuous");
    }
    return discrete[node];
  }

  /** The regressions of a continuous node. */
  public CgCpd cgCpd(int node) {
    if (continuous[node] == null) {
      throw new ModelException("node '" + dag.name(node) + "' is discrete");
    }
    return continuous[node];
  }

  /** bnlearn's number of parameters: (r − 1) q per discrete node, (k + 2) q per continuous one. */
  public long parameterCount() {
    long k = 0;
    for (int v = 0; v < size(); v++) {
      k += isDiscrete(v) ? discrete[v].parameterCount() : continuous[v].parameterCount();
    }
    return k;
  }

  /**
   * The log-likelihood of the data, natural log, columns matched to nodes by name; O(rows × (nodes
   * + arcs)).
   *
   * @throws DataException if a node has no column or one of the other kind
   * @throws ModelException if a row is in a configuration without parameters, naming it
   */
  public double logLikelihood(Dataset data) {
    int n = size();
    int[] col = new int[n];
    for (int v = 0; v < n; v++) {
      col[v] = data.require(dag.name(v));
      if (data.isDiscrete(col[v]) != isDiscrete(v)) {
        throw new DataException(
            "column '"
                + dag.name(v)
                + "' is "
                + (data.isDiscrete(col[v]) ? "discrete" : "continuous")
                + " but the node is not");
      }
      if (isDiscrete(v) && !data.variable(col[v]).levels().equals(variables.get(v).levels())) {
        throw new DataException(
            "column '"
                + dag.name(v)
                + "' has the levels "
                + data.variable(col[v]).levels()
                + ", the node "
                + variables.get(v).levels());
      }
    }
    double ll = 0;
    for (int v = 0; v < n; v++) {
      ll +=
          isDiscrete(v)
              ? discreteLogLikelihood(data, col, v)
              : continuousLogLikelihood(data, col, v);
    }
    return ll;
  }

  private double discreteLogLikelihood(Dataset data, int[] col, int v) {
    DiscreteCpd t = discrete[v];
    int[] parents = dag.parents(v);
    int[] codes = new int[parents.length];
    double ll = 0;
    for (int r = 0; r < data.rows(); r++) {
      for (int i = 0; i < parents.length; i++) {
        codes[i] = data.code(col[parents[i]], r);
      }
      ll += Math.log(t.probability(data.code(col[v], r), t.config(codes)));
    }
    return ll;
  }

  private double continuousLogLikelihood(Dataset data, int[] col, int v) {
    CgCpd t = continuous[v];
    int[] dp = t.discreteParents();
    int[] cp = t.continuousParents();
    int[] codes = new int[dp.length];
    double[] z = new double[cp.length];
    double ll = 0;
    for (int r = 0; r < data.rows(); r++) {
      for (int i = 0; i < dp.length; i++) {
        codes[i] = data.code(col[dp[i]], r);
      }
      for (int i = 0; i < cp.length; i++) {
        z[i] = data.value(col[cp[i]], r);
      }
      int c = t.configuration(codes);
      if (!t.identified(c)) {
        throw new ModelException(
            "row "
                + (r + 1)
                + " has a configuration of the discrete parents of '"
                + dag.name(v)
                + "' for which the network has no parameters ("
                + configurationText(v, codes)
                + "): no training row had it");
      }
      double x = data.value(col[v], r);
      ll += t.logDensity(c, x, t.mean(c, z));
    }
    return ll;
  }

  /** {@code A = a, F = b}: the discrete parents of a continuous node at these codes. */
  String configurationText(int v, int[] codes) {
    int[] dp = continuous[v].discreteParents();
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < dp.length; i++) {
      parts.add(dag.name(dp[i]) + " = " + variables.get(dp[i]).levels().get(codes[i]));
    }
    return String.join(", ", parts);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CgNetwork g
        && dag.equals(g.dag)
        && variables.equals(g.variables)
        && Arrays.equals(discrete, g.discrete)
        && Arrays.equals(continuous, g.continuous);
  }

  @Override
  public int hashCode() {
    return dag.hashCode() * 31 + Arrays.hashCode(continuous);
  }

  @Override
  public String toString() {
    long d = variables.stream().filter(Variable::isDiscrete).count();
    return String.format(
        Locale.ROOT,
        "conditional Gaussian network: %d nodes (%d discrete, %d continuous), %d arcs, %d"
            + " parameters%n  model: %s",
        size(),
        d,
        size() - d,
        dag.arcCount(),
        parameterCount(),
        dag);
  }
}
