package org.structlearn.constraint;

import java.time.Duration;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.structlearn.Interrupts;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiResult;
import org.structlearn.citest.CiTest;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;

/** One run of GSMN or GSIMN (see {@link Gsmn}, {@link Gsimn}): the state and the phases. */
final class GsmnRun {
  private final CachedCiTest test;
  private final GrowShrinkOptions options;
  private final List<String> names;
  private final int n;
  private final TriangleKnowledge knowledge; // null for GSMN
  private final double[][] strength;
  private final List<String> trace = new ArrayList<>();
  private long queries;
  private long inferred;

  GsmnRun(CiTest test, GrowShrinkOptions options, List<String> names, boolean infer) {
    if (names.size() != test.variables()) {
      throw new IllegalArgumentException(
          "names must have one entry per variable (" + test.variables() + "), has " + names.size());
    }
    this.test = test instanceof CachedCiTest c ? c : new CachedCiTest(test);
    this.options = options;
    this.names = names;
    this.n = test.variables();
    this.knowledge = infer ? new TriangleKnowledge(n) : null;
    this.strength = new double[n][n];
  }

  GsmnResult run(String algorithm) {
    long start = System.nanoTime();
    long run0 = test.testsRun();
    long reused0 = test.reused();
    unconditional();
    int[] visit = visitOrder();
    boolean[] visited = new boolean[n];
    boolean[][] blanket = new boolean[n][n];
    for (int x : visit) {
      visitVariable(x, visited, blanket);
      visited[x] = true;
    }
    List<Edge> edges = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      for (int y = x + 1; y < n; y++) {
        if (blanket[x][y] || blanket[y][x]) {
          edges.add(new Edge(x, y));
        }
      }
    }
    return new GsmnResult(
        algorithm,
        UndirectedGraph.of(names, edges),
        visit,
        trace,
        queries,
        test.testsRun() - run0,
        test.reused() - reused0,
        inferred,
        options,
        Duration.ofNanos(System.nanoTime() - start),
        test.name());
  }

  /** Every pair's marginal test, the source of both orders (and GSIMN's first facts). */
  private void unconditional() {
    BitSet empty = new BitSet();
    for (int x = 0; x < n; x++) {
      for (int y = x + 1; y < n; y++) {
        int fx = x;
        Interrupts.check(() -> "GSMN interrupted in its marginal tests at variable " + fx);
        CiResult r = test.test(x, y, new int[0]);
        queries++;
        strength[x][y] = strength[y][x] = dependence(r);
        if (knowledge != null) {
          knowledge.add(x, y, empty, r.independent(options.alpha()), false);
        }
      }
    }
  }

  /**
   * The strength of a marginal dependence, larger = more dependent: −ln p for a frequentist test
   * (745 + statistic when p underflows to 0), −(log posterior odds of independence) for a Bayesian
   * test or an oracle.
   */
  static double dependence(CiResult r) {
    if (r.isBayesian()) {
      return -r.logPosteriorOdds();
    }
    return r.pValue() > 0 ? -Math.log(r.pValue()) : 745 + r.statistic();
  }

  /** Most dependent on average first (ascending average p-value), ties by index. */
  private int[] visitOrder() {
    double[] avg = new double[n];
    for (int x = 0; x < n; x++) {
      double sum = 0;
      for (int y = 0; y < n; y++) {
        sum += y == x ? 0 : strength[x][y];
      }
      avg[x] = n > 1 ? sum / (n - 1) : 0;
    }
    return IntStream.range(0, n)
        .boxed()
        .sorted(Comparator.comparingDouble((Integer v) -> -avg[v]).thenComparing(v -> v))
        .mapToInt(Integer::intValue)
        .toArray();
  }

  /** The other variables, most dependent on x first, ties by index. */
  private List<Integer> growOrder(int x) {
    List<Integer> order = new ArrayList<>();
    for (int y = 0; y < n; y++) {
      if (y != x) {
        order.add(y);
      }
    }
    order.sort(Comparator.comparingDouble((Integer y) -> -strength[x][y]).thenComparing(y -> y));
    return order;
  }

  private void visitVariable(int x, boolean[] visited, boolean[][] blanket) {
    List<Integer> lambda = growOrder(x);
    // Collaboration: a visited Y already decided whether X is in its blanket.
    List<Integer> s = new ArrayList<>();
    List<Integer> known = new ArrayList<>();
    for (int y : lambda) {
      if (visited[y] && blanket[y][x]) {
        s.add(y);
        known.add(y);
      }
    }
    StringBuilder step = new StringBuilder(names.get(x)).append(": known ").append(show(known));
    step.append(", grow");
    for (int y : lambda) {
      if (visited[y] || s.size() > options.maxConditioning()) {
        continue;
      }
      if (!independent(x, y, s)) {
        s.add(y);
        step.append(" +").append(names.get(y));
      }
    }
    step.append(", shrink");
    for (int i = s.size() - 1; i >= known.size(); i--) {
      int y = s.get(i);
      List<Integer> rest = new ArrayList<>(s);
      rest.remove(i);
      if (independent(x, y, rest)) {
        s.remove(i);
        step.append(" -").append(names.get(y));
      }
    }
    for (int y : s) {
      blanket[x][y] = true;
    }
    trace.add(step.append(" -> ").append(show(s)).toString());
  }

  private boolean independent(int x, int y, List<Integer> given) {
    Interrupts.check(() -> "GSMN interrupted at variable " + names.get(x));
    queries++;
    BitSet z = new BitSet(n);
    given.forEach(z::set);
    if (knowledge != null && !knowledge.ran(x, y, z)) {
      Boolean before = knowledge.inferredBefore(x, y, z);
      Boolean answer = before != null ? before : knowledge.infer(x, y, z);
      if (answer != null) {
        inferred++;
        if (before == null) {
          knowledge.add(x, y, z, answer, true);
        }
        return answer;
      }
    }
    int[] zs = given.stream().mapToInt(Integer::intValue).toArray();
    boolean answer = test.test(x, y, zs).independent(options.alpha());
    if (knowledge != null && !knowledge.ran(x, y, z)) {
      knowledge.add(x, y, z, answer, false);
    }
    return answer;
  }

  private String show(List<Integer> vars) {
    List<String> out = new ArrayList<>();
    vars.forEach(v -> out.add(names.get(v)));
    return "{" + String.join(", ", out) + "}";
  }
}
