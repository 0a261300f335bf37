package org.structlearn.citest;

import java.util.ArrayDeque;
import java.util.List;
import org.structlearn.graph.DSeparation;
import org.structlearn.graph.Dag;
import org.structlearn.graph.UndirectedGraph;

/**
 * A CI test that reads the answer off a known true graph instead of data, for oracle tests of
 * scores and learners (as Tetrad's {@code IndTestDSep}): in an undirected graph X ⊥ Y | Z iff every
 * path from X to Y passes through a node of Z (vertex separation, the global Markov property of a
 * Markov network); in a DAG, iff X and Y are d-separated by Z ({@link DSeparation}).
 *
 * <p>The answer is given as a Bayesian result with posterior of independence 1 − ε when separated
 * and ε when connected (log posterior odds ±ln[(1 − ε)/ε], log Bayes factor the same, prior odds
 * 1), so that the log posteriors the IB and BJP scores sum stay finite: ln(1 − ε) for a true
 * assertion, ln ε for a false one. Default ε = {@value #DEFAULT_EPSILON}. Variables are the true
 * graph's node indices; bind scores to {@code graph.names()}. Thread-safe (immutable); O(n + edges)
 * per query.
 */
public final class OracleCiTest implements CiTest {
  /** The default error probability ε. */
  public static final double DEFAULT_EPSILON = 1e-6;

  private final UndirectedGraph graph;
  private final Dag dag;
  private final List<String> names;
  private final double logOdds;
  private final double epsilon;
  private final boolean graded;

  private OracleCiTest(UndirectedGraph graph, Dag dag, List<String> names, double epsilon) {
    this(graph, dag, names, epsilon, false);
  }

  private OracleCiTest(
      UndirectedGraph graph, Dag dag, List<String> names, double epsilon, boolean graded) {
    if (!(epsilon > 0 && epsilon < 0.5)) {
      throw new IllegalArgumentException("epsilon must be in (0, 0.5), was " + epsilon);
    }
    this.graph = graph;
    this.dag = dag;
    this.names = names;
    this.epsilon = epsilon;
    this.graded = graded;
    this.logOdds = Math.log1p(-epsilon) - Math.log(epsilon);
  }

  /** Separation in an undirected graph, with ε = {@value #DEFAULT_EPSILON}. */
  public static OracleCiTest separation(UndirectedGraph truth) {
    return separation(truth, DEFAULT_EPSILON);
  }

  /**
   * Separation in an undirected graph.
   *
   * @param epsilon the posterior given to the false hypothesis, in (0, 0.5)
   */
  public static OracleCiTest separation(UndirectedGraph truth, double epsilon) {
    return new OracleCiTest(truth, null, truth.names(), epsilon);
  }

  /**
   * Separation in an undirected graph with <em>graded</em> dependence, for searches that rank
   * assertions by their posterior (IBMAP-HC): separated pairs get the log posterior odds of
   * independence +ln[(1 − ε)/ε] as in {@link #separation(UndirectedGraph, double)}; a connected
   * pair gets −ln[(1 − ε)/ε] / d, with d the length of the shortest path from x to y that avoids Z.
   * Dependence thus fades along paths, as it does in data (each step of a path weakens it), but the
   * answer (independent or not) is still exactly separation in the graph. With the binary oracle
   * every false assertion has the same posterior, so a search that flips "the most contradicted
   * pair" meets only ties.
   *
   * @param epsilon the posterior given to the false hypothesis of an adjacent pair, in (0, 0.5)
   */
  public static OracleCiTest gradedSeparation(UndirectedGraph truth, double epsilon) {
    return new OracleCiTest(truth, null, truth.names(), epsilon, true);
  }

  /** d-separation in a DAG, with ε = {@value #DEFAULT_EPSILON}. */
  public static OracleCiTest dSeparation(Dag truth) {
    return dSeparation(truth, DEFAULT_EPSILON);
  }

  /**
   * d-separation in a DAG.
   *
   * @param epsilon the posterior given to the false hypothesis, in (0, 0.5)
   */
  public static OracleCiTest dSeparation(Dag truth, double epsilon) {
    return new OracleCiTest(null, truth, truth.names(), epsilon);
  }

  /** The true graph's node names: variable i is node i. */
  public List<String> names() {
    return names;
  }

  /** The posterior given to the false hypothesis. */
  public double epsilon() {
    return epsilon;
  }

  @Override
  public int variables() {
    return names.size();
  }

  @Override
  public CiResult test(int x, int y, int[] given) {
    check(x, y, given);
    if (graded) {
      int d = distance(graph, x, y, given);
      return CiResult.bayesian(d < 0 ? logOdds : -logOdds / d, 0);
    }
    boolean separated =
        graph != null
            ? isSeparated(graph, x, y, given)
            : DSeparation.isDSeparated(dag, x, y, given);
    double odds = separated ? logOdds : -logOdds;
    return CiResult.bayesian(odds, 0);
  }

  /**
   * True if every path from {@code x} to {@code y} in {@code g} passes through a node of {@code
   * given}: breadth-first search from x that never enters a node of {@code given}.
   */
  public static boolean isSeparated(UndirectedGraph g, int x, int y, int... given) {
    boolean[] blocked = new boolean[g.size()];
    for (int z : given) {
      blocked[z] = true;
    }
    boolean[] seen = new boolean[g.size()];
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    seen[x] = true;
    queue.add(x);
    while (!queue.isEmpty()) {
      for (int w : g.neighbours(queue.poll())) {
        if (w == y) {
          return false;
        }
        if (!seen[w] && !blocked[w]) {
          seen[w] = true;
          queue.add(w);
        }
      }
    }
    return true;
  }

  /** The length of the shortest path from x to y avoiding {@code given}, or −1 if separated. */
  private static int distance(UndirectedGraph g, int x, int y, int[] given) {
    int[] dist = new int[g.size()];
    java.util.Arrays.fill(dist, -1);
    for (int z : given) {
      dist[z] = -2; // blocked
    }
    dist[x] = 0;
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(x);
    while (!queue.isEmpty()) {
      int v = queue.poll();
      for (int w : g.neighbours(v)) {
        if (w == y) {
          return dist[v] + 1;
        }
        if (dist[w] == -1) {
          dist[w] = dist[v] + 1;
          queue.add(w);
        }
      }
    }
    return -1;
  }

  private void check(int x, int y, int[] given) {
    if (given == null) {
      throw new IllegalArgumentException("given must not be null; pass an empty array");
    }
    inRange(x, "x");
    inRange(y, "y");
    if (x == y) {
      throw new CiQueryException(
          names.get(x), "x and y are the same variable '" + names.get(x) + "'");
    }
    boolean[] seen = new boolean[names.size()];
    for (int z : given) {
      inRange(z, "a conditioning variable");
      if (z == x || z == y || seen[z]) {
        throw new CiQueryException(
            names.get(z),
            "'" + names.get(z) + "' is tested or repeated in the conditioning set; list it once");
      }
      seen[z] = true;
    }
  }

  private void inRange(int index, String role) {
    if (index < 0 || index >= names.size()) {
      throw new CiQueryException(
          Integer.toString(index),
          role
              + " is node "
              + index
              + ", out of range: the graph has nodes 0 to "
              + (names.size() - 1));
    }
  }

  @Override
  public String toString() {
    return (graph != null ? (graded ? "graded separation" : "separation") : "d-separation")
        + " oracle (epsilon="
        + epsilon
        + ")";
  }
}
