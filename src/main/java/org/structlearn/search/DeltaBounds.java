package org.structlearn.search;

import java.util.Arrays;
import org.structlearn.graph.MutableDag;
import org.structlearn.score.LocalScore;

/**
 * The deltas of a {@link ClimbState} that are bounds: an addition whose bound ({@link
 * LocalScore#gainBound}, computed without counting the larger family) is at most what the best of
 * the other columns' moves already gives, or the search's floor, cannot be the next move taken, so
 * its delta is not computed; the state computes it if the move's slot ever reaches the top. Only
 * additions to a column with parents are bounded (the families of one parent are cheap, and the
 * mirrored deltas of two parentless nodes stay exact).
 */
final class DeltaBounds {
  private final boolean[][] bounded; // delta[i][j] is an upper bound of an addition's delta

  DeltaBounds(int n) {
    this.bounded = new boolean[n][n];
  }

  /** Whether delta[i][j] is a bound. */
  boolean isBound(int i, int j) {
    return bounded[i][j];
  }

  /** delta[i][j] now holds the exact delta. */
  void settle(int i, int j) {
    bounded[i][j] = false;
  }

  /** Every delta of the given columns is about to be set anew. */
  void clear(int[] columns) {
    for (int j : columns) {
      for (boolean[] from : bounded) {
        from[j] = false;
      }
    }
  }

  /**
   * Puts a bound in {@code delta} for each addition among the first {@code count} (column,
   * candidate) pairs whose bound is at most {@code cut}, and moves the pairs left to score (and
   * their families) to the front; returns how many are left.
   */
  int bound(
      MutableDag graph,
      LocalScore score,
      double[] nodeScore,
      double[][] delta,
      double cut,
      int[] columns,
      int[] pairs,
      int[][] families,
      int count) {
    int n = graph.size();
    int left = 0;
    for (int k = 0; k < count; k++) {
      int j = columns[pairs[k] / n];
      int i = pairs[k] % n;
      if (families[k].length > 1 && !graph.hasArc(i, j)) {
        double b = score.gainBound(j, graph.parents(j), i, nodeScore[j]);
        if (b <= cut) {
          delta[i][j] = b;
          bounded[i][j] = true;
          continue;
        }
      }
      pairs[left] = pairs[k];
      families[left++] = families[k];
    }
    return left;
  }

  /** The sorted parent set with {@code i} added if absent, removed if present. */
  static int[] toggled(int[] parents, int i) {
    int pos = Arrays.binarySearch(parents, i);
    if (pos >= 0) {
      int[] out = new int[parents.length - 1];
      System.arraycopy(parents, 0, out, 0, pos);
      System.arraycopy(parents, pos + 1, out, pos, parents.length - pos - 1);
      return out;
    }
    int ins = -pos - 1;
    int[] out = new int[parents.length + 1];
    System.arraycopy(parents, 0, out, 0, ins);
    out[ins] = i;
    System.arraycopy(parents, ins, out, ins + 1, parents.length - ins);
    return out;
  }
}
