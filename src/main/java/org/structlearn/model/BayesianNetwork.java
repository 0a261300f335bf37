package org.structlearn.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.stats.FamilyCounter;

/**
 * A discrete Bayesian network: an immutable value made of a {@link Dag}, one discrete {@link
 * Variable} per node (same names, same order, levels in code order) and one {@link DiscreteCpd} per
 * node whose parents are the DAG's parents in ascending order. The joint distribution factorises as
 * {@code P(x) = prod_v P(x_v | x_pa(v))} (Pearl 1988; Koller and Friedman 2009, ch. 3).
 *
 * <p>Two networks are equal when their DAGs, variables and tables are equal, probabilities compared
 * bit for bit; a BIF write and read gives back an equal network. {@link #toString()} is a
 * bnlearn-style summary with the model string.
 */
public final class BayesianNetwork {
  private final Dag dag;
  private final List<Variable> variables;
  private final List<DiscreteCpd> cpds;

  private BayesianNetwork(Dag dag, List<Variable> variables, List<DiscreteCpd> cpds) {
    this.dag = dag;
    this.variables = variables;
    this.cpds = cpds;
  }

  /**
   * A network from its parts.
   *
   * @throws ModelException if the variables do not match the DAG's nodes by name and order, a
   *     variable is not discrete, or a table's child cardinality, parents or parent cardinalities
   *     differ from the DAG and the variables
   */
  public static BayesianNetwork of(Dag dag, List<Variable> variables, List<DiscreteCpd> cpds) {
    int n = dag.size();
    if (variables.size() != n || cpds.size() != n) {
      throw new ModelException(
          "the DAG has "
              + n
              + " nodes but "
              + variables.size()
              + " variables and "
              + cpds.size()
              + " tables were given; give one of each per node");
    }
    for (int v = 0; v < n; v++) {
      Variable var = variables.get(v);
      if (!var.name().equals(dag.name(v))) {
        throw new ModelException(
            "variable "
                + (v + 1)
                + " is '"
                + var.name()
                + "' but DAG node "
                + (v + 1)
                + " is '"
                + dag.name(v)
                + "'; list the variables in the DAG's node order");
      }
      if (!var.isDiscrete()) {
        throw new ModelException(
            "variable '" + var.name() + "' is continuous; it must be discrete");
      }
      checkCpd(dag, variables, v, cpds.get(v));
    }
    return new BayesianNetwork(dag, List.copyOf(variables), List.copyOf(cpds));
  }

  private static void checkCpd(Dag dag, List<Variable> variables, int v, DiscreteCpd cpd) {
    String name = dag.name(v);
    if (cpd.cardinality() != variables.get(v).cardinality()) {
      throw new ModelException(
          "the table of '"
              + name
              + "' has "
              + cpd.cardinality()
              + " levels, the variable "
              + variables.get(v).cardinality());
    }
    if (!Arrays.equals(cpd.parents(), dag.parents(v))) {
      throw new ModelException(
          "the table of '"
              + name
              + "' has parents "
              + names(dag, cpd.parents())
              + " but the DAG gives "
              + names(dag, dag.parents(v)));
    }
    int[] pc = cpd.parentCardinalities();
    int[] parents = cpd.parents();
    for (int i = 0; i < parents.length; i++) {
      if (pc[i] != variables.get(parents[i]).cardinality()) {
        throw new ModelException(
            "the table of '"
                + name
                + "' gives parent '"
                + dag.name(parents[i])
                + "' "
                + pc[i]
                + " levels, the variable has "
                + variables.get(parents[i]).cardinality());
      }
    }
  }

  private static List<String> names(Dag dag, int[] nodes) {
    List<String> out = new ArrayList<>();
    for (int p : nodes) {
      out.add(dag.name(p));
    }
    return out;
  }

  public Dag dag() {
    return dag;
  }

  /** The variables in node order, with their levels in code order. */
  public List<Variable> variables() {
    return variables;
  }

  /** Number of nodes. */
  public int size() {
    return variables.size();
  }

  /** The table of a node. */
  public DiscreteCpd cpd(int node) {
    return cpds.get(node);
  }

  /** All tables in node order. */
  public List<DiscreteCpd> cpds() {
    return cpds;
  }

  /** The node index of a variable name, or -1. */
  public int indexOf(String name) {
    return dag.indexOf(name);
  }

  /** The variables of a node's parents, in parent order. */
  public List<Variable> parentVariables(int node) {
    List<Variable> out = new ArrayList<>();
    for (int p : dag.parents(node)) {
      out.add(variables.get(p));
    }
    return out;
  }

