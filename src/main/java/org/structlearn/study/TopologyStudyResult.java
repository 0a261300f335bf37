package org.structlearn.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.graph.UndirectedGraphs;
import org.structlearn.study.TopologyStudy.Learner;

/**
 * The outcome of {@link TopologyStudy}: for each network, sample size and learner, the mean and
 * standard deviation over the data sets of the Hamming distance to the truth, the tests run and the
 * seconds; and GSIMN's saving of tests against GSMN on each network.
 *
 * @param options the options the study ran with
 * @param targets the networks, in study order
 * @param cells one per (network, sample size, learner), in that nesting order
 * @param elapsed wall-clock time of the whole run
 */
public record TopologyStudyResult(
    TopologyStudyOptions options,
    List<TargetStructure> targets,
    List<Cell> cells,
    Duration elapsed) {

  /** A bar we set: GSIMN's tests at most this fraction of GSMN's on every network. */
  public static final double SAVING_BAR = 0.7;

  public TopologyStudyResult {
    targets = List.copyOf(targets);
    cells = List.copyOf(cells);
  }

  /**
   * One (network, sample size, learner). Standard deviations are sample standard deviations
   * (divisor {@code dataSets − 1}; 0 for one data set).
   *
   * @param graph index into {@link #targets()}
   * @param sampleSize N
   * @param learner the method
   * @param dataSets data sets learned
   * @param meanHamming mean edge Hamming distance (false plus missing edges)
   * @param sdHamming its standard deviation
   * @param meanFalseEdges mean learned edges not in the truth
   * @param meanMissingEdges mean true edges not learned
   * @param meanTests mean CI tests run on the data
   * @param sdTests its standard deviation
   * @param meanInferred mean test outcomes inferred instead of run (GSIMN; 0 for the others)
   * @param meanSeconds mean wall-clock seconds of one run
   * @param sdSeconds its standard deviation
   */
  public record Cell(
      int graph,
      int sampleSize,
      Learner learner,
      int dataSets,
      double meanHamming,
      double sdHamming,
      double meanFalseEdges,
      double meanMissingEdges,
      double meanTests,
      double sdTests,
      double meanInferred,
      double meanSeconds,
      double sdSeconds) {

    Map<String, Object> toMap(String graphName) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("graph", graphName);
      m.put("N", sampleSize);
      m.put("learner", learner.name());
      m.put("dataSets", dataSets);
      m.put("meanHamming", meanHamming);
      m.put("sdHamming", sdHamming);
      m.put("meanFalseEdges", meanFalseEdges);
      m.put("meanMissingEdges", meanMissingEdges);
      m.put("meanTests", meanTests);
      m.put("sdTests", sdTests);
      m.put("meanInferred", meanInferred);
      m.put("meanSeconds", meanSeconds);
      m.put("sdSeconds", sdSeconds);
      return m;
    }
  }

  static TopologyStudyResult of(
      TopologyStudyOptions options,
      List<TargetStructure> targets,
      List<TopologyStudy.Outcome> outcomes,
      Duration elapsed) {
    List<Integer> sizes = options.sampleSizes();
    List<Cell> cells = new ArrayList<>();
    for (int g = 0; g < targets.size(); g++) {
      int graph = g;
      List<TopologyStudy.Outcome> mine = outcomes.stream().filter(o -> o.graph() == graph).toList();
      for (int i = 0; i < sizes.size(); i++) {
        for (Learner l : Learner.values()) {
          int at = i;
          int k = l.ordinal();
          double[] h = Aggregates.values(mine, o -> o.hamming()[at][k]);
          double[] t = Aggregates.values(mine, o -> o.tests()[at][k]);
          double[] s = Aggregates.values(mine, o -> o.seconds()[at][k]);
          cells.add(
              new Cell(
                  g,
                  sizes.get(i),
                  l,
                  mine.size(),
                  Aggregates.mean(h),
                  Aggregates.sd(h),
                  Aggregates.mean(Aggregates.values(mine, o -> o.falseEdges()[at][k])),
                  Aggregates.mean(Aggregates.values(mine, o -> o.missing()[at][k])),
                  Aggregates.mean(t),
                  Aggregates.sd(t),
                  Aggregates.mean(Aggregates.values(mine, o -> o.inferred()[at][k])),
                  Aggregates.mean(s),
                  Aggregates.sd(s)));
        }
      }
    }
    return new TopologyStudyResult(options, targets, cells, elapsed);
  }

  /** The cell of a network (index), sample size and learner. */
  public Cell cell(int graph, int sampleSize, Learner learner) {
    for (Cell c : cells) {
      if (c.graph() == graph && c.sampleSize() == sampleSize && c.learner() == learner) {
        return c;
      }
    }
    throw new IllegalArgumentException(
        "no cell for graph " + graph + ", N = " + sampleSize + ", " + learner);
  }

  /** The index of the network with this name (e.g. {@code "alarm moral"}). */
  public int graphIndex(String name) {
    for (int g = 0; g < targets.size(); g++) {
      if (targets.get(g).name().equals(name)) {
        return g;
      }
    }
    throw new IllegalArgumentException("no network named '" + name + "'");
  }

  /** A network's and learner's cells, one per sample size, ascending N. */
  public List<Cell> cells(int graph, Learner learner) {
    return options.sampleSizes().stream().map(n -> cell(graph, n, learner)).toList();
  }

  /** The mean over the sample sizes of a network's and learner's mean Hamming distance. */
  public double meanHammingOverSizes(int graph, Learner learner) {
    return Aggregates.mean(cells(graph, learner).stream().mapToDouble(Cell::meanHamming).toArray());
  }

  /** The sum over the sample sizes of a network's and learner's mean tests run. */
  public double testsOverSizes(int graph, Learner learner) {
    return cells(graph, learner).stream().mapToDouble(Cell::meanTests).sum();
  }

  /**
   * GSIMN's tests over GSMN's on a network, all sample sizes together (the ratio of the sums of the
   * mean tests run).
   */
  public double gsimnRatio(int graph) {
    return testsOverSizes(graph, Learner.GSIMN) / testsOverSizes(graph, Learner.GSMN);
  }

  /** Rajala's points, checked on our numbers; what each checks is in its evidence. */
  public List<Claim> claims() {
    return new TopologyClaims(this).all();
  }

  /** The networks: name, nodes, edges, largest degree and description. */
  public StudyTable graphTable() {
    return graphTable(targets);
  }

  /** A table of networks (e.g. of {@link TopologyStudy#targets()}, before running the study). */
  public static StudyTable graphTable(List<TargetStructure> targets) {
    return Aggregates.targets("networks", "network", targets, false);
  }

  /**
   * A long table: a row per network, sample size and learner with the mean and sd of the Hamming
   * distance, the mean tests run and inferred, and the mean seconds.
   */
  public StudyTable table() {
    StudyTable.Builder b =
        StudyTable.builder(
            "mean over " + options.dataSets() + " data sets",
            "network",
            "N",
            "learner",
            "Hamming",
            "Hamming sd",
            "false edges",
            "missing edges",
            "tests",
            "inferred",
            "seconds");
    for (Cell c : cells) {
      b.row(
          targets.get(c.graph()).name(),
          c.sampleSize(),
          c.learner().label(),
          c.meanHamming(),
          c.sdHamming(),
          c.meanFalseEdges(),
          c.meanMissingEdges(),
          c.meanTests(),
          c.meanInferred(),
          c.meanSeconds());
    }
    return b.build();
  }

  /**
   * Everything as nested maps and lists (for JSON): the options, the networks (with each learner's
   * mean Hamming distance, tests and seconds per size), {@code gsimnSaving} (per network GSMN's and
   * GSIMN's tests, their ratio overall and per size, and whether it is at most {@link #SAVING_BAR},
   * with both Hamming distances), every cell, the claims and the run time.
   */
  public Map<String, Object> toMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("study", "topology");
    m.put("dataSetsPerCell", options.dataSets());
    m.put("sampleSizes", options.sampleSizes());
    m.put("seed", options.seed());
    m.put("threads", options.threads());
    m.put("test", options.test().cliName());
    m.put("alpha", options.alpha());
    m.put("sgsMaxConditioning", options.sgsMaxConditioning());
    m.put("potentials", options.potentials().toString());
    m.put("gibbs", options.gibbs().toString());
    m.put("learners", List.of(Learner.values()).stream().map(Learner::name).toList());
    List<Object> graphs = new ArrayList<>();
    for (int g = 0; g < targets.size(); g++) {
      graphs.add(graphMap(g));
    }
    m.put("graphs", graphs);
    m.put("gsimnSaving", savingMap());
    m.put(
        "cells", cells.stream().map(c -> (Object) c.toMap(targets.get(c.graph()).name())).toList());
    m.put("claims", claims().stream().map(Claim::toMap).toList());
    m.put("seconds", elapsed.toMillis() / 1000.0);
    return m;
  }

  private Map<String, Object> graphMap(int g) {
    TargetStructure t = targets.get(g);
    Map<String, Object> gm = new LinkedHashMap<>();
    gm.put("name", t.name());
    gm.put("description", t.description());
    gm.put("n", t.graph().size());
    gm.put("edges", t.graph().edgeCount());
    gm.put("maxDegree", UndirectedGraphs.maxDegree(t.graph()));
    Map<String, Object> hamming = new LinkedHashMap<>();
    Map<String, Object> tests = new LinkedHashMap<>();
    Map<String, Object> seconds = new LinkedHashMap<>();
    for (Learner l : Learner.values()) {
      List<Cell> cs = cells(g, l);
      hamming.put(l.name(), cs.stream().mapToDouble(Cell::meanHamming).toArray());
      tests.put(l.name(), cs.stream().mapToDouble(Cell::meanTests).toArray());
      seconds.put(l.name(), cs.stream().mapToDouble(Cell::meanSeconds).toArray());
    }
    gm.put("meanHamming", hamming);
    gm.put("meanTests", tests);
    gm.put("meanSeconds", seconds);
    return gm;
  }

  private Map<String, Object> savingMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("bar", SAVING_BAR);
    boolean all = true;
    List<Object> networks = new ArrayList<>();
    for (int g = 0; g < targets.size(); g++) {
      Map<String, Object> n = new LinkedHashMap<>();
      n.put("graph", targets.get(g).name());
      n.put("gsmnTests", testsOverSizes(g, Learner.GSMN));
      n.put("gsimnTests", testsOverSizes(g, Learner.GSIMN));
      n.put(
          "gsimnInferred", cells(g, Learner.GSIMN).stream().mapToDouble(Cell::meanInferred).sum());
      double ratio = gsimnRatio(g);
      n.put("ratio", ratio);
      List<Double> bySize = new ArrayList<>();
      for (int size : options.sampleSizes()) {
        bySize.add(
            cell(g, size, Learner.GSIMN).meanTests() / cell(g, size, Learner.GSMN).meanTests());
      }
      n.put("ratioBySize", bySize);
      n.put("atMostBar", ratio <= SAVING_BAR);
      n.put("gsmnMeanHamming", meanHammingOverSizes(g, Learner.GSMN));
      n.put("gsimnMeanHamming", meanHammingOverSizes(g, Learner.GSIMN));
      all &= ratio <= SAVING_BAR;
      networks.add(n);
    }
    m.put("networks", networks);
    m.put("allAtMostBar", all);
    return m;
  }
}
