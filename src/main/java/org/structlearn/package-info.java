/**
 * structlearn: structure learning of Bayesian networks and Markov networks from data. The root
 * package holds what every package shares: the exception base class, {@link
 * org.structlearn.InterruptedRunException} and the interrupt checks ({@link
 * org.structlearn.Interrupts}), the thread pools long calls own ({@link
 * org.structlearn.WorkerPool}) and the progress callback; see the sub-packages for data, graphs,
 * models, sampling, metrics, input/output and the command line.
 */
package org.structlearn;
