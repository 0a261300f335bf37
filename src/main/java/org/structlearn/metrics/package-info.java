/**
 * Comparing learned structures with true ones: {@link org.structlearn.metrics.Shd} (structural
 * Hamming distance of CPDAGs, exactly as bnlearn's {@code shd()}) and {@link
 * org.structlearn.metrics.StructureComparison} (SHD, skeleton Hamming distance, arc and edge
 * precision, recall and F1). Graphs are matched by node name.
 */
package org.structlearn.metrics;
