package org.structlearn.search.exact;

import java.util.function.LongConsumer;
import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.search.StepTeam;

/**
 * The dynamic programme over subsets of Silander and Myllymäki (2006, "A simple approach for
 * finding the globally optimal Bayesian network structure", UAI) and Koivisto and Sood (2004): the
 * best network over a set W of variables has a sink v whose parents come from W \ {v}, so
 *
 * <pre>best(∅) = 0,   best(W) = max over v in W of best(W \ {v}) + bps(v, W \ {v})</pre>
 *
 * where bps(v, C) is the best score of a kept parent set of v inside C, the first of v's {@link
 * ParentSets} (sorted best first) that is a subset of C. The table holds one double per subset
 * (8·2ⁿ bytes), filled in blocks that stay in cache and that the threads share (see {@link #run}).
 * The network is read back from the table by finding, from the full set down, the first sink
 * (lowest index) whose term equals the table entry: the same additions in the same order, so
 * equality is exact. Time O(n·2ⁿ) look-ups, each a scan of a sorted list.
 */
final class OrderDp {
  private final int n;
  private final ParentSets[] sets;
  private final double[] best;

  OrderDp(ParentSets[] sets) {
    this.n = sets.length;
    this.sets = sets;
    this.best = new double[1 << n];
  }

  /** The number of groups of blocks {@link #run} reports for n variables. */
  static int groups(int n) {
    return n - Math.min(BLOCK_BITS, n) + 1;
  }

  /** Low bits of a subset that one block covers: a block is 2^14 doubles, 128 kB, in cache. */
  static final int BLOCK_BITS = 14;

  /**
   * Fills the table. Subsets are split into blocks by their high bits (above {@link #BLOCK_BITS});
   * a block is filled in increasing order (every subset of W that shares W's high bits comes before
   * W), and the blocks whose high bits have j members depend only on blocks with fewer, so they are
   * split among the threads. Reports each finished group of blocks.
   *
   * @return the optimum, best(every variable)
   */
  double run(StepTeam team, Thread owner, Supplier<String> message, LongConsumer groupDone) {
    int low = Math.min(BLOCK_BITS, n);
    int high = n - low;
    int[][] groups = new int[high + 1][];
    int[] fill = new int[high + 1];
    for (int h = 0; h < 1 << high; h++) {
      fill[Integer.bitCount(h)]++;
    }
    for (int j = 0; j <= high; j++) {
      groups[j] = new int[fill[j]];
      fill[j] = 0;
    }
    for (int h = 0; h < 1 << high; h++) {
      int j = Integer.bitCount(h);
      groups[j][fill[j]++] = h;
    }
    for (int j = 0; j <= high; j++) {
      int[] blocks = groups[j];
      java.util.function.IntConsumer work =
          i -> {
            Interrupts.check(owner, message);
            int base = blocks[i] << low;
            for (int l = 0; l < 1 << low; l++) {
              int w = base | l;
              best[w] = w == 0 ? 0 : entry(w);
            }
          };
      if (team == null) {
        for (int i = 0; i < blocks.length; i++) {
          work.accept(i);
        }
      } else {
        team.forEach(blocks.length, 1, work);
      }
      groupDone.accept(j);
    }
    return best[(1 << n) - 1];
  }

  private double entry(int w) {
    double b = Double.NEGATIVE_INFINITY;
    for (int m = w; m != 0; m &= m - 1) {
      int v = Integer.numberOfTrailingZeros(m);
      int rest = w & ~(1 << v);
      double below = best[rest];
      if (below == Double.NEGATIVE_INFINITY) {
        continue;
      }
      int i = sets[v].bestWithin(rest);
      if (i >= 0) {
        double t = below + sets[v].scores()[i];
        if (t > b) {
          b = t;
        }
      }
    }
    return b;
  }

  /** The optimal network's parent masks, read back from the filled table. */
  int[] network() {
    int[] parents = new int[n];
    int w = (1 << n) - 1;
    while (w != 0) {
      boolean found = false;
      for (int m = w; m != 0 && !found; m &= m - 1) {
        int v = Integer.numberOfTrailingZeros(m);
        int rest = w & ~(1 << v);
        int i = best[rest] == Double.NEGATIVE_INFINITY ? -1 : sets[v].bestWithin(rest);
        if (i >= 0 && best[rest] + sets[v].scores()[i] == best[w]) {
          parents[v] = sets[v].masks()[i];
          w = rest;
          found = true;
        }
      }
      if (!found) {
        throw new IllegalStateException("exact search: the table has no sink for subset " + w);
      }
    }
    return parents;
  }
}
