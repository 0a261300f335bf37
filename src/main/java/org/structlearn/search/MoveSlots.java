package org.structlearn.search;

import java.util.Arrays;

/**
 * The values of all move slots and the query the search needs: the best value, and the first slot
 * in scan order that reaches a threshold. Backed by a {@link MoveTree} (O(log m) per query) or,
 * with the priority structure switched off, by a plain array scanned in full (O(m)); both answer
 * identically.
 */
final class MoveSlots {
  private final MoveTree tree;
  private final double[] plain;

  MoveSlots(int slots, boolean priorityQueue) {
    if (priorityQueue) {
      tree = new MoveTree(slots);
      plain = null;
    } else {
      tree = null;
      plain = new double[slots];
      Arrays.fill(plain, Double.NEGATIVE_INFINITY);
    }
  }

  double get(int slot) {
    return tree != null ? tree.get(slot) : plain[slot];
  }

  void set(int slot, double value) {
    if (tree != null) {
      tree.set(slot, value);
    } else {
      plain[slot] = value;
    }
  }

  double max() {
    if (tree != null) {
      return tree.max();
    }
    double m = Double.NEGATIVE_INFINITY;
    for (double v : plain) {
      m = Math.max(m, v);
    }
    return m;
  }

  int firstAtLeast(double threshold) {
    if (tree != null) {
      return tree.firstAtLeast(threshold);
    }
    for (int i = 0; i < plain.length; i++) {
      if (plain[i] >= threshold) {
        return i;
      }
    }
    return -1;
  }
}
