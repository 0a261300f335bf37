package org.structlearn.inference;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.structlearn.ProgressListener;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.MarkovNetwork;

/**
 * A question to a fitted network, written the way it is asked: {@code Query.on(asia).given("smoke",
 * "yes").posterior("lung")} is P(lung | smoke = yes). An immutable value: {@code given}, {@code
 * using} and the other settings return a new query; the answers ({@link #posterior}, {@link
 * #joint}, {@link #map}, {@link #mpe}, {@link #probability}, {@link #probabilityOfEvidence}, {@link
 * #sample}, {@link #density}) compute. Queries made from one {@code Query.on(network)} share what
 * they build (the junction tree, the factor tables), so ask many questions of one network through
 * it.
 *
 * <p>What it answers:
 *
 * <ul>
 *   <li>discrete Bayesian and Markov networks, exactly ({@link QueryMethod#EXACT}): marginals and
 *       the probability of the evidence by a junction tree ({@link
 *       org.structlearn.model.JunctionTree}, weighted min-fill order), joint posteriors of a few
 *       variables, MAP (the most probable levels of some variables, the others summed out) and MPE
 *       by variable elimination ({@link org.structlearn.inference.exact.VariableElimination}), with
 *       hard and soft (likelihood) evidence;
 *   <li>by sampling, as bnlearn's {@code cpquery} and {@code cpdist}: logic sampling and likelihood
 *       weighting on Bayesian networks, Gibbs sampling on both kinds, each estimate with its Monte
 *       Carlo standard error ({@link org.structlearn.inference.sampling.ImportanceSampling}, {@link
 *       org.structlearn.inference.sampling.GibbsQueries}); seeded, the same for any thread count,
 *       stopped by {@link Thread#interrupt()}, progress through {@link #listener};
 *   <li>linear Gaussian networks, exactly: conditional normals ({@link #density}, {@link
 *       #jointDensity}) given measured values, exact or with Gaussian noise.
 * </ul>
 *
 * <p>Conditional Gaussian (mixed) networks are to join as one more kind of network here: {@link
 * ContinuousMarginal} is already a mixture of normals, which is what they give.
 */
public final class Query {
  private final NetworkModel model;
  private final Evidence evidence;
  private final QueryOptions options;
  private final ProgressListener listener;
  private volatile DiscreteAnswers.Calibrated calibrated; // exact marginals, computed once

  private Query(NetworkModel model, Evidence e, QueryOptions o, ProgressListener l) {
    this.model = model;
    this.evidence = e;
    this.options = o;
    this.listener = l;
  }

  /** A query on a discrete Bayesian network, with no evidence and the default options. */
  public static Query on(BayesianNetwork network) {
    return new Query(
        new NetworkModel(network),
        Evidence.none(),
        QueryOptions.defaults(),
        ProgressListener.none());
  }

  /** A query on a discrete Markov network. */
  public static Query on(MarkovNetwork network) {
    return new Query(
        new NetworkModel(network),
        Evidence.none(),
        QueryOptions.defaults(),
        ProgressListener.none());
  }

  /** A query on a linear Gaussian network. */
  public static Query on(GaussianNetwork network) {
    return new Query(
        new NetworkModel(network),
        Evidence.none(),
        QueryOptions.defaults(),
        ProgressListener.none());
  }

  private Query with(Evidence e) {
    return new Query(model, e, options, listener);
  }

  /** This query given that a discrete variable was seen at a level. */
  public Query given(String variable, String level) {
    return with(evidence.with(variable, new Observation.Level(level)));
  }

  /** This query given that a continuous variable was measured at a value. */
  public Query given(String variable, double value) {
    return with(evidence.with(variable, new Observation.Value(value)));
  }

  /** This query given several discrete observations (variable to level), in iteration order. */
  public Query given(Map<String, String> levels) {
    Evidence e = evidence;
    for (Map.Entry<String, String> l : levels.entrySet()) {
      e = e.with(l.getKey(), new Observation.Level(l.getValue()));
    }
    return with(e);
  }

