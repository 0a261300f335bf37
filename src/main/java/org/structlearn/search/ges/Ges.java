package org.structlearn.search.ges;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.score.LocalScore;
import org.structlearn.search.SearchCounters;
import org.structlearn.search.SearchListener;
import org.structlearn.search.StopReason;

/**
 * Greedy equivalence search (GES; Chickering 2002, "Optimal structure identification with greedy
 * search", JMLR 3: 507–554), with the caching and parallel scoring of fast GES (FGES; Ramsey,
 * Glymour, Sanchez-Romero and Glymour 2017, "A million variables and more", Int. J. Data Sci. Anal.
 * 3: 121–129). The search moves between Markov equivalence classes, each represented by its CPDAG:
 * a forward phase takes the best Insert(X, Y, T) operator while one raises the score, then a
 * backward phase the best Delete(X, Y, H) while one raises it. With a score-equivalent,
 * decomposable and locally consistent score (BIC, BIC-G) the result converges to the true class as
 * the sample grows (Chickering's Theorem 4), which hill climbing over DAGs does not promise.
 *
 * <p>By default a turning phase follows (Hauser and Bühlmann 2012, "Characterization and greedy
 * learning of interventional Markov equivalence classes of directed acyclic graphs", JMLR 13:
 * 2409–2464, Section 5 and Algorithm 5): the best Turn(X, Y, C), which turns the compelled arc Y →
 * X or the undirected edge X − Y into X → Y and makes the clique C of Y's neighbours Y's parents,
 * while one raises the score; then the phases repeat, in order, until none raises the score (as
 * pcalg's {@code ges(..., phase = c("forward", "backward", "turning"), iterate = TRUE)}). Finite
 * samples leave the forward phase's early choices of direction wrong at times; a turn repairs one
 * in a single step where deleting and re-inserting would lower the score in between. The validity
 * conditions are Hauser and Bühlmann's Proposition 34 (compelled arc) and Proposition 31 with
 * condition (iii) as their Algorithm 5 states it (undirected edge; Gamella's {@code ges} package,
 * which pgmpy's GES follows, reads it the same way). A turn is taken only after the class it leads
 * to is rebuilt and rescored on a consistent extension and found higher by more than the minimum
 * improvement, so the phase never lowers the score; on every case measured the rescored change
 * equalled the operator's local score change. Options {@code turning} and {@code iterate} switch
 * the two off ({@link GesOptions}); with both off this is Chickering's two-phase GES.
 *
 * <p>Operators and their validity tests are Chickering's (Theorems 15 and 17, see {@code
 * Operators}); the class after an operator is the CPDAG of a consistent extension of the graph the
 * operator leaves (Dor and Tarsi 1992; v-structures, then Meek's rules). Unlike FGES by default, no
 * pair is skipped for being marginally independent ("faithfulness assumed"): every pair's operators
 * are scored. Operator scores are cached per pair and recomputed only when a node their evaluation
 * reads changes; local scores are cached (per child, keyed by the parent set's bits); the
 * recomputation after a step runs on {@code threads} threads when it has at least 64 pairs (smaller
 * batches, and every batch of a small problem, run on the calling thread, and no helper thread is
 * started for them), and the choice between equal score changes is fixed (pair X·n + Y, then the
 * set), so the result is the same for any thread count.
 *
 * <p>Cost per step: O((c + d) n) pair evaluations for c changed nodes of largest neighbourhood d,
 * each enumerating the cliques of a neighbourhood (exponential in the worst case, as in every GES)
 * with two local scores per clique, plus O(n² words) to rebuild the CPDAG. A turning step rescores
 * the turns of every link (two per link at most, each with an O(n words) path or separation test
 * per clique); each extra round rescores every pair once, mostly from cached local scores.
 *
 * <p>Interrupting the thread stops the search within one operator evaluation with an {@link
 * org.structlearn.InterruptedRunException} that says how far it got.
 */
public final class Ges implements StructureLearner {
  private final GesOptions options;

  public Ges(GesOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public GesOptions options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.CPDAG;
  }

  @Override
  public Knowledge knowledge() {
    return options.knowledge();
  }

