package org.structlearn.missing;

import java.util.Locale;

/**
 * One round of structural EM: the expected sufficient statistics under the network of the round
 * before (E), a structure search on them (M, structure), and the parameters of the new structure by
 * EM (M, parameters).
 *
 * @param iteration the round, from 1
 * @param arcs the arcs of the structure found
 * @param changes arcs added, removed or reversed against the structure before
 * @param searchScore the structure's score on the completed data (expected counts, or the imputed
 *     table), as the search maximised it
 * @param logLikelihood the log-likelihood of the observed cells under the round's fitted network,
 *     exact (every missing cell summed out)
 * @param penalisedLogLikelihood {@code logLikelihood} minus (ln n / 2) per free parameter: BIC of
 *     the observed data, the score structural EM improves
 * @param parameterSteps EM iterations run on the parameters of the new structure
 * @param exactRows distinct incomplete rows completed exactly (all their completions)
 * @param sampledRows distinct incomplete rows completed by seeded draws
 * @param seconds the round's time
 */
public record EmIteration(
    int iteration,
    int arcs,
    int changes,
    double searchScore,
    double logLikelihood,
    double penalisedLogLikelihood,
    int parameterSteps,
    int exactRows,
    int sampledRows,
    double seconds) {

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "round %d: %d arcs (%d changed), search score %.4f, observed log-likelihood %.4f,"
            + " penalised %.4f, %d parameter EM steps, rows completed exactly %d / by draws %d,"
            + " %.3f s",
        iteration,
        arcs,
        changes,
        searchScore,
        logLikelihood,
        penalisedLogLikelihood,
        parameterSteps,
        exactRows,
        sampledRows,
        seconds);
  }
}
