package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Pdags;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.graph.GraphFile;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.io.network.UaiReader;
import org.structlearn.io.network.UaiWriter;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.model.RandomPotentialOptions;
import org.structlearn.sim.GibbsOptions;
import org.structlearn.sim.GibbsSampler;
import picocli.CommandLine.Option;

/**
 * The options of {@code sample --markov}: a Markov network, given as a UAI file or drawn at random
 * on a graph ({@link MarkovNetworks#random}), Gibbs-sampled ({@link GibbsSampler}).
 */
final class MarkovSampling {
  @Option(
      names = "--markov",
      paramLabel = "G",
      description =
          "Gibbs-sample a Markov network instead of forward-sampling --network: a .uai Markov "
              + "network (its parameters are used as they are), or a graph whose random "
              + "parameters are drawn (one factor per maximal clique, see --potentials): an arc "
              + "or edge list CSV, DOT, Matrix Market (.mtx), GML (.gml), model string, BIF or "
              + "JSON (arcs read as undirected edges); plain or .gz; a path, or a name "
              + "under the data folders (networks/karate.mtx). Each chain starts from a "
              + "uniformly drawn state, discards --burn-in sweeps, then gives one row per sweep "
              + "(every variable updated once, in node order), so a chain's rows are one sweep "
              + "apart and correlated; the rows come from ceil(rows / --sampling-iterations) "
              + "independent chains of --sampling-iterations rows (the last shorter). With the "
              + "defaults, --rows 1000 is one chain of 100 + 1000 sweeps. The rows do not "
              + "depend on --threads. Levels are written s0, s1, ... (not 0, 1, ...), so that "
              + "learn reads the columns back as discrete without --discrete.")
  Path markov;

  @Option(
      names = "--burn-in",
      paramLabel = "B",
      description = "--markov: sweeps discarded at the start of every chain, >= 0 (default 100).")
  Integer burnIn;

  @Option(
      names = "--sampling-iterations",
      paramLabel = "K",
      description =
          "--markov: sweeps kept per chain, one row each, >= 1 (default 1000, as Schlüter et al.'s BJP paper and "
              + "the Libra toolkit).")
  Integer samplingIterations;

  @Option(
      names = "--cardinality",
      paramLabel = "C",
      description =
          "--markov with a graph: levels per variable, named s0..s(C-1), 2 to 65536 (default 2:"
              + " binary).")
  Integer cardinality;

  @Option(
      names = "--potentials",
      paramLabel = "LOW:HIGH",
      description =
          "--markov with a graph: every factor entry drawn independently and uniformly on "
              + "[LOW, HIGH) (default 0:1, Schlüter et al.'s uniform draw as we read it); with "
              + "--potential-scale log the draws are log-potentials, e.g. --potentials=-1:1.")
  String potentials;

  @Option(
      names = "--potential-scale",
      paramLabel = "SCALE",
      description =
          "--markov with a graph: linear (the draws are potentials, LOW >= 0; default) or log "
              + "(the draws are log-potentials).")
  String potentialScale;

  @Option(
      names = "--network-out",
      paramLabel = "UAI",
      description =
          "--markov: also write the sampled network's parameters as a UAI Markov network (.uai "
              + "or .uai.gz), atomically. UAI has no names: variables are written in the graph's "
              + "node order and read back as X1..Xn.")
  Path networkOut;

  /** True if {@code --markov} was given. */
  boolean given() {
    return markov != null;
  }

  /** Refuses the options that only {@code --markov} takes, for a run of {@code --network}. */
  void refuseWithoutMarkov() {
    List<String> given = new ArrayList<>();
    addIfGiven(given, "--burn-in", burnIn);
    addIfGiven(given, "--sampling-iterations", samplingIterations);
    addIfGiven(given, "--cardinality", cardinality);
    addIfGiven(given, "--potentials", potentials);
    addIfGiven(given, "--potential-scale", potentialScale);
    addIfGiven(given, "--network-out", networkOut);
    if (!given.isEmpty()) {
      throw new StructlearnException(
          String.join(", ", given)
              + (given.size() == 1 ? " applies" : " apply")
              + " to Gibbs sampling of a Markov network (--markov), not to --network");
    }
  }

  /** Checks the options before any work; the output files against the inputs. */
  GibbsOptions check(picocli.CommandLine.Model.CommandSpec spec) {
    if (networkOut != null) {
      String name = String.valueOf(networkOut.getFileName()).toLowerCase(Locale.ROOT);
      if (!name.endsWith(".uai") && !name.endsWith(".uai.gz")) {
        throw new StructlearnException(
            "--network-out " + networkOut + " writes UAI: end the name in .uai or .uai.gz");
      }
      OutputChecks.check(spec, "--network-out", networkOut, Map.of());
    }
    if (isUai()) {
      List<String> drawn = new ArrayList<>();
      addIfGiven(drawn, "--cardinality", cardinality);
      addIfGiven(drawn, "--potentials", potentials);
      addIfGiven(drawn, "--potential-scale", potentialScale);
      if (!drawn.isEmpty()) {
        throw new StructlearnException(
            String.join(", ", drawn)
                + " draw random parameters on a graph, but --markov "
                + markov
                + " is a UAI network whose parameters are used as they are; drop "
                + (drawn.size() == 1 ? "it" : "them")
                + ", or give the network's graph instead");
      }
    }
    int b = burnIn == null ? GibbsOptions.defaults().burnIn() : burnIn;
    int k =
        samplingIterations == null
            ? GibbsOptions.defaults().samplingIterations()
            : samplingIterations;
    if (b < 0) {
      throw new StructlearnException("--burn-in must be >= 0, was " + b);
    }
    if (k < 1) {
      throw new StructlearnException("--sampling-iterations must be >= 1, was " + k);
    }
    if (cardinality != null && (cardinality < 2 || cardinality > 1 << 16)) {
      throw new StructlearnException(
          "--cardinality must be in 2..65536 (levels per variable, as UAI allows), was "
              + cardinality);
    }
    potentialOptions(); // a malformed --potentials fails before the graph is read
    return new GibbsOptions(b, k);
  }

