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
 * (8·2ⁿ bytes); a layer of subsets of one size depends only on the layer below, so each layer is
 * split among the threads. The network is read back from the table by finding, from the full set
 * down, the first sink (lowest index) whose term equals the table entry: the same additions in the
 * same order, so equality is exact. Time O(n·2ⁿ) look-ups, each a scan of a sorted list.
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

  /** Fills the table, one layer at a time; reports each finished layer (1..n). */
  double run(StepTeam team, Thread owner, Supplier<String> message, LongConsumer layerDone) {
    best[0] = 0;
    int size = 1 << n;
    int chunks = Math.max(1, size >>> 14);
    for (int k = 1; k <= n; k++) {
      int layer = k;
      java.util.function.IntConsumer work =
          c -> {
            Interrupts.check(owner, message);
            int lo = (int) ((long) size * c / chunks);
            int hi = (int) ((long) size * (c + 1) / chunks);
            for (int w = lo; w < hi; w++) {
              if (Integer.bitCount(w) == layer) {
                best[w] = entry(w);
              }
            }
          };
      if (team == null) {
        for (int c = 0; c < chunks; c++) {
          work.accept(c);
        }
      } else {
        team.forEach(chunks, 1, work);
      }
      layerDone.accept(k);
    }
    return best[size - 1];
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
