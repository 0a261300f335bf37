package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;

class ChartsAndTablesTest {
  /** Pixels that are not white: a chart with nothing drawn would have none but its frame. */
  static long inked(BufferedImage img) {
    long n = 0;
    for (int y = 0; y < img.getHeight(); y++) {
      for (int x = 0; x < img.getWidth(); x++) {
        if ((img.getRGB(x, y) & 0xFFFFFF) != 0xFFFFFF) {
          n++;
        }
      }
    }
    return n;
  }

  @Test
  void traceOfARunWithRestartsHasASeriesPerClimb() {
    Dataset data = BnlearnData.data("learning.test");
    LearnResult r =
        new HillClimbing(SearchOptions.builder().restarts(2).perturb(2).seed(5).build())
            .learn(data);
    BufferedImage img = Charts.trace(r);
    assertEquals(Charts.WIDTH, img.getWidth());
    assertEquals(Charts.HEIGHT, img.getHeight());
    assertTrue(inked(img) > 5000, "a chart with lines and a legend");
  }

  @Test
  void barAndLineChartsDraw() {
    BufferedImage bars =
        Charts.bars(
            "evaluations",
            "count",
            List.of("naive", "delta cache"),
            Map.of("alarm", new double[] {80000, 2700}),
            true);
    assertTrue(inked(bars) > 5000);
    BufferedImage lines =
        Charts.lines(
            "growth",
            "variables",
            "seconds",
            new double[] {37, 56, 223},
            Map.of("hc", new double[] {0.1, 0.2, 4}),
            true);
    assertTrue(inked(lines) > 5000);
  }

  @Test
  void htmlTableShowsHeadLevelsAndRangeAndEscapes() {
    Dataset d =
        Dataset.of(
            List.of(Variable.discrete("A<b>", List.of("x&y", "z")), Variable.continuous("v")),
            List.of(new int[] {0, 1, 1}, new double[] {1.5, 2.5, -1}));
    String html = Tables.html(d, 2);
    assertTrue(html.contains("3 rows × 2 columns"), html);
    assertTrue(html.contains("(first 2 shown)"));
    assertTrue(html.contains("A&lt;b&gt;"), "names are escaped");
    assertTrue(html.contains("x&amp;y (1)"), "levels with their counts");
    assertTrue(html.contains("z (2)"));
    assertTrue(html.contains("-1.000 … 2.500"), html);
    assertEquals(2, count(html, "<tr><td>") - 2, "two data rows besides the two summary rows");
  }

  @Test
  void resultRowsAreFormattedWithoutSummary() {
    tech.tablesaw.api.Table t =
        tech.tablesaw.api.Table.create(
            "r",
            tech.tablesaw.api.StringColumn.create("name", "a<b"),
            tech.tablesaw.api.DoubleColumn.create("bic", -220761.68771),
            tech.tablesaw.api.DoubleColumn.create("ratio", 5.50312),
            tech.tablesaw.api.LongColumn.create("evals", 65625L));
    String html = Tables.rows(t);
    assertTrue(html.contains("a&lt;b"), html);
    assertTrue(html.contains("-220,761.69"), html);
    assertTrue(html.contains(">5.503<"), html);
    assertTrue(html.contains(">65,625<"), html);
    assertTrue(!html.contains("levels (count)"), "no summary table");
  }

  private static int count(String s, String part) {
    int n = 0;
    for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  @Test
  void notebookProgressThrottlesButAlwaysShowsTheEnd() {
    List<String> shown = new ArrayList<>();
    NotebookProgress p = NotebookProgress.to(shown::add);
    for (int i = 1; i <= 1000; i++) {
      p.progress(i, 1000);
    }
    assertTrue(shown.size() < 50, "updates are throttled, got " + shown.size());
    assertTrue(shown.get(shown.size() - 1).contains("1,000 of 1,000 (100%)"));
    p.finish("done");
    assertTrue(shown.get(shown.size() - 1).contains("done"));
  }
}
