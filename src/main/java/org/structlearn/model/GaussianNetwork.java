package org.structlearn.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;

/**
 * A linear Gaussian Bayesian network: an immutable value made of a {@link Dag} and one {@link
 * LinearGaussianCpd} per node whose parents are the DAG's parents in ascending order. Each node is
 * a linear regression on its parents with normal noise, {@code X_v = b0_v + sum_k b_vk X_pa(v)k +
 * N(0, sd_v^2)}, so the joint distribution is multivariate normal (Shachter and Kenley 1989; Koller
 * and Friedman 2009, sec. 7.2; bnlearn's Gaussian {@code bn.fit}).
 *
 * <p>Two networks are equal when their DAGs and tables are equal, numbers compared bit for bit; a
 * JSON write and read ({@code io.network.GaussianNetworkJson}) gives back an equal network. {@link
 * #toString()} is a bnlearn-style summary with the model string and the first equations.
 */
public final class GaussianNetwork {
  private final Dag dag;
  private final List<LinearGaussianCpd> cpds;

  private GaussianNetwork(Dag dag, List<LinearGaussianCpd> cpds) {
    this.dag = dag;
    this.cpds = cpds;
  }

  /**
   * A network from its parts, one table per node in the DAG's node order.
   *
   * @throws ModelException if the number of tables differs from the number of nodes or a table's
   *     parents differ from the DAG's (naming the node and both parent lists)
   */
  public static GaussianNetwork of(Dag dag, List<LinearGaussianCpd> cpds) {
    int n = dag.size();
    if (cpds.size() != n) {
      throw new ModelException(
          "the DAG has "
              + n
              + " nodes but "
              + cpds.size()
              + " tables were given; give one per node");
    }
    for (int v = 0; v < n; v++) {
      LinearGaussianCpd cpd = cpds.get(v);
      if (cpd == null) {
        throw new ModelException("the table of '" + dag.name(v) + "' is missing (null)");
      }
      if (!Arrays.equals(cpd.parents(), dag.parents(v))) {
        throw new ModelException(
            "the table of '"
                + dag.name(v)
                + "' has parents "
                + names(dag, cpd.parents())
                + " but the DAG gives "
                + names(dag, dag.parents(v)));
      }
    }
    return new GaussianNetwork(dag, List.copyOf(cpds));
  }

  private static List<String> names(Dag dag, int[] nodes) {
    List<String> out = new ArrayList<>();
    for (int p : nodes) {
      out.add(p >= 0 && p < dag.size() ? dag.name(p) : "#" + p);
    }
    return out;
  }

  public Dag dag() {
    return dag;
  }

  /** Number of nodes. */
  public int size() {
    return dag.size();
  }

  /** Node names in node order. */
  public List<String> names() {
    return dag.names();
  }

  /** The node index of a name, or -1. */
  public int indexOf(String name) {
    return dag.indexOf(name);
  }

  /** The table of a node. */
  public LinearGaussianCpd cpd(int node) {
    return cpds.get(node);
  }

  /** All tables in node order. */
  public List<LinearGaussianCpd> cpds() {
    return cpds;
  }

  /**
   * Number of free parameters, {@code sum_v (|pa(v)| + 2)}: per node one coefficient per parent,
   * the intercept and the residual variance: the {@code k} of a BIC penalty for a linear Gaussian
   * family (Schwarz 1978).
   */
  public int parameterCount() {
    int k = 0;
    for (LinearGaussianCpd c : cpds) {
      k += c.parameterCount();
    }
    return k;
  }

