package org.structlearn.search.ges;

import org.structlearn.score.LocalScore;

/**
 * GES's cache of local scores, keyed by the parent set as the search holds it (a bit set of {@link
 * NodeBits#words} longs): one open-addressing table per child, so that a look-up is a hash of a
 * word or two and a probe, with no key object, no boxed value and no parent list built unless the
 * score is computed. A fresh JVM runs a search of some ten thousand look-ups mostly before the JIT
 * has compiled it, where one small method costs less than a concurrent map's path (child's first
 * search, whole-process CPU: 0.196 s with {@code score.CachedLocalScore}, 0.175 s with this cache,
 * medians of six paired runs).
 *
 * <p>Thread-safe: each child's table is guarded by its own lock, held only to look up and to store,
 * never while the wrapped score counts; two threads missing the same family at once both compute it
 * (the same value) and both count an evaluation, as {@code score.CachedLocalScore} does. Memory:
 * about (words + 1) · 8 bytes a family scored, tables doubling at half full.
 */
final class FamilyScores {
  private final LocalScore inner;
  private final int words;
  private final Table[] tables;

  FamilyScores(LocalScore inner, int n) {
    this.inner = inner;
    this.words = NodeBits.words(n);
    this.tables = new Table[n];
    for (int v = 0; v < n; v++) {
      tables[v] = new Table(words);
    }
  }

  /** The wrapped (uncached) score. */
  LocalScore inner() {
    return inner;
  }

  /** The local score of {@code node} with the parents in {@code parents}. */
  double local(int node, long[] parents) {
    Table t = tables[node];
    synchronized (t) {
      int at = t.find(parents);
      if (t.full[at]) {
        t.hits++;
        return t.values[at];
      }
    }
    double s = inner.local(node, NodeBits.members(parents));
    synchronized (t) {
      t.evaluations++;
      int at = t.find(parents);
      if (!t.full[at]) {
        t.put(at, parents, s);
      }
    }
    return s;
  }

  /** s(y, parents ∪ {x}) − s(y, parents), {@code parents} not containing x. */
  double withMinusWithout(int y, long[] parents, int x) {
    long[] with = parents.clone();
    NodeBits.set(with, x);
    return local(y, with) - local(y, parents);
  }

  /** Families scored (misses). */
  long evaluations() {
    long e = 0;
    for (Table t : tables) {
      synchronized (t) {
        e += t.evaluations;
      }
    }
    return e;
  }

  /** Look-ups answered from the cache. */
  long hits() {
    long h = 0;
    for (Table t : tables) {
      synchronized (t) {
        h += t.hits;
      }
    }
    return h;
  }

  /** One child's families: keys in slots of {@code words} longs, linear probing. */
  private static final class Table {
    final int words;
    long[] keys;
    double[] values;
    boolean[] full;
    int size;
    long evaluations;
    long hits;

    Table(int words) {
      this.words = words;
      allocate(16);
    }

    private void allocate(int capacity) {
      keys = new long[capacity * words];
      values = new double[capacity];
      full = new boolean[capacity];
    }

    /** The slot holding {@code set}, or the empty slot where it would go. */
    int find(long[] set) {
      long h = 0;
      for (int i = 0; i < words; i++) {
        h = (h + set[i]) * 0x9E3779B97F4A7C15L;
      }
      int mask = full.length - 1;
      int at = (int) (h ^ (h >>> 29)) & mask;
      while (full[at] && !same(at, set)) {
        at = (at + 1) & mask;
      }
      return at;
    }

    private boolean same(int at, long[] set) {
      int o = at * words;
      for (int i = 0; i < words; i++) {
        if (keys[o + i] != set[i]) {
          return false;
        }
      }
      return true;
    }

    void put(int at, long[] set, double value) {
      System.arraycopy(set, 0, keys, at * words, words);
      values[at] = value;
      full[at] = true;
      if (++size * 2 > full.length) {
        long[] k = keys;
        double[] v = values;
        boolean[] f = full;
        allocate(full.length * 2);
        long[] set2 = new long[words];
        for (int s = 0; s < f.length; s++) {
          if (f[s]) {
            System.arraycopy(k, s * words, set2, 0, words);
            int to = find(set2);
            System.arraycopy(k, s * words, keys, to * words, words);
            values[to] = v[s];
            full[to] = true;
          }
        }
      }
    }
  }
}
