package org.structlearn.search;

import java.util.Arrays;

/**
 * A max segment tree over move slots: the priority structure of hill climbing. Setting a slot costs
 * O(log m); the maximum is read in O(1); {@link #firstAtLeast(double)} finds the first slot in slot
 * order whose value reaches a threshold in O(log m), which implements the tie rule (the first move
 * in bnlearn's scan order among those within a tolerance of the best).
 */
final class MoveTree {
  private final int leaves;
  private final int size; // power of two >= leaves
  private final double[] tree;

  MoveTree(int leaves) {
    this.leaves = leaves;
    int s = 1;
    while (s < leaves) {
      s <<= 1;
    }
    this.size = s;
    this.tree = new double[2 * s];
    Arrays.fill(tree, Double.NEGATIVE_INFINITY);
  }

  int leaves() {
    return leaves;
  }

  double get(int slot) {
    return tree[size + slot];
  }

  void set(int slot, double value) {
    int i = size + slot;
    if (tree[i] == value) {
      return;
    }
    tree[i] = value;
    for (i >>= 1; i >= 1; i >>= 1) {
      double m = Math.max(tree[2 * i], tree[2 * i + 1]);
      if (tree[i] == m) {
        break;
      }
      tree[i] = m;
    }
  }

  double max() {
    return tree[1];
  }

  /** The smallest slot whose value is at least {@code threshold}, or -1. */
  int firstAtLeast(double threshold) {
    if (!(tree[1] >= threshold)) {
      return -1;
    }
    int i = 1;
    while (i < size) {
      i = tree[2 * i] >= threshold ? 2 * i : 2 * i + 1;
    }
    return i - size;
  }
}
