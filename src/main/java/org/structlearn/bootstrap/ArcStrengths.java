package org.structlearn.bootstrap;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.structlearn.StructlearnException;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Graph;
import org.structlearn.graph.NodeNames;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.GraphKind;

/**
 * What {@link BootstrapStrength} returns: the strength and direction of every arc (bnlearn's {@code
 * bn.strength} of {@code boot.strength}), the inclusion threshold, the averaged network, and the
 * trace of every replicate.
 *
 * <p>Strength and direction are computed as bnlearn does: per replicate a directed arc adds 1 to
 * {@code c[from][to]}, an undirected edge 1/2 to both {@code c[a][b]} and {@code c[b][a]}; with
 * {@code p = c / R}, the strength of the pair is {@code p[i][j] + p[j][i]} and the direction of
 * {@code i -> j} is {@code p[i][j] / strength} (0 when the strength is 0); both are rounded to 0 or
 * 1 within {@code sqrt(DBL_EPSILON)}.
 */
public final class ArcStrengths {
  private static final double TOL = Math.sqrt(Math.ulp(1.0));

  private final NodeNames names;
  private final double[][] strength;
  private final double[][] direction;
  private final double threshold;
  private final List<Replicate> replicates;
  private final BootstrapOptions options;
  private final Run run;
  private final Duration elapsed;

  /**
   * What the replicates learned and from what.
   *
   * @param kind the kind of graph the learner returns
   * @param algorithm the learner as its results name it, e.g. {@code hill climbing}
   * @param scoreName its score, or empty for a learner without one
   * @param rows the rows of the data the replicates were drawn from
   */
  record Run(GraphKind kind, String algorithm, String scoreName, int rows) {}

