package org.structlearn.model;

import java.util.Arrays;
import java.util.List;
import org.structlearn.data.Variable;
import org.structlearn.graph.UndirectedGraph;

/**
 * A discrete Markov network (Markov random field) as a value: an undirected graph, one discrete
 * {@link Variable} per node (same names, same order) and log-linear factors whose scopes are
 * cliques of the graph, so that P(x) = exp(sum of the factors' log-potentials at x) / Z (Koller and
 * Friedman 2009, ch. 4). {@link MarkovNetworks#random} puts one factor on each maximal clique; a
 * network read from a UAI file keeps the file's factors. Exact inference for small networks is in
 * {@link MarkovEnumeration}.
 */
public final class MarkovNetwork {
  private final UndirectedGraph graph;
  private final List<Variable> variables;
  private final List<LogFactor> factors;

  private MarkovNetwork(UndirectedGraph graph, List<Variable> variables, List<LogFactor> factors) {
    this.graph = graph;
    this.variables = List.copyOf(variables);
    this.factors = List.copyOf(factors);
  }

  /**
   * A network from its parts.
   *
   * @throws ModelException if the variables are not discrete or do not match the graph's node
   *     names, or a factor's scope is not a clique of the graph or its cardinalities differ from
   *     the variables'
   */
  public static MarkovNetwork of(
      UndirectedGraph graph, List<Variable> variables, List<LogFactor> factors) {
    if (variables.size() != graph.size()) {
      throw new ModelException(
          "the graph has " + graph.size() + " nodes but " + variables.size() + " variables given");
    }
    for (int v = 0; v < variables.size(); v++) {
      Variable var = variables.get(v);
      if (!var.isDiscrete()) {
        throw new ModelException("Markov network variable " + var.name() + " is not discrete");
      }
      if (!var.name().equals(graph.name(v))) {
        throw new ModelException(
            "variable "
                + v
                + " is named "
                + var.name()
                + " but the graph's node is "
                + graph.name(v));
      }
    }
    for (LogFactor f : factors) {
      check(graph, variables, f);
    }
    return new MarkovNetwork(graph, variables, factors);
  }

  private static void check(UndirectedGraph graph, List<Variable> variables, LogFactor f) {
    int[] scope = f.scope();
    int[] cards = f.cardinalities();
    for (int i = 0; i < scope.length; i++) {
      if (scope[i] < 0 || scope[i] >= graph.size()) {
        throw new ModelException(
            "factor scope "
                + Arrays.toString(scope)
                + " refers to a variable outside 0.."
                + (graph.size() - 1));
      }
      if (cards[i] != variables.get(scope[i]).cardinality()) {
        throw new ModelException(
            "factor over "
                + Arrays.toString(scope)
                + " gives "
                + graph.name(scope[i])
                + " "
                + cards[i]
                + " levels, the variable has "
                + variables.get(scope[i]).cardinality());
      }
      for (int j = 0; j < i; j++) {
        if (!graph.isAdjacent(scope[i], scope[j])) {
          throw new ModelException(
              "factor scope "
                  + Arrays.toString(scope)
                  + " is not a clique: "
                  + graph.name(scope[j])
                  + " and "
                  + graph.name(scope[i])
                  + " are not adjacent");
        }
      }
    }
  }

  /** The graph. */
  public UndirectedGraph graph() {
    return graph;
  }

  /** The variables, in node order. */
  public List<Variable> variables() {
    return variables;
  }

  /** The factors. */
  public List<LogFactor> factors() {
    return factors;
  }

  /** Number of variables. */
  public int size() {
    return variables.size();
  }

  /** The number of levels of variable {@code v}. */
  public int cardinality(int v) {
    return variables.get(v).cardinality();
  }

  /** The unnormalised log-probability of a full state: the sum of the factors' log-potentials. */
  public double logPotential(int[] state) {
    double s = 0;
    for (LogFactor f : factors) {
      s += f.logValue(state);
    }
    return s;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MarkovNetwork m
        && graph.equals(m.graph)
        && variables.equals(m.variables)
        && factors.equals(m.factors);
  }

  @Override
  public int hashCode() {
    return graph.hashCode() * 31 + factors.hashCode();
  }

  @Override
  public String toString() {
    return "MarkovNetwork("
        + size()
        + " variables, "
        + graph.edgeCount()
        + " edges, "
        + factors.size()
        + " factors)";
  }
}
