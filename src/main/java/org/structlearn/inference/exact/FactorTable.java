package org.structlearn.inference.exact;

import java.util.Arrays;
import java.util.List;
import org.structlearn.model.ModelException;

/**
 * A non-negative table over a sorted set of discrete variables, kept scaled: the factor's value at
 * a configuration is {@code exp(logScale) * values[index]}, with the largest entry of {@code
 * values} 1 after {@link #scaled()}, so products of many small probabilities neither underflow nor
 * lose digits. Entries are laid out with the FIRST (lowest-numbered) variable varying fastest, as
 * in the junction tree's cliques. An immutable value; operations return new tables.
 *
 * <p>Costs: a product over the union of scopes of size S is O(S * f) for f factors; summing or
 * maximising one variable out is O(S).
 */
public final class FactorTable {
  private final int[] vars;
  private final int[] cards;
  private final double[] values;
  private final double logScale;

  private FactorTable(int[] vars, int[] cards, double[] values, double logScale) {
    this.vars = vars;
    this.cards = cards;
    this.values = values;
    this.logScale = logScale;
  }

  /**
   * A table over sorted distinct variables with the given cardinalities and entries (first variable
   * fastest), times {@code exp(logScale)}. The arrays are copied.
   *
   * @throws ModelException if the shapes disagree, the variables are not sorted and distinct, or an
   *     entry is negative, NaN or infinite
   */
  public static FactorTable of(int[] vars, int[] cards, double[] values, double logScale) {
    if (vars.length != cards.length) {
      throw new ModelException(vars.length + " variables but " + cards.length + " cardinalities");
    }
    long size = 1;
    for (int i = 0; i < vars.length; i++) {
      if (i > 0 && vars[i] <= vars[i - 1]) {
        throw new ModelException("factor variables must be sorted: " + Arrays.toString(vars));
      }
      size *= cards[i];
    }
    if (size != values.length) {
      throw new ModelException("a factor over " + size + " states got " + values.length);
    }
    for (double x : values) {
      if (!(x >= 0) || x == Double.POSITIVE_INFINITY) {
        throw new ModelException("a factor entry must be finite and >= 0, was " + x);
      }
    }
    return new FactorTable(vars.clone(), cards.clone(), values.clone(), logScale);
  }

  /** A constant factor with the given log value (no variables). */
  public static FactorTable constant(double logValue) {
    return new FactorTable(new int[0], new int[0], new double[] {1}, logValue);
  }

  /** Adopts the arrays without a copy or check (callers in this package own them). */
  static FactorTable adopt(int[] vars, int[] cards, double[] values, double logScale) {
    return new FactorTable(vars, cards, values, logScale);
  }

  /** The variables, ascending (a copy). */
  public int[] variables() {
    return vars.clone();
  }

  int[] vars() {
    return vars;
  }

  int[] cards() {
    return cards;
  }

  double[] values() {
    return values;
  }

  /** The log of the scale every entry is multiplied by. */
  public double logScale() {
    return logScale;
  }

  /** Number of entries. */
  public int size() {
    return values.length;
  }

  /** The position of a variable in the scope, or -1. */
  int position(int var) {
    return Arrays.binarySearch(vars, var);
  }

  /** The entries, scaled to sum 1 (a copy): the normalised distribution. */
  public double[] normalised() {
    double sum = 0;
    for (double x : values) {
      sum += x;
    }
    double[] p = values.clone();
    if (sum > 0) {
      for (int i = 0; i < p.length; i++) {
        p[i] /= sum;
      }
    }
    return p;
  }

  /** The log of the sum of all entries (times the scale); -Infinity if every entry is 0. */
  public double logSum() {
    double sum = 0;
    for (double x : values) {
      sum += x;
    }
    return sum > 0 ? logScale + Math.log(sum) : Double.NEGATIVE_INFINITY;
  }

  /** This table divided by its largest entry (the log of the divisor added to the scale). */
  FactorTable scaled() {
    double max = 0;
    for (double x : values) {
      max = Math.max(max, x);
    }
    if (max == 0 || max == 1) {
      return this;
    }
    double inv = 1 / max;
    double[] out = new double[values.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = values[i] * inv;
    }
    return new FactorTable(vars, cards, out, logScale + Math.log(max));
  }

