package org.structlearn.inference;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.structlearn.graph.EliminationHeuristic;

/**
 * How exact inference decomposes a network: the junction tree's elimination order, its cliques'
 * sizes and total table size, what a user needs to judge whether exact inference is affordable.
 *
 * @param heuristic the heuristic that chose the order
 * @param order the variables in elimination order
 * @param cliqueNodes the number of variables of each clique
 * @param cliqueEntries the number of table entries of each clique
 * @param totalEntries the sum of the cliques' table entries
 * @param treewidth the largest clique's variable count minus one
 */
public record EliminationReport(
    EliminationHeuristic heuristic,
    List<String> order,
    int[] cliqueNodes,
    int[] cliqueEntries,
    long totalEntries,
    int treewidth) {
  public EliminationReport {
    order = List.copyOf(order);
    cliqueNodes = cliqueNodes.clone();
    cliqueEntries = cliqueEntries.clone();
  }

  @Override
  public int[] cliqueNodes() {
    return cliqueNodes.clone();
  }

  @Override
  public int[] cliqueEntries() {
    return cliqueEntries.clone();
  }

  /** The largest clique's table entries. */
  public int largestClique() {
    return Arrays.stream(cliqueEntries).max().orElse(0);
  }

  @Override
  public String toString() {
    int[] histogram = new int[Arrays.stream(cliqueNodes).max().orElse(0) + 1];
    for (int c : cliqueNodes) {
      histogram[c]++;
    }
    StringBuilder sizes = new StringBuilder();
    for (int s = 1; s < histogram.length; s++) {
      if (histogram[s] > 0) {
        sizes.append(sizes.length() > 0 ? ", " : "").append(histogram[s]).append(" of ").append(s);
      }
    }
    return String.format(
        Locale.ROOT,
        "Junction tree (%s order): %d cliques (%s variables), treewidth %d, %,d table entries in"
            + " all, the largest %,d; order starts %s",
        heuristic.name().toLowerCase(Locale.ROOT).replace('_', '-'),
        cliqueNodes.length,
        sizes,
        treewidth,
        totalEntries,
        largestClique(),
        order.subList(0, Math.min(8, order.size())) + (order.size() > 8 ? "..." : ""));
  }
}
