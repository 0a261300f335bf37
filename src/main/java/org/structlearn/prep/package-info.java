/**
 * The user's own table, before learning: what each column is ({@link
 * org.structlearn.prep.ColumnRoles}: categories, numbers, identifiers and constant or empty columns
 * left out, whole-number columns with few values as categories, every decision said and
 * overridable), complete-case analysis as the plain fallback for missing cells ({@link
 * org.structlearn.prep.CompleteCases}), and discretisation of numbers into categories as bnlearn's
 * {@code discretize()} does it ({@link org.structlearn.prep.Discretizer}: quantile, interval and
 * Hartemink's information-preserving method).
 */
package org.structlearn.prep;
