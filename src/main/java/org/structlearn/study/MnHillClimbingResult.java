package org.structlearn.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.graph.UndirectedGraphs;
import org.structlearn.study.MnHillClimbingStudy.Learner;

/**
 * The outcome of {@link MnHillClimbingStudy}: for each target graph, sample size and learner, the
 * mean and standard deviation over the data sets of the edge Hamming distance of the learned graph
 * to the truth and of the search's runtime.
 *
 * @param options the options the study ran with
 * @param targets the twelve target graphs, in study order
 * @param cells one per (graph, sample size, learner), in that nesting order
 * @param elapsed wall-clock time of the whole run
 */
public record MnHillClimbingResult(
    MnHillClimbingOptions options,
    List<TargetStructure> targets,
    List<Cell> cells,
    Duration elapsed) {

  public MnHillClimbingResult {
    targets = List.copyOf(targets);
    cells = List.copyOf(cells);
  }

  /**
   * One (graph, sample size, learner) of the study. Standard deviations are the sample standard
   * deviation (divisor {@code dataSets − 1}; 0 for a single data set).
   *
   * @param graph index into {@link #targets()}
   * @param sampleSize N
   * @param learner the score and search
   * @param dataSets data sets learned
   * @param meanHamming mean edge Hamming distance (false plus missing edges) to the truth
   * @param sdHamming its standard deviation
   * @param meanFalseEdges mean number of learned edges not in the truth
   * @param meanMissingEdges mean number of true edges not learned
   * @param meanSeconds mean wall-clock seconds of one search
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
      double meanSeconds,
      double sdSeconds) {

    /** The cell as a map for JSON, the graph by name. */
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
      m.put("meanSeconds", meanSeconds);
      m.put("sdSeconds", sdSeconds);
      return m;
    }
  }

  static MnHillClimbingResult of(
      MnHillClimbingOptions options,
      List<TargetStructure> targets,
      List<MnHillClimbingStudy.Outcome> outcomes,
      Duration elapsed) {
    List<Integer> sizes = options.sampleSizes();
    List<Cell> cells = new ArrayList<>();
    for (int g = 0; g < targets.size(); g++) {
      List<MnHillClimbingStudy.Outcome> mine = new ArrayList<>();
      for (MnHillClimbingStudy.Outcome o : outcomes) {
        if (o.graph() == g) {
          mine.add(o);
        }
      }
      for (int i = 0; i < sizes.size(); i++) {
        for (Learner l : options.learners()) {
          int k = options.indexOf(l);
          int at = i;
          double[] h = mine.stream().mapToDouble(o -> o.hamming()[at][k]).toArray();
          double[] fp = mine.stream().mapToDouble(o -> o.falseEdges()[at][k]).toArray();
          double[] fn = mine.stream().mapToDouble(o -> o.missing()[at][k]).toArray();
          double[] s = mine.stream().mapToDouble(o -> o.seconds()[at][k]).toArray();
          cells.add(
              new Cell(
                  g,
                  sizes.get(i),
                  l,
                  mine.size(),
                  Aggregates.mean(h),
                  Aggregates.sd(h),
                  Aggregates.mean(fp),
                  Aggregates.mean(fn),
                  Aggregates.mean(s),
                  Aggregates.sd(s)));
        }
      }
    }
    return new MnHillClimbingResult(options, targets, cells, elapsed);
  }

  /** The cell of a graph (index), sample size and learner. */
  public Cell cell(int graph, int sampleSize, Learner learner) {
    for (Cell c : cells) {
      if (c.graph() == graph && c.sampleSize() == sampleSize && c.learner() == learner) {
        return c;
      }
    }
    throw new IllegalArgumentException(
        "no cell for graph " + graph + ", N = " + sampleSize + ", " + learner);
  }

  /** The index of the target graph with this name (e.g. {@code "dolphins"}, {@code "hub 4"}). */
  public int graphIndex(String name) {
    for (int g = 0; g < targets.size(); g++) {
      if (targets.get(g).name().equals(name)) {
        return g;
      }
    }
    throw new IllegalArgumentException("no target graph named '" + name + "'");
  }

  /** The mean Hamming distances of a graph and learner, one per sample size, ascending N. */
  public double[] hamming(int graph, Learner learner) {
    return column(graph, learner, false);
  }

  /** The mean runtimes (seconds) of a graph and learner, one per sample size, ascending N. */
  public double[] seconds(int graph, Learner learner) {
    return column(graph, learner, true);
  }

  private double[] column(int graph, Learner learner, boolean seconds) {
    List<Integer> sizes = options.sampleSizes();
    double[] out = new double[sizes.size()];
    for (int i = 0; i < out.length; i++) {
      Cell c = cell(graph, sizes.get(i), learner);
      out[i] = seconds ? c.meanSeconds() : c.meanHamming();
    }
    return out;
  }

  /** The mean over the sample sizes (weighing them equally) of a graph's mean Hamming distances. */
  public double meanHammingOverSizes(int graph, Learner learner) {
    return Aggregates.mean(hamming(graph, learner));
  }

  /** The mean over the sample sizes of a graph's mean runtimes, in seconds. */
  public double meanSecondsOverSizes(int graph, Learner learner) {
    return Aggregates.mean(seconds(graph, learner));
  }

  /**
   * The BJP paper's claims about this experiment, checked on our numbers: what each checks is said
   * in its evidence. Empty unless the paper's three learners ({@link
   * MnHillClimbingOptions#SEED_LEARNERS}) were all compared; the claims are about them alone, so a
   * fourth learner (the ℓ1 baseline) changes no verdict.
   */
  public List<Claim> claims() {
    if (!options.learners().containsAll(MnHillClimbingOptions.SEED_LEARNERS)) {
      return List.of();
    }
    return new MnHillClimbingClaims(this).all();
  }

  /** The twelve graphs: name, nodes, edges, irregularity, largest degree and description. */
  public StudyTable graphTable() {
    return graphTable(targets);
  }

  /**
   * A table of target graphs: name, nodes, edges, irregularity, largest degree and description
   * (e.g. of {@link MnHillClimbingStudy#targets()}, before running the study).
   */
  public static StudyTable graphTable(List<TargetStructure> targets) {
    return Aggregates.targets("target graphs", "graph", targets, true);
  }

  /**
   * The seed's tables in one: a row per graph and sample size with the graph's nodes, edges and
   * irregularity, and per learner the mean and standard deviation of the Hamming distance and of
   * the runtime in seconds (columns {@code BJP Hamming}, {@code BJP sd}, {@code BJP s}, {@code BJP
   * s sd}, then IB, then MPL, then NEIGHBOURHOOD if it was compared).
   */
  public StudyTable table() {
    List<String> columns = new ArrayList<>(List.of("graph", "nodes", "edges", "irregularity", "N"));
    for (Learner l : options.learners()) {
      for (String what : List.of(" Hamming", " sd", " s", " s sd")) {
        columns.add(l.name() + what);
      }
    }
    StudyTable.Builder b =
        StudyTable.builder("mean and sd over " + options.dataSets() + " data sets", columns);
    for (int g = 0; g < targets.size(); g++) {
      TargetStructure t = targets.get(g);
      for (int sampleSize : options.sampleSizes()) {
        List<Object> row =
            new ArrayList<>(
                List.of(
                    t.name(),
                    t.graph().size(),
                    t.graph().edgeCount(),
                    t.irregularity(),
                    sampleSize));
        for (Learner l : options.learners()) {
          Cell c = cell(g, sampleSize, l);
          row.addAll(List.of(c.meanHamming(), c.sdHamming(), c.meanSeconds(), c.sdSeconds()));
        }
        b.row(row);
      }
    }
    return b.build();
  }

  /**
   * Everything as nested maps and lists (for JSON): options, graphs (with their mean Hamming
   * distance per learner and size), every cell, {@code dolphinsLargest} (each learner's Hamming
   * distance and runtime on dolphins at the largest sample size), the claims and the run time.
   */
  public Map<String, Object> toMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("study", "mn-hill-climbing");
    m.put("dataSetsPerCell", options.dataSets());
    m.put("distributions", options.distributions());
    m.put("seedsPerDistribution", options.seedsPerDistribution());
    m.put("sampleSizes", options.sampleSizes());
    m.put("seed", options.seed());
    m.put("threads", options.threads());
    m.put("potentials", options.potentials().toString());
    m.put("gibbs", options.gibbs().toString());
    m.put("ciTest", options.ciTest().toString());
    m.put("mpl", options.mpl().toString());
    if (options.learners().contains(Learner.NEIGHBOURHOOD)) {
      m.put("neighbourhood", options.neighbourhood().toString());
    }
    m.put("learners", options.learners().stream().map(Learner::label).toList());
    List<Object> graphs = new ArrayList<>();
    for (int g = 0; g < targets.size(); g++) {
      graphs.add(graphMap(g));
    }
    m.put("graphs", graphs);
    m.put("dolphinsLargest", largest(graphIndex("dolphins")));
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
    gm.put("irregularity", t.irregularity());
    gm.put("maxDegree", UndirectedGraphs.maxDegree(t.graph()));
    Map<String, Object> hamming = new LinkedHashMap<>();
    Map<String, Object> seconds = new LinkedHashMap<>();
    for (Learner l : options.learners()) {
      hamming.put(l.name(), hamming(g, l));
      seconds.put(l.name(), seconds(g, l));
    }
    gm.put("meanHamming", hamming);
    gm.put("meanSeconds", seconds);
    return gm;
  }

  /** Each learner's cell at the largest sample size on one graph, for a quick look. */
  private Map<String, Object> largest(int g) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("graph", targets.get(g).name());
    m.put("N", options.largestSize());
    m.put("dataSets", options.dataSets());
    for (Learner l : options.learners()) {
      Cell c = cell(g, options.largestSize(), l);
      Map<String, Object> lm = new LinkedHashMap<>();
      lm.put("meanHamming", c.meanHamming());
      lm.put("sdHamming", c.sdHamming());
      lm.put("meanSeconds", c.meanSeconds());
      m.put(l.name(), lm);
    }
    return m;
  }
}
