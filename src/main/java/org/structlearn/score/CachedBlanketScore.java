package org.structlearn.score;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * A decorator that computes each blanket score once: results are kept by (node, sorted blanket), so
 * a search over undirected graphs (an exhaustive one meets each of the n·2^(n−1) blankets many
 * times) does not count the data again. Thread-safe; counts evaluations of the wrapped score and
 * cache hits.
 */
public final class CachedBlanketScore implements BlanketScore {
  private final BlanketScore inner;
  private final ConcurrentHashMap<Key, Double> cache = new ConcurrentHashMap<>();
  private final LongAdder hits = new LongAdder();
  private final LongAdder evaluations = new LongAdder();

  public CachedBlanketScore(BlanketScore inner) {
    this.inner = inner;
  }

  @Override
  public double local(int node, int[] blanket) {
    Double v = cache.get(new Key(node, blanket));
    if (v != null) {
      hits.increment();
      return v;
    }
    evaluations.increment();
    double s = inner.local(node, blanket);
    cache.putIfAbsent(new Key(node, blanket.clone()), s);
    return s;
  }

  /** Calls that found the blanket in the cache. */
  public long hits() {
    return hits.sum();
  }

  /** Calls that computed the blanket score (cache misses). */
  public long evaluations() {
    return evaluations.sum();
  }

  /** The wrapped score. */
  public BlanketScore inner() {
    return inner;
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

  private record Key(int node, int[] blanket) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.node == node && Arrays.equals(k.blanket, blanket);
    }

    @Override
    public int hashCode() {
      return node * 0x9E3779B9 + Arrays.hashCode(blanket);
    }
  }
}
