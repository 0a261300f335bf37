/**
 * Evaluating learned structures. Against a true graph: {@link org.structlearn.metrics.Shd}
 * (structural Hamming distance of CPDAGs, exactly as bnlearn's {@code shd()}) and {@link
 * org.structlearn.metrics.StructureComparison} (SHD, skeleton Hamming distance, arc and edge
 * precision, recall and F1) for DAGs and CPDAGs, {@link
 * org.structlearn.metrics.UndirectedComparison} (edge Hamming distance, precision, recall, F1,
 * exact recovery) for undirected graphs; graphs are matched by node name. Without one: {@link
 * org.structlearn.metrics.CrossValidation}, the held-out log-likelihood loss of a learner
 * (bnlearn's {@code bn.cv}).
 */
package org.structlearn.metrics;
