package org.structlearn.search;

/**
 * One step of a search trace.
 *
 * @param iteration step number, from 1, counted over restarts
 * @param move the move taken, described by name (e.g. {@code add A -> B}; {@code restart} for the
 *     perturbation that starts a restart)
 * @param delta the change of the network score the move made
 * @param total the network score after the move
 * @param nanos time since the search started, in nanoseconds
 * @param restart the restart this step belongs to (0 for the first climb)
 */
public record SearchStep(
    int iteration, String move, double delta, double total, long nanos, int restart) {}
