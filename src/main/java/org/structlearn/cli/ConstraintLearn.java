package org.structlearn.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiQueryException;
import org.structlearn.citest.CiTestType;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.ConstraintResult;
import org.structlearn.constraint.GrowShrink;
import org.structlearn.constraint.GrowShrinkOptions;
import org.structlearn.constraint.GrowShrinkResult;
import org.structlearn.constraint.Gsimn;
import org.structlearn.constraint.Gsmn;
import org.structlearn.constraint.GsmnResult;
import org.structlearn.constraint.PcStable;
import org.structlearn.constraint.Sgs;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.topology.Mgmn;
import org.structlearn.topology.MiThreshold;
import org.structlearn.topology.PairwiseDependence;
import org.structlearn.topology.TopologyResult;

/**
 * {@code learn --algorithm sgs|pc-stable|mi-threshold|mgmn --test T [--alpha a]}: the
 * constraint-based learners and the dependence-topology methods, their summaries and JSON objects.
 */
final class ConstraintLearn {
  private ConstraintLearn() {}

  /** What a run gives: the graph (a CPDAG or undirected) and the JSON summary. */
  record Outcome(
      Pdag cpdag, UndirectedGraph undirected, Map<String, Object> summary, String text) {}

  /**
   * Checks the options that do not need the data: the DAG searches' options, the score options, and
   * the options of another constraint algorithm.
   */
  static void check(SearchArgs search, ConstraintArgs c, SearchArgs.Algorithm a) {
    for (Object[] o :
        new Object[][] {
          {"--start", search.start},
          {"--max-parents", search.maxParents},
          {"--max-iterations", search.maxIterations},
          {"--k-best", search.kBest},
          {"--score", search.scoreArgs.score}
        }) {
      if (o[1] != null) {
        throw new StructlearnException(o[0] + " does not apply to --algorithm " + a);
      }
    }
    boolean skeletonAlgorithm =
        a == SearchArgs.Algorithm.sgs || a == SearchArgs.Algorithm.pc_stable;
    boolean growShrink =
        a == SearchArgs.Algorithm.gs
            || a == SearchArgs.Algorithm.gsmn
            || a == SearchArgs.Algorithm.gsimn;
    if (!skeletonAlgorithm && c.undirected) {
      throw new StructlearnException(
          "--undirected applies to --algorithm sgs and pc-stable, not to "
              + a
              + (growShrink ? ", which learns an undirected graph anyway" : ""));
    }
    if (!skeletonAlgorithm && c.order != null) {
      throw new StructlearnException(
          "--order applies to --algorithm sgs and pc-stable, not to " + a);
    }
    if (!skeletonAlgorithm && !growShrink && c.maxConditioning != null) {
      throw new StructlearnException(
          "--max-conditioning applies to --algorithm sgs, pc-stable, gs, gsmn and gsimn, not to "
              + a);
    }
    if (growShrink && (c.dimensions != null || c.threshold != null)) {
      throw new StructlearnException(
          (c.dimensions != null ? "--dimensions" : "--threshold")
              + " applies to --algorithm mgmn (and --threshold to mi-threshold), not to "
              + a);
    }
    if (skeletonAlgorithm && (c.dimensions != null || c.threshold != null)) {
      throw new StructlearnException(
          (c.dimensions != null ? "--dimensions" : "--threshold")
              + " applies to --algorithm mgmn (and --threshold to mi-threshold), not to "
              + a);
    }
    if (a == SearchArgs.Algorithm.mi_threshold && c.dimensions != null) {
      throw new StructlearnException("--dimensions applies to --algorithm mgmn only");
    }
    c.order(); // validates --order before the data are read
    if (c.maxConditioning != null && c.maxConditioning < 0) {
      throw new StructlearnException(
          "--max-conditioning must be at least 0, was " + c.maxConditioning);
    }
    if (c.dimensions != null && c.dimensions < 1) {
      throw new StructlearnException("--dimensions must be at least 1, was " + c.dimensions);
    }
    if (c.threshold != null && a == SearchArgs.Algorithm.mi_threshold) {
      MiThreshold.checkSimilarity("--threshold", c.threshold);
    }
    if (c.threshold != null
        && a == SearchArgs.Algorithm.mgmn
        && !(c.threshold > 0 && c.threshold < Double.POSITIVE_INFINITY)) {
      throw new StructlearnException(
          "--threshold (mgmn's neighbour distance on the map) must be a positive finite"
              + " distance, was "
              + c.threshold);
    }
    WorkerPool.checkThreads("--threads", search.threads);
    Double alpha = search.scoreArgs.alpha;
    if (alpha != null && !(alpha > 0 && alpha < 1)) {
      throw new StructlearnException(
          "--alpha (the significance level) must be in (0, 1), was " + alpha);
    }
  }

