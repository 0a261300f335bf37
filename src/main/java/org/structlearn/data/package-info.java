/**
 * Data: the immutable column-major {@link org.structlearn.data.Dataset} every learner reads, its
 * {@link org.structlearn.data.Variable}s (discrete with ordered levels, or continuous), row
 * subsets, seeded bootstrap samples and cross-validation folds. Reading files is in {@code io}.
 */
package org.structlearn.data;
