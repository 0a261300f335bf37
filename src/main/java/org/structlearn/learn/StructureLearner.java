package org.structlearn.learn;

import org.structlearn.data.Dataset;
import org.structlearn.knowledge.Knowledge;

/**
 * A structure learner: configured once with validated options, it learns a graph from any data set
 * with the columns it expects. Every algorithm of structlearn implements it (hill climbing, tabu,
 * exhaustive search, IBMAP-HC, MPL hill climbing, the exhaustive search over undirected graphs,
 * SGS, PC-stable, GS, GSMN, GSIMN, relevance networks, MGMN, the influence network between naive
 * Bayes models), and {@code learn.registry.Algorithms} builds each one by name.
 *
 * <p>Learners hold options, never data: one learner can be reused on bootstrap replicates, folds or
 * in parallel, and its {@code toString()} shows every option. Data enter at {@link #learn(Dataset,
 * LearnListener)}; the result is a value ({@link LearnedStructure}) with its trace. Learning is
 * deterministic: the same data and options (seed included) give the same graph for any thread
 * count.
 */
public interface StructureLearner {
  /** The kind of graph {@link #learn} returns. */
  GraphKind kind();

  /** The options the learner runs with: a validated record whose {@code toString()} lists them. */
  Record options();

  /**
   * Learns a structure from the data, telling the listener of its progress.
   *
   * @throws org.structlearn.StructlearnException if the data do not suit the learner (a continuous
   *     column for a discrete score, too many columns for an exhaustive search, ...), with a
   *     message that says what to change
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted; worker threads
   *     have stopped by then
   */
  LearnedStructure learn(Dataset data, LearnListener listener);

  /**
   * The required and forbidden arcs the learner respects (none by default). The bootstrap keeps
   * their directions when it counts a replicate's CPDAG, as bnlearn's {@code cpdag(wlbl = TRUE)}.
   */
  default Knowledge knowledge() {
    return Knowledge.none();
  }

  /**
   * The same learner with another seed and number of threads: a bootstrap replicate, a fold or a
   * study's data set runs many learners at once, each on one thread with a seed of its own. A
   * learner that draws nothing at random and runs on one thread may return itself (the default).
   */
  default StructureLearner reseeded(long seed, int threads) {
    return this;
  }

  /** {@link #learn(Dataset, LearnListener)} without a listener. */
  default LearnedStructure learn(Dataset data) {
    return learn(data, LearnListener.none());
  }
}
