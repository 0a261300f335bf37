package org.structlearn.model;

import java.util.Arrays;

/**
 * One thread's workspace for a {@link JunctionTree}, and the calibrated tree it holds after {@link
 * #calibrate(double[][])}: the probability of the evidence and the posterior of every clique,
 * family and node. Hugin propagation (Jensen, Lauritzen and Olesen 1990) in two passes from the
 * leaves to clique 0 and back, with scaling: each evidence vector is divided by its largest entry
 * and each upward message by its sum, the logarithms of the divisors summing to the log
 * probability, so many small likelihoods do not underflow.
 *
 * <p>Not thread-safe: each thread makes its own with {@link JunctionTree#newCalibration()}. All
 * buffers are allocated once; {@link #calibrate} allocates nothing, and a query answers for the
 * last calibration until the next one.
 */
public final class Calibration {
  private final JunctionTree tree;
  private final double[][] tables;
  private final double[][] messages; // the scaled message each non-root clique sent up
  private final double[] scales;
  private final double[] buffer;
  private final double[][] scaled; // per node, the evidence divided by its largest entry
  private double logProbability = Double.NaN;
  private double
      scaleLog; // log P(e) = scaleLog + log(scaleProduct), folded to avoid a log per step
  private double scaleProduct;
  private boolean possible;
  private double rawLogSum;

  Calibration(JunctionTree tree) {
    this.tree = tree;
    int k = tree.cliques.length;
    this.tables = new double[k][];
    this.messages = new double[k][];
    for (int c = 0; c < k; c++) {
      tables[c] = new double[tree.sizes[c]];
      messages[c] = new double[tree.separatorSizes[c]];
    }
    this.scales = new double[k];
    this.buffer = new double[tree.maxSeparatorSize()];
    this.scaled = new double[tree.cards.length][];
    for (int v = 0; v < scaled.length; v++) {
      scaled[v] = new double[tree.cards[v]];
    }
  }

  /**
   * Enters the evidence and propagates. {@code evidence[v]} is null for no evidence on node {@code
   * v}, else a vector of {@code cardinality(v)} non-negative finite likelihoods {@code P(what was
   * seen | v = k)} (a one-hot vector for hard evidence); only ratios within a vector matter to the
   * posterior, but their scale enters {@link #logProbabilityOfEvidence()}. Evidence of probability
   * 0 is allowed: then the log probability is {@code -Infinity} and the posteriors do not exist.
   *
   * @return this
   * @throws ModelException if the array does not have one entry per node, or a vector has the wrong
   *     length or a negative, NaN or infinite entry (naming the node)
   */
  public Calibration calibrate(double[][] evidence) {
    if (evidence.length != tree.cards.length) {
      throw new ModelException(
          "evidence was given for "
              + evidence.length
              + " nodes but the network has "
              + tree.cards.length
              + "; give one entry per node, null for none");
    }
    logProbability = Double.NaN; // until this call completes
    scaleLog = 0;
    scaleProduct = 1;
    possible = true;
    for (int c = 0; c < tables.length; c++) {
      System.arraycopy(tree.prior[c], 0, tables[c], 0, tables[c].length);
    }
    for (int v = 0; v < evidence.length && possible; v++) {
      if (evidence[v] != null) {
        enter(v, evidence[v]);
      }
    }
    if (possible) {
      collect();
    }
    if (possible) {
      distribute();
    }
    rawLogSum = possible ? scaleLog + Math.log(scaleProduct) : Double.NEGATIVE_INFINITY;
    logProbability = possible ? rawLogSum - tree.logPriorSum() : Double.NEGATIVE_INFINITY;
    return this;
  }

  private void enter(int v, double[] e) {
    double[] s = scaled[v];
    if (e.length != s.length) {
      throw new ModelException(
          "evidence on node '"
              + tree.name(v)
              + "' has "
              + e.length
              + " entries but the node has "
              + s.length
              + " levels");
    }
    double max = 0;
    for (double x : e) {
      if (!(x >= 0) || x == Double.POSITIVE_INFINITY) {
        throw new ModelException(
            "evidence on node '"
                + tree.name(v)
                + "' has the entry "
                + x
                + "; likelihoods must be finite and >= 0");
      }
      max = Math.max(max, x);
    }
    if (max == 0) {
      possible = false;
      return;
    }
    double inv = 1 / max;
    for (int k = 0; k < s.length; k++) {
      s[k] = e[k] * inv;
    }
    double[] t = tables[tree.homeClique[v]];
    int stride = tree.homeStride[v];
    int block = stride * s.length;
    for (int base = 0; base < t.length; base += block) {
      for (int k = 0, i = base; k < s.length; k++) {
        double f = s[k];
        for (int end = i + stride; i < end; i++) {
          t[i] *= f;
        }
      }
    }
    scaleBy(max);
  }

  /** Multiplies the running normaliser by a positive finite factor. */
  private void scaleBy(double x) {
    if (x < 1e-100 || x > 1e100) {
      scaleLog += Math.log(x);
      return;
    }
    scaleProduct *= x;
    if (scaleProduct < 1e-150 || scaleProduct > 1e150) {
      scaleLog += Math.log(scaleProduct);
      scaleProduct = 1;
    }
  }

