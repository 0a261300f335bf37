package org.structlearn.metrics;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.Dag;

/**
 * The outcome of a {@link CrossValidation}: the mean held-out loss, the loss and the learned graph
 * of every fold, and the seed and fold count that reproduce it.
 *
 * <p>The loss is bnlearn's {@code "logl"} loss of {@code bn.cv}: the negative log-likelihood
 * (natural log) of a fold's held-out rows per row, under the network learned and fitted on the
 * other folds; lower is better. {@code meanLoss} is the mean over the folds, what bnlearn's {@code
 * loss(cv)} reports.
 *
 * @param meanLoss mean of {@code foldLosses}
 * @param foldLosses the loss of each fold, in fold order
 * @param graphs the graph learned on each fold's training rows, in fold order
 * @param seed the seed of the fold assignment
 * @param folds the number of folds
 */
public record CvResult(
    double meanLoss, double[] foldLosses, List<Dag> graphs, long seed, int folds) {

  /**
   * @throws IllegalArgumentException if the losses and graphs are not one per fold
   */
  public CvResult {
    foldLosses = foldLosses.clone();
    graphs = List.copyOf(graphs);
    if (foldLosses.length != folds || graphs.size() != folds) {
      throw new IllegalArgumentException(
          "one loss and one graph per fold are needed: "
              + folds
              + " folds, "
              + foldLosses.length
              + " losses, "
              + graphs.size()
              + " graphs");
    }
  }

  /** The loss of each fold, in fold order (a copy). */
  @Override
  public double[] foldLosses() {
    return foldLosses.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CvResult r
        && Double.compare(meanLoss, r.meanLoss) == 0
        && Arrays.equals(foldLosses, r.foldLosses)
        && graphs.equals(r.graphs)
        && seed == r.seed
        && folds == r.folds;
  }

  @Override
  public int hashCode() {
    return ((Double.hashCode(meanLoss) * 31 + Arrays.hashCode(foldLosses)) * 31 + graphs.hashCode())
            * 31
        + Long.hashCode(seed) * 7
        + folds;
  }

  /** A short summary: folds, seed, mean loss, the fold losses and the arcs learned per fold. */
  @Override
  public String toString() {
    StringBuilder losses = new StringBuilder();
    StringBuilder arcs = new StringBuilder();
    for (int f = 0; f < folds; f++) {
      String sep = f == 0 ? "" : ", ";
      losses.append(sep).append(String.format(Locale.ROOT, "%.4f", foldLosses[f]));
      arcs.append(sep).append(graphs.get(f).arcCount());
    }
    return folds
        + "-fold cross-validation (seed "
        + seed
        + ")\n  loss:        logl (negative log-likelihood per held-out row)"
        + String.format(Locale.ROOT, "\n  mean loss:   %.6f", meanLoss)
        + "\n  fold losses: "
        + losses
        + "\n  arcs:        "
        + arcs;
  }
}
