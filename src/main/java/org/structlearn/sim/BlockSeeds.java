package org.structlearn.sim;

/**
 * The seed of each block of rows in the block-parallel samplers: the same function for every
 * sampler, so that block {@code b} of a run with seed {@code s} always draws from the same stream,
 * whatever the thread count.
 */
final class BlockSeeds {
  private BlockSeeds() {}

  /** SplitMix64's finaliser over seed and block index: independent streams per block. */
  static long of(long seed, int block) {
    long z = seed + (block + 1L) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
