package org.structlearn.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.structlearn.graph.Dags;
import org.structlearn.graph.Triangulation;
import org.structlearn.graph.Triangulations;

/**
 * A junction tree (clique tree) of a discrete {@link BayesianNetwork} for exact inference with hard
 * or soft evidence (Lauritzen and Spiegelhalter 1988; Jensen, Lauritzen and Olesen 1990; Koller and
 * Friedman 2009, ch. 10). Immutable and safe to share between threads: each thread calibrates its
 * own {@link Calibration} ({@link #newCalibration()}), and {@link #accumulate} sums the expected
 * family counts of many rows for EM on several threads.
 *
 * <p>Construction: the moral graph is triangulated by min-fill ({@link Triangulations#minFill},
 * ties to the smaller clique table, then the lower node index); its maximal cliques, in elimination
 * order, are joined by a maximum-weight spanning tree whose weight is the number of variables a
 * separator holds (Jensen and Jensen 1994: such a tree has the running-intersection property), ties
 * to the smaller separator table, then the lower clique indices; separators may be empty when the
 * network is not connected. Clique 0 is the root. Each CPD goes to the smallest clique holding its
 * family (ties to the lower index); the evidence on a node to the smallest clique holding the node.
 * A clique's table lists its nodes in ascending order, the FIRST varying fastest.
 *
 * <p>Cost: building is O(n^2 d^2 + k^2 n + T) for n nodes, k cliques, largest elimination clique d
 * and total table size T ({@link #tableSize()}); a calibration is O(T + sum of separator sizes)
 * time with no allocation.
 */
public final class JunctionTree {
  final BayesianNetwork network;
  final int[] cards;
  final int[][] cliques;
  final int[] sizes;
  final double[][] prior;
  final int[] order; // breadth-first from the root, 0
  final int[] parent; // -1 for the root
  final int[][] separators; // by child clique
  final int[] separatorSizes;
  final int[][] childToSeparator; // [c][entry of c]
  final int[][] parentToSeparator; // [c][entry of parent(c)]
  final int[] homeClique;
  final int[][] stateMap; // [v][entry of homeClique[v]] = state of v
  final int[] familyClique;
  final int[][] familyMap; // [v][entry of familyClique[v]] = DiscreteCpd index
  final int[] countedCliques; // the cliques holding a family, ascending
  private final int maxSeparator;

  private JunctionTree(BayesianNetwork network, List<int[]> cliqueList) {
    this.network = network;
    int n = network.size();
    this.cards = new int[n];
    for (int v = 0; v < n; v++) {
      cards[v] = network.variables().get(v).cardinality();
    }
    int k = cliqueList.size();
    this.cliques = cliqueList.toArray(new int[0][]);
    this.sizes = new int[k];
    for (int c = 0; c < k; c++) {
      sizes[c] = CliqueIndexing.tableSize(cliques[c], cards);
    }
    this.parent = new int[k];
    this.order = new int[k];
    orient(spanningTree());
    this.separators = new int[k][];
    this.separatorSizes = new int[k];
    this.childToSeparator = new int[k][];
    this.parentToSeparator = new int[k][];
    int maxSep = 1;
    for (int c = 0; c < k; c++) {
      int p = parent[c];
      separators[c] = p < 0 ? new int[0] : CliqueIndexing.intersection(cliques[c], cliques[p]);
      separatorSizes[c] = CliqueIndexing.tableSize(separators[c], cards);
      maxSep = Math.max(maxSep, separatorSizes[c]);
      if (p >= 0) {
        int[] st = CliqueIndexing.strides(separators[c], cards);
        childToSeparator[c] = CliqueIndexing.indexMap(cliques[c], cards, separators[c], st);
        parentToSeparator[c] = CliqueIndexing.indexMap(cliques[p], cards, separators[c], st);
      }
    }
    this.maxSeparator = maxSep;
    this.homeClique = new int[n];
    this.stateMap = new int[n][];
    this.familyClique = new int[n];
    this.familyMap = new int[n][];
    this.prior = new double[k][];
    for (int c = 0; c < k; c++) {
      prior[c] = new double[sizes[c]];
      Arrays.fill(prior[c], 1.0);
    }
    boolean[] counted = new boolean[k];
    for (int v = 0; v < n; v++) {
      homeClique[v] = smallestHolding(new int[] {v});
      stateMap[v] =
          CliqueIndexing.indexMap(cliques[homeClique[v]], cards, new int[] {v}, new int[] {1});
      assignFamily(v);
      counted[familyClique[v]] = true;
    }
    this.countedCliques = IntStream.range(0, k).filter(c -> counted[c]).toArray();
  }

  /**
   * The junction tree of a network.
   *
   * @throws ModelException if the network has no nodes or a clique's table would pass 2^31 entries
   */
  public static JunctionTree of(BayesianNetwork network) {
    if (network.size() == 0) {
      throw new ModelException("the network has no nodes; a junction tree needs at least one");
    }
    int[] cards = network.variables().stream().mapToInt(v -> v.cardinality()).toArray();
    Triangulation t = Triangulations.minFill(Dags.moralGraph(network.dag()), cards);
    return new JunctionTree(network, t.cliques());
  }

  private void assignFamily(int v) {
    DiscreteCpd cpd = network.cpd(v);
    int[] parents = cpd.parents();
    int[] family = new int[parents.length + 1];
    int[] familyStrides = new int[family.length];
    family[0] = v;
    familyStrides[0] = 1;
    int stride = cards[v];
    for (int j = 0; j < parents.length; j++) {
      family[j + 1] = parents[j];
      familyStrides[j + 1] = stride;
      stride *= cards[parents[j]];
    }
    int[] sorted = family.clone();
    Arrays.sort(sorted);
    int c = smallestHolding(sorted);
    familyClique[v] = c;
    familyMap[v] = CliqueIndexing.indexMap(cliques[c], cards, family, familyStrides);
    double[] probs = cpd.probabilities();
    double[] table = prior[c];
    int[] map = familyMap[v];
    for (int i = 0; i < table.length; i++) {
      table[i] *= probs[map[i]];
    }
  }

