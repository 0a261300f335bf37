package org.structlearn.missing;

import java.util.Locale;
import java.util.Objects;
import org.structlearn.search.SearchOptions;

/**
 * Options of {@link StructuralEm}; build with {@link #builder()}. {@link #bnlearn()} gives
 * bnlearn's {@code structural.em} defaults.
 *
 * @param search the options of each round's structure search (score, start graph, knowledge,
 *     limits, tabu length); its seed also seeds the draws, and its threads run the E-step too.
 *     Default: BIC for discrete data (bic-g for continuous data when the score is left at its
 *     default), empty start
 * @param completion how the data are completed for the search (default {@link Completion#EXPECTED},
 *     Friedman's expected counts)
 * @param maximize the search of each round (default {@link Maximize#TABU}; bnlearn's {@code
 *     maximize} default is {@code "hc"})
 * @param restart whether each round's search starts afresh from the start graph (default true) or
 *     from the structure of the round before (false; Friedman's and bnlearn's choice). Expected
 *     statistics computed under a network favour that network's structure, so a search that starts
 *     there tends to stay; measured on alarm, starting afresh found structures with a better
 *     observed-data BIC and a smaller SHD (see the README)
 * @param maxIterations the most rounds (default 10; bnlearn's {@code max.iter} is 5)
 * @param parameterIterations the most EM iterations on the parameters of each round's structure
 *     (default 25; {@link Completion#IMPUTED} fits once on the completed table instead)
 * @param tolerance parameter EM stops when the observed log-likelihood gains less than this per row
 *     (default 1e-5)
 * @param exactLimit discrete {@link Completion#EXPECTED}: a group of a row's missing cells that
 *     depend on one another with at most this many joint values is completed by all of them with
 *     their exact probabilities (default 256)
 * @param draws discrete {@link Completion#EXPECTED}: a larger group is completed by this many
 *     seeded draws from its exact posterior (default 64)
 * @param parameterIss the imaginary sample size of the discrete parameters' Dirichlet prior, spread
 *     over each table's cells ({@code iss / (q r)} added to every expected count, bnlearn's {@code
 *     bn.fit(method = "bayes")}); default 1, so that a configuration no row shows keeps a small
 *     probability; 0 is maximum likelihood ({@code mle}, bnlearn's {@code structural.em} default).
 *     Mixed data: not used (the fit is bnlearn's {@code mle-cg})
 * @param particles mixed (conditional Gaussian) data: the likelihood-weighting particles drawn per
 *     incomplete row in each E-step (default 500, bnlearn's {@code impute.args = list(n = 500)}
 *     default); {@link Completion#EXPECTED} then keeps {@code draws} of them per row by resampling
 */
