package org.structlearn.constraint;

/**
 * What one level of a skeleton search did: the edges tested with conditioning sets of size {@code
 * level}, the tests asked, the edges removed and the edges left.
 *
 * @param level the conditioning-set size
 * @param edgesTested edges that had a conditioning set of that size to test
 * @param testsAsked tests asked at this level (each answered by the test or the cache)
 * @param rounds batches of tests run (each edge asks at most one test per batch)
 * @param removed edges removed at this level
 * @param remaining edges left after the level
 */
public record LevelSummary(
    int level, int edgesTested, long testsAsked, int rounds, int removed, int remaining) {}
