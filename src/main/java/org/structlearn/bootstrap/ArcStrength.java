package org.structlearn.bootstrap;

/**
 * One row of bnlearn's {@code boot.strength} table: how confident the bootstrap is in the arc
 * {@code from -> to}.
 *
 * @param from the tail's name
 * @param to the head's name
 * @param strength the fraction of replicates in which {@code from} and {@code to} are linked,
 *     either way (the same for both orders of the pair)
 * @param direction among those, the fraction with {@code from -> to}, an undirected link of a
 *     replicate's CPDAG counting one half each way; {@code direction(from, to) + direction(to,
 *     from) = 1} when the strength is positive
 */
public record ArcStrength(String from, String to, double strength, double direction) {}
