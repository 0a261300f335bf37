package org.structlearn.search.exact;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.structlearn.Interrupts;
import org.structlearn.score.LocalScore;

/**
 * The candidate parent sets of one node that can be in an optimal network, best first (de Campos
 * and Ji 2011): a set is kept only if it scores strictly more than every subset of it that is also
 * allowed (a network that used the set could swap in the better subset without creating a cycle,
 * Lemma 1), and the supersets of a set are not generated when {@link ScoreBound} shows none can be
 * kept. Sets are generated level by level (by size), each once; a set is scored only if every one
 * of its immediate subsets was generated and left open. Sets are bitmasks over the columns.
 *
 * @param masks the kept sets, by score descending, equal scores by mask ascending
 * @param scores their local scores
 * @param scored how many sets were scored (local score evaluations)
 * @param union the columns some kept set contains
 * @param without the look-up index of {@link #bestWithin}
 */
record ParentSets(int[] masks, double[] scores, long scored, int union, long[] without) {

  /**
   * The kept sets with the look-up index of {@link #bestWithin}: {@code without[p·w + k]} has bit j
   * of word k set when set 64k + j does not contain column p (w words per column).
   */
  ParentSets(int[] masks, double[] scores, long scored) {
    this(masks, scores, scored, unionOf(masks), index(masks));
  }

  private static int unionOf(int[] masks) {
    int u = 0;
    for (int m : masks) {
      u |= m;
    }
    return u;
  }

  private static long[] index(int[] masks) {
    int words = (masks.length + 63) >>> 6;
    long[] without = new long[32 * words];
    for (int p = 0; p < 32; p++) {
      for (int i = 0; i < masks.length; i++) {
        if ((masks[i] & (1 << p)) == 0) {
          without[p * words + (i >>> 6)] |= 1L << i;
        }
      }
    }
    return without;
  }

  /**
   * The best kept set that is a subset of {@code allowed}, as an index, or -1 if none is: the first
   * set bit of the AND, over the columns some kept set uses and {@code allowed} lacks, of the sets
   * without that column. Word by word, stopping at the first word with a survivor (the best sets
   * come first, so usually the first word), so O(columns lacking) per call.
   */
  int bestWithin(int allowed) {
    int absent = union & ~allowed;
    int words = (masks.length + 63) >>> 6;
    for (int k = 0; k < words; k++) {
      long acc = k == words - 1 && (masks.length & 63) != 0 ? (1L << masks.length) - 1 : -1L;
      for (int m = absent; m != 0 && acc != 0; m &= m - 1) {
        acc &= without[Integer.numberOfTrailingZeros(m) * words + k];
      }
      if (acc != 0) {
        return (k << 6) + Long.numberOfTrailingZeros(acc);
      }
    }
    return -1;
  }

  /** One generated set: its score, the best score of its generated subsets, whether it is open. */
  private record Node(double score, double sub, boolean open) {
    double upTo() {
      return Math.max(score, sub);
    }
  }

  /**
   * The kept sets of {@code node}.
   *
   * @param allowed the columns that may be parents (a bitmask)
   * @param required the columns that must be parents (a subset of {@code allowed})
   * @param maxParents the in-degree bound
   * @param bound the superset bound, or null
   * @param owner the thread that started the search (checked for interrupts)
   */
  static ParentSets of(
      LocalScore score,
      int node,
      int allowed,
      int required,
      int maxParents,
      ScoreBound bound,
      Thread owner,
      Supplier<String> message) {
    double maxLoglik =
        bound == null ? Double.NaN : bound.maxLoglik(node, members(allowed | required));
    Map<Integer, Node> level = new HashMap<>();
    List<Integer> keptMasks = new ArrayList<>();
    List<Double> keptScores = new ArrayList<>();
    double s0 = score.local(node, members(required));
    long scored = 1;
    boolean open0 =
        Integer.bitCount(required) < maxParents
            && (bound == null || !bound.closes(node, required, allowed & ~required, maxLoglik, s0));
    level.put(required, new Node(s0, Double.NEGATIVE_INFINITY, open0));
    keptMasks.add(required);
    keptScores.add(s0);
    int free = allowed & ~required;
    while (!level.isEmpty()) {
      Map<Integer, Node> next = new HashMap<>();
      Integer[] sets = level.keySet().toArray(new Integer[0]);
      Arrays.sort(sets);
      for (int s : sets) {
        if (!level.get(s).open()) {
          continue;
        }
        int extra = s & ~required;
        int highest = extra == 0 ? -1 : 31 - Integer.numberOfLeadingZeros(extra);
        for (int m = free & ~s & (highest == 31 ? 0 : -1 << (highest + 1)); m != 0; m &= m - 1) {
          Interrupts.check(owner, message);
          int t = s | Integer.lowestOneBit(m);
          double sub = Double.NEGATIVE_INFINITY;
          boolean useful = true;
          for (int q = t & ~required; q != 0 && useful; q &= q - 1) {
            Node below = level.get(t & ~Integer.lowestOneBit(q));
            if (below == null || !below.open()) {
              useful = false;
            } else {
              sub = Math.max(sub, below.upTo());
            }
          }
          if (!useful) {
            continue;
          }
          double st = score.local(node, members(t));
          scored++;
          if (st > sub) {
            keptMasks.add(t);
            keptScores.add(st);
          }
          double upTo = Math.max(st, sub);
          boolean open =
              Integer.bitCount(t) < maxParents
                  && (free & ~t) != 0
                  && (bound == null || !bound.closes(node, t, free & ~t, maxLoglik, upTo));
          next.put(t, new Node(st, sub, open));
        }
      }
      level = next;
    }
    return sorted(keptMasks, keptScores, scored);
  }

  private static ParentSets sorted(List<Integer> masks, List<Double> scores, long scored) {
    Integer[] order = new Integer[masks.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    Arrays.sort(
        order,
        (a, b) -> {
          int c = Double.compare(scores.get(b), scores.get(a));
          return c != 0 ? c : Integer.compare(masks.get(a), masks.get(b));
        });
    int[] m = new int[order.length];
    double[] s = new double[order.length];
    for (int i = 0; i < order.length; i++) {
      m[i] = masks.get(order[i]);
      s[i] = scores.get(order[i]);
    }
    return new ParentSets(m, s, scored);
  }

  static int[] members(int mask) {
    int[] out = new int[Integer.bitCount(mask)];
    int j = 0;
    for (int m = mask; m != 0; m &= m - 1) {
      out[j++] = Integer.numberOfTrailingZeros(m);
    }
    return out;
  }
}