  /** Runs the algorithm on the data. */
  static Outcome run(Dataset data, SearchArgs search, ConstraintArgs c) {
    SearchArgs.Algorithm a = search.algorithm;
    CiTestType type = testType(c.test, data);
    CachedCiTest test;
    try {
      test = new CachedCiTest(type.bind(data));
    } catch (CiQueryException e) {
      throw new StructlearnException("--test " + type.cliName() + ": " + e.getMessage());
    }
    double alpha = search.scoreArgs.alpha == null ? 0.05 : search.scoreArgs.alpha;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", a.toString());
    m.put("test", type.cliName());
    m.put("alpha", alpha);
    m.put("rows", data.rows());
    if (a == SearchArgs.Algorithm.sgs || a == SearchArgs.Algorithm.pc_stable) {
      ConstraintOptions options =
          ConstraintOptions.builder()
              .alpha(alpha)
              .maxConditioning(c.maxConditioning == null ? Integer.MAX_VALUE : c.maxConditioning)
              .undirected(c.undirected)
              .order(c.order())
              .knowledge(search.knowledge(data))
              .threads(search.threads)
              .build();
      ConstraintResult r;
      try (TerminalProgress progress = TerminalProgress.start("learn " + a, -1)) {
        r =
            a == SearchArgs.Algorithm.sgs
                ? new Sgs(options).learn(test, data.names())
                : new PcStable(options).learn(test, data.names());
      }
      m.put("graphType", c.undirected ? "undirected" : "cpdag");
      m.put("nodes", data.names());
      if (c.undirected) {
        m.put("edges", UndirectedLearn.edges(r.skeleton()));
      } else {
        m.put("arcs", arcs(r.cpdag()));
        m.put("undirectedEdges", undirectedEdges(r.cpdag()));
      }
      m.put("maxConditioning", c.maxConditioning);
      m.put("order", options.order().cliName());
      m.put("tests", r.testsRun());
      m.put("testsReused", r.testsReused());
      m.put("levels", r.levels().size());
      m.put("vStructures", r.vStructuresApplied());
      m.put("threads", search.threads);
      m.put("seconds", r.seconds());
      return new Outcome(
          c.undirected ? null : r.cpdag(), c.undirected ? r.skeleton() : null, m, r.toString());
    }
    if (a == SearchArgs.Algorithm.gs
        || a == SearchArgs.Algorithm.gsmn
        || a == SearchArgs.Algorithm.gsimn) {
      return growShrink(a, data, test, alpha, c, m);
    }
    long t0 = System.nanoTime();
    PairwiseDependence s = PairwiseDependence.significance(test, data.names());
    TopologyResult r =
        a == SearchArgs.Algorithm.mgmn
            ? Mgmn.learn(s, mgmnOptions(c))
            : MiThreshold.threshold(s, c.threshold == null ? Math.nextUp(1 - alpha) : c.threshold);
    double seconds = (System.nanoTime() - t0) / 1e9;
    m.put("graphType", "undirected");
    m.put("nodes", data.names());
    m.put("edges", UndirectedLearn.edges(r.graph()));
    m.put("threshold", r.threshold());
    m.put("method", r.method());
    m.put("tests", test.testsRun());
    m.put("seconds", seconds);
    String text =
        String.format(
            Locale.ROOT,
            "Topology by %s (test %s)%n  nodes: %d, edges: %d%n  edges: %s%n"
                + "  threshold: %.6g, tests: %d, time: %s s",
            r.method(),
            type.cliName(),
            r.graph().size(),
            r.graph().edgeCount(),
            UndirectedLearn.edges(r.graph()).stream()
                .map(e -> e.get(0) + " - " + e.get(1))
                .toList(),
            r.threshold(),
            test.testsRun(),
            LearnReport.seconds(seconds));
    return new Outcome(null, r.graph(), m, text);
  }

