package org.structlearn.learn;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Graph;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.model.BayesianNetwork;

/**
 * What every structure learner returns ({@link StructureLearner#learn}): the learned graph with its
 * kind, its score where the learner has one, how it was found (trace, work counters, options, seed,
 * time) and a summary for JSON and tables. Each learner's own result type (e.g. {@code
 * search.LearnResult}, {@code constraint.ConstraintResult}) implements it and adds its own details;
 * {@code toString()} is a short readable report.
 *
 * <p>The graph is over the data's columns in column order, except where a learner adds latent
 * variables (nbm-influence), which then come first and are named in the summary.
 */
public interface LearnedStructure {
  /**
   * The algorithm in words, as the result reports it, e.g. {@code hill climbing} or {@code GSMN}.
   */
  String algorithm();

  /** The learned graph: a {@link Dag}, a {@link Pdag} (CPDAG) or an {@link UndirectedGraph}. */
  Graph graph();

  /** The kind of {@link #graph()}. */
  GraphKind kind();

  /** The graph's score (the sum of its local scores), or NaN for a learner without a score. */
  double score();

  /** The score's name with its hyper-parameters, e.g. {@code bic} or {@code mpl(alpha=0.5)}. */
  default String scoreName() {
    return "";
  }

  /**
   * The learner's steps in order, each with a readable {@code toString()}: a search's moves with
   * the score after each ({@code search.SearchStep}), a constraint learner's removals with their
   * separating sets, a grow-shrink learner's blanket steps; empty for a learner without steps.
   */
  List<?> trace();

  /**
   * The work done, by name, in the order the learner reports it: e.g. score {@code evaluations} and
   * {@code cacheHits} for a search, {@code testsRun} and {@code testsReused} for a constraint-based
   * learner.
   */
  Map<String, Long> work();

  /** The options the learner ran with. */
  Record options();

  /** The seed of the learner's random choices; 0 for a learner that makes none. */
  long seed();

  /** Learning time, excluding reading the data. */
  Duration elapsed();

  /**
   * A summary for JSON output and tables: {@code algorithm}, {@code graphType} ({@link
   * GraphKind#jsonName()}), {@code nodes}, the links ({@code arcs} of a DAG; {@code arcs} and
   * {@code undirectedEdges} of a CPDAG; {@code edges} of an undirected graph, as name pairs),
   * {@code score} and {@code scoreType} where there is a score, the work counters, {@code seed},
   * {@code threads} and {@code seconds}, plus the learner's own details. Values are strings,
   * numbers, booleans, lists and maps, ready for a JSON writer.
   */
  Map<String, Object> summary();

  /**
   * The network with parameters, where the learner fits them itself (nbm-influence: the network
   * with its latent variables, learned by EM); empty where parameters are fitted afterwards from
   * the data ({@code model.MaximumLikelihoodEstimator}).
   */
  default Optional<BayesianNetwork> fittedNetwork() {
    return Optional.empty();
  }

  /**
   * The log-likelihood of rows (with the data's columns) under the network the learner fitted
   * itself ({@link #fittedNetwork()}), its latent variables summed out; empty where parameters are
   * fitted afterwards. Cross-validation uses it for such learners.
   */
  default OptionalDouble logLikelihood(Dataset rows) {
    return OptionalDouble.empty();
  }

  /** The graph as a PDAG: a DAG's arcs, a CPDAG as it is, an undirected graph's edges. */
  default Pdag pdag() {
    return LearnedGraphs.pdag(graph());
  }

  /** The graph's skeleton: every link as an undirected edge. */
  default UndirectedGraph skeleton() {
    return LearnedGraphs.skeleton(graph());
  }

  /**
   * A DAG of the learned graph: a DAG itself; for a CPDAG a consistent extension (bnlearn's {@code
   * cextend}, see {@link LearnedGraphs#extension(Pdag)}).
   *
   * @throws org.structlearn.StructlearnException for an undirected graph, which has no directions
   */
  default Dag dag() {
    return LearnedGraphs.dag(graph(), kind());
  }
}