  /** Leaves to root, scaling each message to sum 1; sets possible false on a zero sum. */
  private void collect() {
    int[] order = tree.order;
    for (int idx = order.length - 1; idx >= 1; idx--) {
      int c = order[idx];
      double[] t = tables[c];
      double[] msg = messages[c];
      Arrays.fill(msg, 0);
      int[] toSep = tree.childToSeparator[c];
      for (int i = 0; i < t.length; i++) {
        msg[toSep[i]] += t[i];
      }
      double sum = 0;
      for (double x : msg) {
        sum += x;
      }
      if (!(sum > 0)) {
        possible = false;
        return;
      }
      double inv = 1 / sum;
      for (int j = 0; j < msg.length; j++) {
        msg[j] *= inv;
      }
      scales[c] = sum;
      scaleBy(sum);
      double[] tp = tables[tree.parent[c]];
      int[] fromParent = tree.parentToSeparator[c];
      for (int i = 0; i < tp.length; i++) {
        tp[i] *= msg[fromParent[i]];
      }
    }
    double[] root = tables[order[0]];
    double z = 0;
    for (double x : root) {
      z += x;
    }
    if (!(z > 0)) {
      possible = false;
      return;
    }
    double inv = 1 / z;
    for (int i = 0; i < root.length; i++) {
      root[i] *= inv;
    }
    scaleBy(z);
  }

  /** Root to leaves: every table becomes its clique's posterior. */
  private void distribute() {
    int[] order = tree.order;
    for (int idx = 1; idx < order.length; idx++) {
      int c = order[idx];
      int size = tree.separatorSizes[c];
      double[] sep = buffer;
      Arrays.fill(sep, 0, size, 0);
      double[] tp = tables[tree.parent[c]];
      int[] fromParent = tree.parentToSeparator[c];
      for (int i = 0; i < tp.length; i++) {
        sep[fromParent[i]] += tp[i];
      }
      double[] msg = messages[c];
      double s = scales[c];
      for (int j = 0; j < size; j++) {
        // the child's separator marginal is msg * s; 0/0 = 0 where the evidence excludes a state
        sep[j] = msg[j] == 0 ? 0 : sep[j] / msg[j] / s;
      }
      double[] t = tables[c];
      int[] toSep = tree.childToSeparator[c];
      for (int i = 0; i < t.length; i++) {
        t[i] *= sep[toSep[i]];
      }
    }
  }

  /** The log of the sum of the product of the prior tables and the evidence (no offset). */
  double rawLogSum() {
    checkCalibrated();
    return rawLogSum;
  }

  /** The natural log of the probability of the last evidence, {@code -Infinity} if it is 0. */
  public double logProbabilityOfEvidence() {
    checkCalibrated();
    return logProbability;
  }

  /**
   * The posterior over a node and its parents, in the layout of that node's {@link DiscreteCpd}:
   * {@code [config * r + k] = P(node = k, parents in configuration config | evidence)} (first
   * parent fastest); it sums to 1.
   *
   * @throws ModelException if the evidence has probability 0 or none was entered yet
   */
  public double[] familyMarginal(int node) {
    tree.requireBayesian("a family marginal");
    double[] out = new double[tree.network.cpd(node).configurations() * tree.cards[node]];
    familyMarginal(node, out);
    return out;
  }

  /** As {@link #familyMarginal(int)}, written into {@code out} (overwritten, no allocation). */
  public void familyMarginal(int node, double[] out) {
    tree.requireBayesian("a family marginal");
    checkPosterior();
    Arrays.fill(out, 0);
    double[] t = tables[tree.familyClique[node]];
    int[] map = tree.familyMap(node);
    for (int i = 0; i < t.length; i++) {
      out[map[i]] += t[i];
    }
  }

  /** The posterior over a node's levels, {@code P(node = k | evidence)}. */
  public double[] marginal(int node) {
    checkPosterior();
    double[] out = new double[tree.cards[node]];
    double[] t = tables[tree.homeClique[node]];
    int stride = tree.homeStride[node]; // sums in ascending entry order, as an index map would
    int block = stride * out.length;
    for (int base = 0; base < t.length; base += block) {
      for (int k = 0, i = base; k < out.length; k++) {
        double sum = out[k];
        for (int end = i + stride; i < end; i++) {
          sum += t[i];
        }
        out[k] = sum;
      }
    }
    return out;
  }

  /** The posterior over a clique's nodes, in the tree's table layout (a copy). */
  public double[] cliqueMarginal(int clique) {
    checkPosterior();
    return tables[clique].clone();
  }

  /** Adds the posterior of every clique holding a family into {@code sums}; no allocation. */
  void addTo(double[][] sums) {
    for (int c : tree.countedCliques) {
      double[] t = tables[c];
      double[] acc = sums[c];
      for (int i = 0; i < t.length; i++) {
        acc[i] += t[i];
      }
    }
  }

  /** Whether the last evidence had a positive probability. */
  public boolean isPossible() {
    checkCalibrated();
    return possible;
  }

  private void checkCalibrated() {
    if (Double.isNaN(logProbability)) {
      throw new ModelException("no evidence has been entered yet; call calibrate first");
    }
  }

  private void checkPosterior() {
    checkCalibrated();
    if (!possible) {
      throw new ModelException(
          "the evidence has probability 0 under the network, so no posterior exists");
    }
  }

  @Override
  public String toString() {
    return Double.isNaN(logProbability)
        ? "Calibration (empty) of a " + tree
        : "Calibration: log P(evidence) = " + logProbability;
  }
}
