package org.structlearn.metrics;

import java.util.List;
import org.structlearn.graph.GraphException;

/**
 * Two graphs compared by node name do not have the same nodes. The message lists the names each
 * side lacks; read the learned graph over the true graph's node list (e.g. {@code
 * ArcLists.readPdag(file, truth.names())}) when it merely omits isolated nodes.
 */
public class NodeSetMismatchException extends GraphException {
  private final List<String> missingFromLearned;
  private final List<String> missingFromTruth;

  public NodeSetMismatchException(List<String> missingFromLearned, List<String> missingFromTruth) {
    super(
        "the graphs have different nodes: the learned graph lacks "
            + missingFromLearned
            + " and the true graph lacks "
            + missingFromTruth
            + "; compare graphs over the same node names");
    this.missingFromLearned = List.copyOf(missingFromLearned);
    this.missingFromTruth = List.copyOf(missingFromTruth);
  }

  /** Nodes of the true graph that the learned graph does not have. */
  public List<String> missingFromLearned() {
    return missingFromLearned;
  }

  /** Nodes of the learned graph that the true graph does not have. */
  public List<String> missingFromTruth() {
    return missingFromTruth;
  }
}
