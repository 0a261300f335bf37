package org.structlearn.model;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.structlearn.data.Variable;
import org.structlearn.graph.CliqueTrees;
import org.structlearn.graph.Dags;
import org.structlearn.graph.EliminationHeuristic;
import org.structlearn.graph.Triangulation;
import org.structlearn.graph.Triangulations;
import org.structlearn.graph.UndirectedGraph;

/**
 * A junction tree (clique tree) of a discrete {@link BayesianNetwork} or {@link MarkovNetwork} for
 * exact inference with hard or soft evidence (Lauritzen and Spiegelhalter 1988; Jensen, Lauritzen
 * and Olesen 1990; Koller and Friedman 2009, ch. 10). Immutable and safe to share between threads:
 * each thread calibrates its own {@link Calibration} ({@link #newCalibration()}), and {@link
 * #accumulate} sums the expected family counts of many rows for EM on several threads.
 *
 * <p>Construction: the moral graph of a Bayesian network, or the graph of a Markov network, is
 * triangulated by greedy elimination ({@link Triangulations#of}, min-fill unless another {@link
 * EliminationHeuristic} is given); its maximal cliques, in elimination order, are joined by {@link
 * CliqueTrees#of}. Clique 0 is the root. The table sizes are added up and checked against the limit
 * BEFORE any table is allocated. Each CPD goes to the smallest clique holding its family (ties to
 * the lower index), its rows divided by their sums (the BIF files' rows are off by up to 3e-7, and
 * a row that does not sum to 1 would make the answer depend on which barren nodes a method keeps);
 * each Markov-network factor goes to the smallest clique holding its scope, as potentials divided
 * by the factor's largest potential, each clique's table then divided by its largest entry, the
 * logarithms of the divisors kept so that {@link #logPartitionFunction()} is exact however large
 * the log-potentials. The evidence on a node goes to the smallest clique holding the node. A
 * clique's table lists its nodes in ascending order, the FIRST varying fastest.
 *
 * <p>Cost: building is O(n^2 / 64 + n d^3 + k^2 d + T) for n nodes, k cliques, largest elimination
 * clique d and total table size T ({@link #tableSize()}); a calibration is O(T + sum of separator
 * sizes) time with no allocation.
 */
public final class JunctionTree {
  /** The default limit on {@link #tableSize()}: 2^28 entries (2 GiB of tables per calibration). */
  public static final long DEFAULT_MAX_ENTRIES = 1L << 28;

  final BayesianNetwork network; // null for a Markov network
  final List<Variable> variables;
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
  private final int[][] cliquesOf; // [v] = the cliques holding v, ascending
  final int[] homeStride; // [v] = stride of v in the table of homeClique[v] (first fastest)
  final int[] familyClique; // Bayesian networks only
  private final int[][] familyMaps; // [v][entry of familyClique[v]] = DiscreteCpd index, lazily
  final int[] countedCliques; // the cliques holding a family, ascending
  private final int[] eliminationOrder;
  private final EliminationHeuristic heuristic;
  private final int maxSeparator;
  private double logPriorScale; // log of (the model's measure / the product of the prior tables)
  private double logPriorSum; // log of the sum of the product of the prior tables

