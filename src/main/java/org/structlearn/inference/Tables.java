package org.structlearn.inference;

/** Index arithmetic on tables over sets of variables, the first variable varying fastest. */
final class Tables {
  private Tables() {}

  /** Sums a table over the sorted variables {@code from} onto the sorted subset {@code onto}. */
  static double[] sumOnto(double[] table, int[] from, int[] onto, int[] cards) {
    int m = from.length;
    int[] stride = new int[m]; // stride in the output of each variable of `from`, 0 if absent
    int size = 1;
    for (int j = 0, i = 0; j < onto.length; j++) {
      while (from[i] != onto[j]) {
        i++;
      }
      stride[i] = size;
      size *= cards[onto[j]];
    }
    double[] out = new double[size];
    int[] state = new int[m];
    int index = 0;
    for (double x : table) {
      out[index] += x;
      for (int d = 0; d < m; d++) {
        state[d]++;
        index += stride[d];
        if (state[d] < cards[from[d]]) {
          break;
        }
        index -= stride[d] * state[d];
        state[d] = 0;
      }
    }
    return out;
  }

  /** A table over the sorted variables re-laid over the same variables in the given order. */
  static double[] reorder(double[] table, int[] sorted, int[] order, int[] cards) {
    int m = order.length;
    int[] outStride = new int[m]; // stride in the output of sorted variable i
    int s = 1;
    for (int j = 0; j < m; j++) {
      for (int i = 0; i < m; i++) {
        if (sorted[i] == order[j]) {
          outStride[i] = s;
        }
      }
      s *= cards[order[j]];
    }
    double[] out = new double[table.length];
    int[] state = new int[m];
    int index = 0;
    for (double x : table) {
      out[index] = x;
      for (int d = 0; d < m; d++) {
        state[d]++;
        index += outStride[d];
        if (state[d] < cards[sorted[d]]) {
          break;
        }
        index -= outStride[d] * state[d];
        state[d] = 0;
      }
    }
    return out;
  }
}
