package org.structlearn.missing;

import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.search.SearchOptions;

/**
 * Fills the missing cells of mixed data from a conditional linear Gaussian network, by likelihood
 * weighting ({@link CgParticles}): each incomplete row's observed cells are the evidence for {@code
 * particles} weighted particles, as bnlearn's {@code impute(method = "bayes-lw")} does for a {@code
 * bn.fit.cgnet} (bnlearn has no exact inference for those). The most probable completion is
 * bnlearn's: each missing discrete cell at the level with the largest weight, each missing
 * continuous cell at the weighted mean of its particles; a draw is one particle chosen in
 * proportion to the weights. Complete rows are kept as they are. Each row's particles come from a
 * generator seeded by (seed, row), so the completion is the same for any thread count. Cost
 * O(incomplete rows x particles x (nodes + arcs)).
 */
public final class CgImputation {
  /** Particles per incomplete row, as bnlearn's {@code impute} (its {@code n = 500}). */
  public static final int PARTICLES = 500;

  private CgImputation() {}

  /**
   * The data with every missing cell filled.
   *
   * @param data the network's columns in its order, with its variables (levels in its order), with
   *     missing cells
   * @param draw false: the most probable completion (bnlearn's); true: one draw per row
   * @throws DataException if the data's variables are not the network's
   */
  public static Dataset impute(
      CgNetwork net, Dataset data, boolean draw, int particles, long seed, int threads) {
    if (!data.variables().equals(net.variables())) {
      throw new DataException(
          "the data's columns "
              + data.names()
              + " are not the network's variables "
              + net.names()
              + " (same names, order, kinds and levels); read the data against the network");
    }
    if (particles < 1) {
      throw new DataException("particles must be at least 1, was " + particles);
    }
    StructuralEmOptions o =
        StructuralEmOptions.builder()
            .search(SearchOptions.defaults().toBuilder().seed(seed).threads(threads).build())
            .completion(draw ? Completion.EXPECTED : Completion.IMPUTED)
            .draws(1)
            .particles(particles)
            .build();
    return new CgCompletion(CgSem.Rows.of(data), o).complete(net, 0).table();
  }
}