  /** This search on {@code threads} threads (GES draws nothing at random; the seed is recorded). */
  @Override
  public Ges reseeded(long seed, int threads) {
    return new Ges(options.toBuilder().seed(seed).threads(threads).build());
  }

  /** Learns an equivalence class from the data. */
  @Override
  public GesResult learn(Dataset data) {
    return learn(data, SearchListener.none());
  }

  /** Learns an equivalence class, telling the listener of every operator taken. */
  @Override
  public GesResult learn(Dataset data, LearnListener listener) {
    return learn(data, SearchListener.of(listener));
  }

  /** Learns an equivalence class, reporting every operator taken to the listener. */
  public GesResult learn(Dataset data, SearchListener listener) {
    long t0 = System.nanoTime();
    return run(options.score().bind(data), options.score().name(), listener, t0);
  }

  /**
   * Learns from a score already bound to its data (e.g. to statistics kept elsewhere); the options'
   * score spec is not used and the result names {@code score.toString()}.
   */
  public GesResult learn(LocalScore score, SearchListener listener) {
    return run(score, score.toString(), listener, System.nanoTime());
  }

  private GesResult run(LocalScore bound, String scoreName, SearchListener listener, long t0) {
    Objects.requireNonNull(listener, "listener");
    List<String> names = bound.names();
    int n = names.size();
    Constraints constraints =
        new Constraints(options.knowledge().resolve(names), n, options.maxParents());
    FamilyScores score = new FamilyScores(bound, n);
    GesSearch search =
        new GesSearch(
            score, constraints, options.minImprovement(), options.threads(), listener, t0);
    int rounds;
    try (search) {
      search.graph = start(constraints, n);
      search.total = networkScore(score, search.graph.extension());
      rounds = runPhases(search);
    }
    Constraints.Oriented out = constraints.orient(search.graph);
    if (out == null) {
      throw new IllegalStateException("GES ended in a class no DAG of which honours the knowledge");
    }
    double total = networkScore(score, out.dag());
    SearchCounters counters =
        new SearchCounters(
            score.evaluations(), score.hits(), search.operatorsScored(), search.checks);
    return new GesResult(
        "greedy equivalence search",
        out.graph().toPdag(names),
        PdagState.dagOf(out.dag(), names),
        total,
        scoreName,
        search.steps,
        search.forwardSteps,
        search.backwardSteps,
        search.turnSteps,
        rounds,
        StopReason.LOCAL_OPTIMUM,
        counters,
        options,
        Duration.ofNanos(System.nanoTime() - t0));
  }

  /**
   * Runs forward, backward and (if asked) turning phases in turn; with {@code iterate}, again until
   * none raises the score. A phase runs to its own optimum, so the rounds stop as soon as every
   * other phase has run once since the last phase that took a step: that phase would find nothing.
   * Returns the number of rounds begun.
   */
  private int runPhases(GesSearch search) {
    List<GesSearch.Phase> phases =
        options.turning()
            ? List.of(GesSearch.Phase.FORWARD, GesSearch.Phase.BACKWARD, GesSearch.Phase.TURN)
            : List.of(GesSearch.Phase.FORWARD, GesSearch.Phase.BACKWARD);
    int k = phases.size();
    int idle = 0;
    boolean any = false;
    for (int i = 0; ; i++) {
      if (search.phase(phases.get(i % k))) {
        idle = 0;
        any = true;
      } else {
        idle++;
      }
      boolean roundEnds = i % k == k - 1;
      if (idle >= (any ? k - 1 : k) || (roundEnds && !options.iterate())) {
        return i / k + 1;
      }
    }
  }

  /** The empty graph, or the class of the DAG of the required arcs. */
  private static PdagState start(Constraints constraints, int n) {
    long[][] parents = new long[n][NodeBits.words(n)];
    for (Arc a : constraints.requiredArcs()) {
      NodeBits.set(parents[a.to()], a.from());
    }
    return PdagState.cpdagOf(parents);
  }

  static double networkScore(FamilyScores score, long[][] parents) {
    double t = 0;
    for (int v = 0; v < parents.length; v++) {
      t += score.local(v, parents[v]);
    }
    return t;
  }

  @Override
  public String toString() {
    return "Ges(" + options + ")";
  }
}