  /** This query given more evidence (a later observation of a variable replaces an earlier one). */
  public Query given(Evidence more) {
    Evidence e = evidence;
    for (Map.Entry<String, Observation> o : more.observations().entrySet()) {
      e = e.with(o.getKey(), o.getValue());
    }
    return with(e);
  }

  /**
   * This query given soft evidence on a discrete variable: likelihoods by level (P(what was seen |
   * level), up to a constant; a level not named gets 0).
   */
  public Query givenLikelihood(String variable, Map<String, Double> likelihoods) {
    return with(evidence.with(variable, new Observation.Likelihood(likelihoods)));
  }

  /**
   * This query given a noisy measurement of a continuous variable (value = variable + N(0, sd²)).
   */
  public Query givenNoisy(String variable, double value, double sd) {
    return with(evidence.with(variable, new Observation.Noisy(value, sd)));
  }

  /** This query with other options. */
  public Query options(QueryOptions newOptions) {
    return new Query(model, evidence, Objects.requireNonNull(newOptions, "options"), listener);
  }

  /** This query answered by another method (keeping the other options). */
  public Query using(QueryMethod method) {
    return options(options.toBuilder().method(method).build());
  }

  /** This query with another number of draws for a sampling method. */
  public Query draws(int draws) {
    return options(options.toBuilder().draws(draws).build());
  }

  /** This query with another seed for a sampling method. */
  public Query seed(long seed) {
    return options(options.toBuilder().seed(seed).build());
  }

  /** This query with another number of sampling threads (the answer does not change). */
  public Query threads(int threads) {
    return options(options.toBuilder().threads(threads).build());
  }

  /** This query reporting a sampling method's progress (draws done, draws in all). */
  public Query listener(ProgressListener newListener) {
    return new Query(model, evidence, options, Objects.requireNonNull(newListener, "listener"));
  }

  /** The evidence. */
  public Evidence evidence() {
    return evidence;
  }

  /** The options. */
  public QueryOptions options() {
    return options;
  }

  /** The names of the network's variables, in node order. */
  public List<String> variables() {
    return model.names;
  }

  /**
   * The levels of a discrete variable, in the network's order.
   *
   * @throws IllegalArgumentException naming an unknown variable, or on a linear Gaussian network
   */
  public List<String> levels(String variable) {
    model.requireDiscrete("levels");
    return model.levels(model.require(variable));
  }

  /** Whether the network is discrete (Bayesian or Markov), not linear Gaussian. */
  public boolean isDiscrete() {
    return model.isDiscrete();
  }

  NetworkModel model() {
    return model;
  }

  ProgressListener progress() {
    return listener;
  }

  DiscreteAnswers.Calibrated calibrated() {
    DiscreteAnswers.Calibrated c = calibrated;
    if (c == null) {
      c = DiscreteAnswers.calibrate(this);
      calibrated = c;
    }
    return c;
  }

  /**
   * The posterior of one discrete variable given the evidence (a point mass for one observed).
   *
   * @throws IllegalArgumentException naming an unknown variable or level, or a continuous variable
   * @throws org.structlearn.model.ModelException if the evidence has probability 0, or exact
   *     inference would pass the table limit (the message gives the estimate)
   */
  public DiscreteMarginal posterior(String variable) {
    return posteriors(variable).get(0);
  }

  /** The posteriors of several discrete variables (each on its own; see {@link #joint}). */
  public List<DiscreteMarginal> posteriors(String... variables) {
    model.requireDiscrete("posterior");
    return DiscreteAnswers.marginals(this, indices(variables));
  }

  /** The posterior of every variable of a discrete network, in node order. */
  public List<DiscreteMarginal> marginals() {
    model.requireDiscrete("marginals");
    int[] all = new int[model.size()];
    Arrays.setAll(all, i -> i);
    return DiscreteAnswers.marginals(this, all);
  }

