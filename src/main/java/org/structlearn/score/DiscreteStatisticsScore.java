package org.structlearn.score;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import org.structlearn.data.Variable;
import org.structlearn.stats.DiscreteStatistics;
import org.structlearn.stats.Family;
import org.structlearn.stats.FamilyCounts;

/**
 * A discrete score (the formulas of {@link DiscreteScore}) whose counts come from a {@link
 * DiscreteStatistics} source instead of a data set in memory: {@link #prefetch} asks the source for
 * the whole batch in one call (for Spark, one pass over the data) and keeps each table until its
 * family is scored; {@link #local} of a family that was not prefetched counts it alone (a pass of
 * its own, counted by {@link #lonePasses()}). Equal counts give equal scores to the last bit, so
 * over the same rows this score equals {@link DiscreteScore} wherever the in-memory counter keeps a
 * dense table (always when a table has no more cells than about twice the rows).
 *
 * <p>Thread-safe: calls to the source are serialized (a Spark source runs one job at a time);
 * tables wait in a concurrent map. Put a {@link CachedLocalScore} in front, so a family met again
 * is not counted again.
 */
public final class DiscreteStatisticsScore implements LocalScore {
  private final DiscreteStatistics statistics;
  private final DiscreteFormula formula;
  private final List<String> names;
  private final ConcurrentHashMap<Family, FamilyCounts> pending = new ConcurrentHashMap<>();
  private final LongAdder lone = new LongAdder();

  /**
   * Binds a score to a statistics source.
   *
   * @param iss imaginary sample size of BDeu and BDs (ignored by the others); must be positive
   */
  public DiscreteStatisticsScore(
      DiscreteStatistics statistics, DiscreteScoreType type, double iss) {
    this.statistics = statistics;
    this.formula = new DiscreteFormula(type, iss, statistics.rows());
    this.names = statistics.variables().stream().map(Variable::name).toList();
  }

  /** The source the counts come from. */
  public DiscreteStatistics statistics() {
    return statistics;
  }

  /** Yes: a prefetched batch is one call to the source. */
  @Override
  public boolean usesPrefetch() {
    return true;
  }

  /** Counts the families of the batch not already waiting, in one call to the source. */
  @Override
  public void prefetch(List<Family> families) {
    LinkedHashSet<Family> wanted = new LinkedHashSet<>();
    for (Family f : families) {
      if (!pending.containsKey(f)) {
        wanted.add(f);
      }
    }
    if (wanted.isEmpty()) {
      return;
    }
    List<Family> batch = new ArrayList<>(wanted);
    List<FamilyCounts> counts;
    synchronized (statistics) {
      counts = statistics.count(batch);
    }
    for (int i = 0; i < batch.size(); i++) {
      pending.put(batch.get(i), counts.get(i));
    }
  }

  /** The family's score from its prefetched table (then dropped), or from a count of its own. */
  @Override
  public double local(int node, int[] parents) {
    Family f = new Family(node, parents);
    FamilyCounts c = pending.remove(f);
    if (c == null) {
      lone.increment();
      synchronized (statistics) {
        c = statistics.count(f);
      }
    }
    return formula.score(c);
  }

  /** Families scored without being prefetched: each cost the source a pass of its own. */
  public long lonePasses() {
    return lone.sum();
  }

  /** The score of a family from its counts. */
  public double fromCounts(FamilyCounts c) {
    return formula.score(c);
  }

  @Override
  public boolean isScoreEquivalent() {
    return formula.type().isScoreEquivalent();
  }

  @Override
  public int nodes() {
    return names.size();
  }

  @Override
  public List<String> names() {
    return names;
  }

  @Override
  public String toString() {
    return formula.name();
  }
}
