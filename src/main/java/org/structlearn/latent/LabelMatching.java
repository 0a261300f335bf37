package org.structlearn.latent;

import java.util.LinkedHashSet;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.interfaces.MatchingAlgorithm;
import org.jgrapht.alg.matching.KuhnMunkresMinimalWeightBipartitePerfectMatching;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleWeightedGraph;
import org.structlearn.data.DataException;
import org.structlearn.model.ModelException;

/**
 * Matches learned class labels to true ones: a latent class is identified only up to a permutation
 * of its labels, so before comparing a learned model with the truth (accuracy against the true
 * classes, parameter error, an influence structure's SHD) the learned labels are renamed by the
 * permutation that maximises agreement. The permutation is a minimum-weight perfect matching in the
 * complete bipartite graph of learned × true labels with weight rows − agreements, found by
 * JGraphT's {@link KuhnMunkresMinimalWeightBipartitePerfectMatching} (the Hungarian algorithm, Kuhn
 * 1955, Munkres 1957), O(k³) after an O(rows) confusion count.
 */
public final class LabelMatching {
  private LabelMatching() {}

  /**
   * The permutation of learned labels that best agrees with the true ones, and the agreement.
   *
   * @param permutation {@code permutation[learned] = true label}
   * @param accuracy the fraction of rows whose renamed learned label equals the true one
   * @param confusion {@code confusion[learned][true]}: rows with that pair of labels
   */
  public record Match(int[] permutation, double accuracy, long[][] confusion) {
    /** Copies the arrays. */
    public Match {
      permutation = permutation.clone();
      long[][] c = new long[confusion.length][];
      for (int i = 0; i < c.length; i++) {
        c[i] = confusion[i].clone();
      }
      confusion = c;
    }

    @Override
    public int[] permutation() {
      return permutation.clone();
    }

    /** The learned label renamed to its matched true label. */
    public int map(int learned) {
      return permutation[learned];
    }
  }

  /**
   * Matches labels in {@code [0, k)}: {@code trueLabels[r]} and {@code learnedLabels[r]} are row
   * r's true and learned classes (e.g. {@link NbmEmResult#classAssignments()}).
   *
   * @throws DataException if the arrays differ in length or are empty, k &lt; 2, or a label lies
   *     outside [0, k) (naming the row)
   */
  public static Match match(int[] trueLabels, int[] learnedLabels, int k) {
    if (k < 2) {
      throw new DataException("k must be >= 2 classes, was " + k);
    }
    if (trueLabels.length != learnedLabels.length || trueLabels.length == 0) {
      throw new DataException(
          "give as many true labels as learned ones, at least one: were "
              + trueLabels.length
              + " and "
              + learnedLabels.length);
    }
    long[][] confusion = new long[k][k];
    for (int r = 0; r < trueLabels.length; r++) {
      int t = trueLabels[r];
      int l = learnedLabels[r];
      if (t < 0 || t >= k || l < 0 || l >= k) {
        throw new DataException(
            "row " + r + " has labels (true " + t + ", learned " + l + ") outside [0, " + k + ")");
      }
      confusion[l][t]++;
    }
    int[] perm = assign(confusion, trueLabels.length);
    long agree = 0;
    for (int l = 0; l < k; l++) {
      agree += confusion[l][perm[l]];
    }
    return new Match(perm, agree / (double) trueLabels.length, confusion);
  }

  private static int[] assign(long[][] confusion, long rows) {
    int k = confusion.length;
    Graph<Integer, DefaultWeightedEdge> g = new SimpleWeightedGraph<>(DefaultWeightedEdge.class);
    Set<Integer> learned = new LinkedHashSet<>();
    Set<Integer> truth = new LinkedHashSet<>();
    for (int i = 0; i < k; i++) {
      g.addVertex(i);
      learned.add(i);
      g.addVertex(k + i);
      truth.add(k + i);
    }
    for (int l = 0; l < k; l++) {
      for (int t = 0; t < k; t++) {
        DefaultWeightedEdge e = g.addEdge(l, k + t);
        g.setEdgeWeight(e, rows - confusion[l][t]); // non-negative; min weight = max agreement
      }
    }
    MatchingAlgorithm.Matching<Integer, DefaultWeightedEdge> m =
        new KuhnMunkresMinimalWeightBipartitePerfectMatching<>(g, learned, truth).getMatching();
    int[] perm = new int[k];
    for (DefaultWeightedEdge e : m.getEdges()) {
      int a = g.getEdgeSource(e);
      int b = g.getEdgeTarget(e);
      int l = Math.min(a, b);
      perm[l] = Math.max(a, b) - k;
    }
    return perm;
  }

  /**
   * The model with its class labels renamed: learned class c becomes class {@code permutation[c]}
   * (prior and table rows move with it), so after matching, class c of the result stands for true
   * class c.
   *
   * @throws ModelException if the permutation's length differs from the model's classes or it is
   *     not a permutation of 0..k−1
   */
  public static NaiveBayesModel relabel(NaiveBayesModel model, int[] permutation) {
    int k = model.classes();
    if (permutation == null || permutation.length != k) {
      throw new ModelException("the permutation needs " + k + " entries, one per class");
    }
    boolean[] seen = new boolean[k];
    for (int c = 0; c < k; c++) {
      int p = permutation[c];
      if (p < 0 || p >= k || seen[p]) {
        throw new ModelException(
            "not a permutation of 0.." + (k - 1) + ": " + java.util.Arrays.toString(permutation));
      }
      seen[p] = true;
    }
    return model.permuted(permutation);
  }
}
