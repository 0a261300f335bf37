package org.structlearn.missing;

/**
 * How structural EM completes the data before each structure search.
 *
 * <ul>
 *   <li>{@link #EXPECTED}: Friedman's expected sufficient statistics (Friedman 1997, 1998). The
 *       structure is scored on expected counts, each incomplete row standing for its completions
 *       weighted by their exact posterior under the current network. Discrete data: a row whose
 *       missing cells have at most {@code draws} joint values is completed by every one of them
 *       (exact); any other row by {@code draws} seeded draws from its exact posterior, each of
 *       weight 1/draws (a Monte Carlo estimate of its expected counts). Gaussian data: the expected
 *       means and cross-products by the conditional normal distribution of each row's missing cells
 *       given its observed ones, exact.
 *   <li>{@link #IMPUTED}: bnlearn's {@code structural.em}: each missing cell is replaced by a
 *       single value (discrete: its most probable level under the exact posterior marginal, which
 *       bnlearn's default {@code impute = "bayes-lw"} estimates from 500 weighted particles;
 *       Gaussian: its conditional mean), the search runs on the completed table, and the parameters
 *       are fitted to it by maximum likelihood. Cheaper per round but biased: a single completion
 *       overstates how sure the data are.
 * </ul>
 */
public enum Completion {
  /** Friedman's expected counts (the default). */
  EXPECTED,
  /** bnlearn's single imputation. */
  IMPUTED
}
