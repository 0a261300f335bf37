package org.structlearn.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.structlearn.StructlearnException;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.io.GraphFiles;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.search.ExhaustiveSearch;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.Optimizations;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.TabuSearch;
import org.structlearn.search.UndirectedExhaustiveSearch;
import org.structlearn.search.UndirectedSearchOptions;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** The search options shared by {@code learn} and {@code cv}. */
final class SearchArgs {
  @Mixin ScoreArgs scoreArgs;

  @Spec(Spec.Target.MIXEE)
  CommandSpec command;

  /** The start graph and knowledge, read once (cv learns once per fold). */
  private Dag startDag;

  private Knowledge knowledge;

  enum Algorithm {
    hc,
    tabu,
    exhaustive,
    /** BDgraph's MPL hill climbing over undirected graphs (written {@code mpl-hc}). */
    mpl_hc,
    /** SGS, constraint-based (written {@code sgs}). */
    sgs,
    /** PC-stable (written {@code pc-stable}). */
    pc_stable,
    /** Grow-Shrink Markov blankets (bnlearn's gs / learn.mb), as an undirected graph. */
    gs,
    /** GSMN, Grow-Shrink for Markov networks. */
    gsmn,
    /** GSIMN, GSMN with test outcomes inferred by the Triangle theorem. */
    gsimn,
    /** Relevance network: thresholded pairwise dependence (written {@code mi-threshold}). */
    mi_threshold,
    /** MGMN: multidimensional scaling of pairwise dependence, then a distance threshold. */
    mgmn,
    /** IBMAP-HC for the BJP or IB score over undirected graphs (written {@code ibmap-hc}). */
    ibmap_hc,
    /**
     * Seed 004's influence network between naive Bayes models with latent classes, learned by EM
     * and tabu search with restarts (written {@code nbm-influence}; needs {@code --groups}).
     */
    nbm_influence;

    @Override
    public String toString() {
      return name().replace('_', '-');
    }
  }

  /** The algorithms as written, comma-separated. */
  static String names() {
    return String.join(
        ", ", java.util.Arrays.stream(Algorithm.values()).map(Algorithm::toString).toList());
  }

  /** True for the constraint-based and dependence-topology algorithms ({@link ConstraintLearn}). */
  static boolean constraintBased(Algorithm a) {
    return a == Algorithm.sgs
        || a == Algorithm.pc_stable
        || a == Algorithm.gs
        || a == Algorithm.gsmn
        || a == Algorithm.gsimn
        || a == Algorithm.mi_threshold
        || a == Algorithm.mgmn;
  }

  /** picocli converter of {@code --algorithm}: the names as written (mpl-hc). */
  static final class AlgorithmConverter implements CommandLine.ITypeConverter<Algorithm> {
    @Override
    public Algorithm convert(String value) {
      for (Algorithm a : Algorithm.values()) {
        if (a.toString().equals(value)) {
          return a;
        }
      }
      throw new CommandLine.TypeConversionException(
          "expected one of " + names() + " but was '" + value + "'");
    }
  }

