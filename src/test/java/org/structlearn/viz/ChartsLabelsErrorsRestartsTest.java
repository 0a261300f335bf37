package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.SearchStep;

/** The chart variants notebooks 02 and 03 use: value labels, error bars, best score per climb. */
class ChartsLabelsErrorsRestartsTest {
  private static boolean samePixels(BufferedImage a, BufferedImage b) {
    for (int y = 0; y < a.getHeight(); y++) {
      for (int x = 0; x < a.getWidth(); x++) {
        if (a.getRGB(x, y) != b.getRGB(x, y)) {
          return false;
        }
      }
    }
    return true;
  }

  @Test
  void logLineChartLabelsKeepThreeSignificantDigitsOrEveryIntegerDigit() {
    assertEquals("0.208", Charts.valueLabel(0.2075));
    assertEquals("6.35", Charts.valueLabel(6.353));
    assertEquals("102,169", Charts.valueLabel(102169));
    assertEquals("2,738", Charts.valueLabel(2738));
    assertEquals("20.2", Charts.valueLabel(20.225));
  }

  @Test
  void valueLabelsAddInkToTheBars() {
    List<String> categories = List.of("naive", "delta cache");
    Map<String, double[]> series = Map.of("alarm", new double[] {65625, 2695});
    BufferedImage plain = Charts.bars("evaluations", "count", categories, series, true);
    BufferedImage labelled = Charts.bars("evaluations", "count", categories, series, true, true);
    BufferedImage unlabelled = Charts.bars("evaluations", "count", categories, series, true, false);
    assertTrue(samePixels(plain, unlabelled), "the five-argument form draws no labels");
    assertFalse(samePixels(plain, labelled));
  }

  @Test
  void errorBarsAddInkAndMustMatchThePoints() {
    double[] x = {0, 10, 20};
    Map<String, double[]> series = Map.of("loss", new double[] {4.6, 4.7, 4.8});
    BufferedImage without = Charts.lines("cv", "lambda", "loss", x, series, Map.of());
    BufferedImage with =
        Charts.lines("cv", "lambda", "loss", x, series, Map.of("loss", new double[] {.1, .1, .1}));
    assertTrue(ChartsAndTablesTest.inked(with) > ChartsAndTablesTest.inked(without));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> Charts.lines("cv", "l", "y", x, series, Map.of("loss", new double[] {.1})));
    assertTrue(e.getMessage().contains("'loss' has 1 errors for 3 points"), e.getMessage());
  }

  @Test
  void bestPerClimbIsTheMaximumOfEachClimbAndEndsAtTheResultScore() {
    Dataset data = BnlearnData.data("learning.test");
    LearnResult r =
        new HillClimbing(SearchOptions.builder().restarts(4).perturb(3).seed(7).build())
            .learn(data);
    double[][] rows = Charts.bestPerClimb(r);
    assertEquals(5, rows[0].length, "the first climb and four restarts");
    for (int i = 0; i < rows[0].length; i++) {
      int climb = (int) rows[0][i];
      assertEquals(i, climb);
      double max = Double.NEGATIVE_INFINITY;
      for (SearchStep s : r.steps()) {
        if (s.restart() == climb) {
          max = Math.max(max, s.total());
        }
      }
      assertEquals(max, rows[1][i], 0.0);
      if (i > 0) {
        assertTrue(rows[2][i] >= rows[2][i - 1], "best so far never falls");
        assertEquals(Math.max(rows[2][i - 1], rows[1][i]), rows[2][i], 0.0);
      }
    }
    assertEquals(r.score(), rows[2][rows[2].length - 1], 1e-6 * Math.abs(r.score()));
    double[][] starts = Charts.restartStarts(r);
    assertEquals(4, starts[0].length, "each restart has a start");
    for (int i = 0; i < starts[0].length; i++) {
      assertTrue(starts[1][i] <= rows[1][i + 1], "a climb never ends below where it started");
    }
    BufferedImage img = Charts.restarts(r);
    assertEquals(Charts.WIDTH, img.getWidth());
    assertTrue(ChartsAndTablesTest.inked(img) > 5000);
  }
}
