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
 *   <li>{@link Status#REVERSED}: linked in both, but oriented differently: the other way round
 *       ({@link Difference#REVERSED}), directed where the truth is undirected ({@link
 *       Difference#DIRECTED_WHERE_UNDIRECTED}), or undirected where the truth has an arc ({@link
 *       Difference#UNDIRECTED_WHERE_ARC}); each counted separately by {@link #count(Difference)}.
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
 * @param reversed pairs linked in both but oriented differently (all three kinds of {@link
 *     Status#REVERSED})
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

  /** The exact category of a linked pair, as the drawings' legends name it. */
  public enum Difference {
    /** The same arc in both. */
    CORRECT_ARC,
    /** The same undirected edge in both. */
    CORRECT_UNDIRECTED,
    /** Linked in the learned graph only. */
    EXTRA,
    /** Linked in the true graph only. */
    MISSING,
    /** An arc in both, pointing the other way. */
    REVERSED,
    /** An arc in the learned graph where the truth has an undirected edge. */
    DIRECTED_WHERE_UNDIRECTED,
    /** An undirected edge in the learned graph where the truth has an arc. */
    UNDIRECTED_WHERE_ARC
  }

  /** One linked pair {@code a < b} (indices of the true graph) with its link on each side. */
  public record ComparedLink(int a, int b, Status status, LinkKind truth, LinkKind learned) {
    /** The exact category of this pair. */
    public Difference difference() {
      return switch (status) {
        case CORRECT ->
            truth == LinkKind.UNDIRECTED ? Difference.CORRECT_UNDIRECTED : Difference.CORRECT_ARC;
        case EXTRA -> Difference.EXTRA;
        case MISSING -> Difference.MISSING;
        case REVERSED ->
            truth == LinkKind.UNDIRECTED
                ? Difference.DIRECTED_WHERE_UNDIRECTED
                : learned == LinkKind.UNDIRECTED
                    ? Difference.UNDIRECTED_WHERE_ARC
                    : Difference.REVERSED;
      };
    }
  }

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
        out.add(new ComparedLink(a, b, s, LinkKind.ofCode(t), LinkKind.ofCode(l)));
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
      switch (c.truth()) {
        case FORWARD -> arcs.add(new Arc(c.a(), c.b()));
        case BACKWARD -> arcs.add(new Arc(c.b(), c.a()));
        case UNDIRECTED -> edges.add(new Edge(c.a(), c.b()));
        case NONE -> {}
      }
    }
    return Pdag.of(truthNames, arcs, edges);
  }

  /** How many pairs fall in {@code category}. O(links). */
  public int count(Difference category) {
    int k = 0;
    for (ComparedLink l : links) {
      k += l.difference() == category ? 1 : 0;
    }
    return k;
  }

  /**
   * E.g. {@code SHD 12: 30 correct, 5 extra, 4 missing, 3 reversed}; orientation differences other
   * than a reversed arc are named apart when there are any, e.g. {@code SHD 16: 12 correct, 4
   * extra, 4 missing, 3 reversed, 5 undirected where the truth has an arc}.
   */
  @Override
  public String toString() {
    boolean anyArc = false;
    for (ComparedLink l : links) {
      anyArc |= l.truth().directed() || l.learned().directed();
    }
    if (!anyArc && !links.isEmpty()) {
      return "SHD "
          + shd()
          + ": "
          + correct
          + " correct, "
          + extra
          + " extra, "
          + missing
          + " missing";
    }
    StringBuilder s =
        new StringBuilder("SHD ")
            .append(shd())
            .append(": ")
            .append(correct)
            .append(" correct, ")
            .append(extra)
            .append(" extra, ")
            .append(missing)
            .append(" missing, ")
            .append(count(Difference.REVERSED))
            .append(" reversed");
    int directed = count(Difference.DIRECTED_WHERE_UNDIRECTED);
    int undirected = count(Difference.UNDIRECTED_WHERE_ARC);
    if (directed > 0) {
      s.append(", ").append(directed).append(" directed where the truth is undirected");
    }
    if (undirected > 0) {
      s.append(", ").append(undirected).append(" undirected where the truth has an arc");
    }
    return s.toString();
  }
}
