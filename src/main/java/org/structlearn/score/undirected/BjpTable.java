package org.structlearn.score.undirected;

import java.util.function.IntConsumer;
import org.structlearn.StructlearnException;
import org.structlearn.citest.CachedCiTest;

/**
 * {@link BjpScore} tabulated for enumeration over small domains: every CI assertion BJP can make on
 * n &lt;= {@value #MAX_NODES} variables is computed once, and summed up front, so that scoring a
 * graph is an order by degree and n array look-ups instead of n(n − 1)/2 cache queries. Exhaustive
 * search over six variables scores 32,768 graphs.
 *
 * <p><b>Tables.</b> For node v, blanket B (a set of the other nodes) and node w ∉ {v}, the term
 * t(v, w, B) is ln P(v not⊥ w | B ∖ {w}) if w ∈ B and ln P(v ⊥ w | B) if not: the assertion BJP
 * makes about the pair from v's blanket. All of them come from the score's {@link CachedCiTest},
 * queried as {@link BjpScore#score} queries it: n(n − 1)·2^(n − 2) queries (480 for n = 6), half of
 * them answered by the cache. Then for every v, B and set L of later nodes, S(v, B, L) = Σ_{w ∈ L}
 * t(v, w, B), added in ascending w from 0.0: n·4^(n − 1) sums (6,144 for n = 6, 131,072 for n = 8).
 *
 * <p><b>Scoring.</b> With each node's key (degree, rank of its name), the later set of v is the
 * nodes with a larger key, and BJP(G) = Σ_v S(v, MB(v), later(v)), added in node order: the same
 * terms in the same order as {@link BjpScore#score}, so {@link #score(int[])} returns exactly, bit
 * for bit, what the score returns for the same graph.
 *
 * <p>Graphs are given as adjacency bit masks: bit w of {@code adjacency[v]} set iff v and w are
 * adjacent, nodes in the score's column order. Thread-safe once built (read-only arrays).
 */
public final class BjpTable {
  /** The most variables tabulated (the exhaustive search's limit). */
  public static final int MAX_NODES = 8;

  private final int n;
  private final int[] nameRank; // rank of each node's name among all names
  private final int others; // n − 1
  private final double[] sums; // [v][B compressed][L compressed], masks over the n − 1 others

  /**
   * Tabulates {@code score}'s assertions. {@code runner} runs the per-node work, given the number
   * of nodes: {@code count -> for (i < count) task.accept(i)} in one thread, or spread over a pool
   * (the cache is thread-safe; the table does not depend on the order).
   *
   * @throws StructlearnException if the score has more than {@value #MAX_NODES} variables
   */
  public BjpTable(BjpScore score, TaskRunner runner) {
    this.n = score.nodes();
    if (n > MAX_NODES) {
      throw new StructlearnException(
          "BJP is tabulated for at most " + MAX_NODES + " variables, the score has " + n);
    }
    this.nameRank = BjpOrder.nameRanks(score.names());
    this.others = Math.max(0, n - 1);
    this.sums = new double[n << (2 * others)];
    CachedCiTest tests = score.tests();
    runner.run(n, v -> fill(tests, v));
  }

  /** The sums of node v: terms t(v, w, B) for every w and B, then S(v, B, L) for every B and L. */
  private void fill(CachedCiTest tests, int v) {
    int size = 1 << others;
    double[][] term = new double[others][size]; // [w compressed][B compressed]
    for (int j = 0; j < others; j++) {
      int w = j < v ? j : j + 1;
      for (int b = 0; b < size; b++) {
        int[] blanket = members(v, b);
        term[j][b] =
            (b >>> j & 1) != 0
                ? tests.test(v, w, CiScores.without(blanket, w)).logPosteriorDependence()
                : tests.test(v, w, blanket).logPosteriorIndependence();
      }
    }
    int base = v << (2 * others);
    for (int b = 0; b < size; b++) {
      int row = base + (b << others);
      sums[row] = 0.0;
      for (int l = 1; l < size; l++) {
        int high = 31 - Integer.numberOfLeadingZeros(l); // the last w, added last
        sums[row + l] = sums[row + (l & ~(1 << high))] + term[high][b];
      }
    }
  }

  /** Runs a task for each index below a count, in any order and on any threads. */
  @FunctionalInterface
  public interface TaskRunner {
    void run(int count, IntConsumer task);

    /** Runs every task in the calling thread, in index order. */
    static TaskRunner sequential() {
      return (count, task) -> {
        for (int i = 0; i < count; i++) {
          task.accept(i);
        }
      };
    }
  }

  /** Number of variables. */
  public int nodes() {
    return n;
  }

  /** Number of CI queries made to build the table: n(n − 1)·2^(n − 2). */
  public long queries() {
    return (long) n * others << Math.max(0, n - 2);
  }

  /**
   * The BJP of the graph with these adjacency masks (see the class comment), equal to {@link
   * BjpScore#score} of the same graph.
   *
   * @param adjacency one mask per node, symmetric, no self loops (not checked)
   */
  public double score(int[] adjacency) {
    return score(adjacency, new int[n]);
  }

  /**
   * As {@link #score(int[])}, with caller-owned scratch space for the nodes' keys (one cursor per
   * thread keeps one array, so scoring allocates nothing).
   *
   * @param keys scratch, at least n long
   */
  public double score(int[] adjacency, int[] keys) {
    for (int v = 0; v < n; v++) {
      keys[v] = BjpOrder.key(Integer.bitCount(adjacency[v]), nameRank[v], MAX_NODES);
    }
    double sum = 0;
    for (int v = 0; v < n; v++) {
      int kv = keys[v];
      int later = 0; // over the others, compressed: bit j is node j (j < v) or j + 1; branch-free
      for (int w = 0; w < v; w++) {
        later |= ((kv - keys[w]) >>> 31) << w; // 1 iff keys[w] > kv
      }
      for (int w = v + 1; w < n; w++) {
        later |= ((kv - keys[w]) >>> 31) << (w - 1);
      }
      sum += sums[(v << (2 * others)) + (compress(adjacency[v], v) << others) + later];
    }
    return sum;
  }

  /** The mask without v's bit, the bits above v moved down one. */
  private static int compress(int mask, int v) {
    int low = mask & ((1 << v) - 1);
    return low | (mask >>> (v + 1)) << v;
  }

  /** The nodes of a compressed mask over v's others, ascending. */
  private static int[] members(int v, int compressed) {
    int[] out = new int[Integer.bitCount(compressed)];
    int k = 0;
    for (int j = 0; compressed >>> j != 0; j++) {
      if ((compressed >>> j & 1) != 0) {
        out[k++] = j < v ? j : j + 1;
      }
    }
    return out;
  }

  @Override
  public String toString() {
    return "BjpTable(" + n + " variables, " + queries() + " CI queries)";
  }
}
