package org.structlearn.mixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.graph.ModelStrings;

/**
 * Weighted rows (structural EM's completed rows with their probabilities) against the oracle of
 * whole-number weights: the scores and the fit of rows weighted by their multiplicities are those
 * of the data with each row repeated that many times.
 */
class CgWeightsTest {
  @Test
  void wholeNumberWeightsEqualRepeatedRows() {
    Dataset data = CgReferences.data("clgaussian").head(1000);
    SplittableRandom rnd = new SplittableRandom(5);
    double[] w = new double[data.rows()];
    int[] repeated =
        IntStream.range(0, data.rows())
            .flatMap(
                r -> {
                  int m = 1 + rnd.nextInt(3);
                  w[r] = m;
                  return IntStream.generate(() -> r).limit(m);
                })
            .toArray();
    Dataset expanded = data.rows(repeated);
    Dag dag = ModelStrings.parse(CgNetworkTest.TRUTH);
    for (CgScoreType t : CgScoreType.values()) {
      CgScore weighted = new CgScoreSpec(t).bind(data, w);
      CgScore plain = new CgScoreSpec(t).bind(expanded);
      for (int v = 0; v < dag.size(); v++) {
        double expected = CgScoreReferenceTest.family(plain, expanded, dag, v);
        double got = CgScoreReferenceTest.family(weighted, data, dag, v);
        assertEquals(expected, got, 1e-9 * Math.abs(expected), t + " " + dag.name(v));
      }
    }
    CgNetwork a = CgFit.fit(dag, data, w);
    CgNetwork b = CgFit.fit(dag, expanded);
    int g = dag.indexOf("G");
    assertEquals(b.cgCpd(g).sd(1), a.cgCpd(g).sd(1), 1e-12);
    assertEquals(b.cgCpd(g).coefficient(2, 0), a.cgCpd(g).coefficient(2, 0), 1e-10);
    assertEquals(b.logLikelihood(expanded), a.logLikelihood(expanded), 1e-6);
  }

  @Test
  void badWeightsAreRefused() {
    Dataset data = CgReferences.data("clgaussian").head(10);
    assertThrows(DataException.class, () -> new CgStatistics(data, new double[9]));
    double[] w = new double[10];
    java.util.Arrays.fill(w, 1);
    w[3] = 0;
    assertThrows(DataException.class, () -> new CgStatistics(data, w));
  }
}
