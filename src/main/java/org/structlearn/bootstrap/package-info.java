/**
 * Arc confidence by the nonparametric bootstrap (Friedman, Goldszmidt and Wyner 1999; bnlearn's
 * {@code boot.strength} and {@code averaged.network}): {@link
 * org.structlearn.bootstrap.BootstrapStrength} learns a network on each of R resampled data sets
 * with a score-based search of package {@code search}, in parallel and seeded per replicate, and
 * returns {@link org.structlearn.bootstrap.ArcStrengths}: every arc's strength (how often the pair
 * is linked) and direction, the averaged network, and the significance threshold of Scutari and
 * Nagarajan (2013) ({@link org.structlearn.bootstrap.Thresholds}).
 *
 * <p>It sits above {@code search} (it runs searches), which is why it is not in {@code metrics}
 * (DESIGN.md lists bootstrap arc strength there, but {@code metrics} may not depend on {@code
 * search}).
 */
package org.structlearn.bootstrap;
