package org.structlearn.score.undirected;

import java.util.List;
import org.structlearn.score.NodeSetCache;

/**
 * A decorator that computes each blanket score once: results are kept by (node, sorted blanket), so
 * a search over undirected graphs (an exhaustive one meets each of the n·2^(n−1) blankets many
 * times) does not count the data again. Thread-safe; counts evaluations of the wrapped score and
 * cache hits.
 */
public final class CachedBlanketScore implements BlanketScore {
  private final BlanketScore inner;
  private final NodeSetCache cache = new NodeSetCache();

  public CachedBlanketScore(BlanketScore inner) {
    this.inner = inner;
  }

  @Override
  public double local(int node, int[] blanket) {
    return cache.get(node, blanket, inner::local);
  }

  /** Calls that found the blanket in the cache. */
  public long hits() {
    return cache.hits();
  }

  /** Calls that computed the blanket score (cache misses). */
  public long evaluations() {
    return cache.evaluations();
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
}
