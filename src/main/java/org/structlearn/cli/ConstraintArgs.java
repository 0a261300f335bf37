package org.structlearn.cli;

import org.structlearn.StructlearnException;
import org.structlearn.constraint.ConstraintOptions;
import picocli.CommandLine.Option;

/** The options of the constraint-based and dependence-topology algorithms of {@code learn}. */
final class ConstraintArgs {
  @Option(
      names = "--test",
      paramLabel = "T",
      description =
          "sgs, pc-stable, gs, gsmn, gsimn, mi-threshold, mgmn: the independence test: x2, x2-adf, mi, mi-adf, "
              + "mi-sh, ssmi, zf, cor, mi-g, mi-cg or bayes (default mi for discrete data, cor for "
              + "continuous, mi-cg for mixed, as bnlearn).")
  String test;

  @Option(
      names = "--max-conditioning",
      paramLabel = "K",
      description =
          "sgs, pc-stable, gs, gsmn, gsimn: the largest conditioning set tested (default unlimited).")
  Integer maxConditioning;

  @Option(
      names = "--undirected",
      description =
          "sgs, pc-stable: stop at the undirected skeleton (the Markov-random-field variants, seed "
              + "003's Algorithms 8.2 and 8.3) instead of orienting a CPDAG.")
  boolean undirected;

  @Option(
      names = "--order",
      paramLabel = "columns|names",
      description =
          "sgs, pc-stable: the order of pairs, neighbours and conditioning subsets, which decides "
              + "the separating sets and v-structures (never the skeleton): columns, bnlearn's "
              + "(default; the same CPDAG as bnlearn), or names, sorted names (the same CPDAG "
              + "for any column order).")
  String order;

  /** The {@code --order} given, or the default (bnlearn's column order). */
  ConstraintOptions.Order order() {
    if (order == null) {
      return ConstraintOptions.Order.COLUMNS;
    }
    for (ConstraintOptions.Order o : ConstraintOptions.Order.values()) {
      if (o.cliName().equals(order)) {
        return o;
      }
    }
    throw new StructlearnException("--order must be columns or names, was '" + order + "'");
  }

  @Option(
      names = "--dimensions",
      paramLabel = "D",
      description = "mgmn: dimensions of the multidimensional-scaling map (default 2).")
  Integer dimensions;

  @Option(
      names = "--threshold",
      paramLabel = "R",
      description =
          "mgmn: the neighbour distance on the map (default: the largest nearest-neighbour "
              + "distance); mi-threshold: the similarity (1 - p-value) an edge needs (default "
              + "1 - alpha).")
  Double threshold;

  /** True if any of these options was given. */
  boolean any() {
    return test != null
        || maxConditioning != null
        || undirected
        || order != null
        || dimensions != null
        || threshold != null;
  }
}
