package org.structlearn.citest;

import java.util.Objects;
import org.structlearn.stats.DirichletMultinomial;

/**
 * Options of {@link BayesianCiTest}; build with {@link #builder()}.
 *
 * <p>Defaults: prior probability of independence 0.5 (seed 000 and the IB-score paper, Schlüter,
 * Bromberg and Edera 2014, use the test with equal prior odds), {@link DirichletPrior#PER_CELL}
 * with α = 1, the uniform Dirichlet. The seed cites the test (Margaritis and Thrun 2001; Margaritis
 * 2005) without stating its hyperparameters (its formulas are lost to {@code @xmath}); the uniform
 * prior is our reconstruction, the non-informative choice with no free constant. {@link
 * DirichletPrior#EQUIVALENT_SAMPLE_SIZE} is the alternative for variables with many levels.
 *
 * @param priorIndependence prior probability that X ⊥ Y | Z, in (0, 1)
 * @param prior how {@code alpha} is spread over the cells
 * @param alpha the Dirichlet hyperparameter per cell, or the equivalent sample size; in [1e-100,
 *     1e100] (ln Γ differences are computed stably there, see {@link DirichletMultinomial#rising})
 */
public record BayesianCiTestOptions(double priorIndependence, DirichletPrior prior, double alpha) {

  public BayesianCiTestOptions {
    Objects.requireNonNull(prior, "prior");
    if (!(priorIndependence > 0 && priorIndependence < 1)) {
      throw new IllegalArgumentException(
          "priorIndependence must be in (0, 1), was " + priorIndependence);
    }
    DirichletMultinomial.checkHyperparameter("alpha (the test's Dirichlet hyperparameter)", alpha);
  }

  /** ln [p / (1 − p)] of the prior probability of independence. */
  public double logPriorOdds() {
    return Math.log(priorIndependence) - Math.log1p(-priorIndependence);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Prior of independence 0.5, uniform Dirichlet (α = 1 per cell). */
  public static BayesianCiTestOptions defaults() {
    return builder().build();
  }

  public Builder toBuilder() {
    return new Builder().priorIndependence(priorIndependence).prior(prior).alpha(alpha);
  }

  @Override
  public String toString() {
    return "priorIndependence=" + priorIndependence + ", prior=" + prior + ", alpha=" + alpha;
  }

  /** Builder with the documented defaults. */
  public static final class Builder {
    private double priorIndependence = 0.5;
    private DirichletPrior prior = DirichletPrior.PER_CELL;
    private double alpha = 1;

    /** Prior probability of independence (default 0.5). */
    public Builder priorIndependence(double priorIndependence) {
      this.priorIndependence = priorIndependence;
      return this;
    }

    /** How alpha is spread over the cells (default {@link DirichletPrior#PER_CELL}). */
    public Builder prior(DirichletPrior prior) {
      this.prior = prior;
      return this;
    }

    /** The hyperparameter per cell or the equivalent sample size (default 1). */
    public Builder alpha(double alpha) {
      this.alpha = alpha;
      return this;
    }

    public BayesianCiTestOptions build() {
      return new BayesianCiTestOptions(priorIndependence, prior, alpha);
    }
  }
}
