package org.structlearn.score;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * A decorator that computes each family score once: results are kept by (node, sorted parent set),
 * so a search that meets the same family again (after a reversal, a restart, or in another move's
 * delta) does not count the data again. Thread-safe; counts evaluations of the wrapped score and
 * cache hits.
 */
public final class CachedLocalScore implements LocalScore {
  private final LocalScore inner;
  private final ConcurrentHashMap<Family, Double> cache = new ConcurrentHashMap<>();
  private final LongAdder hits = new LongAdder();
  private final LongAdder evaluations = new LongAdder();

  public CachedLocalScore(LocalScore inner) {
    this.inner = inner;
  }

  @Override
  public double local(int node, int[] parents) {
    Family key = new Family(node, parents);
    Double v = cache.get(key);
    if (v != null) {
      hits.increment();
      return v;
    }
    evaluations.increment();
    double s = inner.local(node, parents);
    cache.putIfAbsent(new Family(node, parents.clone()), s);
    return s;
  }

  /** Calls that found the family in the cache. */
  public long hits() {
    return hits.sum();
  }

  /** Calls that computed the family score (cache misses). */
  public long evaluations() {
    return evaluations.sum();
  }

  /** The wrapped score. */
  public LocalScore inner() {
    return inner;
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

  private record Family(int node, int[] parents) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Family f && f.node == node && Arrays.equals(f.parents, parents);
    }

    @Override
    public int hashCode() {
      return node * 0x9E3779B9 + Arrays.hashCode(parents);
    }
  }
}
