/**
 * structlearn: structure learning of Bayesian networks and Markov networks from data. The root
 * package holds only the exception base class; see the sub-packages for data, graphs, models,
 * sampling, metrics, input/output and the command line.
 */
package org.structlearn;
