package org.structlearn.citest;

/**
 * How {@link BayesianCiTestOptions#alpha()} becomes the Dirichlet hyperparameters of the three
 * multinomials of the Bayesian test in one stratum: X (r_X cells), Y (r_Y cells) and the joint (X,
 * Y) (r_X · r_Y cells).
 */
public enum DirichletPrior {
  /**
   * Every cell of every multinomial gets α (default α = 1: the uniform Dirichlet, a flat prior on
   * each distribution). The joint multinomial then carries r_X r_Y α pseudo-counts per stratum, the
   * margins r_X α and r_Y α, so with many levels the prior weighs the dependent model more heavily.
   */
  PER_CELL,
  /**
   * An equivalent sample size α spread evenly over the cells of each multinomial (α / r_X, α / r_Y,
   * α / (r_X r_Y)), as BDeu spreads its imaginary sample size: both hypotheses carry the same α
   * pseudo-counts per stratum whatever the numbers of levels. With a small α the cells get
   * hyperparameters well below 1, which favour sparse joint tables: on 20,000 rows of ASIA, α = 1
   * gives 5 of 20 d-separated pairs a posterior of independence below 0.9 (PER_CELL: none), so it
   * is not the default.
   */
  EQUIVALENT_SAMPLE_SIZE
}
