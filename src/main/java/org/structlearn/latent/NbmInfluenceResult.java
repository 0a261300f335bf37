package org.structlearn.latent;

import java.time.Duration;
import java.util.List;
import org.structlearn.graph.Dag;

/**
 * What {@link NbmInfluenceLearner} found: the network (latent structure and every table), the naive
 * Bayes models of step (i), and one entry per round of (score, search, re-learn).
 *
 * @param network the chosen network: the best round's, by the observed-data BIC
 * @param models each group's naive Bayes model as EM learned it alone, in group order
 * @param rounds the rounds run, in order
 * @param bestRound the index of the round whose network was chosen
 * @param elapsed wall time of the whole run
 */
public record NbmInfluenceResult(
    InfluenceNetwork network,
    List<NbmEmResult> models,
    List<Round> rounds,
    int bestRound,
    Duration elapsed) {

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
