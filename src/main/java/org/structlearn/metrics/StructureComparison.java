package org.structlearn.metrics;

import java.util.Locale;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;

/**
 * How a learned structure compares with the true one, nodes matched by name.
 *
 * <ul>
 *   <li>{@code shd}: bnlearn's structural Hamming distance of the CPDAGs (see {@link Shd}).
 *   <li>{@link #hamming()}: bnlearn's {@code hamming()}, the number of node pairs adjacent in one
 *       skeleton only, {@code edgeFp + edgeFn}.
 *   <li>Arc counts compare the CPDAGs, the same graphs SHD compares, link by link: a link of the
 *       learned CPDAG (a directed arc or an undirected edge) is a true positive when the true CPDAG
 *       has exactly the same link between those nodes (same direction, or undirected in both), a
 *       false positive otherwise; a link of the true CPDAG not matched exactly is a false negative.
 *       So an undirected edge counts as one link and matches only an undirected edge, and a
 *       reversible arc of a DAG is never penalised for its arbitrary direction. A pair with
 *       different links on the two sides is both a false positive and a false negative.
 *   <li>Edge counts compare the skeletons: adjacencies found, spurious, missed.
 * </ul>
 *
 * <p>Precision and recall with an empty denominator are 1 (nothing claimed, nothing wrong); F1 is
 * their harmonic mean, 0 when both are 0.
 *
 * @param nodes number of nodes
 * @param shd structural Hamming distance of the CPDAGs
 * @param arcTp links of the learned CPDAG found identically in the true CPDAG
 * @param arcFp links of the learned CPDAG not in the true CPDAG as such
 * @param arcFn links of the true CPDAG not in the learned CPDAG as such
 * @param edgeTp adjacencies in both skeletons
 * @param edgeFp adjacencies in the learned skeleton only
 * @param edgeFn adjacencies in the true skeleton only
 */
public record StructureComparison(
    int nodes, int shd, int arcTp, int arcFp, int arcFn, int edgeTp, int edgeFp, int edgeFn) {

  /** Compares two DAGs. @throws NodeSetMismatchException if their node names differ */
  public static StructureComparison of(Dag truth, Dag learned) {
    return compare(Cpdags.of(truth), Cpdags.of(learned));
  }

  /** Compares a learned partially directed graph with a true DAG. */
  public static StructureComparison of(Dag truth, Pdag learned) {
    return compare(Cpdags.of(truth), Cpdags.ofPdag(learned));
  }

  /** Compares two partially directed graphs (each through bnlearn's CPDAG). */
  public static StructureComparison of(Pdag truth, Pdag learned) {
    return compare(Cpdags.ofPdag(truth), Cpdags.ofPdag(learned));
  }

  private static StructureComparison compare(Pdag truth, Pdag learnedAnyOrder) {
    Pdag learned = Alignment.toOrderOf(truth, learnedAnyOrder);
    int n = truth.size();
    int shd = 0;
    int[] c = new int[6];
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        int t = truth.link(i, j);
        int l = learned.link(i, j);
        if (t != l) {
          shd++;
        }
        count(c, 0, t, l, t == l);
        count(c, 3, t, l, true);
      }
    }
    return new StructureComparison(n, shd, c[0], c[1], c[2], c[3], c[4], c[5]);
  }

  /** Adds one pair to the (tp, fp, fn) counts at {@code at}; {@code same} says the links match. */
  private static void count(int[] c, int at, int truthLink, int learnedLink, boolean same) {
    boolean inTruth = truthLink != 0;
    boolean inLearned = learnedLink != 0;
    if (inTruth && inLearned && same) {
      c[at]++;
    } else {
      c[at + 1] += inLearned ? 1 : 0;
      c[at + 2] += inTruth ? 1 : 0;
    }
  }

  public StructureComparison {
    if (nodes < 0 || shd < 0 || arcTp < 0 || arcFp < 0 || arcFn < 0) {
      throw new IllegalArgumentException("counts must be >= 0");
    }
    if (edgeTp < 0 || edgeFp < 0 || edgeFn < 0) {
      throw new IllegalArgumentException("counts must be >= 0");
    }
  }

  /** bnlearn's {@code hamming()}: pairs adjacent in exactly one of the two skeletons. */
  public int hamming() {
    return edgeFp + edgeFn;
  }

  public double arcPrecision() {
    return ratio(arcTp, arcTp + arcFp);
  }

  public double arcRecall() {
    return ratio(arcTp, arcTp + arcFn);
  }

  public double arcF1() {
    return f1(arcPrecision(), arcRecall());
  }

  public double edgePrecision() {
    return ratio(edgeTp, edgeTp + edgeFp);
  }

  public double edgeRecall() {
    return ratio(edgeTp, edgeTp + edgeFn);
  }

  public double edgeF1() {
    return f1(edgePrecision(), edgeRecall());
  }

  private static double ratio(int num, int den) {
    return den == 0 ? 1.0 : (double) num / den;
  }

  private static double f1(double p, double r) {
    return p + r == 0 ? 0.0 : 2 * p * r / (p + r);
  }

  /** E.g. {@code SHD 12, Hamming 4 | arcs TP 40 FP 3 FN 6 (P 0.930 R 0.870 F1 0.899) | ...}. */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "StructureComparison(%d nodes): SHD %d, Hamming %d | arcs TP %d FP %d FN %d"
            + " (P %.3f R %.3f F1 %.3f) | edges TP %d FP %d FN %d (P %.3f R %.3f F1 %.3f)",
        nodes,
        shd,
        hamming(),
        arcTp,
        arcFp,
        arcFn,
        arcPrecision(),
        arcRecall(),
        arcF1(),
        edgeTp,
        edgeFp,
        edgeFn,
        edgePrecision(),
        edgeRecall(),
        edgeF1());
  }
}
