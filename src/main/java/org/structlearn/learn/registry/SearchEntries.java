package org.structlearn.learn.registry;

import java.nio.file.Path;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.io.graph.GraphFile;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.learn.GraphKind;
import org.structlearn.mixed.CgScoreSpec;
import org.structlearn.mixed.CgSearch;
import org.structlearn.search.ExhaustiveSearch;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.Optimizations;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.TabuSearch;
import org.structlearn.search.undirected.UndirectedExhaustiveSearch;
import org.structlearn.search.undirected.UndirectedSearchOptions;

/**
 * The score-based searches over DAGs (hill climbing, tabu search, exhaustive search) and the
 * exhaustive search over undirected graphs, which {@code exhaustive} runs with a score of
 * undirected graphs.
 */
final class SearchEntries {
  private SearchEntries() {}

  static final Setting<Integer> MAX_PARENTS =
      Setting.integer("max-parents", "K", 0, "Most parents per node (default unlimited).");

  static final Setting<Integer> CANDIDATES =
      Setting.integer(
          "candidates",
          "K",
          0,
          "Sparse candidate: the k best parents by mutual information (default 0: off).");

  static final Setting<Integer> RESTARTS =
      Setting.integer(
          "restarts",
          "N",
          0,
          "Random restarts (default 0; nbm-influence: the structure search's, default 5).");

  static final Setting<Integer> PERTURB =
      Setting.integer(
          "perturb",
          "N",
          0,
          "Random moves before each restart (default 1; nbm-influence: 3, as Ajoodha and Rosman).");

  static final Setting<Integer> TABU_LENGTH =
      Setting.integer(
          "tabu-length",
          "N",
          0,
          "tabu: the tabu list's length (default 10; nbm-influence: 5, as Ajoodha and Rosman).");

  static final Setting<Integer> MAX_NO_IMPROVEMENT =
      Setting.integer(
          "max-no-improvement",
          "N",
          1,
          "tabu: steps without a new best before stopping (default 10).");

  static final Setting<Integer> MAX_ITERATIONS =
      Setting.integer("max-iterations", "N", 0, "Most moves (default unlimited).");

  static final Setting<Path> START =
      Setting.path(
          "start",
          "G",
          "Start DAG (default empty): model string, arc list, DOT, BIF or JSON; an arc list or DOT"
              + " file may leave out isolated nodes.");

  static final Setting<Path> WHITELIST =
      Setting.path(
          "whitelist", "G", "Required arcs: an arc-list CSV (or any graph file; its arcs).");

  static final Setting<Path> BLACKLIST =
      Setting.path(
          "blacklist",
          "G",
          "Forbidden arcs: an arc-list CSV (or any graph file; its arcs; a pair listed both ways"
              + " forbids both directions).");

  static final Setting<Integer> K_BEST =
      Setting.integer(
          "k-best",
          "K",
          Integer.MIN_VALUE,
          "exhaustive with a score of undirected graphs (mpl, bjp, ib): also list the K best"
              + " graphs' scores, best first (default 1, the best graph alone; at most "
              + UndirectedSearchOptions.MAX_K_BEST
              + ").");

  static final Setting<Boolean> NO_DELTA_CACHE =
      Setting.flag("no-delta-cache", "hc, tabu: recompute every move's delta at every step.");

  static final Setting<Boolean> NO_SCORE_CACHE =
      Setting.flag("no-score-cache", "hc, tabu: do not cache family scores.");

  static final Setting<Boolean> NO_PRIORITY_QUEUE =
      Setting.flag("no-priority-queue", "hc, tabu: scan all moves for the best one.");

  static final Setting<Boolean> NO_BOUNDED_DELTAS =
      Setting.flag(
          "no-bounded-deltas",
          "hc, tabu: count every addition's family, even one whose bound on its gain (loglik,"
              + " AIC, BIC) says it cannot be the next move.");

  /** What every search over DAGs reads: the score, the knowledge and the limits. */
  private static final List<Setting<?>> DAG_SEARCH =
      List.of(
          ScoreSettings.SCORE,
          ScoreSettings.ISS,
          ScoreSettings.LAMBDA,
          ScoreSettings.RIDGE,
          MAX_PARENTS,
          CANDIDATES,
          WHITELIST,
          BLACKLIST);

