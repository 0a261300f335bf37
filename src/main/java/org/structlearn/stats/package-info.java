/**
 * Statistics of data sets: counting kernels for discrete families (dense or sparse contingency
 * tables), the counts every discrete score and parameter estimate is built on, and the covariance
 * statistics (means, centred cross-products) every Gaussian score is built on; the strata of a
 * conditioning set ({@link org.structlearn.stats.Strata}, exact for any number of columns) and
 * tabulated ln Γ terms ({@link org.structlearn.stats.LogGammaTable}) the Bayesian test counts with.
 * A search asks for batches of families through {@link org.structlearn.stats.DiscreteStatistics}:
 * in memory {@link org.structlearn.stats.InMemoryStatistics}, in Spark {@code
 * org.structlearn.spark.SparkStatistics}.
 */
package org.structlearn.stats;
