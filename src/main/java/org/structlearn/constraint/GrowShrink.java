package org.structlearn.constraint;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.structlearn.Interrupts;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTest;
import org.structlearn.citest.CiTestType;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Edge;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.graph.UndirectedGraphs;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;

/**
 * Grow-Shrink (GS) Markov blankets of a Bayesian network (Margaritis and Thrun 1999), as bnlearn
 * 5.2.1 computes them in {@code learn.mb(method = "gs")} and in the first phase of {@code gs()}
 * (reimplemented from the description of its {@code gs.markov.blanket}, not copied):
 *
 * <ol>
 *   <li><b>Grow.</b> Candidates are the other variables in column order. Scan them; the first Y
 *       with X not⊥ Y | MB joins MB, and the scan <em>restarts</em> from the first remaining
 *       candidate (so a candidate rejected earlier is tested again with the larger blanket). Stop
 *       when a full scan adds nothing. A candidate is skipped when |MB| exceeds {@code
 *       maxConditioning}.
 *   <li><b>Shrink.</b> Scan MB in the order members were added; the first Y with X ⊥ Y | MB − {Y}
 *       leaves MB and the scan restarts. Stop when a full scan removes nothing.
 * </ol>
 *
 * <p>{@link #learn} runs this for every variable and makes the blankets symmetric as the options
 * say ({@link BlanketSymmetry#AND} is bnlearn's choice in {@code gs()}; {@code learn.mb} of a
 * single node applies none); the graph joins each variable to its blanket (an estimate of the moral
 * graph). bnlearn's later phases of {@code gs()} (neighbours from blankets, v-structures) are not
 * part of this class.
 *
 * <p>Tests run through a {@link CachedCiTest} (the given one if it is one), so a query asked again
 * (the same triple from the other end, a rescan) runs once. Cost: O(n) scans of O(n) candidates per
 * variable in the worst case; typically O(n · |MB|) tests per variable. Thread-safe; holds only
 * options.
 */
public final class GrowShrink implements StructureLearner {
  private final GrowShrinkOptions options;
  private final CiTestType test;

  /** GS with the given options. */
  public GrowShrink(GrowShrinkOptions options) {
    this(options, null);
  }

  /**
   * GS with the given options, testing independence on the data ({@link #learn(Dataset,
   * LearnListener)}) with {@code test}; null for bnlearn's default for the data (mi for discrete
   * data, cor for continuous).
   */
  public GrowShrink(GrowShrinkOptions options, CiTestType test) {
    this.options = Objects.requireNonNull(options, "options");
    this.test = test;
  }

  /** GS with {@link GrowShrinkOptions#defaults()}. */
  public GrowShrink() {
    this(GrowShrinkOptions.defaults());
  }

  /** The options. */
  @Override
  public GrowShrinkOptions options() {
    return options;
  }

  /** The test {@link #learn(Dataset, LearnListener)} binds, or null for the data's default. */
  public CiTestType test() {
    return test;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /**
   * Learns from the data with the learner's test; the listener hears nothing but may interrupt.
   *
   * @throws org.structlearn.citest.CiQueryException if a column does not suit the test
   */
  @Override
  public GrowShrinkResult learn(Dataset data, LearnListener listener) {
    return learn(new CachedCiTest(CiTestType.orDefault(test, data).bind(data)), data.names());
  }

  /**
   * The Markov blanket of {@code target}, as bnlearn's {@code learn.mb(method = "gs")}: members in
   * the order they joined (and survived the shrink).
   *
   * @throws IllegalArgumentException if target is out of range
   */
  public int[] markovBlanket(CiTest test, int target) {
    if (target < 0 || target >= test.variables()) {
      throw new IllegalArgumentException(
          "target must be in 0.." + (test.variables() - 1) + ", was " + target);
    }
    return blanket(test, target, new ArrayList<>());
  }

  /**
   * The blankets of all variables and the symmetric graph they give.
   *
   * @param names the variables' names, one per column of the test
   * @throws IllegalArgumentException if there is not one name per variable
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted (checked before
   *     every test)
   */
  public GrowShrinkResult learn(CiTest test, List<String> names) {
    if (names.size() != test.variables()) {
      throw new IllegalArgumentException(
          "names must have one entry per variable (" + test.variables() + "), has " + names.size());
    }
    long start = System.nanoTime();
    CachedCiTest cache = test instanceof CachedCiTest c ? c : new CachedCiTest(test);
    long run0 = cache.testsRun();
    long reused0 = cache.reused();
    int n = test.variables();
    List<int[]> blankets = new ArrayList<>();
    List<String> trace = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      blankets.add(blanket(cache, x, trace));
    }
    boolean[][] in = new boolean[n][n];
    for (int x = 0; x < n; x++) {
      for (int y : blankets.get(x)) {
        in[x][y] = true;
      }
    }
    List<Edge> edges = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      for (int y = x + 1; y < n; y++) {
        boolean keep =
            options.symmetry() == BlanketSymmetry.AND ? in[x][y] && in[y][x] : in[x][y] || in[y][x];
        if (keep) {
          edges.add(new Edge(x, y));
        }
      }
    }
    return new GrowShrinkResult(
        blankets,
        UndirectedGraph.of(names, edges),
        trace,
        cache.testsRun() - run0,
        cache.reused() - reused0,
        options,
        Duration.ofNanos(System.nanoTime() - start),
        test.name());
  }

  /** {@link #learn(CiTest, List)} with names {@code X1, X2, ...}. */
  public GrowShrinkResult learn(CiTest test) {
    return learn(test, UndirectedGraphs.defaultNames(test.variables()));
  }

  private int[] blanket(CiTest test, int x, List<String> trace) {
    List<Integer> mb = new ArrayList<>();
    List<Integer> candidates = new ArrayList<>();
    for (int y = 0; y < test.variables(); y++) {
      if (y != x) {
        candidates.add(y);
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int i = 0; i < candidates.size() && mb.size() <= options.maxConditioning(); i++) {
        int y = candidates.get(i);
        if (!independent(test, x, y, mb)) {
          mb.add(y);
          candidates.remove(i);
          trace.add("MB(" + x + ") grow +" + y);
          changed = true;
          break;
        }
      }
    }
    changed = true;
    while (changed) {
      changed = false;
      for (int i = 0; i < mb.size(); i++) {
        int y = mb.get(i);
        List<Integer> rest = new ArrayList<>(mb);
        rest.remove(i);
        if (independent(test, x, y, rest)) {
          mb.remove(i);
          trace.add("MB(" + x + ") shrink -" + y);
          changed = true;
          break;
        }
      }
    }
    return mb.stream().mapToInt(Integer::intValue).toArray();
  }

  private boolean independent(CiTest test, int x, int y, List<Integer> given) {
    Interrupts.check(() -> "GS interrupted while learning the Markov blanket of variable " + x);
    int[] z = given.stream().mapToInt(Integer::intValue).toArray();
    return test.test(x, y, z).independent(options.alpha());
  }

  @Override
  public String toString() {
    return "GrowShrink(test=" + (test == null ? "default" : test.cliName()) + ", " + options + ")";
  }
}
