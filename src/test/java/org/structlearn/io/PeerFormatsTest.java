package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.UaiReader;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.Calibration;
import org.structlearn.model.JunctionTree;
import org.structlearn.model.MarkovEnumeration;
import org.structlearn.model.MarkovNetwork;

/**
 * Files pgmpy writes and reads, from pgmpy's own test suite (src/test/resources/pgmpy, MIT, see its
 * README): UAI with {@code #} comments, JavaBayes' BIF header without {@code |}, a {@code default}
 * entry holding the whole table. The marginals are pgmpy 1.1.2's, computed live by variable
 * elimination on the same files and recorded in the README.
 */
class PeerFormatsTest {
  private static Path file(String name) {
    try {
      return Path.of(PeerFormatsTest.class.getResource("/pgmpy/" + name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static double[] normalised(double... v) {
    double s = 0;
    for (double x : v) {
      s += x;
    }
    double[] out = v.clone();
    for (int i = 0; i < out.length; i++) {
      out[i] /= s;
    }
    return out;
  }

  @Test
  void uaiCommentsAreSkippedAsPgmpySkipsThem() {
    MarkovNetwork with = UaiReader.read(file("comments.uai"));
    MarkovNetwork without = UaiReader.read(file("no-comments.uai"));
    assertEquals(without, with);
    MarkovEnumeration e = MarkovEnumeration.of(with);
    assertArrayEquals(new double[] {0.868846855059253, 0.131153144940748}, e.marginal(0), 1e-12);
    assertArrayEquals(
        new double[] {0.154896877848678, 0.242137648131267, 0.602965474020055},
        e.marginal(2),
        1e-12);
  }

  @Test
  void pgmpysGridFilesGiveItsMarginals() {
    MarkovNetwork grid = UaiReader.read(file("grid4x4.uai"));
    assertEquals(16, grid.size());
    assertEquals(24, grid.graph().edgeCount());
    assertEquals(40, grid.factors().size());
    MarkovEnumeration e = MarkovEnumeration.of(grid);
    assertArrayEquals(normalised(1.70175069405613e+42, 2.79840496115269e+44), e.marginal(0), 1e-12);
    assertArrayEquals(normalised(3.54144277279256e+42, 2.78000804036533e+44), e.marginal(5), 1e-12);
    assertArrayEquals(
        normalised(6.73289469168503e+43, 2.14213299892475e+44), e.marginal(15), 1e-12);
    MarkovNetwork triplets = UaiReader.read(file("grid4x4_with_triplets.uai"));
    assertEquals(28, triplets.graph().edgeCount());
    assertEquals(44, triplets.factors().size());
    assertArrayEquals(
        normalised(6.20233998063186e+44, 1.4389178242655e+47),
        MarkovEnumeration.of(triplets).marginal(0),
        1e-12);
  }

  @Test
  void javaBayesHeaderWithoutBarAndDefaultTablesReadAsPgmpyReadsThem() {
    BayesianNetwork bar = BifReader.read(file("dog-problem-javabayes.bif"));
    BayesianNetwork whole = BifReader.read(file("dog-problem-default.bif"));
    assertEquals(bar.dag(), whole.dag());
    int light = bar.indexOf("light-on");
    assertArrayEquals(new int[] {bar.indexOf("family-out")}, bar.dag().parents(light));
    for (int v = 0; v < bar.size(); v++) {
      assertArrayEquals(bar.cpd(v).probabilities(), whole.cpd(v).probabilities(), 0);
    }
    for (BayesianNetwork bn : List.of(bar, whole)) {
      Calibration c = JunctionTree.of(bn).calibrate(new double[bn.size()][]);
      assertArrayEquals(new double[] {0.39583, 0.60417}, c.marginal(index(bn, "dog-out")), 1e-12);
      assertArrayEquals(
          new double[] {0.2831227, 0.7168773}, c.marginal(index(bn, "hear-bark")), 1e-12);
      assertArrayEquals(new double[] {0.1325, 0.8675}, c.marginal(index(bn, "light-on")), 1e-12);
    }
  }

  private static int index(BayesianNetwork bn, String name) {
    return bn.indexOf(name);
  }
}