  /** What hill climbing and tabu search read beyond {@link #DAG_SEARCH}. */
  private static final List<Setting<?>> CLIMB =
      List.of(
          START,
          MAX_ITERATIONS,
          RESTARTS,
          PERTURB,
          CommonSettings.SEED,
          CommonSettings.THREADS,
          NO_DELTA_CACHE,
          NO_SCORE_CACHE,
          NO_PRIORITY_QUEUE,
          NO_BOUNDED_DELTAS);

  static List<Algorithm> entries() {
    return List.of(
        Algorithm.builder("hc")
            .summary("Greedy hill climbing over DAGs (bnlearn's hc), with restarts")
            .settings(DAG_SEARCH)
            .settings(CLIMB)
            .kind(GraphKind.DAG)
            .check(SearchEntries::checkDagScore)
            .learner((s, data) -> climb(options(s, data), false))
            .build(),
        Algorithm.builder("tabu")
            .summary("Tabu search over DAGs (bnlearn's tabu)")
            .settings(DAG_SEARCH)
            .settings(CLIMB)
            .settings(TABU_LENGTH, MAX_NO_IMPROVEMENT)
            .kind(GraphKind.DAG)
            .check(SearchEntries::checkDagScore)
            .learner((s, data) -> climb(options(s, data), true))
            .build(),
        Algorithm.builder("exhaustive")
            .summary(
                "The best DAG: every DAG scored for at most "
                    + ExhaustiveSearch.MAX_VARIABLES
                    + " variables, the exact search's dynamic programme (as exact) for more;"
                    + " or with --score mpl, bjp or ib the best undirected graph over"
                    + " at most "
                    + UndirectedExhaustiveSearch.MAX_NODES
                    + " (and the K best)")
            .settings(DAG_SEARCH)
            .settings(ScoreSettings.UNDIRECTED_HYPERPARAMETERS)
            .settings(K_BEST, CommonSettings.THREADS)
            .kind(s -> ScoreSettings.undirected(s) ? GraphKind.UNDIRECTED : GraphKind.DAG)
            .check(SearchEntries::checkExhaustive)
            .learner(SearchEntries::exhaustive)
            .build());
  }

  /**
   * Hill climbing or tabu search; with a conditional Gaussian score the search that adds the CG
   * parent restriction ({@link CgSearch}).
   */
  private static org.structlearn.learn.StructureLearner climb(SearchOptions o, boolean tabu) {
    if (o.score() instanceof CgScoreSpec) {
      return tabu ? CgSearch.tabu(o) : CgSearch.hillClimbing(o);
    }
    return tabu ? new TabuSearch(o) : new HillClimbing(o);
  }

  /** The options of hill climbing, tabu and exhaustive search over DAGs. */
  static SearchOptions options(Settings s, Dataset data) {
    SearchOptions.Builder b =
        SearchOptions.builder()
            .score(ScoreSettings.dagSpec(s, data))
            .knowledge(knowledge(s, data))
            .candidates(s.orElse(CANDIDATES, 0))
            .seed(CommonSettings.seed(s))
            .threads(CommonSettings.threads(s))
            .optimizations(
                new Optimizations(
                    !s.isSet(NO_DELTA_CACHE),
                    !s.isSet(NO_SCORE_CACHE),
                    !s.isSet(NO_PRIORITY_QUEUE),
                    !s.isSet(NO_BOUNDED_DELTAS)));
    if (s.has(RESTARTS)) {
      b.restarts(s.get(RESTARTS));
    }
    if (s.has(PERTURB)) {
      b.perturb(s.get(PERTURB));
    }
    if (s.has(TABU_LENGTH)) {
      b.tabuLength(s.get(TABU_LENGTH));
    }
    if (s.has(MAX_NO_IMPROVEMENT)) {
      b.maxNoImprovement(s.get(MAX_NO_IMPROVEMENT));
    }
    if (s.has(MAX_PARENTS)) {
      b.maxParents(s.get(MAX_PARENTS));
    }
    if (s.has(MAX_ITERATIONS)) {
      b.maxIterations(s.get(MAX_ITERATIONS));
    }
    if (s.has(START)) {
      b.start(graph(s, START, data).dag());
    }
    return b.build();
  }