  @Option(
      names = "--algorithm",
      converter = AlgorithmConverter.class,
      defaultValue = "hc",
      description = "Search: ${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
  Algorithm algorithm;

  @Option(names = "--max-parents", description = "Most parents per node (default unlimited).")
  Integer maxParents;

  @Option(
      names = "--candidates",
      defaultValue = "0",
      description = "Sparse candidate: k best parents by mutual information (default 0: off).")
  int candidates;

  @Option(
      names = "--restarts",
      defaultValue = "0",
      description =
          "Random restarts (default 0; nbm-influence: the structure search's, default 5).")
  int restarts;

  @Option(
      names = "--perturb",
      defaultValue = "1",
      description =
          "Random moves before each restart (default ${DEFAULT-VALUE}; nbm-influence: 3).")
  int perturb;

  @Option(
      names = "--tabu-length",
      defaultValue = "10",
      description = "Tabu list length (default ${DEFAULT-VALUE}; nbm-influence: 5, the seed's).")
  int tabuLength;

  @Option(
      names = "--max-no-improvement",
      defaultValue = "10",
      description = "Tabu: steps without a new best before stopping (default ${DEFAULT-VALUE}).")
  int maxNoImprovement;

  @Option(names = "--max-iterations", description = "Most moves (default unlimited).")
  Integer maxIterations;

  @Option(
      names = "--seed",
      defaultValue = "1",
      description = "Random seed (default ${DEFAULT-VALUE}).")
  long seed;

  @Option(
      names = "--threads",
      description =
          "Threads (default: the available processors, here ${DEFAULT-VALUE}); the result does "
              + "not depend on it; 1 runs everything in one thread.")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(
      names = "--start",
      paramLabel = "G",
      description =
          "Start DAG (default empty): model string, arc list, DOT, BIF or JSON; nodes missing from "
              + "an arc list or DOT file are taken from the data, with a note.")
  Path start;

  @Option(
      names = "--whitelist",
      paramLabel = "G",
      description = "Required arcs: an arc-list CSV (or any graph file; its arcs).")
  Path whitelist;

  @Option(
      names = "--blacklist",
      paramLabel = "G",
      description = "Forbidden arcs: an arc-list CSV (or any graph file; its arcs).")
  Path blacklist;

  @Option(
      names = "--k-best",
      paramLabel = "K",
      description =
          "Exhaustive search over undirected graphs (--score mpl, bjp or ib): also list the K best "
              + "graphs' scores, best first (default 1, the best graph alone; at most "
              + UndirectedSearchOptions.MAX_K_BEST
              + ").")
  Integer kBest;

  @Option(names = "--no-delta-cache", description = "Recompute every move's delta at every step.")
  boolean noDeltaCache;

  @Option(names = "--no-score-cache", description = "Do not cache family scores.")
  boolean noScoreCache;

  @Option(names = "--no-priority-queue", description = "Scan all moves for the best one.")
  boolean noPriorityQueue;

  /** The search options these arguments describe. */
  SearchOptions options(Dataset data) {
    if (kBest != null) {
      throw new StructlearnException(
          "--k-best lists the best undirected graphs of --algorithm exhaustive with --score "
              + String.join(", ", ScoreChoice.undirectedNames())
              + "; the searches over DAGs return one graph");
    }
    readGraphs(data);
    SearchOptions.Builder b =
        SearchOptions.builder()
            .score(scoreArgs.spec(data))
            .candidates(candidates)
            .restarts(restarts)
            .perturb(perturb)
            .tabuLength(tabuLength)
            .maxNoImprovement(maxNoImprovement)
            .seed(seed)
            .threads(threads)
            .optimizations(new Optimizations(!noDeltaCache, !noScoreCache, !noPriorityQueue))
            .knowledge(knowledge);
    if (maxParents != null) {
      b.maxParents(maxParents);
    }
    if (maxIterations != null) {
      b.maxIterations(maxIterations);
    }
    if (startDag != null) {
      b.start(startDag);
    }
    return b.build();
  }

  /** The knowledge of --whitelist and --blacklist over the data's columns. */
  Knowledge knowledge(Dataset data) {
    readGraphs(data);
    return knowledge;
  }

  /** Reads --start, --whitelist and --blacklist over the data's columns, the first time only. */
  private void readGraphs(Dataset data) {
    if (knowledge != null) {
      return;
    }
    PrintWriter err = command.commandLine().getErr();
    if (start != null) {
      startDag = GraphInputs.overData(GraphFiles.load(start), data, err).dag();
    }
    Knowledge.Builder k = Knowledge.builder();
    if (whitelist != null) {
      Pdag w = GraphInputs.overData(GraphFiles.load(whitelist), data, err).graph();
      for (Arc a : w.arcs()) {
        k.require(w.name(a.from()), w.name(a.to()));
      }
      if (!w.edges().isEmpty()) {
        Edge e = w.edges().get(0);
        throw new StructlearnException(
            "--whitelist "
                + whitelist
                + " lists "
                + w.name(e.a())
                + ","
                + w.name(e.b())
                + " in both directions; a required arc needs one direction");
      }
    }
    if (blacklist != null) {
      Pdag bl = GraphInputs.overData(GraphFiles.load(blacklist), data, err).graph();
      for (Arc a : bl.arcs()) {
        k.forbid(bl.name(a.from()), bl.name(a.to()));
      }
      for (Edge e : bl.edges()) { // listed both ways: both directions are forbidden
        k.forbid(bl.name(e.a()), bl.name(e.b()));
        k.forbid(bl.name(e.b()), bl.name(e.a()));
      }
    }
    knowledge = k.build();
  }

  /**
   * The options of an exhaustive search over undirected graphs, refusing another algorithm, the
   * options that only DAG searches take, and data with more columns than the search enumerates.
   */
  UndirectedSearchOptions undirectedOptions(Dataset data) {
    if (algorithm != Algorithm.exhaustive
        && algorithm != Algorithm.mpl_hc
        && algorithm != Algorithm.ibmap_hc) {
      throw new StructlearnException(
          "--score "
              + scoreArgs.score
              + " scores undirected graphs and only --algorithm exhaustive searches them; for "
              + "--algorithm "
              + algorithm
              + " choose a DAG score: one of "
              + ScoreChoice.dagNames());
    }
    refuseDagOptions("the exhaustive search over undirected graphs of --score " + scoreArgs.score);
    int n = data.columns();
    if (n > UndirectedExhaustiveSearch.MAX_NODES) {
      throw new StructlearnException(
          "--algorithm exhaustive --score "
              + scoreArgs.score
              + " enumerates every undirected graph, 2^(n(n-1)/2), and handles at most "
              + UndirectedExhaustiveSearch.MAX_NODES
              + " columns (2^28 graphs); the data have "
              + n
              + ": choose at most "
              + UndirectedExhaustiveSearch.MAX_NODES
              + " with --columns a,b,c,...");
    }
    int k = kBest == null ? 1 : kBest;
    if (k < 1 || k > UndirectedSearchOptions.MAX_K_BEST) {
      throw new StructlearnException(
          "--k-best must be in 1.." + UndirectedSearchOptions.MAX_K_BEST + ", was " + k);
    }
    WorkerPool.checkThreads("--threads", threads);
    return UndirectedSearchOptions.builder()
        .score(scoreArgs.undirectedSpec())
        .kBest(k)
        .threads(threads)
        .build();
  }

  /**
   * Refuses the options only searches over DAGs take.
   *
   * @param search the undirected search in words, for the message
   */
  void refuseDagOptions(String search) {
    for (Object[] o :
        new Object[][] {
          {"--start", start},
          {"--whitelist", whitelist},
          {"--blacklist", blacklist},
          {"--max-parents", maxParents},
          {"--max-iterations", maxIterations}
        }) {
      if (o[1] != null) {
        throw new StructlearnException(o[0] + " applies to searches over DAGs, not to " + search);
      }
    }
  }

  /** Runs the chosen learner. */
  LearnResult learn(Dataset data, SearchListener listener) {
    SearchOptions options = options(data);
    return switch (algorithm) {
      case hc -> new HillClimbing(options).learn(data, listener);
      case tabu -> new TabuSearch(options).learn(data, listener);
      case exhaustive -> new ExhaustiveSearch(options).learn(data);
      case mpl_hc ->
          throw new StructlearnException(
              "--algorithm mpl-hc learns an undirected graph; only the learn command runs it");
      case ibmap_hc, sgs, pc_stable, gs, gsmn, gsimn, mi_threshold, mgmn, nbm_influence ->
          throw new StructlearnException(
              "--algorithm "
                  + algorithm
                  + " is not a score-based search over DAGs; only the learn command runs it");
    };
  }
}
