package org.structlearn.latent;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.model.BayesianNetwork;

/**
 * What {@link NbmInfluenceLearner} found: the network (latent structure and every table), the naive
 * Bayes models of step (i), and one entry per round of (score, search, re-learn).
 *
 * @param network the chosen network: the best round's, by the observed-data BIC
 * @param models each group's naive Bayes model as EM learned it alone, in group order
 * @param rounds the rounds run, in order
 * @param bestRound the index of the round whose network was chosen
 * @param elapsed wall time of the whole run
 * @param options the options the learner ran with
 */
public record NbmInfluenceResult(
    InfluenceNetwork network,
    List<NbmEmResult> models,
    List<Round> rounds,
    int bestRound,
    Duration elapsed,
    NbmInfluenceOptions options)
    implements LearnedStructure {

  /** Copies the lists. */
  public NbmInfluenceResult {
    models = List.copyOf(models);
    rounds = List.copyOf(rounds);
  }

  /** The latent structure chosen. */
  public Dag structure() {
    return network.latentDag();
  }

  /** The chosen round's observed-data BIC. */
  public double bic() {
    return rounds.get(bestRound).bic();
  }

  @Override
  public String algorithm() {
    return "nbm-influence";
  }

  /**
   * The whole network's DAG: the latent class variables (named after the groups) with the arcs
   * between them, each latent variable the parent of its group's observed columns.
   */
  @Override
  public Dag graph() {
    return network.toBayesianNetwork().dag();
  }

  @Override
  public GraphKind kind() {
    return GraphKind.DAG;
  }

  /** The chosen round's observed-data BIC. */
  @Override
  public double score() {
    return bic();
  }

  @Override
  public String scoreName() {
    return "bic (observed data)";
  }

  /** The rounds, in order. */
  @Override
  public List<Round> trace() {
    return rounds;
  }

  /** Rounds, search steps and EM iterations of the naive Bayes models. */
  @Override
  public Map<String, Long> work() {
    return LearnedGraphs.work(
        "rounds",
        rounds.size(),
        "searchSteps",
        rounds.stream().mapToLong(Round::searchSteps).sum(),
        "emIterations",
        models.stream().mapToLong(NbmEmResult::iterations).sum());
  }

  @Override
  public long seed() {
    return options.seed();
  }

  /** The network with its latent variables and every table, as EM learned them. */
  @Override
  public Optional<BayesianNetwork> fittedNetwork() {
    return Optional.of(network.toBayesianNetwork());
  }

  /** The observed rows' log-likelihood under the network, the latent classes summed out. */
  @Override
  public OptionalDouble logLikelihood(Dataset rows) {
    return OptionalDouble.of(network.logLikelihood(rows));
  }

  /** The summary: groups, latent arcs, rounds with their EM traces, models, time. */
  @Override
  public Map<String, Object> summary() {
    return NbmInfluenceReports.summary(this);
  }

  /** A report: the latent structure, the rounds, the naive Bayes models, time. */
  @Override
  public String toString() {
    return NbmInfluenceReports.text(this);
  }

  /**
   * One round.
   *
   * @param structure the latent DAG the tabu search chose on the completed data
   * @param structureScore its expected-count BIC ({@link ExpectedCountBic})
   * @param searchSteps moves the search took (restart perturbations included)
   * @param emTrace the observed-data log-likelihood before each whole-network EM iteration, then
   *     after the last
   * @param logLikelihood the observed-data log-likelihood of the re-learned network
   * @param bic that log-likelihood minus (ln M / 2) times the network's free parameters
   */
  public record Round(
      Dag structure,
      double structureScore,
      int searchSteps,
      double[] emTrace,
      double logLikelihood,
      double bic) {
    /** Copies the trace. */
    public Round {
      emTrace = emTrace.clone();
    }

    @Override
    public double[] emTrace() {
      return emTrace.clone();
    }
  }
}
