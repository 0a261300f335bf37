package org.structlearn.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.jgrapht.Graph;
import org.jgrapht.alg.clique.PivotBronKerboschCliqueFinder;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import org.structlearn.data.Variable;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/**
 * Building Markov networks: the maximal cliques of a graph and random log-linear parameters on them
 * (seed 000's construction of test distributions).
 */
public final class MarkovNetworks {
  private MarkovNetworks() {}

  /**
   * The maximal cliques of the graph (an isolated node is a clique of one), found by JGraphT's
   * Bron–Kerbosch algorithm with pivoting (Bron and Kerbosch 1973; Tomita et al. 2006), worst case
   * O(3^(n/3)). Each clique is sorted ascending and the list is in lexicographic order, so the
   * result does not depend on the finder's traversal.
   */
  public static List<int[]> maximalCliques(UndirectedGraph graph) {
    Graph<Integer, DefaultEdge> g = new SimpleGraph<>(DefaultEdge.class);
    for (int v = 0; v < graph.size(); v++) {
      g.addVertex(v);
    }
    for (Edge e : graph.edges()) {
      g.addEdge(e.a(), e.b());
    }
    List<int[]> cliques = new ArrayList<>();
    for (Set<Integer> c : new PivotBronKerboschCliqueFinder<>(g)) {
      cliques.add(c.stream().mapToInt(Integer::intValue).sorted().toArray());
    }
    cliques.sort(Arrays::compare);
    return cliques;
  }

  /**
   * A network on the graph with {@code cardinality} levels per variable, named {@code "0"}, {@code
   * "1"}, ...; see {@link #random(UndirectedGraph, List, RandomPotentialOptions, long)}.
   */
  public static MarkovNetwork random(
      UndirectedGraph graph, int cardinality, RandomPotentialOptions options, long seed) {
    if (cardinality < 1) {
      throw new IllegalArgumentException("cardinality must be >= 1, was " + cardinality);
    }
    List<String> levels = new ArrayList<>();
    for (int k = 0; k < cardinality; k++) {
      levels.add(Integer.toString(k));
    }
    List<List<String>> all = new ArrayList<>();
    for (int v = 0; v < graph.size(); v++) {
      all.add(levels);
    }
    return random(graph, all, options, seed);
  }

  /**
   * A network with one factor per maximal clique of the graph (in the order of {@link
   * #maximalCliques}), every table entry drawn independently and uniformly as the options say, from
   * one {@link SplittableRandom} seeded with {@code seed} (cliques in order, entries in table
   * order, last scope variable fastest).
   *
   * @param levels the level names of each node, in node order
   * @throws IllegalArgumentException if there is not one level list per node
   */
  public static MarkovNetwork random(
      UndirectedGraph graph, List<List<String>> levels, RandomPotentialOptions options, long seed) {
    if (levels.size() != graph.size()) {
      throw new IllegalArgumentException(
          "levels must have one list per node (" + graph.size() + "), has " + levels.size());
    }
    List<Variable> variables = new ArrayList<>();
    for (int v = 0; v < graph.size(); v++) {
      variables.add(Variable.discrete(graph.name(v), levels.get(v)));
    }
    SplittableRandom rnd = new SplittableRandom(seed);
    List<LogFactor> factors = new ArrayList<>();
    for (int[] clique : maximalCliques(graph)) {
      int[] cards = new int[clique.length];
      int size = 1;
      for (int i = 0; i < clique.length; i++) {
        cards[i] = variables.get(clique[i]).cardinality();
        size = Math.multiplyExact(size, cards[i]);
      }
      double[] logs = new double[size];
      for (int i = 0; i < size; i++) {
        double u = options.low() + (options.high() - options.low()) * rnd.nextDouble();
        logs[i] = options.scale() == RandomPotentialOptions.Scale.POTENTIAL ? Math.log(u) : u;
      }
      factors.add(new LogFactor(clique, cards, logs));
    }
    return MarkovNetwork.of(graph, variables, factors);
  }
}
