package org.structlearn.missing;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.structlearn.StructlearnException;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.mixed.CgScoreSpec;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.score.ScoreSpec;

/**
 * Structural EM: learns a Bayesian network's structure and parameters from data with missing cells,
 * using every row (Friedman 1997, "Learning belief networks in the presence of missing values and
 * hidden variables", ICML; Friedman 1998, "The Bayesian structural EM algorithm", UAI; bnlearn's
 * {@code structural.em}, Scutari 2010). Discrete data give a discrete network, continuous data a
 * linear Gaussian one, mixed data a conditional linear Gaussian one ({@link
 * org.structlearn.mixed.CgNetwork}; score bic-cg unless the options name another CG score).
 *
 * <p><b>The rounds.</b> Start: the start DAG of the search options (default empty) with parameters
 * from each family's available cases (rows observing the whole family). Each round: (E) under the
 * current network, the rows are completed as {@link Completion} says: by default Friedman's
 * expected sufficient statistics, from exact inference (a junction tree per distinct discrete row;
 * the conditional normal per pattern of missing cells for Gaussian rows); (M, structure) hill
 * climbing from the current DAG with the options' score on the completed data (a structure that
 * scores below the current one on the same completed data is not taken: Friedman's condition); (M,
 * parameters) the new structure's parameters from the completed data, then EM on them (exact
 * E-steps) until the observed log-likelihood gains less than the tolerance per row. The run stops
 * when a round keeps the structure, or after {@code maxIterations} rounds. Each round is reported
 * with the exact log-likelihood of the observed cells and its BIC penalty (the score structural EM
 * raises).
 *
 * <p><b>Which network is returned.</b> {@link Completion#EXPECTED}: the network of the round with
 * the best penalised observed log-likelihood (Friedman's rounds never lower it when the expected
 * counts are exact; rows completed by draws make them estimates, so a round may). {@link
 * Completion#IMPUTED}: the last round's, as bnlearn returns it; that mode also stops when a round
 * gives the same tables, bnlearn's rule.
 *
 * <p><b>What was reconstructed.</b> bnlearn's {@code structural.em} is the {@code IMPUTED} mode
 * (its default imputation {@code "bayes-lw"} estimates each missing cell's posterior marginal from
 * 500 weighted particles and takes the mode; here the marginal is exact). The {@code EXPECTED} mode
 * is built from Friedman's papers: the expected counts of a candidate family are read from each
 * row's completions (exact, or seeded draws from the exact posterior when a row's missing cells
 * have more than {@code draws} joint values), the search scores them with the usual formulas; the
 * Gaussian expected statistics are exact.
 *
 * <p><b>Mixed data.</b> A conditional Gaussian network has no exact inference here (nor in bnlearn,
 * whose {@code impute(method = "exact")} refuses a {@code bn.fit.cgnet}), so the E-step is
 * bnlearn's: each incomplete row gets {@code particles} (default 500) likelihood-weighting
 * particles under the current network given its observed cells, seeded per row ({@link
 * CgCompletion}). {@link Completion#IMPUTED} completes the row once, as bnlearn's {@code impute(
 * method = "bayes-lw")}: a missing discrete cell at the level of largest particle weight (its
 * estimated posterior mode), a missing continuous cell at the particles' weighted mean (its
 * estimated posterior mean); the parameters are fitted once. {@link Completion#EXPECTED} (default)
 * keeps {@code draws} particles per row by systematic resampling, each of weight 1/draws, scores
 * and fits on those weighted rows, and runs EM on each round's parameters (a Monte Carlo E-step).
 * The search is hill climbing or tabu with the CG parent restriction ({@link
 * org.structlearn.mixed.CgRestriction}), the fit bnlearn's {@code mle-cg} ({@link
 * org.structlearn.mixed.CgFit}; {@code parameterIss} is not used). The observed log-likelihood of
 * each round is estimated from the same particles (a row's mean weight); the run stops when a round
 * keeps the structure, when a round's penalised observed log-likelihood is not above the best
 * round's so far, or after {@code maxIterations} rounds, and returns the best round's network
 * (bnlearn stops when the fitted network repeats, which a sampled E-step never makes it do
 * exactly). Measured on samples of bnlearn's clgaussian.test network with 20% of the cells removed,
 * the expected completion gave a smaller SHD and a better held-out log-likelihood than dropping the
 * incomplete rows, and bnlearn's single imputation a worse held-out log-likelihood than the
 * expected completion (see {@code CgStructuralEmTest}).
 *
 * <p>Cost of a round: one E-step per EM iteration, O(distinct incomplete rows x junction-tree size)
 * (discrete), O(patterns x p^3 + rows x p^2) (Gaussian) or O(incomplete rows x particles x (p +
 * arcs)) (mixed), plus one hill climb. Deterministic for a seed (the search options' seed) whatever
 * the thread count; stops promptly on {@link Thread#interrupt()} with {@link
 * org.structlearn.InterruptedRunException}.
 */