  /** Number of free parameters, {@code sum_v q_v * (r_v - 1)}, as bnlearn's {@code nparams}. */
  public int parameterCount() {
    int k = 0;
    for (DiscreteCpd c : cpds) {
      k += c.parameterCount();
    }
    return k;
  }

  /**
   * The log-likelihood of the data under this network, natural log: {@code sum_rows sum_v log P(x_v
   * | x_pa(v))}, computed from family counts as {@code sum n_jk log theta_jk} in O(rows * arcs). It
   * is {@code -Infinity} when a row has probability 0. Columns are matched to variables by name
   * (the data may have other columns, in any order) and levels by name, not by code.
   *
   * @throws DataException if a variable has no column or a continuous one, or a level of the data
   *     is not a level of the network (naming column, level, first row and the known levels)
   */
  public double logLikelihood(Dataset data) {
    int n = size();
    int[] columns = new int[n];
    int[][] levelMaps = new int[n][];
    for (int v = 0; v < n; v++) {
      columns[v] = columnOf(data, variables.get(v));
      levelMaps[v] = levelMap(data, columns[v], variables.get(v));
    }
    double ll = 0;
    for (int v = 0; v < n; v++) {
      ll += familyLogLikelihood(data, v, columns, levelMaps);
    }
    return ll;
  }

  private static int columnOf(Dataset data, Variable var) {
    int c = data.indexOf(var.name());
    if (c < 0) {
      throw new DataException(
          "the data have no column '"
              + var.name()
              + "', a variable of the network; columns are "
              + data.names());
    }
    if (!data.isDiscrete(c)) {
      throw new DataException(
          "column '" + var.name() + "' is continuous but the network's variable is discrete");
    }
    return c;
  }

  /** Data code to network code, -1 where the network lacks the level. */
  private static int[] levelMap(Dataset data, int column, Variable var) {
    List<String> levels = data.variable(column).levels();
    int[] map = new int[levels.size()];
    for (int i = 0; i < map.length; i++) {
      map[i] = var.codeOf(levels.get(i));
    }
    return map;
  }

  private double familyLogLikelihood(Dataset data, int v, int[] columns, int[][] levelMaps) {
    int[] parents = dag.parents(v);
    int[] pcols = new int[parents.length];
    int[] radix = new int[parents.length];
    for (int i = 0; i < parents.length; i++) {
      pcols[i] = columns[parents[i]];
      radix[i] = data.cardinality(pcols[i]);
    }
    int r = data.cardinality(columns[v]);
    int[] counts = new FamilyCounter(data).countDense(columns[v], pcols).counts();
    DiscreteCpd cpd = cpds.get(v);
    int[] netCodes = new int[parents.length];
    double ll = 0;
    for (int cell = 0; cell < counts.length; cell++) {
      if (counts[cell] == 0) {
        continue;
      }
      int k = levelMaps[v][cell % r];
      if (k < 0) {
        throw unknownLevel(data, columns[v], cell % r);
      }
      int rest = cell / r;
      for (int i = 0; i < parents.length; i++) {
        int code = rest % radix[i];
        rest /= radix[i];
        netCodes[i] = levelMaps[parents[i]][code];
        if (netCodes[i] < 0) {
          throw unknownLevel(data, pcols[i], code);
        }
      }
      ll += counts[cell] * Math.log(cpd.probability(k, cpd.config(netCodes)));
    }
    return ll;
  }

  private DataException unknownLevel(Dataset data, int column, int code) {
    int row = 0;
    while (data.code(column, row) != code) {
      row++;
    }
    String name = data.variable(column).name();
    return new DataException(
        "column '"
            + name
            + "' row "
            + (row + 1)
            + ": level '"
            + data.variable(column).levels().get(code)
            + "' is not a level of the network's variable '"
            + name
            + "', whose levels are "
            + variables.get(indexOf(name)).levels()
            + "; recode the data or refit the network");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof BayesianNetwork b
        && dag.equals(b.dag)
        && variables.equals(b.variables)
        && cpds.equals(b.cpds);
  }

  @Override
  public int hashCode() {
    return (dag.hashCode() * 31 + variables.hashCode()) * 31 + cpds.hashCode();
  }

  /** A short summary: counts, the first node names and the model string. */
  @Override
  public String toString() {
    List<String> names = dag.names();
    String model = dag.toString();
    return "Bayesian network (discrete)\n  nodes:      "
        + size()
        + " ("
        + String.join(", ", names.subList(0, Math.min(10, names.size())))
        + (names.size() > 10 ? ", ..." : "")
        + ")\n  arcs:       "
        + dag.arcCount()
        + "\n  parameters: "
        + parameterCount()
        + "\n  model:      "
        + (model.length() > 500 ? model.substring(0, 500) + "..." : model);
  }
}