  private JunctionTree(
      BayesianNetwork network,
      List<Variable> variables,
      Triangulation triangulation,
      EliminationHeuristic heuristic) {
    this.network = network;
    this.variables = List.copyOf(variables);
    this.heuristic = heuristic;
    this.eliminationOrder = triangulation.order();
    int n = variables.size();
    this.cards = variables.stream().mapToInt(Variable::cardinality).toArray();
    List<int[]> cliqueList = triangulation.cliques();
    int k = cliqueList.size();
    this.cliques = cliqueList.toArray(new int[0][]);
    this.sizes = new int[k];
    for (int c = 0; c < k; c++) {
      sizes[c] = CliqueIndexing.tableSize(cliques[c], cards);
    }
    CliqueTrees.Tree tree = CliqueTrees.of(cliqueList, cards);
    this.parent = tree.parent();
    this.order = tree.order();
    this.separators = new int[k][];
    this.separatorSizes = new int[k];
    this.childToSeparator = new int[k][];
    this.parentToSeparator = new int[k][];
    int maxSep = 1;
    java.util.Map<String, int[]> shared = new java.util.HashMap<>(); // parent + separator -> map
    for (int c = 0; c < k; c++) {
      int p = parent[c];
      separators[c] = p < 0 ? new int[0] : CliqueIndexing.intersection(cliques[c], cliques[p]);
      separatorSizes[c] = CliqueIndexing.tableSize(separators[c], cards);
      maxSep = Math.max(maxSep, separatorSizes[c]);
      if (p >= 0) {
        int[] sep = separators[c];
        int[] st = CliqueIndexing.strides(sep, cards);
        childToSeparator[c] = CliqueIndexing.indexMap(cliques[c], cards, sep, st);
        String key = p + ":" + Arrays.toString(sep); // siblings with one separator share a map
        parentToSeparator[c] =
            shared.computeIfAbsent(key, x -> CliqueIndexing.indexMap(cliques[p], cards, sep, st));
      }
    }
    this.maxSeparator = maxSep;
    this.cliquesOf = CliqueIndexing.cliquesOf(cliques, n);
    this.homeClique = new int[n];
    this.homeStride = new int[n];
    this.prior = new double[k][];
    for (int c = 0; c < k; c++) {
      prior[c] = new double[sizes[c]];
      Arrays.fill(prior[c], 1.0);
    }
    for (int v = 0; v < n; v++) {
      homeClique[v] = smallestHolding(new int[] {v});
      int[] home = cliques[homeClique[v]];
      homeStride[v] = CliqueIndexing.strides(home, cards)[Arrays.binarySearch(home, v)];
    }
    this.familyClique = network == null ? null : new int[n];
    this.familyMaps = network == null ? null : new int[n][];
    boolean[] counted = new boolean[k];
    if (network != null) {
      for (int v = 0; v < n; v++) {
        CliquePriors.assignFamily(this, v);
        counted[familyClique[v]] = true;
      }
    }
    this.countedCliques = IntStream.range(0, k).filter(c -> counted[c]).toArray();
  }

  /**
   * The junction tree of a Bayesian network, by min-fill, with no limit but 2^31 entries per
   * clique.
   *
   * @throws ModelException if the network has no nodes or a clique's table would pass 2^31 entries
   */
  public static JunctionTree of(BayesianNetwork network) {
    return of(network, EliminationHeuristic.MIN_FILL, Long.MAX_VALUE);
  }

  /**
   * The junction tree of a Bayesian network by the given elimination heuristic.
   *
   * @param maxEntries the largest {@link #tableSize()} accepted, checked before allocating
   * @throws ModelException if the network has no nodes, or the tables would pass {@code maxEntries}
   *     entries in all or 2^31 in one clique (the message gives the estimate)
   */
  public static JunctionTree of(
      BayesianNetwork network, EliminationHeuristic heuristic, long maxEntries) {
    if (network.size() == 0) {
      throw new ModelException("the network has no nodes; a junction tree needs at least one");
    }
    Triangulation t =
        triangulate(Dags.moralGraph(network.dag()), network.variables(), heuristic, maxEntries);
    JunctionTree tree = new JunctionTree(network, network.variables(), t, heuristic);
    tree.logPriorSum = 0; // the normalised rows multiply to a distribution: sum 1 up to rounding
    return tree;
  }

  /**
   * The junction tree of a Markov network by the given elimination heuristic; its {@link
   * #logPartitionFunction()} is computed here by one calibration.
   *
   * @param maxEntries the largest {@link #tableSize()} accepted, checked before allocating
   * @throws ModelException if the network has no nodes, its potentials are all 0, or the tables
   *     would pass {@code maxEntries} entries (the message gives the estimate)
   */
  public static JunctionTree of(
      MarkovNetwork network, EliminationHeuristic heuristic, long maxEntries) {
    if (network.size() == 0) {
      throw new ModelException("the network has no nodes; a junction tree needs at least one");
    }
    Triangulation t = triangulate(network.graph(), network.variables(), heuristic, maxEntries);
    JunctionTree tree = new JunctionTree(null, network.variables(), t, heuristic);
    tree.logPriorScale = CliquePriors.markov(tree, network.factors());
    Calibration none = tree.newCalibration().calibrate(new double[network.size()][]);
    if (!none.isPossible()) {
      throw new ModelException("every state of the Markov network has potential 0");
    }
    tree.logPriorSum = none.rawLogSum();
    return tree;
  }

