package org.structlearn.cli;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.citest.DirichletPrior;
import org.structlearn.data.Dataset;
import org.structlearn.score.ScoreSpec;
import org.structlearn.score.undirected.MplScoreSpec;
import org.structlearn.score.undirected.UndirectedGraphScoreSpec;
import org.structlearn.stats.DirichletMultinomial;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The score options shared by {@code score}, {@code learn} and {@code cv}. */
final class ScoreArgs {
  @Option(
      names = "--score",
      converter = ScoreChoice.Converter.class,
      completionCandidates = ScoreChoice.Names.class,
      description =
          "Score: ${COMPLETION-CANDIDATES} (default: bic for discrete data, bic-g for continuous "
              + "data, bic-cg for data that mix both, as bnlearn; the -cg scores are bnlearn's "
              + "conditional Gaussian ones, which never give a discrete node a continuous parent). mpl (marginal pseudo-likelihood, BDgraph's), bjp (Blankets "
              + "Joint Posterior) and ib (IB-score) score undirected graphs (Markov networks) "
              + "on discrete data: the score command and learn --algorithm exhaustive take them.")
  ScoreChoice score;

  @Option(
      names = "--iss",
      defaultValue = "1",
      description =
          "Imaginary sample size of bdeu and bds, in [1e-100, 1e100] (default ${DEFAULT-VALUE}).")
  double iss;

  @Option(
      names = "--lambda",
      defaultValue = "0",
      description =
          "Penalty per arc of gauss-ll, the objective of Wenig's Graphical Models Lab report (default ${DEFAULT-VALUE}).")
  double lambda;

  @Option(
      names = "--ridge",
      defaultValue = "0",
      description =
          "Gaussian scores: added to the covariance diagonal for collinear data (default 0).")
  double ridge;

  @Option(
      names = "--alpha",
      description =
          "mpl: Dirichlet parameter of each cell, in [1e-100, 1e100] (default 0.5, BDgraph's). bjp "
              + "and ib take "
              + "--ci-alpha instead.")
  Double alpha;

  @Option(
      names = "--prior-independence",
      paramLabel = "P",
      description =
          "bjp, ib: the Bayesian independence test's prior probability that X and Y are "
              + "independent given Z, in (0, 1) (default 0.5).")
  Double priorIndependence;

  @Option(
      names = "--ci-prior",
      paramLabel = "KIND",
      converter = PriorConverter.class,
      description =
          "bjp, ib: how --ci-alpha becomes the test's Dirichlet hyperparameters: per-cell (every "
              + "cell of each multinomial gets alpha; default) or ess (alpha is an equivalent "
              + "sample size spread evenly over the cells, as BDeu).")
  DirichletPrior ciPrior;

  @Option(
      names = "--ci-alpha",
      paramLabel = "A",
      description =
          "bjp, ib: the test's Dirichlet hyperparameter, per cell or (with --ci-prior ess) the "
              + "equivalent sample size, in [1e-100, 1e100] (default 1: the uniform Dirichlet).")
  Double ciAlpha;

  /** The score named (or bnlearn's default for the data) with these hyper-parameters. */
  ScoreSpec spec(Dataset data) {
    ScoreChoice c = ScoreChoice.orDefault(score, data);
    if (!c.undirected()) {
      refuseCiOptions(c);
    }
    DirichletMultinomial.checkHyperparameter("--iss", iss);
    return c.spec(iss, lambda, ridge);
  }

  /** True if the score named is one of undirected graphs (mpl, bjp, ib). */
  boolean undirected() {
    return score != null && score.undirected();
  }

  /**
   * The score of undirected graphs named, with these hyper-parameters.
   *
   * @throws StructlearnException if an option of another score is given (--alpha with bjp or ib,
   *     the test's options with mpl) or a hyper-parameter is out of range, naming the option
   */
  UndirectedGraphScoreSpec undirectedSpec() {
    if (score.name().equals(ScoreChoice.MPL)) {
      refuseCiOptions(score);
      return score.undirectedSpec(mplAlpha(), null);
    }
    if (alpha != null) {
      throw new StructlearnException(
          "--alpha is mpl's Dirichlet parameter; --score "
              + score
              + " uses the Bayesian independence test: set its hyperparameter with --ci-alpha"
              + " (and --ci-prior, --prior-independence)");
    }
    return score.undirectedSpec(Double.NaN, ciOptions());
  }

  /**
   * The mpl score with {@code --alpha}, for {@code learn --algorithm mpl-hc} (with or without
   * {@code --score mpl}), refusing the independence test's options.
   */
  MplScoreSpec mplSpec() {
    ScoreChoice mpl = new ScoreChoice(ScoreChoice.MPL, null, null, true);
    refuseCiOptions(mpl);
    return (MplScoreSpec) mpl.undirectedSpec(mplAlpha(), null);
  }

  /** {@code --alpha} checked (naming the option), or BDgraph's default. */
  private double mplAlpha() {
    if (alpha == null) {
      return MplScoreSpec.DEFAULT_ALPHA;
    }
    DirichletMultinomial.checkHyperparameter("--alpha", alpha);
    return alpha;
  }

  private BayesianCiTestOptions ciOptions() {
    BayesianCiTestOptions.Builder b = BayesianCiTestOptions.builder();
    if (priorIndependence != null) {
      if (!(priorIndependence > 0 && priorIndependence < 1)) {
        throw new StructlearnException(
            "--prior-independence must be in (0, 1), exclusive, was " + priorIndependence);
      }
      b.priorIndependence(priorIndependence);
    }
    if (ciPrior != null) {
      b.prior(ciPrior);
    }
    if (ciAlpha != null) {
      DirichletMultinomial.checkHyperparameter("--ci-alpha", ciAlpha);
      b.alpha(ciAlpha);
    }
    return b.build();
  }

  private void refuseCiOptions(ScoreChoice c) {
    List<String> given = new ArrayList<>();
    if (priorIndependence != null) {
      given.add("--prior-independence");
    }
    if (ciPrior != null) {
      given.add("--ci-prior");
    }
    if (ciAlpha != null) {
      given.add("--ci-alpha");
    }
    if (!given.isEmpty()) {
      throw new StructlearnException(
          String.join(", ", given)
              + (given.size() == 1 ? " is an option" : " are options")
              + " of the Bayesian independence test behind --score bjp and ib, not of "
              + c
              + (c.name().equals(ScoreChoice.MPL) ? " (mpl takes --alpha)" : ""));
    }
  }

  /** picocli converter of {@code --ci-prior}: per-cell or ess. */
  static final class PriorConverter implements CommandLine.ITypeConverter<DirichletPrior> {
    @Override
    public DirichletPrior convert(String value) {
      return switch (value) {
        case "per-cell" -> DirichletPrior.PER_CELL;
        case "ess" -> DirichletPrior.EQUIVALENT_SAMPLE_SIZE;
        default ->
            throw new CommandLine.TypeConversionException(
                "expected per-cell or ess but was '" + value + "'");
      };
    }
  }
}
