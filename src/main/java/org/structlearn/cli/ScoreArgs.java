package org.structlearn.cli;

import org.structlearn.data.Dataset;
import org.structlearn.score.BlanketScoreSpec;
import org.structlearn.score.ScoreSpec;
import picocli.CommandLine.Option;

/** The score options shared by {@code score}, {@code learn} and {@code cv}. */
final class ScoreArgs {
  @Option(
      names = "--score",
      converter = ScoreChoice.Converter.class,
      completionCandidates = ScoreChoice.Names.class,
      description =
          "Score: ${COMPLETION-CANDIDATES} (default: bic for discrete data, bic-g for continuous "
              + "data, as bnlearn). mpl, the marginal pseudo-likelihood of an undirected graph "
              + "(BDgraph's), is for the score command only.")
  ScoreChoice score;

  @Option(
      names = "--iss",
      defaultValue = "1",
      description = "Imaginary sample size of bdeu and bds (default ${DEFAULT-VALUE}).")
  double iss;

  @Option(
      names = "--lambda",
      defaultValue = "0",
      description = "Penalty per arc of gauss-ll, seed 001's objective (default ${DEFAULT-VALUE}).")
  double lambda;

  @Option(
      names = "--ridge",
      defaultValue = "0",
      description =
          "Gaussian scores: added to the covariance diagonal for collinear data (default 0).")
  double ridge;

  @Option(
      names = "--alpha",
      defaultValue = "0.5",
      description =
          "Dirichlet parameter of each cell of mpl, > 0 (default ${DEFAULT-VALUE}, BDgraph's).")
  double alpha;

  /** The score named (or bnlearn's default for the data) with these hyper-parameters. */
  ScoreSpec spec(Dataset data) {
    return ScoreChoice.orDefault(score, data).spec(iss, lambda, ridge);
  }

  /** True if the score named is one of undirected graphs (mpl). */
  boolean undirected() {
    return score != null && score.undirected();
  }

  /** The score of undirected graphs named, with these hyper-parameters. */
  BlanketScoreSpec blanketSpec() {
    return score.blanketSpec(alpha);
  }
}
