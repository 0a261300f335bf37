package org.structlearn.constraint;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.structlearn.graph.Graph;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.LearnedStructure;

/**
 * What a constraint-based learner found and how: the skeleton, the CPDAG (absent for the undirected
 * variants), every removal with its separating set (the trace, in level then search order, {@link
 * ConstraintOptions#order()}), the per-level counts, the v-structures applied and skipped, the test
 * counters and the time.
 *
 * @param algorithm "pc-stable" or "sgs"
 * @param skeleton the undirected skeleton (the learned Markov network for the undirected variants)
 * @param cpdag the oriented graph, or null when {@link ConstraintOptions#undirected()} was set
 * @param removals every edge removed, with its separating set, level and test strength
 * @param levels what each conditioning level did
 * @param vStructuresApplied v-structures oriented
 * @param vStructuresSkipped candidate v-structures skipped because they conflicted with earlier
 *     ones (or with knowledge) or would close a cycle
 * @param testsRun tests the wrapped CI test ran
 * @param testsReused tests answered from the cache (earlier in this run, or before it when the
 *     caller passed a shared {@link org.structlearn.citest.CachedCiTest})
 * @param seconds elapsed wall-clock time
 * @param test the CI test's description
 * @param options the options used
 */
public record ConstraintResult(
    String algorithm,
    UndirectedGraph skeleton,
    Pdag cpdag,
    List<Removal> removals,
    List<LevelSummary> levels,
    int vStructuresApplied,
    int vStructuresSkipped,
    long testsRun,
    long testsReused,
    double seconds,
    String test,
    ConstraintOptions options)
    implements LearnedStructure {

  public ConstraintResult {
    removals = List.copyOf(removals);
    levels = List.copyOf(levels);
  }

  /** The variable names, in column order. */
  public List<String> names() {
    return skeleton.names();
  }

  /** The CPDAG, or empty for the undirected variants. */
  public Optional<Pdag> cpdagIfDirected() {
    return Optional.ofNullable(cpdag);
  }

  /** Tests asked in all (run plus reused). */
  public long testsAsked() {
    return testsRun + testsReused;
  }

  /**
   * The separating set recorded when the edge x – y was removed (in the search's order), or empty
   * if x and y are adjacent or were kept apart by knowledge without a test.
   */
  public Optional<int[]> separatingSet(int x, int y) {
    for (Removal r : removals) {
      if (r.x() == x && r.y() == y || r.x() == y && r.y() == x) {
        return Optional.of(r.separatingSet().clone());
      }
    }
    return Optional.empty();
  }

  /** The CPDAG, or the skeleton for the undirected variants. */
  @Override
  public Graph graph() {
    return cpdag != null ? cpdag : skeleton;
  }

  @Override
  public GraphKind kind() {
    return cpdag != null ? GraphKind.CPDAG : GraphKind.UNDIRECTED;
  }

  /** A constraint-based learner has no score: NaN. */
  @Override
  public double score() {
    return Double.NaN;
  }

  /** The removals, in the order they were made. */
  @Override
  public List<Removal> trace() {
    return removals;
  }

  /** Tests run, tests reused, levels and v-structures applied. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work(
        "tests",
        testsRun,
        "testsReused",
        testsReused,
        "levels",
        levels.size(),
        "vStructures",
        vStructuresApplied);
  }

  /** A constraint-based learner draws nothing at random: 0. */
  @Override
  public long seed() {
    return 0;
  }

  @Override
  public Duration elapsed() {
    return LearnedGraphs.duration(seconds);
  }

  /** The summary: the test and its level, the graph, the work done and the time. */
  @Override
  public Map<String, Object> summary() {
    Map<String, Object> m = LearnedGraphs.summaryStart(algorithm, graph(), kind());
    m.put("test", test);
    m.put("alpha", options.alpha());
    m.put(
        "maxConditioning",
        options.maxConditioning() == Integer.MAX_VALUE ? null : options.maxConditioning());
    m.put("order", options.order().cliName());
    m.put("tests", testsRun);
    m.put("testsReused", testsReused);
    m.put("levels", levels.size());
    m.put("vStructures", vStructuresApplied);
    m.put("threads", options.threads());
    m.put("seconds", seconds);
    return m;
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder();
    s.append(algorithm)
        .append(options.undirected() ? " (undirected)" : "")
        .append(": ")
        .append(names().size())
        .append(" nodes, ");
    if (cpdag != null) {
      s.append(cpdag.arcs().size())
          .append(" arcs and ")
          .append(cpdag.edges().size())
          .append(" undirected edges");
    } else {
      s.append(skeleton.edgeCount()).append(" edges");
    }
    s.append("\n  test: ").append(test).append("; ").append(options);
    s.append("\n  levels:");
    for (LevelSummary l : levels) {
      s.append(
          String.format(" [%d: %d tested, %d removed]", l.level(), l.edgesTested(), l.removed()));
    }
    if (cpdag != null) {
      s.append(
          String.format(
              "%n  v-structures: %d applied, %d skipped", vStructuresApplied, vStructuresSkipped));
    }
    s.append(String.format("%n  tests: %d run, %d reused; %.3f s", testsRun, testsReused, seconds));
    return s.toString();
  }
}