  /** GS (bnlearn's blankets with the AND correction), GSMN or GSIMN: an undirected graph. */
  private static Outcome growShrink(
      SearchArgs.Algorithm a,
      Dataset data,
      CachedCiTest test,
      double alpha,
      ConstraintArgs c,
      Map<String, Object> m) {
    GrowShrinkOptions options =
        GrowShrinkOptions.builder()
            .alpha(alpha)
            .maxConditioning(c.maxConditioning == null ? Integer.MAX_VALUE : c.maxConditioning)
            .build();
    UndirectedGraph graph;
    String text;
    double seconds;
    try (TerminalProgress progress = TerminalProgress.start("learn " + a, -1)) {
      if (a == SearchArgs.Algorithm.gs) {
        GrowShrinkResult r = new GrowShrink(options).learn(test, data.names());
        graph = r.graph();
        m.put("blankets", blankets(r, data));
        m.put("tests", r.testsRun());
        m.put("testsReused", r.testsReused());
        seconds = r.elapsed().toNanos() / 1e9;
        text = r.toString();
      } else {
        GsmnResult r =
            a == SearchArgs.Algorithm.gsmn
                ? new Gsmn(options).learn(test, data.names())
                : new Gsimn(options).learn(test, data.names());
        graph = r.graph();
        m.put("tests", r.testsRun());
        m.put("testsReused", r.testsReused());
        m.put("testsInferred", r.testsInferred());
        seconds = r.elapsed().toNanos() / 1e9;
        text = r.toString();
      }
    }
    m.put("graphType", "undirected");
    m.put("nodes", data.names());
    m.put("edges", UndirectedLearn.edges(graph));
    m.put("seconds", seconds);
    m.put("maxConditioning", c.maxConditioning);
    return new Outcome(null, graph, m, text);
  }

  private static Map<String, List<String>> blankets(GrowShrinkResult r, Dataset data) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (int v = 0; v < data.columns(); v++) {
      List<String> members = new ArrayList<>();
      for (int b : r.blanket(v)) {
        members.add(data.names().get(b));
      }
      out.put(data.names().get(v), members);
    }
    return out;
  }

  private static Mgmn.Options mgmnOptions(ConstraintArgs c) {
    Mgmn.Options o = Mgmn.Options.defaults();
    if (c.dimensions != null) {
      o = o.dimensions(c.dimensions);
    }
    if (c.threshold != null) {
      if (!(c.threshold > 0)) {
        throw new StructlearnException(
            "--threshold must be a positive distance, was " + c.threshold);
      }
      o = o.threshold(c.threshold);
    }
    return o;
  }

  /** The named test, or bnlearn's default: mi for discrete data, cor for continuous. */
  private static CiTestType testType(String name, Dataset data) {
    if (name == null) {
      return data.isAllContinuous() ? CiTestType.COR : CiTestType.MI;
    }
    try {
      return CiTestType.fromName(name);
    } catch (IllegalArgumentException e) {
      throw new StructlearnException("--test: " + e.getMessage());
    }
  }

  private static List<List<String>> arcs(Pdag g) {
    List<List<String>> out = new ArrayList<>();
    for (Arc a : g.arcs()) {
      out.add(List.of(g.name(a.from()), g.name(a.to())));
    }
    return out;
  }

  private static List<List<String>> undirectedEdges(Pdag g) {
    List<List<String>> out = new ArrayList<>();
    for (Edge e : g.edges()) {
      out.add(List.of(g.name(e.a()), g.name(e.b())));
    }
    return out;
  }
}