  /** The table with variable {@code var} fixed at {@code level} (var leaves the scope). */
  FactorTable reduce(int var, int level) {
    int pos = position(var);
    if (pos < 0) {
      return this;
    }
    int stride = 1;
    for (int i = 0; i < pos; i++) {
      stride *= cards[i];
    }
    int card = cards[pos];
    int[] nv = remove(vars, pos);
    int[] nc = remove(cards, pos);
    double[] out = new double[values.length / card];
    int inner = stride;
    int block = stride * card;
    int k = 0;
    for (int base = 0; base < values.length; base += block) {
      for (int j = 0; j < inner; j++) {
        out[k++] = values[base + level * stride + j];
      }
    }
    return new FactorTable(nv, nc, out, logScale).scaled();
  }

  /**
   * Sums ({@code max == false}) or maximises ({@code max == true}) variable {@code var} out.
   *
   * @throws IllegalStateException if the variable is not in the scope
   */
  FactorTable eliminate(int var, boolean max) {
    int pos = position(var);
    if (pos < 0) {
      throw new IllegalStateException("variable " + var + " is not in " + Arrays.toString(vars));
    }
    int stride = 1;
    for (int i = 0; i < pos; i++) {
      stride *= cards[i];
    }
    int card = cards[pos];
    double[] out = new double[values.length / card];
    int block = stride * card;
    int k = 0;
    for (int base = 0; base < values.length; base += block) {
      for (int j = 0; j < stride; j++) {
        double acc = 0;
        for (int s = 0, at = base + j; s < card; s++, at += stride) {
          double x = values[at];
          acc = max ? Math.max(acc, x) : acc + x;
        }
        out[k++] = acc;
      }
    }
    return new FactorTable(remove(vars, pos), remove(cards, pos), out, logScale).scaled();
  }

  /**
   * The product of the factors, over the union of their scopes.
   *
   * @param cardinalities the cardinality of every variable (indexed by variable)
   * @param maxEntries the largest product accepted
   * @throws ModelException if the product would have more than {@code maxEntries} entries
   */
  static FactorTable product(List<FactorTable> factors, int[] cardinalities, long maxEntries) {
    if (factors.size() == 1) {
      return factors.get(0);
    }
    int[] union =
        factors.stream().flatMapToInt(f -> Arrays.stream(f.vars)).distinct().sorted().toArray();
    int m = union.length;
    int[] uc = new int[m];
    long size = 1;
    for (int i = 0; i < m; i++) {
      uc[i] = cardinalities[union[i]];
      size *= uc[i];
      if (size > maxEntries) {
        throw new ModelException(
            "variable elimination would need a table over "
                + m
                + " variables with more than "
                + maxEntries
                + " entries; raise the limit or use a sampling method");
      }
    }
    int f = factors.size();
    int[][] stride = new int[f][m]; // stride of union variable i in factor j, 0 if absent
    double[][] vals = new double[f][];
    double logScale = 0;
    for (int j = 0; j < f; j++) {
      FactorTable t = factors.get(j);
      vals[j] = t.values;
      logScale += t.logScale;
      int s = 1;
      for (int p = 0, i = 0; p < t.vars.length; p++) {
        while (union[i] != t.vars[p]) {
          i++;
        }
        stride[j][i] = s;
        s *= t.cards[p];
      }
    }
    double[] out = new double[(int) size];
    int[] idx = new int[f];
    int[] state = new int[m];
    for (int e = 0; e < out.length; e++) {
      double v = 1;
      for (int j = 0; j < f; j++) {
        v *= vals[j][idx[j]];
      }
      out[e] = v;
      for (int d = 0; d < m; d++) { // advance the odometer, first variable fastest
        state[d]++;
        for (int j = 0; j < f; j++) {
          idx[j] += stride[j][d];
        }
        if (state[d] < uc[d]) {
          break;
        }
        for (int j = 0; j < f; j++) {
          idx[j] -= stride[j][d] * state[d];
        }
        state[d] = 0;
      }
    }
    return new FactorTable(union, uc, out, logScale).scaled();
  }

  /** The entry index of a full assignment of this table's variables ({@code levels} by var). */
  int index(int[] levelsByVar) {
    int index = 0;
    int stride = 1;
    for (int i = 0; i < vars.length; i++) {
      index += levelsByVar[vars[i]] * stride;
      stride *= cards[i];
    }
    return index;
  }

  private static int[] remove(int[] a, int pos) {
    int[] out = new int[a.length - 1];
    System.arraycopy(a, 0, out, 0, pos);
    System.arraycopy(a, pos + 1, out, pos, a.length - pos - 1);
    return out;
  }

  @Override
  public String toString() {
    return "FactorTable" + Arrays.toString(vars) + " (" + values.length + " entries)";
  }
}
