package org.structlearn.inference.sampling;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Likelihood weighting's weights as tables over the unobserved parents' columns. An observed node
 * contributes P(observed level | parents) to every draw's weight; with its observed parents fixed
 * that is a table over its unobserved parents. A table whose parents are a subset of another's is
 * multiplied into it (an entry of the product is the product of the factors a draw would have
 * multiplied one by one), so a draw's weight takes one lookup per merged table: the weight of every
 * draw is the same product, reordered. A merge that would bring a nonzero entry below 2^-500 is not
 * made (the draws' weights are rescaled one factor at a time instead). A table without parents is a
 * constant.
 */
final class WeightTables {
  private static final double FLOOR = 0x1p-500;

  private WeightTables() {}

  /**
   * A table over columns: entry index sum level(cols[j]) * strides[j], strides the mixed radix of
   * the columns' levels in the order of cols (ascending).
   */
  record Group(int[] cols, int[] strides, double[] table) {
    /** The least nonzero entry (1 if none): a lower bound of what a weight is multiplied by. */
    double least() {
      double m = 1;
      for (double x : table) {
        if (x > 0) {
          m = Math.min(m, x);
        }
      }
      return m;
    }
  }

  /** An observed node's table: prob[(offset + sum level_j * nodeStrides_j) * r + h]. */
  static Group of(
      int[] cols, int[] nodeStrides, int offset, double[] prob, int r, int h, int[] colCard) {
    int k = cols.length;
    Integer[] order = new Integer[k];
    for (int j = 0; j < k; j++) {
      order[j] = j;
    }
    java.util.Arrays.sort(order, Comparator.comparingInt(j -> cols[j]));
    int[] sorted = new int[k];
    int[] nodeSt = new int[k];
    for (int j = 0; j < k; j++) {
      sorted[j] = cols[order[j]];
      nodeSt[j] = nodeStrides[order[j]];
    }
    int[] strides = strides(sorted, colCard);
    int size = size(sorted, colCard);
    double[] table = new double[size];
    for (int idx = 0; idx < size; idx++) {
      int cfg = offset;
      int rest = idx;
      for (int j = 0; j < k; j++) {
        cfg += (rest % colCard[sorted[j]]) * nodeSt[j];
        rest /= colCard[sorted[j]];
      }
      table[idx] = prob[cfg * r + h];
    }
    return new Group(sorted, strides, table);
  }

  /** Merges each table into the first larger one whose columns contain its own. */
  static List<Group> merge(List<Group> groups, int[] colCard) {
    List<Group> sorted = new ArrayList<>(groups);
    sorted.sort(Comparator.comparingInt((Group g) -> -g.cols().length));
    List<Group> merged = new ArrayList<>();
    for (Group g : sorted) {
      boolean done = false;
      for (int i = 0; i < merged.size() && !done; i++) {
        Group into = merged.get(i);
        if (contains(into.cols(), g.cols())) {
          double[] product = product(into, g, colCard);
          if (product != null) {
            merged.set(i, new Group(into.cols(), into.strides(), product));
            done = true;
          }
        }
      }
      if (!done) {
        merged.add(new Group(g.cols(), g.strides(), g.table().clone()));
      }
    }
    return merged;
  }

  /**
   * into's table times g's (g's columns a subset of into's), or null if an entry gets too small.
   */
  private static double[] product(Group into, Group g, int[] colCard) {
    int[] cols = into.cols();
    int[] gStride = new int[cols.length]; // the stride in g of each of into's columns, or 0
    for (int j = 0; j < cols.length; j++) {
      for (int i = 0; i < g.cols().length; i++) {
        if (g.cols()[i] == cols[j]) {
          gStride[j] = g.strides()[i];
        }
      }
    }
    double[] out = into.table().clone();
    for (int idx = 0; idx < out.length; idx++) {
      int gi = 0;
      int rest = idx;
      for (int j = 0; j < cols.length; j++) {
        gi += (rest % colCard[cols[j]]) * gStride[j];
        rest /= colCard[cols[j]];
      }
      out[idx] *= g.table()[gi];
      if (out[idx] > 0 && out[idx] < FLOOR) {
        return null;
      }
    }
    return out;
  }

  private static boolean contains(int[] big, int[] small) {
    for (int x : small) {
      boolean found = false;
      for (int y : big) {
        found |= x == y;
      }
      if (!found) {
        return false;
      }
    }
    return true;
  }

  private static int[] strides(int[] cols, int[] colCard) {
    int[] st = new int[cols.length];
    int s = 1;
    for (int j = 0; j < cols.length; j++) {
      st[j] = s;
      s *= colCard[cols[j]];
    }
    return st;
  }

  private static int size(int[] cols, int[] colCard) {
    int s = 1;
    for (int c : cols) {
      s *= colCard[c];
    }
    return s;
  }
}
