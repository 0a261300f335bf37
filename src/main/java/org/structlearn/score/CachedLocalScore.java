package org.structlearn.score;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.stats.Family;

/**
 * A decorator that computes each family score once: results are kept by (node, sorted parent set),
 * so a search that meets the same family again (after a reversal, a restart, or in another move's
 * delta) does not count the data again. Thread-safe; counts evaluations of the wrapped score and
 * cache hits. {@link #prefetch} passes on only the families it does not hold.
 */
public final class CachedLocalScore implements LocalScore {
  private final LocalScore inner;
  private final NodeSetCache cache = new NodeSetCache();

  public CachedLocalScore(LocalScore inner) {
    this.inner = inner;
  }

  @Override
  public double local(int node, int[] parents) {
    return cache.get(node, parents, inner::local);
  }

  /** Announces to the wrapped score the families of the batch that are not cached yet. */
  @Override
  public void prefetch(List<Family> families) {
    List<Family> missing = new ArrayList<>();
    for (Family f : families) {
      if (!cache.contains(f.child(), f.parents())) {
        missing.add(f);
      }
    }
    if (!missing.isEmpty()) {
      inner.prefetch(missing);
    }
  }

  /** Calls that found the family in the cache. */
  public long hits() {
    return cache.hits();
  }

  /** Calls that computed the family score (cache misses). */
  public long evaluations() {
    return cache.evaluations();
  }

  /** The wrapped score. */
  public LocalScore inner() {
    return inner;
  }

  @Override
  public double gainBound(int node, int[] parents, int added, double current) {
    return inner.gainBound(node, parents, added, current);
  }

  @Override
  public boolean usesPrefetch() {
    return inner.usesPrefetch();
  }

  @Override
  public boolean isScoreEquivalent() {
    return inner.isScoreEquivalent();
  }

  @Override
  public int nodes() {
    return inner.nodes();
  }

  @Override
  public List<String> names() {
    return inner.names();
  }

  @Override
  public String toString() {
    return inner.toString();
  }
}
