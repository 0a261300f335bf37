package org.structlearn.latent;

import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;

/**
 * What {@link NbmEm} learned and how: the model of the kept start, its final log-likelihood and
 * objective, the iterations it used and whether it converged, the trace of its log-likelihood per
 * iteration, every start's final log-likelihood, the class posterior of every row, the options and
 * the elapsed time. Arrays are copied on the way out.
 */
public final class NbmEmResult {
  private final NaiveBayesModel model;
  private final double logLikelihood;
  private final double objective;
  private final int iterations;
  private final boolean converged;
  private final double[] trace;
  private final double[] objectiveTrace;
  private final double[] startLogLikelihoods;
  private final int bestStart;
  private final double[] posteriors; // [r * k + c]
  private final int rows;
  private final NbmEmOptions options;
  private final Duration elapsed;

  NbmEmResult(
      NaiveBayesModel model,
      double logLikelihood,
      double objective,
      int iterations,
      boolean converged,
      double[] trace,
      double[] objectiveTrace,
      double[] startLogLikelihoods,
      int bestStart,
      double[] posteriors,
      int rows,
      NbmEmOptions options,
      Duration elapsed) {
    this.model = model;
    this.logLikelihood = logLikelihood;
    this.objective = objective;
    this.iterations = iterations;
    this.converged = converged;
    this.trace = trace;
    this.objectiveTrace = objectiveTrace;
    this.startLogLikelihoods = startLogLikelihoods;
    this.bestStart = bestStart;
    this.posteriors = posteriors;
    this.rows = rows;
    this.options = options;
    this.elapsed = elapsed;
  }

  /** The learned model (children named after the data's columns, the class {@code L}). */
  public NaiveBayesModel model() {
    return model;
  }

  /** The final log-likelihood (natural log) of the data under {@link #model()}. */
  public double logLikelihood() {
    return logLikelihood;
  }

  /**
   * The final objective EM maximised: the log-likelihood plus a · Σ log θ with a the smoothing
   * (equal to {@link #logLikelihood()} without smoothing).
   */
  public double objective() {
    return objective;
  }

  /** The M-steps the kept start made. */
  public int iterations() {
    return iterations;
  }

  /** Whether the kept start stopped on the tolerance rather than the iteration cap. */
  public boolean converged() {
    return converged;
  }

  /**
   * The kept start's log-likelihood before the first M-step and after each one: {@link
   * #iterations()} + 1 values, the last equal to {@link #logLikelihood()}.
   */
  public double[] trace() {
    return trace.clone();
  }

  /** As {@link #trace()} for the objective; never decreases (up to rounding). */
  public double[] objectiveTrace() {
    return objectiveTrace.clone();
  }

  /** Every start's final log-likelihood, in start order. */
  public double[] startLogLikelihoods() {
    return startLogLikelihoods.clone();
  }

  /** The index of the kept start (best final objective; ties to the lowest). */
  public int bestStart() {
    return bestStart;
  }

  /** The number of rows learned from. */
  public int rows() {
    return rows;
  }

  /** P(class | row) under {@link #model()}, {@code double[rows][k]}. */
  public double[][] posteriors() {
    int k = model.classes();
    double[][] out = new double[rows][];
    for (int r = 0; r < rows; r++) {
      out[r] = Arrays.copyOfRange(posteriors, r * k, r * k + k);
    }
    return out;
  }

  /** P(class | row) of one row, length k. */
  public double[] posterior(int row) {
    int k = model.classes();
    return Arrays.copyOfRange(posteriors, row * k, row * k + k);
  }

  /** The most probable class of each row (ties to the lowest class). */
  public int[] classAssignments() {
    int k = model.classes();
    int[] out = new int[rows];
    for (int r = 0; r < rows; r++) {
      int best = 0;
      for (int c = 1; c < k; c++) {
        if (posteriors[r * k + c] > posteriors[r * k + best]) {
          best = c;
        }
      }
      out[r] = best;
    }
    return out;
  }

  /** The options EM ran with (their seed makes the run reproducible). */
  public NbmEmOptions options() {
    return options;
  }

  /** Wall-clock time of the call. */
  public Duration elapsed() {
    return elapsed;
  }

  /** A short summary: classes, log-likelihood, iterations, convergence, starts, time. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "NbmEmResult(%d classes, %d children, %d rows: log-likelihood %.4f after %d iterations"
            + " (%s), best of %d starts (#%d), %d ms)",
        model.classes(),
        model.children(),
        rows,
        logLikelihood,
        iterations,
        converged ? "converged" : "iteration cap",
        startLogLikelihoods.length,
        bestStart,
        elapsed.toMillis());
  }
}
