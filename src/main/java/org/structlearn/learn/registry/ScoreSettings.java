package org.structlearn.learn.registry;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.citest.BayesianCiTestOptions;
import org.structlearn.citest.DirichletPrior;
import org.structlearn.data.Dataset;
import org.structlearn.mixed.CgScoreSpec;
import org.structlearn.mixed.CgScoreType;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.DiscreteScoreType;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.score.GaussianScoreType;
import org.structlearn.score.ScoreSpec;
import org.structlearn.score.undirected.BjpScoreSpec;
import org.structlearn.score.undirected.IbScoreSpec;
import org.structlearn.score.undirected.MplScoreSpec;
import org.structlearn.score.undirected.UndirectedGraphScoreSpec;

/**
 * The score options of the score-based learners: the score by name (bnlearn's names for the DAG
 * scores: loglik, aic, bic, bdeu, bds, k2; gauss-ll, loglik-g, aic-g, bic-g, bge; and the
 * conditional Gaussian loglik-cg, aic-cg, bic-cg of mixed data; mpl, bjp and ib for undirected
 * graphs) and its hyper-parameters, each refused with a score it does not belong to.
 */
public final class ScoreSettings {
  private ScoreSettings() {}

  /** The name of the marginal pseudo-likelihood of undirected graphs (BDgraph's). */
  static final String MPL = "mpl";

  /** The name of the Blankets Joint Posterior of Schlüter et al. */
  static final String BJP = "bjp";

  /** The name of the IB-score (Schlüter, Bromberg and Edera 2014). */
  static final String IB = "ib";

  /** The score's name. */
  public static final Setting<String> SCORE =
      Setting.text(
          "score",
          "NAME",
          "hc, tabu, exhaustive: the score, one of "
              + String.join(", ", dagNames())
              + " (default: bic for discrete data, bic-g for continuous data, bic-cg for data that"
              + " mix both, as bnlearn; bde is bdeu; the -cg scores never give a discrete node a"
              + " continuous parent). exhaustive also takes mpl (BDgraph's marginal pseudo-likelihood), bjp"
              + " (Blankets Joint Posterior of Schlüter et al.) and ib (IB-score), scores of"
              + " undirected graphs; mpl-hc climbs mpl, ibmap-hc bjp (default) or ib.");

  /** Imaginary sample size of bdeu and bds. */
  public static final Setting<Double> ISS =
      Setting.number("iss", "N", "--score bdeu, bds: the imaginary sample size (default 1).");

  /** Penalty per arc of gauss-ll. */
  public static final Setting<Double> LAMBDA =
      Setting.number(
          "lambda",
          "L",
          "--score gauss-ll: the penalty per arc (default 0), the objective of Gaussian tabu"
              + " search with a penalised likelihood.");

  /** Ridge of the Gaussian scores. */
  public static final Setting<Double> RIDGE =
      Setting.number(
          "ridge",
          "R",
          "Gaussian scores: added to the covariance diagonal for collinear data (default 0).");

  /** The Bayesian test's prior probability of independence. */
  public static final Setting<Double> PRIOR_INDEPENDENCE =
      Setting.number(
          "prior-independence",
          "P",
          "--score bjp, ib: the Bayesian independence test's prior probability that X and Y are"
              + " independent given Z, in (0, 1) (default 0.5).");

  /** How the test's alpha becomes Dirichlet hyper-parameters. */
  public static final Setting<DirichletPrior> CI_PRIOR =
      Setting.choice(
          "ci-prior",
          "KIND",
          Setting.ordered(
              "per-cell", DirichletPrior.PER_CELL, "ess", DirichletPrior.EQUIVALENT_SAMPLE_SIZE),
          "--score bjp, ib: how --ci-alpha becomes the test's Dirichlet hyperparameters: per-cell"
              + " (every cell of each multinomial gets alpha; default) or ess (alpha is an"
              + " equivalent sample size spread evenly over the cells, as BDeu).");

  /** The Bayesian test's Dirichlet hyper-parameter. */
  public static final Setting<Double> CI_ALPHA =
      Setting.number(
          "ci-alpha",
          "A",
          "--score bjp, ib: the test's Dirichlet hyperparameter, per cell or (with --ci-prior ess)"
              + " the equivalent sample size, > 0 (default 1: the uniform Dirichlet).");

  /** The hyper-parameters of the DAG scores. */
  static final List<Setting<?>> DAG_HYPERPARAMETERS = List.of(ISS, LAMBDA, RIDGE);

  /** The hyper-parameters of the scores of undirected graphs. */
  static final List<Setting<?>> UNDIRECTED_HYPERPARAMETERS =
      List.of(CommonSettings.ALPHA, PRIOR_INDEPENDENCE, CI_PRIOR, CI_ALPHA);

  /** The names of the DAG scores. */
  static List<String> dagNames() {
    List<String> out = new ArrayList<>();
    for (DiscreteScoreType t : DiscreteScoreType.values()) {
      out.add(t.cliName());
    }
    for (GaussianScoreType t : GaussianScoreType.values()) {
      out.add(t.cliName());
    }
    for (CgScoreType t : CgScoreType.values()) {
      out.add(t.cliName());
    }
    return out;
  }

  /** The names of the scores of undirected graphs. */
  static List<String> undirectedNames() {
    return List.of(MPL, BJP, IB);
  }

  /** The score named, {@code bde} read as {@code bdeu}; null if none was given. */
  static String name(Settings s) {
    String name = s.get(SCORE);
    if (name == null) {
      return null;
    }
    if (name.equals("bde")) {
      return "bdeu";
    }
    if (!dagNames().contains(name) && !undirectedNames().contains(name)) {
      throw s.refuse(
          SCORE,
          "must be one of "
              + Setting.Lists.or(concat(dagNames(), undirectedNames()))
              + ", was '"
              + name
              + "'");
    }
    return name;
  }

