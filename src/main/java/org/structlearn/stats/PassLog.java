package org.structlearn.stats;

/**
 * What a {@link DiscreteStatistics} source has spent answering: the passes over the data it made,
 * the families they counted, and the seconds they took. A pass is one read of the data (for Spark
 * one job over the cached partitions; in memory one batch, whose families are counted one after
 * another).
 *
 * @param passes passes over the data since the source was made
 * @param families families counted in those passes
 * @param seconds wall-clock seconds spent in those passes
 * @param lastSeconds the seconds of the latest pass, 0 before the first
 */
public record PassLog(long passes, long families, double seconds, double lastSeconds) {

  /** No passes yet. */
  public static final PassLog NONE = new PassLog(0, 0, 0, 0);

  /** This log with one more pass of {@code families} families that took {@code seconds}. */
  public PassLog plus(int families, double seconds) {
    return new PassLog(passes + 1, this.families + families, this.seconds + seconds, seconds);
  }

  /** The mean seconds per pass, 0 before the first. */
  public double secondsPerPass() {
    return passes == 0 ? 0 : seconds / passes;
  }

  @Override
  public String toString() {
    return String.format(
        java.util.Locale.ROOT,
        "%d passes, %d families, %.3f s (%.3f s per pass)",
        passes,
        families,
        seconds,
        secondsPerPass());
  }
}