public final class StructuralEm implements StructureLearner {
  private final StructuralEmOptions options;

  public StructuralEm(StructuralEmOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public StructuralEmOptions options() {
    return options;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.DAG;
  }

  @Override
  public Knowledge knowledge() {
    return options.search().knowledge();
  }

  @Override
  public StructuralEm reseeded(long seed, int threads) {
    return new StructuralEm(
        options.toBuilder()
            .search(options.search().toBuilder().seed(seed).threads(threads).build())
            .build());
  }

  /** Learns from the data (with or without missing cells). */
  @Override
  public StructuralEmResult learn(Dataset data) {
    return learn(data, LearnListener.none());
  }

  /**
   * Learns from the data, reporting every search step to the listener, and every round too if it is
   * an {@link EmListener}.
   *
   * @throws DataException if the data have no rows, or a column has no observed cell; or if the
   *     score does not fit the data
   */
  @Override
  public StructuralEmResult learn(Dataset data, LearnListener listener) {
    Objects.requireNonNull(listener, "listener");
    EmListener em = listener instanceof EmListener e ? e : new EmListener() {};
    if (data.rows() == 0 || data.columns() == 0) {
      throw new DataException("structural EM needs at least one row and one column");
    }
    for (int c = 0; c < data.columns(); c++) {
      if (data.missing().count(c) == data.rows()) {
        throw new DataException(
            "column '" + data.variable(c).name() + "' has no observed cell; leave it out");
      }
    }
    ScoreSpec score = options.search().score();
    if (data.isAllDiscrete()) {
      if (!(score instanceof DiscreteScoreSpec d)) {
        throw new DataException(
            "the data are discrete but the score " + score.name() + " is not; use a discrete one");
      }
      return new DiscreteSem(data, options, d).run(em, listener);
    }
    if (data.isAllContinuous()) {
      GaussianScoreSpec g;
      if (score instanceof GaussianScoreSpec gs) {
        g = gs;
      } else if (score.equals(DiscreteScoreSpec.bic())) {
        g = GaussianScoreSpec.bicG();
      } else {
        throw new DataException(
            "the data are continuous but the score " + score.name() + " is discrete; use bic-g");
      }
      return new GaussianSem(data, options, g).run(em, listener);
    }
    CgScoreSpec cg;
    if (score instanceof CgScoreSpec cs) {
      cg = cs;
    } else if (score.equals(DiscreteScoreSpec.bic())) {
      cg = CgScoreSpec.bicCg();
    } else {
      throw new DataException(
          "the data mix discrete and continuous columns but the score "
              + score.name()
              + " is not a conditional Gaussian one; use bic-cg, aic-cg or loglik-cg");
    }
    return new CgSem(data, options, cg).run(em, listener);
  }

  /** The start DAG over the data's columns: the given one matched by name, or the empty graph. */
  static Dag startDag(Dag start, List<String> names) {
    if (start == null) {
      return Dag.empty(names);
    }
    List<Arc> arcs = new ArrayList<>();
    for (Arc a : start.arcs()) {
      int from = names.indexOf(start.name(a.from()));
      int to = names.indexOf(start.name(a.to()));
      if (from < 0 || to < 0) {
        throw new StructlearnException(
            "the start graph names variable '"
                + start.name(from < 0 ? a.from() : a.to())
                + "', which the data lack; the data's columns are "
                + names);
      }
      arcs.add(new Arc(from, to));
    }
    return Dag.of(names, arcs);
  }

  @Override
  public String toString() {
    return "StructuralEm(" + options + ")";
  }
}