  /** True if a score of undirected graphs was named. */
  static boolean undirected(Settings s) {
    String name = name(s);
    return name != null && undirectedNames().contains(name);
  }

  /**
   * Refuses each hyper-parameter given that does not belong to the score named (or, when none was
   * named, to the score's default: then only the DAG scores' hyper-parameters are checked when the
   * data are known).
   */
  static void checkHyperparameters(Settings s, String score) {
    refuseUnless(s, ISS, score, List.of("bdeu", "bds"));
    refuseUnless(s, LAMBDA, score, List.of(GaussianScoreType.PENALIZED_LL.cliName()));
    List<String> gaussian = new ArrayList<>();
    for (GaussianScoreType t : GaussianScoreType.values()) {
      gaussian.add(t.cliName());
    }
    refuseUnless(s, RIDGE, score, gaussian);
    refuseUnless(s, CommonSettings.ALPHA, score, List.of(MPL));
    for (Setting<?> ci : List.of(PRIOR_INDEPENDENCE, CI_PRIOR, CI_ALPHA)) {
      refuseUnless(s, ci, score, List.of(BJP, IB));
    }
    for (Setting<Double> dirichlet : List.of(ISS, CommonSettings.ALPHA, CI_ALPHA)) {
      if (s.has(dirichlet)) { // the range, named as the user wrote the option
        org.structlearn.stats.DirichletMultinomial.checkHyperparameter(
            s.form().written(dirichlet.key()), s.get(dirichlet));
      }
    }
  }

  private static void refuseUnless(
      Settings s, Setting<?> setting, String score, List<String> scores) {
    if (s.has(setting) && !scores.contains(score)) {
      String hint =
          setting == CommonSettings.ALPHA && (score.equals(BJP) || score.equals(IB))
              ? "; bjp and ib take " + s.form().written(CI_ALPHA.key()) + " instead"
              : "";
      throw s.refuse(
          setting,
          "applies to "
              + s.form().written(SCORE.key())
              + " "
              + Setting.Lists.and(scores)
              + ", not to "
              + score
              + hint);
    }
  }

  /**
   * The DAG score named, or bnlearn's default for the data (bic-g if every column is continuous,
   * bic if every one is discrete, else bic-cg), with its hyper-parameters.
   *
   * @throws org.structlearn.StructlearnException for a score of undirected graphs, or a
   *     hyper-parameter of another score
   */
  static ScoreSpec dagSpec(Settings s, Dataset data) {
    String name = name(s);
    if (name == null) {
      name =
          data.isAllContinuous()
              ? GaussianScoreType.BIC_G.cliName()
              : data.isAllDiscrete() ? "bic" : CgScoreType.BIC_CG.cliName();
    }
    if (undirectedNames().contains(name)) {
      throw s.refuse(
          SCORE,
          name
              + " scores undirected graphs (Markov networks): "
              + s.form().algorithm("exhaustive")
              + ", mpl-hc (mpl) and ibmap-hc (bjp, ib) take it; choose a DAG score: one of "
              + String.join(", ", dagNames()));
    }
    checkHyperparameters(s, name);
    for (DiscreteScoreType t : DiscreteScoreType.values()) {
      if (t.cliName().equals(name)) {
        return new DiscreteScoreSpec(t, s.orElse(ISS, 1.0));
      }
    }
    for (CgScoreType t : CgScoreType.values()) {
      if (t.cliName().equals(name)) {
        return new CgScoreSpec(t);
      }
    }
    GaussianScoreType g = gaussian(name);
    double lambda = g == GaussianScoreType.PENALIZED_LL ? s.orElse(LAMBDA, 0.0) : 0;
    return new GaussianScoreSpec(g, lambda, s.orElse(RIDGE, 0.0), 1, Double.NaN);
  }

  private static GaussianScoreType gaussian(String name) {
    for (GaussianScoreType t : GaussianScoreType.values()) {
      if (t.cliName().equals(name)) {
        return t;
      }
    }
    throw new IllegalStateException("not a Gaussian score: " + name);
  }

  /**
   * The score of undirected graphs named (or {@code fallback} if none was named): mpl with its
   * Dirichlet parameter {@code alpha}, bjp and ib with the Bayesian test's options.
   */
  static UndirectedGraphScoreSpec undirectedSpec(Settings s, String fallback) {
    String name = name(s);
    if (name == null) {
      name = fallback;
    }
    checkHyperparameters(s, name);
    return switch (name) {
      case MPL -> new MplScoreSpec(s.orElse(CommonSettings.ALPHA, MplScoreSpec.DEFAULT_ALPHA));
      case BJP -> new BjpScoreSpec(ciOptions(s));
      case IB -> new IbScoreSpec(ciOptions(s));
      default ->
          throw s.refuse(
              SCORE,
              name
                  + " scores DAGs, not undirected graphs; choose one of "
                  + Setting.Lists.or(undirectedNames()));
    };
  }

  /** The Bayesian test's options of bjp and ib. */
  static BayesianCiTestOptions ciOptions(Settings s) {
    BayesianCiTestOptions.Builder b = BayesianCiTestOptions.builder();
    if (s.has(PRIOR_INDEPENDENCE)) {
      b.priorIndependence(s.get(PRIOR_INDEPENDENCE));
    }
    if (s.has(CI_PRIOR)) {
      b.prior(s.get(CI_PRIOR));
    }
    if (s.has(CI_ALPHA)) {
      b.alpha(s.get(CI_ALPHA));
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new StructlearnException("the Bayesian test's options: " + e.getMessage(), e);
    }
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }
}
