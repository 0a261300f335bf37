/**
 * Network files: discrete Bayesian networks as BIF (read as bnlearn and pgmpy write it, and
 * written), Markov networks as UAI, linear Gaussian networks as JSON ({@link
 * org.structlearn.io.network.GaussianNetworkJson}) and conditional linear Gaussian networks as JSON
 * ({@link org.structlearn.io.network.CgNetworkJson}). Split from {@code io} when it passed 25 files
 * (see {@code io.graph}).
 */
package org.structlearn.io.network;