  /**
   * The log-likelihood of the data under this network, natural log: {@code sum_rows sum_v log
   * phi((x_v - mu_v(x_pa(v))) / sd_v) - log sd_v}, with {@code phi} the standard normal density;
   * O(rows * (nodes + arcs)). Columns are matched to nodes by name (the data may have other
   * columns, in any order). Zero rows give 0.
   *
   * @throws DataException if a node has no column (naming it) or a discrete one
   */
  public double logLikelihood(Dataset data) {
    int n = size();
    double[][] columns = new double[n][];
    for (int v = 0; v < n; v++) {
      columns[v] = continuousColumn(data, dag.name(v), "network");
    }
    int rows = data.rows();
    double[] mean = new double[rows];
    double ll = 0;
    for (int v = 0; v < n; v++) {
      LinearGaussianCpd cpd = cpds.get(v);
      Arrays.fill(mean, cpd.intercept());
      int[] parents = dag.parents(v);
      for (int i = 0; i < parents.length; i++) {
        double b = cpd.coefficient(i);
        double[] x = columns[parents[i]];
        for (int r = 0; r < rows; r++) {
          mean[r] += b * x[r];
        }
      }
      double[] y = columns[v];
      double sumSq = 0;
      for (int r = 0; r < rows; r++) {
        double d = y[r] - mean[r];
        sumSq += d * d;
      }
      ll +=
          -rows * (0.5 * Math.log(2 * Math.PI) + Math.log(cpd.sd())) - 0.5 * sumSq / cpd.variance();
    }
    return ll;
  }

  /**
   * The values of the continuous column with the given name.
   *
   * @param role what needs the column ("network", "Gaussian fitting"), for the message
   * @throws DataException if there is no such column (naming it and listing the columns there are)
   *     or it is discrete
   */
  static double[] continuousColumn(Dataset data, String name, String role) {
    int c = data.indexOf(name);
    if (c < 0) {
      throw new DataException(
          "the data have no column '"
              + name
              + "', a node of the "
              + role
              + "; columns are "
              + data.names());
    }
    if (data.isDiscrete(c)) {
      throw new DataException(
          "column '"
              + name
              + "' is discrete (levels "
              + data.variable(c).levels()
              + ") but "
              + role
              + " needs continuous values");
    }
    return data.continuousValues(c);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GaussianNetwork g && dag.equals(g.dag) && cpds.equals(g.cpds);
  }

  @Override
  public int hashCode() {
    return dag.hashCode() * 31 + cpds.hashCode();
  }

  /** The equation of a node with names, e.g. {@code C = 2 + 2 * A + 2 * B + N(0, 0.5^2)}. */
  public String equation(int node) {
    LinearGaussianCpd c = cpds.get(node);
    StringBuilder sb = new StringBuilder(dag.name(node)).append(" = ").append(num(c.intercept()));
    int[] parents = dag.parents(node);
    for (int i = 0; i < parents.length; i++) {
      double b = c.coefficient(i);
      sb.append(b < 0 ? " - " : " + ")
          .append(num(Math.abs(b)))
          .append(" * ")
          .append(dag.name(parents[i]));
    }
    return sb.append(" + N(0, ").append(num(c.sd())).append("^2)").toString();
  }

  /**
   * Four significant digits without trailing zeros, enough to read an equation (the exact values
   * are in the CPDs).
   */
  private static String num(double x) {
    return new java.math.BigDecimal(x)
        .round(new java.math.MathContext(4))
        .stripTrailingZeros()
        .toPlainString();
  }

  /** A short summary: counts, the model string and the first ten equations. */
  @Override
  public String toString() {
    String model = dag.toString();
    StringBuilder sb =
        new StringBuilder("Bayesian network (linear Gaussian)\n  nodes:      ")
            .append(size())
            .append("\n  arcs:       ")
            .append(dag.arcCount())
            .append("\n  parameters: ")
            .append(parameterCount())
            .append("\n  model:      ")
            .append(model.length() > 500 ? model.substring(0, 500) + "..." : model);
    int shown = Math.min(10, size());
    for (int v = 0; v < shown; v++) {
      sb.append("\n  ").append(equation(v));
    }
    if (shown < size()) {
      sb.append("\n  ... (").append(size() - shown).append(" more nodes)");
    }
    return sb.toString();
  }
}
