package org.structlearn.inference.sampling;

/**
 * What a sampling run estimated: the posterior of each asked variable's levels and the probability
 * of an event, with Monte Carlo standard errors, and the probability of the evidence.
 *
 * @param probabilities [target][level] the estimated posterior
 * @param standardErrors [target][level] their standard errors
 * @param event the estimated probability of the event (NaN when none was asked)
 * @param eventError its standard error
 * @param draws the draws made
 * @param effectiveDraws the effective number of draws
 * @param logEvidence the estimated log probability of the evidence (NaN for Gibbs)
 * @param evidenceError the standard error of the estimated probability of the evidence relative to
 *     it (NaN for Gibbs)
 * @param samples the draws of the asked variables when kept ([draw][target]), else null
 * @param weights the draws' weights, scaled so that the largest is 1, when kept (null for logic
 *     sampling and Gibbs, whose draws weigh the same)
 */
public record SampleEstimates(
    double[][] probabilities,
    double[][] standardErrors,
    double event,
    double eventError,
    long draws,
    double effectiveDraws,
    double logEvidence,
    double evidenceError,
    int[][] samples,
    double[] weights) {}