  /**
   * The network: the UAI file's, or random parameters on the graph file's skeleton; its levels are
   * named s0, s1, ... ({@link #levelNames}).
   */
  MarkovNetwork network(long seed) {
    if (isUai()) {
      MarkovNetwork read = UaiReader.read(InputFiles.find(markov));
      List<Variable> named = new ArrayList<>();
      for (Variable v : read.variables()) {
        named.add(Variable.discrete(v.name(), levelNames(v.cardinality())));
      }
      return MarkovNetwork.of(read.graph(), named, read.factors());
    }
    GraphFile file = GraphFiles.load(InputFiles.find(markov));
    UndirectedGraph g = Pdags.skeleton(file.graph());
    int c = cardinality == null ? 2 : cardinality;
    try {
      List<List<String>> levels = new ArrayList<>();
      for (int v = 0; v < g.size(); v++) {
        levels.add(levelNames(c));
      }
      return MarkovNetworks.random(g, levels, potentialOptions(), seed);
    } catch (ArithmeticException e) {
      throw new StructlearnException(
          "--markov "
              + markov
              + ": a maximal clique's factor would have more than 2^31 entries with "
              + c
              + " levels per variable; use a sparser graph or a smaller --cardinality",
          e);
    }
  }

  /** Samples, writes the rows and the network, and returns the fields to print. */
  Map<String, Object> run(
      picocli.CommandLine.Model.CommandSpec spec,
      int rows,
      long seed,
      int threads,
      Path out,
      GibbsOptions options) {
    long t0 = System.nanoTime();
    MarkovNetwork net = network(seed);
    if (net.size() == 0) {
      throw new StructlearnException(
          "--markov "
              + markov
              + " has no nodes, so there is nothing to sample; give a graph with"
              + " at least one node");
    }
    Dataset data;
    try (TerminalProgress progress = TerminalProgress.start("Gibbs sampling", -1)) {
      data = GibbsSampler.sample(net, options, rows, seed, threads);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    SampleCommand.write(out, data.variables(), sink -> sink.accept(data));
    if (networkOut != null) {
      UaiWriter.write(net, networkOut);
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("markov", markov.toString());
    m.put("parameters", isUai() ? "as given" : potentialOptions().toString());
    m.put("variables", net.size());
    m.put("edges", net.graph().edgeCount());
    m.put("factors", net.factors().size());
    m.put("rows", rows);
    m.put("chains", (rows + options.samplingIterations() - 1) / options.samplingIterations());
    m.put("burnIn", options.burnIn());
    m.put("samplingIterations", options.samplingIterations());
    m.put("seed", seed);
    m.put("threads", threads);
    m.put("out", out.toString());
    if (networkOut != null) {
      m.put("networkOut", networkOut.toString());
    }
    m.put("seconds", seconds);
    return m;
  }

  /**
   * The level names written: s0, s1, ..., not 0, 1, ...: a column of numbers is read back as
   * continuous, so {@code learn --data} on the sample would need {@code --discrete}.
   */
  static List<String> levelNames(int cardinality) {
    List<String> names = new ArrayList<>(cardinality);
    for (int k = 0; k < cardinality; k++) {
      names.add("s" + k);
    }
    return names;
  }

  private boolean isUai() {
    return String.valueOf(markov.getFileName())
        .toLowerCase(Locale.ROOT)
        .matches(".*\\.uai(\\.gz)?");
  }

  private RandomPotentialOptions potentialOptions() {
    RandomPotentialOptions.Scale scale = RandomPotentialOptions.Scale.POTENTIAL;
    if (potentialScale != null) {
      scale =
          switch (potentialScale) {
            case "linear" -> RandomPotentialOptions.Scale.POTENTIAL;
            case "log" -> RandomPotentialOptions.Scale.LOG_POTENTIAL;
            default ->
                throw new StructlearnException(
                    "--potential-scale must be linear or log, was '" + potentialScale + "'");
          };
    }
    if (potentials == null) {
      return new RandomPotentialOptions(scale, 0, 1);
    }
    String[] lh = potentials.split(":", -1);
    double low;
    double high;
    try {
      if (lh.length != 2) {
        throw new NumberFormatException();
      }
      low = Double.parseDouble(lh[0].strip());
      high = Double.parseDouble(lh[1].strip());
    } catch (NumberFormatException e) {
      throw new StructlearnException(
          "--potentials must be LOW:HIGH, two numbers, e.g. 0:1 or 0.5:2, was '"
              + potentials
              + "'");
    }
    try {
      return new RandomPotentialOptions(scale, low, high);
    } catch (IllegalArgumentException e) {
      throw new StructlearnException("--potentials " + potentials + ": " + e.getMessage(), e);
    }
  }

  private static void addIfGiven(List<String> names, String name, Object value) {
    if (value != null) {
      names.add(name);
    }
  }
}
