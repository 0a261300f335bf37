/**
 * Missing values without throwing rows away: structural EM (Friedman 1997, 1998; bnlearn's {@code
 * structural.em}) for discrete, linear Gaussian and conditional linear Gaussian (mixed) Bayesian
 * networks, learning a DAG and its parameters from a {@link org.structlearn.data.Dataset} whose
 * cells may be missing ({@link org.structlearn.data.MissingCells}).
 *
 * <p>Entry point: {@link org.structlearn.missing.StructuralEm} with {@link
 * org.structlearn.missing.StructuralEmOptions}; the result is a {@link
 * org.structlearn.missing.StructuralEmResult} with one {@link org.structlearn.missing.EmIteration}
 * per round. {@link org.structlearn.missing.Holes} removes cells completely at random (seeded), to
 * test a method on data whose truth is known.
 */
package org.structlearn.missing;