  private int smallestHolding(int[] sortedNodes) {
    int best = -1;
    for (int c = 0; c < cliques.length; c++) {
      if (CliqueIndexing.containsAll(cliques[c], sortedNodes)
          && (best < 0 || sizes[c] < sizes[best])) {
        best = c;
      }
    }
    return best;
  }

  /** Kruskal's algorithm on all clique pairs; returns the adjacency lists of the tree. */
  private List<List<Integer>> spanningTree() {
    int k = cliques.length;
    List<int[]> pairs = new ArrayList<>(); // {a, b, |sep|, sep table size}
    for (int a = 0; a < k; a++) {
      for (int b = a + 1; b < k; b++) {
        int[] sep = CliqueIndexing.intersection(cliques[a], cliques[b]);
        pairs.add(new int[] {a, b, sep.length, CliqueIndexing.tableSize(sep, cards)});
      }
    }
    pairs.sort(
        Comparator.<int[]>comparingInt(p -> -p[2])
            .thenComparingInt(p -> p[3])
            .thenComparingInt(p -> p[0])
            .thenComparingInt(p -> p[1]));
    int[] root = new int[k];
    for (int c = 0; c < k; c++) {
      root[c] = c;
    }
    List<List<Integer>> adjacent = new ArrayList<>();
    for (int c = 0; c < k; c++) {
      adjacent.add(new ArrayList<>());
    }
    for (int[] p : pairs) {
      int ra = find(root, p[0]);
      int rb = find(root, p[1]);
      if (ra != rb) {
        root[ra] = rb;
        adjacent.get(p[0]).add(p[1]);
        adjacent.get(p[1]).add(p[0]);
      }
    }
    return adjacent;
  }

  private static int find(int[] root, int c) {
    while (root[c] != c) {
      root[c] = root[root[c]];
      c = root[c];
    }
    return c;
  }

  /** Breadth-first from clique 0, neighbours in ascending order: fills order and parent. */
  private void orient(List<List<Integer>> adjacent) {
    Arrays.fill(parent, -2);
    parent[0] = -1;
    ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(0));
    int next = 0;
    while (!queue.isEmpty()) {
      int c = queue.poll();
      order[next++] = c;
      List<Integer> nb = new ArrayList<>(adjacent.get(c));
      nb.sort(null);
      for (int d : nb) {
        if (parent[d] == -2) {
          parent[d] = c;
          queue.add(d);
        }
      }
    }
  }

  /** A fresh workspace for one thread, not yet calibrated. */
  public Calibration newCalibration() {
    return new Calibration(this);
  }

  /**
   * Calibrates a fresh {@link Calibration} with the evidence (see {@link
   * Calibration#calibrate(double[][])}); to calibrate many times, reuse one per thread instead.
   */
  public Calibration calibrate(double[][] evidence) {
    return newCalibration().calibrate(evidence);
  }

  /**
   * Sums, over rows, each family's posterior into expected counts, on {@code threads} threads; see
   * {@link ExpectedCountPass}. {@code evidencePerRow[row][node]} is a likelihood vector or null.
   */
  public ExpectedCounts accumulate(double[][][] evidencePerRow, int threads) {
    return accumulate(
        evidencePerRow.length,
        (row, evidence) -> {
          double[][] e = evidencePerRow[row];
          System.arraycopy(e, 0, evidence, 0, Math.min(e.length, evidence.length));
          if (e.length != evidence.length) {
            throw new ModelException(
                "row "
                    + (row + 1)
                    + " gives evidence on "
                    + e.length
                    + " nodes, the network has "
                    + evidence.length);
          }
        },
        threads);
  }

  /** As {@link #accumulate(double[][][], int)}, with the evidence of each row from a source. */
  public ExpectedCounts accumulate(int rows, EvidenceSource source, int threads) {
    return ExpectedCountPass.run(this, rows, source, threads);
  }

  /** The network this tree was built from. */
  public BayesianNetwork network() {
    return network;
  }

  /** Number of cliques. */
  public int cliqueCount() {
    return cliques.length;
  }

  /** The nodes of a clique, ascending (a copy). */
  public int[] clique(int c) {
    return cliques[c].clone();
  }

  /** The parent of a clique in the tree rooted at clique 0, or -1 for the root. */
  public int parent(int c) {
    return parent[c];
  }

  /** The separator between a clique and its parent, ascending (empty for the root; a copy). */
  public int[] separator(int c) {
    return separators[c].clone();
  }

  /** The number of nodes of each clique. */
  public int[] cliqueSizes() {
    return Arrays.stream(cliques).mapToInt(c -> c.length).toArray();
  }

  /** The largest clique's node count minus one (the width of this decomposition). */
  public int treewidth() {
    return Arrays.stream(cliques).mapToInt(c -> c.length).max().orElse(1) - 1;
  }

  /** The number of entries of all clique tables. */
  public long tableSize() {
    long t = 0;
    for (int s : sizes) {
      t += s;
    }
    return t;
  }

  /** The number of entries of the largest separator table. */
  int maxSeparatorSize() {
    return maxSeparator;
  }

  @Override
  public String toString() {
    return "Junction tree: "
        + network.size()
        + " nodes, "
        + cliques.length
        + " cliques of "
        + Arrays.toString(cliqueSizes())
        + " nodes, treewidth "
        + treewidth()
        + ", "
        + tableSize()
        + " table entries";
  }
}
