package org.structlearn.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.function.Function;
import org.structlearn.InterruptedRunException;
import org.structlearn.Interrupts;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.StructureLearner;
import org.structlearn.model.BayesianEstimator;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianMaximumLikelihoodEstimator;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.ParameterEstimator;

/**
 * Seeded k-fold cross-validation of a structure learner with the log-likelihood loss, as bnlearn's
 * {@code bn.cv(data, learner, loss = "logl")} (Scutari and Denis 2014, sec. 2.4; Koller and
 * Friedman 2009, sec. 16.3.2).
 *
 * <p>The rows are split by {@link Dataset#folds(int, long)} (a seeded shuffle; fold sizes differ by
 * at most one; every row is held out exactly once). For each fold the learner runs on the other
 * rows, the parameters of the graph it returns are fitted on the same rows, and the fold's loss is
 * {@code -logLik(held-out rows) / (held-out rows)}. Continuous data are fitted as a linear Gaussian
 * network by maximum likelihood ({@link GaussianMaximumLikelihoodEstimator}); discrete data with
 * {@link #discreteEstimator()}, by default the Bayesian estimate with {@code iss = 1} (bnlearn's
 * {@code fit = "bayes"}), because with maximum likelihood a level combination that occurs in a
 * held-out fold but never in its training rows has probability 0 and the loss would be infinite.
 * Nodes are matched to columns by name; columns that are not nodes of the learned graph do not
 * count. Mixed data (conditional linear Gaussian) are not supported.
 *
 * <p>Any learner fits through {@link Function}{@code <Dataset, Dag>}, e.g. {@code data ->
 * hillClimbing.learn(data).graph()}. Time: k learner runs plus k fits and evaluations, O(rows *
 * (nodes + arcs)) each for discrete data and O(rows * sum_v |pa(v)|^2) for continuous data.
 *
 * @param folds number of folds, {@code >= 2} and at most the number of rows (bnlearn's default is
 *     10)
 * @param seed the seed of the fold assignment
 * @param discreteEstimator fits discrete networks on the training rows
 */
public record CrossValidation(int folds, long seed, ParameterEstimator discreteEstimator) {

  /**
   * @throws IllegalArgumentException if {@code folds < 2}
   */
  public CrossValidation {
    if (folds < 2) {
      throw new IllegalArgumentException("folds must be >= 2, was " + folds);
    }
    Objects.requireNonNull(discreteEstimator, "discreteEstimator");
  }

  /**
   * {@code folds}-fold cross-validation fitting discrete data with {@code BayesianEstimator(1)}.
   */
  public CrossValidation(int folds, long seed) {
    this(folds, seed, new BayesianEstimator(1));
  }

  /**
   * Cross-validates a learner on the data.
   *
   * @param learner a structure learner, run once per fold on the training rows; it returns a DAG
   *     over (some of) the data's columns
   * @throws DataException if the data mix discrete and continuous columns, have fewer rows than
   *     folds, or a learned node has no column
   * @throws InterruptedRunException if the thread is interrupted (checked before each fold and by
   *     the learner), naming the fold
   */
  public CvResult run(Dataset data, Function<Dataset, Dag> learner) {
    return runFolds(
        data,
        train -> {
          Dag dag = Objects.requireNonNull(learner.apply(train), "the learner returned null");
          return new Fitted(dag, null);
        });
  }

  /**
   * Cross-validates any learner of DAGs or CPDAGs: a CPDAG is extended to a DAG ({@link
   * LearnedStructure#dag()}, bnlearn's {@code cextend}), whose parameters are fitted on the
   * training rows; a learner that fits its own network (with latent variables, say) is scored by it
   * ({@link LearnedStructure#logLikelihood(Dataset)}).
   *
   * @throws org.structlearn.StructlearnException if the learner returns undirected graphs
   * @throws DataException as {@link #run(Dataset, Function)}
   */
  public CvResult run(Dataset data, StructureLearner learner) {
    return runFolds(
        data,
        train -> {
          LearnedStructure r = learner.learn(train, LearnListener.none());
          return new Fitted(r.dag(), r);
        });
  }

  /** A fold's graph, and the result that scores held-out rows itself (or null). */
  private record Fitted(Dag dag, LearnedStructure result) {}

  private CvResult runFolds(Dataset data, Function<Dataset, Fitted> learner) {
    boolean continuous = data.isAllContinuous();
    if (!continuous && !data.isAllDiscrete()) {
      throw new DataException(
          "cross-validation needs all-discrete or all-continuous data; these mix both kinds"
              + " (columns "
              + data.names()
              + "): select columns of one kind");
    }
    List<Dataset.Fold> split = data.folds(folds, seed);
    double[] losses = new double[folds];
    List<Dag> graphs = new ArrayList<>(folds);
    double sum = 0;
    for (Dataset.Fold fold : split) {
      Fitted fitted = learn(learner, fold);
      Dag dag = fitted.dag();
      graphs.add(dag);
      OptionalDouble own =
          fitted.result() == null
              ? OptionalDouble.empty()
              : fitted.result().logLikelihood(fold.test());
      double logLik;
      if (own.isPresent()) {
        logLik = own.getAsDouble();
      } else if (continuous) {
        GaussianNetwork net = new GaussianMaximumLikelihoodEstimator().fit(dag, fold.train());
        logLik = net.logLikelihood(fold.test());
      } else {
        BayesianNetwork net = discreteEstimator.fit(dag, fold.train());
        logLik = net.logLikelihood(fold.test());
      }
      losses[fold.index()] = -logLik / fold.test().rows();
      sum += losses[fold.index()];
    }
    return new CvResult(sum / folds, losses, graphs, seed, folds);
  }

  /** Runs the learner on a fold's training rows; an interrupt before or during it stops the run. */
  private Fitted learn(Function<Dataset, Fitted> learner, Dataset.Fold fold) {
    String where = "cross-validation interrupted in fold " + (fold.index() + 1) + " of " + folds;
    Interrupts.check(() -> where);
    try {
      return learner.apply(fold.train());
    } catch (InterruptedRunException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedRunException(where + ": " + e.getMessage(), e);
    }
  }
}
