package org.structlearn.viz;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.metrics.NodeSetMismatchException;

/**
 * The node pairs linked in a true or a learned graph, each classified, nodes matched by name:
 *
 * <ul>
 *   <li>{@link Status#CORRECT}: the same link in both (same direction, or undirected in both);
 *   <li>{@link Status#EXTRA}: linked in the learned graph only;
 *   <li>{@link Status#MISSING}: linked in the true graph only;
 *   <li>{@link Status#REVERSED}: linked in both, but oriented differently (the other way round, or
 *       directed in one and undirected in the other).
 * </ul>
 *
 * <p>{@link #shd()} is the number of pairs whose link differs; with {@link ComparisonBasis#CPDAG}
 * it is bnlearn's SHD. Node indices in {@link #links()} are those of the true graph. O(n²) time.
 *
 * @param truthNames node names of the true graph (the index space of the links)
 * @param links every linked pair, sorted by (a, b), a &lt; b
 * @param correct pairs with the same link
 * @param extra pairs linked in the learned graph only
 * @param missing pairs linked in the true graph only
 * @param reversed pairs linked in both but oriented differently
 */
public record LinkComparison(
    List<String> truthNames,
    List<ComparedLink> links,
    int correct,
    int extra,
    int missing,
    int reversed) {

  /** How one linked pair compares. */
  public enum Status {
    CORRECT,
    EXTRA,
    MISSING,
    REVERSED
  }

  /**
   * One linked pair {@code a < b} (indices of the true graph) with its link on each side, coded as
   * {@link Pdag#link(int, int)} codes it from {@code a}: 0 none, 1 {@code a -> b}, 2 {@code b ->
   * a}, 3 undirected.
   */
  public record ComparedLink(int a, int b, Status status, int truthLink, int learnedLink) {}

  public LinkComparison {
    truthNames = List.copyOf(truthNames);
    links = List.copyOf(links);
  }

  /** Compares two DAGs on the given basis. */
  public static LinkComparison of(Dag truth, Dag learned, ComparisonBasis basis) {
    return basis == ComparisonBasis.CPDAG
        ? compare(Cpdags.of(truth), Cpdags.of(learned))
        : compare(Pdag.of(truth), Pdag.of(learned));
  }

  /** Compares a learned partially directed graph with a true DAG on the given basis. */
  public static LinkComparison of(Dag truth, Pdag learned, ComparisonBasis basis) {
    return basis == ComparisonBasis.CPDAG
        ? compare(Cpdags.of(truth), Cpdags.ofPdag(learned))
        : compare(Pdag.of(truth), learned);
  }

  /** Compares two partially directed graphs on the given basis. */
  public static LinkComparison of(Pdag truth, Pdag learned, ComparisonBasis basis) {
    return basis == ComparisonBasis.CPDAG
        ? compare(Cpdags.ofPdag(truth), Cpdags.ofPdag(learned))
        : compare(truth, learned);
  }

  /**
   * Classifies every linked pair of two graphs as given.
   *
   * @throws NodeSetMismatchException if the node names differ
   */
  static LinkComparison compare(Pdag truth, Pdag learned) {
    int[] map = mapNames(truth, learned);
    int n = truth.size();
    List<ComparedLink> out = new ArrayList<>();
    int[] counts = new int[Status.values().length];
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        int t = truth.link(a, b);
        int l = learned.link(map[a], map[b]);
        if (t == 0 && l == 0) {
          continue;
        }
        Status s =
            t == l
                ? Status.CORRECT
                : t == 0 ? Status.EXTRA : l == 0 ? Status.MISSING : Status.REVERSED;
        counts[s.ordinal()]++;
        out.add(new ComparedLink(a, b, s, t, l));
      }
    }
    return new LinkComparison(
        truth.names(),
        out,
        counts[Status.CORRECT.ordinal()],
        counts[Status.EXTRA.ordinal()],
        counts[Status.MISSING.ordinal()],
        counts[Status.REVERSED.ordinal()]);
  }

  /** For each node of {@code truth}, its index in {@code learned}. */
  private static int[] mapNames(Pdag truth, Pdag learned) {
    List<String> missingFromLearned = new ArrayList<>();
    List<String> missingFromTruth = new ArrayList<>();
    int[] map = new int[truth.size()];
    for (int i = 0; i < truth.size(); i++) {
      map[i] = learned.indexOf(truth.name(i));
      if (map[i] < 0) {
        missingFromLearned.add(truth.name(i));
      }
    }
    for (String name : learned.names()) {
      if (truth.indexOf(name) < 0) {
        missingFromTruth.add(name);
      }
    }
    if (!missingFromLearned.isEmpty() || !missingFromTruth.isEmpty()) {
      throw new NodeSetMismatchException(missingFromLearned, missingFromTruth);
    }
    return map;
  }

  /** Pairs whose link differs: extra + missing + reversed. */
  public int shd() {
    return extra + missing + reversed;
  }

  /** The true graph's links, as a partially directed graph (used to lay the picture out). */
  Pdag truthGraph() {
    List<Arc> arcs = new ArrayList<>();
    List<Edge> edges = new ArrayList<>();
    for (ComparedLink c : links) {
      switch (c.truthLink()) {
        case 1 -> arcs.add(new Arc(c.a(), c.b()));
        case 2 -> arcs.add(new Arc(c.b(), c.a()));
        case 3 -> edges.add(new Edge(c.a(), c.b()));
        default -> {}
      }
    }
    return Pdag.of(truthNames, arcs, edges);
  }

  /** E.g. {@code SHD 12: 30 correct, 5 extra, 4 missing, 3 reversed}. */
  @Override
  public String toString() {
    return "SHD "
        + shd()
        + ": "
        + correct
        + " correct, "
        + extra
        + " extra, "
        + missing
        + " missing, "
        + reversed
        + " reversed";
  }
}