  /**
   * The joint posterior of a few unobserved discrete variables (exact; by variable elimination when
   * no clique of the junction tree holds them all).
   */
  public JointPosterior joint(String... variables) {
    model.requireDiscrete("joint");
    return DiscreteAnswers.joint(this, indices(variables));
  }

  /**
   * The most probable levels of the given unobserved variables, the other unobserved variables
   * summed out (MAP), exact by variable elimination with the constrained order.
   */
  public Assignment map(String... variables) {
    model.requireDiscrete("map");
    return DiscreteAnswers.map(this, indices(variables), "MAP");
  }

  /** The most probable levels of every unobserved variable (MPE), exact. */
  public Assignment mpe() {
    model.requireDiscrete("mpe");
    return DiscreteAnswers.map(this, DiscreteAnswers.unobserved(this), "MPE");
  }

  /** P(variable = level | evidence), exact or estimated with its standard error (cpquery). */
  public Estimate probability(String variable, String level) {
    return probability(Map.of(variable, level));
  }

  /** The probability, given the evidence, that every named variable is at its level. */
  public Estimate probability(Map<String, String> event) {
    model.requireDiscrete("probability");
    if (event.isEmpty()) {
      throw new IllegalArgumentException("name at least one variable and level for the event");
    }
    return DiscreteAnswers.probability(this, new LinkedHashMap<>(event));
  }

  /**
   * The natural log of the probability (density) of the evidence: exact, or the logarithm of the
   * logic-sampling or likelihood-weighting estimate (kept in log space by the sampler, so it stays
   * finite where the probability itself is below the smallest double).
   */
  public double logProbabilityOfEvidence() {
    if (!model.isDiscrete()) {
      return GaussianAnswers.logDensity(this);
    }
    if (options.method().isSampling()) {
      return DiscreteAnswers.logEvidenceEstimate(this);
    }
    return calibrated().logEvidence();
  }

  /**
   * The probability of the evidence: exact, or estimated by likelihood weighting (the mean weight)
   * or logic sampling (the acceptance rate); the standard error is relative to the value.
   */
  public Estimate probabilityOfEvidence() {
    model.requireDiscrete("probabilityOfEvidence");
    return DiscreteAnswers.evidenceProbability(this);
  }

  /**
   * Draws of the named variables (all when none are named) given the evidence, as bnlearn's {@code
   * cpdist}: logic sampling keeps the accepted draws, likelihood weighting every draw with its
   * weight. {@link QueryOptions#draws()} draws are made.
   */
  public WeightedDraws sample(String... variables) {
    model.requireDiscrete("sample");
    int[] vars = variables.length == 0 ? DiscreteAnswers.all(model) : indices(variables);
    return DiscreteAnswers.sample(this, vars);
  }

  /** The posterior of a continuous variable of a linear Gaussian network. */
  public ContinuousMarginal density(String variable) {
    return GaussianAnswers.marginal(this, model.require(variable));
  }

  /** The joint posterior of continuous variables of a linear Gaussian network. */
  public MultivariateNormal jointDensity(String... variables) {
    return GaussianAnswers.joint(this, indices(variables));
  }

  /** How exact inference decomposes this network (builds the junction tree if not yet built). */
  public EliminationReport plan() {
    model.requireDiscrete("plan");
    return DiscreteAnswers.plan(this);
  }

  private int[] indices(String... variables) {
    if (variables.length == 0) {
      throw new IllegalArgumentException("name at least one variable");
    }
    int[] out = new int[variables.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = model.require(variables[i]);
      for (int j = 0; j < i; j++) {
        if (out[j] == out[i]) {
          throw new IllegalArgumentException(variables[i] + " is named twice; name it once");
        }
      }
    }
    return out;
  }

  @Override
  public String toString() {
    return "Query on a "
        + model
        + ", given "
        + evidence
        + " ("
        + options.method()
        + (options.method().isSampling()
            ? ", " + options.draws() + " draws, seed " + options.seed()
            : "")
        + ")";
  }
}
