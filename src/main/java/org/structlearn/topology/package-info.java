/**
 * Network topology from unconditional dependence (seed 003, Rajala 2009): pairwise mutual
 * information and its significance ({@link PairwiseDependence}), relevance networks by thresholding
 * it ({@link MiThreshold}), and MGMN ({@link Mgmn}): similarities turned into a spatial map by
 * classical multidimensional scaling ({@link ClassicalMds}), neighbours by a distance threshold.
 */
package org.structlearn.topology;
