package org.structlearn.citest;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A bounded map with two-generation eviction: new entries go to the young generation; when it holds
 * {@code maxEntries / 2} entries the old generation is dropped and the young one becomes old; a hit
 * in the old generation is copied into the young one. At most {@code maxEntries} entries are held
 * (an entry copied by a hit counts in both generations), plus, while several threads insert at once
 * through {@link #computeIfAbsent}, one per thread. Which entries are evicted depends only on the
 * sequence of calls, so a single thread (or a batch applied in a fixed order) evicts the same
 * entries every run. Reads take no lock; inserts and the generation switch lock this object.
 */
final class Generations<K, V> {
  private final int maxEntries;
  private final int generation;
  private volatile Map<K, V> young = new ConcurrentHashMap<>();
  private volatile Map<K, V> old = new ConcurrentHashMap<>();

  Generations(int maxEntries) {
    if (maxEntries < 2 && maxEntries != 0) {
      throw new IllegalArgumentException("maxEntries must be 0 or >= 2, was " + maxEntries);
    }
    this.maxEntries = maxEntries;
    this.generation = maxEntries / 2;
  }

  int maxEntries() {
    return maxEntries;
  }

  /** The value, or null; a value found only in the old generation is promoted. */
  V get(K key) {
    if (maxEntries == 0) {
      return null;
    }
    V v = young.get(key);
    if (v != null) {
      return v;
    }
    v = old.get(key);
    if (v != null) {
      put(key, v);
    }
    return v;
  }

  /** Stores the value unless the key is held in the young generation already. */
  synchronized void put(K key, V value) {
    if (maxEntries == 0) {
      return;
    }
    young.putIfAbsent(key, value);
    rotateIfFull();
  }

  /**
   * The value, computing it (once per key among concurrent callers of this method, while the key
   * stays in the young generation) if absent from both generations.
   */
  V computeIfAbsent(K key, Function<K, V> compute) {
    if (maxEntries == 0) {
      return compute.apply(key);
    }
    V v = get(key);
    if (v != null) {
      return v;
    }
    v = young.computeIfAbsent(key, compute);
    synchronized (this) {
      rotateIfFull();
    }
    return v;
  }

  private void rotateIfFull() {
    if (young.size() >= generation) {
      old = young;
      young = new ConcurrentHashMap<>();
    }
  }

  /** Entries held in both generations. */
  int size() {
    return young.size() + old.size();
  }
}