public record StructuralEmOptions(
    SearchOptions search,
    Completion completion,
    Maximize maximize,
    boolean restart,
    int maxIterations,
    int parameterIterations,
    double tolerance,
    int exactLimit,
    int draws,
    double parameterIss,
    int particles) {

  /** The structure search of each round. */
  public enum Maximize {
    /** Hill climbing ({@link org.structlearn.search.HillClimbing}). */
    HILL_CLIMBING,
    /** Tabu search ({@link org.structlearn.search.TabuSearch}). */
    TABU
  }

  public StructuralEmOptions {
    Objects.requireNonNull(search, "search");
    Objects.requireNonNull(completion, "completion");
    Objects.requireNonNull(maximize, "maximize");
    atLeast("maxIterations", maxIterations, 1);
    atLeast("parameterIterations", parameterIterations, 0);
    atLeast("exactLimit", exactLimit, 1);
    atLeast("draws", draws, 1);
    atLeast("particles", particles, 1);
    if (particles > 1 << 20) {
      throw new IllegalArgumentException("particles must be at most 1048576, was " + particles);
    }
    if (draws > 1 << 16 || exactLimit > 1 << 20) {
      throw new IllegalArgumentException(
          "draws must be at most 65536 and exactLimit at most 1048576, were "
              + draws
              + " and "
              + exactLimit);
    }
    nonNegative("tolerance", tolerance);
    nonNegative("parameterIss", parameterIss);
  }

  private static void atLeast(String name, int value, int min) {
    if (value < min) {
      throw new IllegalArgumentException(name + " must be >= " + min + ", was " + value);
    }
  }

  private static void nonNegative(String name, double value) {
    if (!(value >= 0) || Double.isInfinite(value)) {
      throw new IllegalArgumentException(name + " must be a number >= 0, was " + value);
    }
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The defaults. */
  public static StructuralEmOptions defaults() {
    return builder().build();
  }

  /**
   * bnlearn's {@code structural.em} defaults: single imputation, hill climbing from the structure
   * of the round before, at most 5 rounds, maximum likelihood ({@code parameterIss} 0).
   */
  public static StructuralEmOptions bnlearn() {
    return builder()
        .completion(Completion.IMPUTED)
        .maximize(Maximize.HILL_CLIMBING)
        .restart(false)
        .maxIterations(5)
        .parameterIss(0)
        .build();
  }

  public Builder toBuilder() {
    return new Builder()
        .search(search)
        .completion(completion)
        .maximize(maximize)
        .restart(restart)
        .maxIterations(maxIterations)
        .parameterIterations(parameterIterations)
        .tolerance(tolerance)
        .exactLimit(exactLimit)
        .draws(draws)
        .parameterIss(parameterIss)
        .particles(particles);
  }

  @Override
  public String toString() {
    return "completion="
        + completion.name().toLowerCase(Locale.ROOT)
        + ", maximize="
        + maximize.name().toLowerCase(Locale.ROOT)
        + ", restart="
        + restart
        + ", maxIterations="
        + maxIterations
        + ", parameterIterations="
        + parameterIterations
        + ", tolerance="
        + tolerance
        + ", exactLimit="
        + exactLimit
        + ", draws="
        + draws
        + ", parameterIss="
        + parameterIss
        + ", particles="
        + particles
        + ", search: "
        + search;
  }

  /** Builder with the documented defaults. */
  public static final class Builder {
    private SearchOptions search = SearchOptions.defaults();
    private Completion completion = Completion.EXPECTED;
    private Maximize maximize = Maximize.TABU;
    private boolean restart = true;
    private int maxIterations = 10;
    private int parameterIterations = 25;
    private double tolerance = 1e-5;
    private int exactLimit = 256;
    private int draws = 64;
    private double parameterIss = 1;
    private int particles = 500;

    private Builder() {}

    public Builder search(SearchOptions search) {
      this.search = search;
      return this;
    }

    public Builder completion(Completion completion) {
      this.completion = completion;
      return this;
    }

    public Builder maximize(Maximize maximize) {
      this.maximize = maximize;
      return this;
    }

    public Builder restart(boolean restart) {
      this.restart = restart;
      return this;
    }

    public Builder maxIterations(int maxIterations) {
      this.maxIterations = maxIterations;
      return this;
    }

    public Builder parameterIterations(int parameterIterations) {
      this.parameterIterations = parameterIterations;
      return this;
    }

    public Builder tolerance(double tolerance) {
      this.tolerance = tolerance;
      return this;
    }

    public Builder exactLimit(int exactLimit) {
      this.exactLimit = exactLimit;
      return this;
    }

    public Builder draws(int draws) {
      this.draws = draws;
      return this;
    }

    public Builder parameterIss(double parameterIss) {
      this.parameterIss = parameterIss;
      return this;
    }

    public Builder particles(int particles) {
      this.particles = particles;
      return this;
    }

    public StructuralEmOptions build() {
      return new StructuralEmOptions(
          search,
          completion,
          maximize,
          restart,
          maxIterations,
          parameterIterations,
          tolerance,
          exactLimit,
          draws,
          parameterIss,
          particles);
    }
  }
}
