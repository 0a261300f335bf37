package org.structlearn.score;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Scores kept by (node, sorted node set), the cache behind {@link CachedLocalScore} (parent sets)
 * and {@code undirected.CachedBlanketScore} (blankets). Thread-safe; counts hits and evaluations.
 */
public final class NodeSetCache {
  /** The score the cache stands in front of. */
  public interface Scorer {
    double score(int node, int[] set);
  }

  private final ConcurrentHashMap<Key, Double> cache = new ConcurrentHashMap<>();
  private final LongAdder hits = new LongAdder();
  private final LongAdder evaluations = new LongAdder();

  /** The cached score of (node, set), computed by {@code scorer} on a miss. */
  public double get(int node, int[] set, Scorer scorer) {
    Double v = cache.get(new Key(node, set));
    if (v != null) {
      hits.increment();
      return v;
    }
    evaluations.increment();
    double s = scorer.score(node, set);
    cache.putIfAbsent(new Key(node, set.clone()), s);
    return s;
  }

  /** True if (node, set) is cached; neither a hit nor an evaluation. */
  public boolean contains(int node, int[] set) {
    return cache.containsKey(new Key(node, set));
  }

  /** Look-ups answered from the cache. */
  public long hits() {
    return hits.sum();
  }

  /** Scores computed (misses). */
  public long evaluations() {
    return evaluations.sum();
  }

  private record Key(int node, int[] set) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k && k.node == node && Arrays.equals(k.set, set);
    }

    @Override
    public int hashCode() {
      return node * 0x9E3779B9 + Arrays.hashCode(set);
    }
  }
}
