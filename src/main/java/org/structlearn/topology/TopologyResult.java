package org.structlearn.topology;

import java.time.Duration;
import org.structlearn.graph.UndirectedGraph;

/**
 * What {@link MiThreshold} and {@link Mgmn} return.
 *
 * @param graph the estimated neighbourhood graph, over the dependence matrix's variables
 * @param dependence the pairwise similarities it was built from
 * @param map MGMN's node locations (n rows of d coordinates), or null for thresholding
 * @param threshold the threshold applied: a similarity for {@link MiThreshold} (an edge where the
 *     similarity is at least this), a distance on the map for {@link Mgmn} (an edge where the
 *     distance is at most this)
 * @param method a short description, e.g. {@code mgmn(d=2, threshold=nearest-neighbour x1.0)}
 * @param elapsed the time taken from the dependence matrix to the graph
 */
public record TopologyResult(
    UndirectedGraph graph,
    PairwiseDependence dependence,
    double[][] map,
    double threshold,
    String method,
    Duration elapsed) {}
