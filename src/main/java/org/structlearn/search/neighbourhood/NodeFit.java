package org.structlearn.search.neighbourhood;

import java.util.Arrays;
import java.util.Locale;

/**
 * One node's regression on the others: its penalty path, the EBIC along it, the penalty chosen and
 * the neighbours it gives.
 *
 * @param node the node's name
 * @param family {@code binomial}, {@code multinomial} or {@code gaussian}; {@code none} for a node
 *     that is not modelled (a level seen once, one level only, or a constant column: see {@link
 *     NeighbourhoodSelection})
 * @param path the penalty path (glmnet's fit), or {@code null} for a node not modelled
 * @param predictorNodes {@code predictorNodes[j]}: the data column predictor {@code j} of the path
 *     comes from
 * @param ebic the EBIC at each penalty of the path (NaN where the log-likelihood is not finite);
 *     empty with a fixed penalty or for a node not modelled
 * @param chosen the index of the chosen penalty on the path (the first smallest EBIC, as R's {@code
 *     which.min}), or −1 for a node not modelled
 * @param neighbours the data columns with a non-zero coefficient at the chosen penalty, ascending
 * @param weights {@code weights[u]}: the coefficient of data column {@code u} at the chosen penalty
 *     when it has one parameter (a binomial or Gaussian response on a binary or continuous
 *     predictor), else the mean absolute value of its parameters (mgm's aggregation); 0 for a
 *     non-neighbour
 */
public record NodeFit(
    String node,
    String family,
    LassoPath path,
    int[] predictorNodes,
    double[] ebic,
    int chosen,
    int[] neighbours,
    double[] weights) {

  /** True if the node was modelled (it has a path). */
  public boolean modelled() {
    return path != null;
  }

  /** The chosen penalty, or NaN for a node not modelled. */
  public double lambda() {
    return modelled() ? path.lambdas()[chosen] : Double.NaN;
  }

  /** The EBIC at the chosen penalty, or NaN (fixed penalty, node not modelled). */
  public double chosenEbic() {
    return chosen >= 0 && ebic.length > 0 ? ebic[chosen] : Double.NaN;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NodeFit f
        && node.equals(f.node)
        && family.equals(f.family)
        && java.util.Objects.equals(path, f.path)
        && Arrays.equals(predictorNodes, f.predictorNodes)
        && Arrays.equals(ebic, f.ebic)
        && chosen == f.chosen
        && Arrays.equals(neighbours, f.neighbours)
        && Arrays.equals(weights, f.weights);
  }

  @Override
  public int hashCode() {
    return node.hashCode() * 31 + Arrays.hashCode(neighbours) * 7 + chosen;
  }

  @Override
  public String toString() {
    if (!modelled()) {
      return node + ": not modelled";
    }
    return String.format(
        Locale.ROOT,
        "%s (%s): penalty %d of %d, lambda %.5g, EBIC %.4f, %d neighbours",
        node,
        family,
        chosen + 1,
        path.size(),
        lambda(),
        chosenEbic(),
        neighbours.length);
  }
}
