package org.structlearn.latent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.structlearn.model.EnumerationLimitException;

class RelativeEntropyTest {
  private static InfluenceNetwork small(long seed, int arcs) {
    return InfluenceNetworks.random(
        InfluenceNetworkOptions.builder()
            .models(3)
            .observationsPerModel(3)
            .states(3)
            .maxInDegree(2)
            .arcs(arcs)
            .dirichlet(1)
            .build(),
        seed);
  }

  @Test
  void divergenceOfANetworkFromItselfIsZero() {
    InfluenceNetwork p = small(1, 3);
    KlEstimate exact = RelativeEntropy.exact(p, p);
    assertEquals(0, exact.estimate(), 1e-12);
    assertEquals(19683, exact.samples());
    assertTrue(exact.exact());
    KlEstimate sampled = RelativeEntropy.sampled(p, p, 1000, 4);
    assertEquals(0, sampled.estimate(), 1e-12);
    assertEquals(0, sampled.standardError(), 1e-12);
  }

  @Test
  void exactDivergenceIsPositiveAndSampledAgreesWithinFewStandardErrors() {
    InfluenceNetwork p = small(1, 3);
    for (long seed = 2; seed < 5; seed++) {
      InfluenceNetwork q = small(seed, (int) (seed % 4));
      KlEstimate exact = RelativeEntropy.exact(p, q);
      assertTrue(exact.estimate() > 0, exact.toString());
      KlEstimate sampled = RelativeEntropy.sampled(p, q, 20_000, seed);
      assertTrue(sampled.standardError() > 0);
      assertEquals(
          exact.estimate(),
          sampled.estimate(),
          4 * sampled.standardError(),
          exact + " vs " + sampled);
    }
  }

  @Test
  void anyModelOfRowsWorksAndLargeSpacesAreRefusedForExactSums() {
    InfluenceNetwork p = small(1, 3);
    RowLogLikelihoods uniform =
        rows -> {
          double[] out = new double[rows.rows()];
          java.util.Arrays.fill(out, 9 * Math.log(1.0 / 3));
          return out;
        };
    // KL to the uniform distribution = log|X| - H(P) <= log|X|
    KlEstimate kl = RelativeEntropy.exact(p, uniform);
    assertTrue(kl.estimate() > 0 && kl.estimate() < 9 * Math.log(3), kl.toString());
    InfluenceNetwork big = InfluenceNetworks.random(InfluenceNetworkOptions.defaults(), 1);
    assertThrows(EnumerationLimitException.class, () -> RelativeEntropy.exact(big, big));
    assertTrue(!RelativeEntropy.of(big, big, 100, 1).exact());
  }
}
