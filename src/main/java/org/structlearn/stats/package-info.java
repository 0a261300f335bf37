/**
 * Statistics of data sets: counting kernels for discrete families (dense or sparse contingency
 * tables), the counts every discrete score and parameter estimate is built on, and the covariance
 * statistics (means, centred cross-products) every Gaussian score is built on; the strata of a
 * conditioning set ({@link org.structlearn.stats.Strata}, exact for any number of columns) and
 * tabulated ln Γ terms ({@link org.structlearn.stats.LogGammaTable}) the Bayesian test counts with.
 * Counting sits behind {@link org.structlearn.stats.FamilyCounter} so that it can move to a
 * data-parallel engine later.
 */
package org.structlearn.stats;
