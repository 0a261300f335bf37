package org.structlearn.mixed;

import java.time.Duration;
import java.util.Objects;
import org.structlearn.data.Dataset;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.TabuSearch;

/**
 * Hill climbing or tabu search for a conditional linear Gaussian network: the DAG searches of
 * {@code org.structlearn.search} ({@link HillClimbing}, {@link TabuSearch}) with the parent
 * restriction of CG networks added to the options' knowledge ({@link CgRestriction}: no arc from a
 * continuous to a discrete variable), and a CG score ({@link CgScoreSpec}; bnlearn's {@code hc} and
 * {@code tabu} with {@code score = "bic-cg"}). bnlearn gets the same restriction from the score (a
 * discrete node with a continuous parent scores −∞), so the moves and their order are the same.
 * Holds options, never data; deterministic for any thread count, and stops on interrupt as the
 * searches do.
 */
public final class CgSearch implements StructureLearner {
  private final SearchOptions options;
  private final boolean tabu;

  private CgSearch(SearchOptions options, boolean tabu) {
    this.options = Objects.requireNonNull(options, "options");
    this.tabu = tabu;
  }

  /** Hill climbing with these options (a score other than a {@link CgScoreSpec} is kept). */
  public static CgSearch hillClimbing(SearchOptions options) {
    return new CgSearch(options, false);
  }

  /** Tabu search with these options. */
  public static CgSearch tabu(SearchOptions options) {
    return new CgSearch(options, true);
  }

  /** The default options of bnlearn's hc with bic-cg. */
  public static SearchOptions defaults() {
    return SearchOptions.builder().score(CgScoreSpec.bicCg()).build();
  }

  @Override
  public SearchOptions options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.DAG;
  }

  /** Learns a DAG from the data. */
  public LearnResult learn(Dataset data) {
    return learn(data, SearchListener.none());
  }

  /** Learns a DAG, telling the listener of every step. */
  @Override
  public LearnResult learn(Dataset data, LearnListener listener) {
    return learn(data, SearchListener.of(listener));
  }

  /** The user's knowledge (the CG restriction is added per data set by {@link #learn}). */
  @Override
  public Knowledge knowledge() {
    return options.knowledge();
  }

  /** This search with {@code seed} and {@code threads}. */
  @Override
  public CgSearch reseeded(long seed, int threads) {
    return new CgSearch(options.toBuilder().seed(seed).threads(threads).build(), tabu);
  }

  /**
   * Learns a DAG, reporting every step to the listener. The elapsed time includes adding the CG
   * restriction to the knowledge, which happens before the search's own clock starts.
   */
  public LearnResult learn(Dataset data, SearchListener listener) {
    long start = System.nanoTime();
    SearchOptions o =
        options.toBuilder()
            .knowledge(CgRestriction.knowledge(options.knowledge(), data.variables()))
            .build();
    LearnResult r =
        tabu ? new TabuSearch(o).learn(data, listener) : new HillClimbing(o).learn(data, listener);
    return new LearnResult(
        r.algorithm(),
        r.graph(),
        r.score(),
        r.scoreName(),
        r.steps(),
        r.stopReason(),
        r.counters(),
        r.options(),
        Duration.ofNanos(System.nanoTime() - start));
  }

  @Override
  public String toString() {
    return (tabu ? "CgSearch(tabu, " : "CgSearch(hc, ") + options + ")";
  }
}
