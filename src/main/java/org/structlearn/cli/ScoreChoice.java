package org.structlearn.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.citest.BayesianCiTestOptions;
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
import picocli.CommandLine;

/**
 * A score named on the command line: the discrete scores (loglik, aic, bic, bdeu, bds, k2), the
 * Gaussian ones (gauss-ll, loglik-g, aic-g, bic-g, bge) and the conditional Gaussian ones of mixed
 * data (loglik-cg, aic-cg, bic-cg), as bnlearn names them (bdeu is bnlearn's bde); and the scores
 * of undirected graphs (mpl, bjp, ib), which {@code score} and {@code learn --algorithm exhaustive}
 * accept.
 *
 * @param undirected true for a score of undirected graphs ({@link #undirectedSpec}), false for a
 *     DAG score ({@link #spec(double, double, double)})
 */
record ScoreChoice(
    String name, DiscreteScoreType discrete, GaussianScoreType gaussian, boolean undirected) {
  /** The name of the marginal pseudo-likelihood of undirected graphs. */
  static final String MPL = "mpl";

  /** The name of the Blankets Joint Posterior (seed 000). */
  static final String BJP = "bjp";

  /** The name of the IB-score (Schlüter, Bromberg and Edera 2014). */
  static final String IB = "ib";

  static List<ScoreChoice> all() {
    List<ScoreChoice> out = new ArrayList<>();
    for (DiscreteScoreType t : DiscreteScoreType.values()) {
      out.add(new ScoreChoice(t.cliName(), t, null, false));
    }
    for (GaussianScoreType t : GaussianScoreType.values()) {
      out.add(new ScoreChoice(t.cliName(), null, t, false));
    }
    for (CgScoreType t : CgScoreType.values()) {
      out.add(new ScoreChoice(t.cliName(), null, null, false));
    }
    for (String u : List.of(MPL, BJP, IB)) {
      out.add(new ScoreChoice(u, null, null, true));
    }
    return out;
  }

  static List<String> names() {
    return all().stream().map(ScoreChoice::name).toList();
  }

  /**
   * The choice given, or bnlearn's default for the data: bic-g if all continuous, bic if all
   * discrete, bic-cg if they mix both.
   */
  static ScoreChoice orDefault(ScoreChoice given, org.structlearn.data.Dataset data) {
    if (given != null) {
      return given;
    }
    String name =
        data.isAllContinuous()
            ? GaussianScoreType.BIC_G.cliName()
            : data.isAllDiscrete() ? "bic" : CgScoreType.BIC_CG.cliName();
    return all().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
  }

  /** The spec with the command line's hyper-parameters. */
  ScoreSpec spec(double iss, double lambda, double ridge) {
    if (undirected) {
      throw new StructlearnException(
          "--score "
              + name
              + " scores undirected graphs (Markov networks): only the score command and learn"
              + " --algorithm exhaustive, mpl-hc (mpl) or ibmap-hc (bjp, ib) take it; choose a"
              + " DAG score: one of "
              + dagNames());
    }
    if (discrete != null) {
      return new DiscreteScoreSpec(discrete, iss);
    }
    if (gaussian == null) {
      return new CgScoreSpec(CgChoices.score(name));
    }
    double l = gaussian == GaussianScoreType.PENALIZED_LL ? lambda : 0;
    return new GaussianScoreSpec(gaussian, l, ridge, 1, Double.NaN);
  }

  /**
   * The spec of a score of undirected graphs: mpl with its Dirichlet parameter {@code alpha}, bjp
   * and ib with the Bayesian CI test's options.
   */
  UndirectedGraphScoreSpec undirectedSpec(double alpha, BayesianCiTestOptions ci) {
    return switch (name) {
      case MPL -> new MplScoreSpec(alpha);
      case BJP -> new BjpScoreSpec(ci);
      case IB -> new IbScoreSpec(ci);
      default ->
          throw new StructlearnException(
              "--score "
                  + name
                  + " scores DAGs, not undirected graphs; choose one of "
                  + undirectedNames());
    };
  }

  /** The names of the DAG scores. */
  static List<String> dagNames() {
    return all().stream().filter(c -> !c.undirected()).map(ScoreChoice::name).toList();
  }

  /** The names of the scores of undirected graphs. */
  static List<String> undirectedNames() {
    return all().stream().filter(ScoreChoice::undirected).map(ScoreChoice::name).toList();
  }

  @Override
  public String toString() {
    return name;
  }

  /** picocli converter: a name, or an error listing the valid ones. */
  static final class Converter implements CommandLine.ITypeConverter<ScoreChoice> {
    @Override
    public ScoreChoice convert(String value) {
      return all().stream()
          .filter(c -> c.name().equals(value) || (value.equals("bde") && c.name().equals("bdeu")))
          .findFirst()
          .orElseThrow(
              () ->
                  new CommandLine.TypeConversionException(
                      "expected one of " + names() + " but was '" + value + "'"));
    }
  }

  /** The names for picocli's help text (${COMPLETION-CANDIDATES}). */
  static final class Names implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return names().iterator();
    }
  }
}
