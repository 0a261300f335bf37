package org.structlearn.inference;

import java.util.Locale;

/** How a {@link Query} is answered. */
public enum QueryMethod {
  /**
   * Exact: a junction tree for marginals and the probability of the evidence, variable elimination
   * for joint posteriors, MAP and MPE (discrete networks); conditional multivariate normals (linear
   * Gaussian networks).
   */
  EXACT("exact"),
  /**
   * Logic (rejection) sampling, as bnlearn's {@code cpquery(method = "ls")} (Henrion 1988): forward
   * draws, those disagreeing with the evidence rejected. Bayesian networks only.
   */
  LOGIC_SAMPLING("ls"),
  /**
   * Likelihood weighting, as bnlearn's {@code cpquery(method = "lw")} (Fung and Chang 1990;
   * Shachter and Peot 1990): the evidence clamped, every draw weighted by the likelihood of the
   * evidence. Bayesian networks only.
   */
  LIKELIHOOD_WEIGHTING("lw"),
  /** Gibbs sampling (Geman and Geman 1984), the evidence clamped; for Markov networks. */
  GIBBS("gibbs");

  private final String shortName;

  QueryMethod(String shortName) {
    this.shortName = shortName;
  }

  /**
   * The short name the command line uses ({@code exact}, {@code ls}, {@code lw}, {@code gibbs}).
   */
  public String shortName() {
    return shortName;
  }

  /** Whether the method draws samples. */
  public boolean isSampling() {
    return this != EXACT;
  }

  /**
   * The method with this short or full name (case-insensitive).
   *
   * @throws IllegalArgumentException listing the names there are
   */
  public static QueryMethod parse(String name) {
    for (QueryMethod m : values()) {
      if (m.shortName.equalsIgnoreCase(name) || m.name().equalsIgnoreCase(name.replace('-', '_'))) {
        return m;
      }
    }
    throw new IllegalArgumentException(
        "unknown query method '" + name + "'; use exact, ls, lw or gibbs");
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }
}
