package org.structlearn.inference.sampling;

/**
 * SplitMix64 (Steele, Lea and Flood 2014, the generator of {@link java.util.SplittableRandom}) in
 * bulk: the state advances by the golden gamma and each output is the state mixed.
 */
final class SplitMix {
  static final long GOLDEN = 0x9E3779B97F4A7C15L;

  /** (d + 1) * golden for d < CHUNK. */
  private static final long[] STEPS = steps();

  private SplitMix() {}

  private static long[] steps() {
    long[] st = new long[ColumnDraws.CHUNK];
    for (int d = 0; d < st.length; d++) {
      st[d] = (d + 1L) * GOLDEN;
    }
    return st;
  }

  /**
   * The next m (at most CHUNK) outputs from state s, shifted to 53 bits; returns the new state. The
   * loop carries no dependency (output d is mix(s + (d + 1) * golden)), so it runs on vector units,
   * and gives the same numbers as m steps one after another.
   */
  static long bits(long[] bits, int m, long s) {
    long[] steps = STEPS;
    for (int d = 0; d < m; d++) {
      bits[d] = mix(s + steps[d]) >>> 11;
    }
    return s + m * GOLDEN;
  }

  /** SplitMix64's output function. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
