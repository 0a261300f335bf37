/**
 * Graph files: bnlearn model strings, arc lists (CSV), DOT, GML and Matrix Market read and written,
 * and {@link org.structlearn.io.graph.GraphFiles}, which reads any of them (or a network file's
 * graph) by name or content. Split from {@code io} when it passed 25 files: the graph formats, the
 * network formats ({@code io.network}) and the data and output files ({@code io}) are three topics
 * with few ties.
 */
package org.structlearn.io.graph;
