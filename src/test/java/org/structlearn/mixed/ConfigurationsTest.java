package org.structlearn.mixed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;

/**
 * The two sources of the per-configuration statistics agree: a grouping merged from the atoms (the
 * grouping by every discrete column; Chan, Golub and LeVeque's pairwise update) has the same
 * configurations in the same order, counts, means and centred cross products as the same grouping
 * computed from the rows, for every subset of the discrete columns of clgaussian.test, with and
 * without row weights; and the reference data sets take both paths (clgaussian.test merges, survey
 * does not), so the bnlearn reference tests check both against bnlearn.
 */
class ConfigurationsTest {
  @Test
  void mergedFromAtomsEqualsFromRows() {
    Dataset data = CgReferences.data("clgaussian");
    compareEverySubset(data, null);
    SplittableRandom rnd = new SplittableRandom(3);
    compareEverySubset(
        data, IntStream.range(0, data.rows()).mapToDouble(r -> 0.1 + rnd.nextDouble()).toArray());
  }

  @Test
  void clgaussianMergesAndSurveyDoesNot() {
    assertTrue(new CgStatistics(CgReferences.data("clgaussian")).mergesFromAtoms());
    assertFalse(new CgStatistics(CgReferences.survey()).mergesFromAtoms());
  }

  private static void compareEverySubset(Dataset data, double[] weights) {
    int[] discrete = IntStream.range(0, data.columns()).filter(data::isDiscrete).toArray();
    double[][] continuous =
        IntStream.range(0, data.columns())
            .filter(c -> !data.isDiscrete(c))
            .mapToObj(data::continuousValues)
            .toArray(double[][]::new);
    AtomicLong held = new AtomicLong();
    Configurations atoms =
        Configurations.of(data, discrete, continuous, weights, held, Long.MAX_VALUE);
    for (int mask = 0; mask < 1 << discrete.length; mask++) {
      int m = mask;
      int[] d =
          IntStream.range(0, discrete.length)
              .filter(i -> (m >> i & 1) == 1)
              .map(i -> discrete[i])
              .toArray();
      Configurations rows = Configurations.of(data, d, continuous, weights, held, Long.MAX_VALUE);
      Configurations merged = Configurations.merged(data, d, atoms, discrete, held);
      assertEquals(rows.observed(), merged.observed());
      assertEquals(rows.possible(), merged.possible());
      assertArrayEquals(rows.rowConfigurations(), merged.rowConfigurations());
      for (int c = 0; c < rows.observed(); c++) {
        assertEquals(rows.fullIndex(c), merged.fullIndex(c));
        assertEquals(rows.count(c), merged.count(c), 1e-9 * rows.count(c));
      }
      for (int i = 0; i < continuous.length; i++) {
        close(rows.means(i), merged.means(i));
        for (int j = 0; j <= i; j++) {
          close(rows.cross(i, j), merged.cross(i, j));
        }
      }
    }
  }

  private static void close(double[] expected, double[] got) {
    for (int c = 0; c < expected.length; c++) {
      assertEquals(expected[c], got[c], 1e-10 * Math.max(1, Math.abs(expected[c])));
    }
  }
}