  private static Triangulation triangulate(
      UndirectedGraph graph, List<Variable> vars, EliminationHeuristic h, long maxEntries) {
    int[] cards = vars.stream().mapToInt(Variable::cardinality).toArray();
    Triangulation t = Triangulations.of(graph, cards, h);
    double total = 0;
    double largest = 0;
    int[] widest = new int[0];
    for (int[] c : t.cliques()) {
      double size = 1;
      for (int v : c) {
        size *= cards[v];
      }
      total += size;
      if (size > largest) {
        largest = size;
        widest = c;
      }
    }
    if (total > maxEntries) {
      throw new ModelException(
          String.format(
              Locale.ROOT,
              "exact inference needs junction-tree tables of %.3g entries in all (%d cliques, the"
                  + " largest over %d nodes with %.3g entries, treewidth %d, %s order), more than"
                  + " the limit of %,d; raise the limit if memory allows (8 bytes per entry, about"
                  + " twice over), try another elimination heuristic, or use a sampling method",
              total,
              t.cliques().size(),
              widest.length,
              largest,
              t.width(),
              h.name().toLowerCase(Locale.ROOT).replace('_', '-'),
              maxEntries));
    }
    return t;
  }

  /** The smallest clique holding every node of the sorted set (ties to the lower index), or -1. */
  public int smallestHolding(int[] sortedNodes) {
    int best = -1;
    int[] candidates = CliqueIndexing.rarest(cliquesOf, sortedNodes);
    int count = candidates == null ? cliques.length : candidates.length;
    for (int j = 0; j < count; j++) {
      int c = candidates == null ? j : candidates[j];
      if (CliqueIndexing.containsAll(cliques[c], sortedNodes)
          && (best < 0 || sizes[c] < sizes[best])) {
        best = c;
      }
    }
    return best;
  }

  /**
   * The map from each entry of node v's family clique to its {@link DiscreteCpd} index, made on
   * first use (only EM and family marginals need it) and kept.
   */
  synchronized int[] familyMap(int v) {
    if (familyMaps[v] == null) {
      familyMaps[v] = CliquePriors.familyMap(this, v);
    }
    return familyMaps[v];
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
    requireBayesian("expected counts");
    return ExpectedCountPass.run(this, rows, source, threads);
  }

  /** The Bayesian network this tree was built from, or null if it was built from a Markov one. */
  public BayesianNetwork network() {
    return network;
  }

  /** The variables, in node order. */
  public List<Variable> variables() {
    return variables;
  }

  /** The name of a node. */
  String name(int v) {
    return variables.get(v).name();
  }

  /** The elimination order the triangulation followed (a copy). */
  public int[] eliminationOrder() {
    return eliminationOrder.clone();
  }

  /** The heuristic that chose the elimination order. */
  public EliminationHeuristic heuristic() {
    return heuristic;
  }

  /** The number of entries of each clique's table. */
  public int[] cliqueTableSizes() {
    return sizes.clone();
  }

  /**
   * The natural log of the partition function Z of a Markov network (the sum over all states of the
   * product of the potentials); 0 for a Bayesian network (up to rounding, not computed).
   */
  public double logPartitionFunction() {
    return logPriorScale + logPriorSum;
  }

  /** The log of the sum of the product of the prior tables, subtracted from every log P(e). */
  double logPriorSum() {
    return logPriorSum;
  }

  /** Throws unless built from a Bayesian network (families and expected counts need one). */
  void requireBayesian(String what) {
    if (network == null) {
      throw new ModelException(what + " needs a junction tree of a Bayesian network");
    }
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
        + variables.size()
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