  /** The knowledge of the whitelist and the blacklist over the data's columns. */
  static Knowledge knowledge(Settings s, Dataset data) {
    Knowledge.Builder k = Knowledge.builder();
    if (s.has(WHITELIST)) {
      Pdag w = graph(s, WHITELIST, data).graph();
      for (Arc a : w.arcs()) {
        k.require(w.name(a.from()), w.name(a.to()));
      }
      if (!w.edges().isEmpty()) {
        Edge e = w.edges().get(0);
        throw s.refuse(
            WHITELIST,
            s.get(WHITELIST)
                + " lists "
                + w.name(e.a())
                + ","
                + w.name(e.b())
                + " in both directions; a required arc needs one direction");
      }
    }
    if (s.has(BLACKLIST)) {
      Pdag bl = graph(s, BLACKLIST, data).graph();
      for (Arc a : bl.arcs()) {
        k.forbid(bl.name(a.from()), bl.name(a.to()));
      }
      for (Edge e : bl.edges()) { // listed both ways: both directions are forbidden
        k.forbid(bl.name(e.a()), bl.name(e.b()));
        k.forbid(bl.name(e.b()), bl.name(e.a()));
      }
    }
    return k.build();
  }

  /** A graph file over the data's columns (an arc list or DOT file may leave out nodes). */
  private static GraphFile graph(Settings s, Setting<Path> setting, Dataset data) {
    return GraphFiles.load(s.get(setting)).over(data.names(), "--data");
  }

  /** Hill climbing and tabu search climb DAG scores only. */
  static void checkDagScore(Settings s) {
    String score = ScoreSettings.name(s);
    if (score != null && ScoreSettings.undirectedNames().contains(score)) {
      throw s.refuse(
          ScoreSettings.SCORE,
          score
              + " scores undirected graphs (Markov networks), and of the searches of DAGs only "
              + s.form().algorithm("exhaustive")
              + " searches them too (mpl-hc climbs mpl, ibmap-hc bjp and ib); choose a DAG score:"
              + " one of "
              + String.join(", ", ScoreSettings.dagNames()));
    }
    if (score != null) {
      ScoreSettings.checkHyperparameters(s, score);
    }
  }

  /** The searches over undirected graphs take none of the DAG searches' options. */
  private static void checkExhaustive(Settings s) {
    if (ScoreSettings.undirected(s)) {
      for (Setting<?> dagOnly : List.of(MAX_PARENTS, CANDIDATES, WHITELIST, BLACKLIST)) {
        if (s.has(dagOnly)) {
          throw s.refuse(
              dagOnly,
              "applies to searches over DAGs, not to the exhaustive search over undirected graphs"
                  + " of "
                  + s.form().written(ScoreSettings.SCORE.key())
                  + " "
                  + ScoreSettings.name(s));
        }
      }
      ScoreSettings.checkHyperparameters(s, ScoreSettings.name(s));
    } else {
      if (s.has(K_BEST)) {
        throw s.refuse(
            K_BEST,
            "lists the best undirected graphs of "
                + s.form().algorithm("exhaustive")
                + " with "
                + s.form().written(ScoreSettings.SCORE.key())
                + " "
                + Setting.Lists.or(ScoreSettings.undirectedNames())
                + "; the searches over DAGs return one graph");
      }
      if (ScoreSettings.name(s) != null) {
        ScoreSettings.checkHyperparameters(s, ScoreSettings.name(s));
      }
    }
  }

  private static org.structlearn.learn.StructureLearner exhaustive(Settings s, Dataset data) {
    if (!ScoreSettings.undirected(s)) {
      // over more than five variables enumeration is hopeless; the dynamic programme of exact
      // search finds the same optimum
      if (data.columns() > ExhaustiveSearch.MAX_VARIABLES && !s.has(CANDIDATES)) {
        return new org.structlearn.search.exact.ExactSearch(GesExactEntries.exactOptions(s, data));
      }
      return new ExhaustiveSearch(options(s, data));
    }
    int n = data.columns();
    if (n > UndirectedExhaustiveSearch.MAX_NODES) {
      throw new StructlearnException(
          s.form().algorithm("exhaustive")
              + " "
              + s.written(ScoreSettings.SCORE)
              + " "
              + ScoreSettings.name(s)
              + " enumerates every undirected graph, 2^(n(n-1)/2), and handles at most "
              + UndirectedExhaustiveSearch.MAX_NODES
              + " columns (2^28 graphs); the data have "
              + n
              + ": choose at most "
              + UndirectedExhaustiveSearch.MAX_NODES
              + " with --columns a,b,c,...");
    }
    return new UndirectedExhaustiveSearch(
        UndirectedSearchOptions.builder()
            .score(ScoreSettings.undirectedSpec(s, ScoreSettings.MPL))
            .kBest(s.orElse(K_BEST, 1))
            .threads(CommonSettings.threads(s))
            .build());
  }
}
