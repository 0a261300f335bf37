/**
 * Input and output: CSV files and tablesaw tables to {@link org.structlearn.data.Dataset} and back
 * (through tablesaw), level lists, BIF networks (read and write), linear Gaussian networks in JSON
 * ({@link org.structlearn.io.GaussianNetworkJson}), bnlearn model strings, arc-list CSVs, Graphviz
 * DOT ({@link org.structlearn.io.Dot} writes, {@link org.structlearn.io.DotReader} reads), and
 * {@link org.structlearn.io.GraphFiles} which reads any of the graph formats. The one place
 * benchmark files are found is {@link org.structlearn.io.DataLocation}; every file written goes
 * through {@link org.structlearn.io.OutputFiles}, which replaces it atomically.
 */
package org.structlearn.io;