  ArcStrengths(
      List<String> names,
      List<Replicate> replicates,
      BootstrapOptions options,
      Run run,
      Duration elapsed) {
    this.names = new NodeNames(names);
    this.replicates = List.copyOf(replicates);
    this.options = options;
    this.run = run;
    this.elapsed = elapsed;
    int n = names.size();
    double[][] p = new double[n][n];
    for (Replicate r : replicates) {
      r.arcs().forEach(a -> p[a.from()][a.to()] += 1);
      r.edges()
          .forEach(
              e -> {
                p[e.a()][e.b()] += 0.5;
                p[e.b()][e.a()] += 0.5;
              });
    }
    int reps = replicates.size();
    strength = new double[n][n];
    direction = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        p[i][j] /= reps;
      }
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (i != j) {
          double s = p[i][j] + p[j][i];
          double d = s == 0 ? 0 : p[i][j] / s;
          strength[i][j] = s < TOL ? 0 : s > 1 - TOL ? 1 : s;
          direction[i][j] = d < TOL ? 0 : d > 1 - TOL ? 1 : d;
        }
      }
    }
    threshold = Thresholds.inclusion(allStrengths());
  }

  /** The nodes, in the data's column order. */
  public List<String> names() {
    return names.list();
  }

  /** The strength of the pair (either order), in [0, 1]. */
  public double strength(String a, String b) {
    return strength[index(a)][index(b)];
  }

  /** The direction of {@code from -> to}, in [0, 1]; 0 when the pair was never linked. */
  public double direction(String from, String to) {
    return direction[index(from)][index(to)];
  }

  private int index(String name) {
    int i = names.indexOf(name);
    if (i < 0) {
      throw new StructlearnException("no node named '" + name + "'; the nodes are " + names.list());
    }
    return i;
  }

  /**
   * Every ordered pair linked in at least one replicate, both orders listed, by (from, to) column
   * order: bnlearn's table without its rows of strength 0.
   */
  public List<ArcStrength> arcs() {
    List<ArcStrength> out = new ArrayList<>();
    int n = names.size();
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (i != j && strength[i][j] > 0) {
          out.add(new ArcStrength(names.get(i), names.get(j), strength[i][j], direction[i][j]));
        }
      }
    }
    return out;
  }

  /** The strength of every ordered pair of distinct nodes, zeros included (n(n−1) values). */
  public double[] allStrengths() {
    int n = names.size();
    double[] out = new double[n * (n - 1)];
    int k = 0;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (i != j) {
          out[k++] = strength[i][j];
        }
      }
    }
    return out;
  }

  /** The inclusion threshold of Scutari and Nagarajan (2013), {@link Thresholds#inclusion}. */
  public double threshold() {
    return threshold;
  }

  /** The averaged network at the inclusion threshold ({@link AveragedNetworks}). */
  public Dag averaged() {
    return averaged(threshold);
  }

  /**
   * The averaged network at the given threshold ({@link AveragedNetworks}), for a learner of DAGs
   * or CPDAGs.
   *
   * @throws IllegalArgumentException if the threshold is not in [0, 1]
   * @throws IllegalStateException if the learner returns undirected graphs ({@link
   *     #averagedGraph(double)} gives their averaged graph)
   */
  public Dag averaged(double threshold) {
    checkThreshold(threshold);
    if (!run.kind().isDirected()) {
      throw new IllegalStateException(
          run.algorithm() + " learns undirected graphs: take averagedGraph(threshold)");
    }
    return AveragedNetworks.of(names.list(), strength, direction, threshold);
  }

  /**
   * The averaged graph at the given threshold: for a learner of DAGs or CPDAGs the averaged network
   * ({@link #averaged(double)}); for a learner of undirected graphs the edges stronger than the
   * threshold (or of strength 1), as an undirected graph.
   *
   * @throws IllegalArgumentException if the threshold is not in [0, 1]
   */
  public Graph averagedGraph(double threshold) {
    if (run.kind().isDirected()) {
      return averaged(threshold);
    }
    checkThreshold(threshold);
    List<Edge> edges = new ArrayList<>();
    int n = names.size();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        double s = strength[i][j];
        if (s > 0 && (s > threshold || s == 1)) {
          edges.add(new Edge(i, j));
        }
      }
    }
    return UndirectedGraph.of(names.list(), edges);
  }

  /** The averaged graph at the inclusion threshold. */
  public Graph averagedGraph() {
    return averagedGraph(threshold);
  }

  private static void checkThreshold(double threshold) {
    if (!(threshold >= 0 && threshold <= 1)) {
      throw new IllegalArgumentException("threshold must be in [0, 1], was " + threshold);
    }
  }

  /** The kind of graph the replicates learned; an undirected one's links have no direction. */
  public GraphKind kind() {
    return run.kind();
  }

  /** The learner as its results name it, e.g. {@code hill climbing} or {@code pc-stable}. */
  public String algorithm() {
    return run.algorithm();
  }

  /** The learner's score, or empty for a learner without one. */
  public String scoreName() {
    return run.scoreName();
  }

  /** Every replicate's trace, in replicate order. */
  public List<Replicate> replicates() {
    return replicates;
  }

  public BootstrapOptions options() {
    return options;
  }

  /** The rows of the data the replicates were drawn from. */
  public int rows() {
    return run.rows();
  }

  /** Wall time of the whole run, excluding reading the data. */
  public Duration elapsed() {
    return elapsed;
  }

  /** A short summary: the run, the threshold, the averaged network. */
  @Override
  public String toString() {
    Graph avg = averagedGraph();
    String model = avg.toString();
    if (model.length() > 400) {
      model = model.substring(0, 400) + "...";
    }
    int links = avg instanceof Dag d ? d.arcCount() : ((UndirectedGraph) avg).edgeCount();
    long linked = arcs().size() / 2;
    double meanLinks = replicates.stream().mapToInt(Replicate::links).average().orElse(0);
    return String.format(
        Locale.ROOT,
        "Bootstrap arc strength: %d replicates of %s (%s) on %d rows%n"
            + "  pairs linked at least once: %d, mean links per replicate: %.1f%n"
            + "  threshold: %.4f, averaged network: %d links%n  model: %s%n"
            + "  seed: %d, threads: %d, time: %.3f s",
        replicates.size(),
        run.algorithm(),
        run.scoreName().isEmpty() ? "no score" : run.scoreName(),
        options.sampleSize() == 0 ? run.rows() : options.sampleSize(),
        linked,
        meanLinks,
        threshold,
        links,
        model,
        options.seed(),
        options.threads(),
        elapsed.toNanos() / 1e9);
  }
}
