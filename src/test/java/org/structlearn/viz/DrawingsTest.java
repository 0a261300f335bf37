package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;
import org.structlearn.graph.Pdag;

class DrawingsTest {
  private static final Dag ALARM = Networks.dag("alarm");

  @Test
  void requestedSizeIsHonouredAndTheImageIsNotBlank() {
    BufferedImage img = Drawings.dag(ALARM, DrawingOptions.builder().size(1200, 1100).build());
    assertEquals(1200, img.getWidth());
    assertEquals(1100, img.getHeight());
    assertTrue(inkFraction(img) > 0.01, "ink " + inkFraction(img));
  }

  @Test
  void aSizeTooSmallForTheLabelsIsEnlargedNotSquashed() {
    BufferedImage natural = Drawings.dag(ALARM);
    BufferedImage small = Drawings.dag(ALARM, DrawingOptions.builder().size(300, 200).build());
    assertEquals(natural.getWidth(), small.getWidth());
    assertEquals(natural.getHeight(), small.getHeight());
  }

  @Test
  void defaultSizeGrowsWithTheGraph() {
    BufferedImage asia = Drawings.dag(Networks.dag("asia"));
    BufferedImage alarm = Drawings.dag(ALARM);
    assertTrue(alarm.getWidth() > asia.getWidth() && alarm.getHeight() > asia.getHeight());
    assertTrue(inkFraction(asia) > 0.01);
  }

  @Test
  void sameGraphGivesIdenticalPixels() {
    assertSamePixels(Drawings.dag(ALARM), Drawings.dag(Networks.dag("alarm")));
    assertSamePixels(
        Drawings.undirected(Dags.moralGraph(ALARM)), Drawings.undirected(Dags.moralGraph(ALARM)));
    Dag learned = perturbed(ALARM);
    DrawingOptions arcs = DrawingOptions.builder().basis(ComparisonBasis.ARCS).build();
    BufferedImage first = Drawings.comparison(ALARM, learned, arcs);
    for (int i = 0; i < 4; i++) {
      // repeated to catch any dependence on hashing or iteration order
      assertSamePixels(first, Drawings.comparison(ALARM, learned, arcs));
      assertSamePixels(Drawings.dag(ALARM), Drawings.dag(ALARM));
    }
  }

  @Test
  void everyKindOfDrawingRendersSomething() {
    Pdag cpdag = Cpdags.of(ALARM);
    List<BufferedImage> images =
        List.of(
            Drawings.pdag(cpdag),
            Drawings.undirected(Dags.skeleton(ALARM)),
            Drawings.comparison(ALARM, cpdag),
            Drawings.comparison(cpdag, cpdag),
            Drawings.dag(Dag.empty(List.of("A", "B", "C"))));
    for (BufferedImage img : images) {
      assertTrue(inkFraction(img) > 0.001, "ink " + inkFraction(img));
    }
  }

  @Test
  void andesRendersAtALegibleSize() {
    Dag andes = Networks.dag("andes");
    BufferedImage img = Drawings.dag(andes);
    // at scale 1 the canvas grows with the widest layer and the number of layers
    assertTrue(
        img.getWidth() >= 1000 && img.getHeight() >= 2000, img.getWidth() + "x" + img.getHeight());
    assertTrue(inkFraction(img) > 0.01);
  }

  @Test
  void comparisonShowsTheColoursOfItsDifferences() {
    BufferedImage img =
        Drawings.comparison(
            ALARM, perturbed(ALARM), DrawingOptions.builder().basis(ComparisonBasis.ARCS).build());
    assertTrue(count(img, 0xd55e00) > 50, "vermillion pixels of extra arcs");
    assertTrue(count(img, 0x0072b2) > 50, "blue pixels of reversed arcs");
  }

  @Test
  void optionsNameTheBadValue() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> DrawingOptions.builder().width(-1).build());
    assertTrue(e.getMessage().contains("width") && e.getMessage().contains("-1"), e.getMessage());
  }

  /** ALARM with two arcs removed, two reversed and one added; the same every time. */
  static Dag perturbed(Dag g) {
    List<Arc> arcs = new ArrayList<>(g.arcs());
    Dag out = g.withoutArc(arcs.get(0).from(), arcs.get(0).to());
    out = out.withoutArc(arcs.get(10).from(), arcs.get(10).to());
    for (int i : new int[] {20, 30}) {
      Arc a = arcs.get(i);
      out = out.withoutArc(a.from(), a.to()).withArc(a.to(), a.from());
    }
    return out.withArc(g.indexOf("HISTORY"), g.indexOf("BP"));
  }

  private static void assertSamePixels(BufferedImage a, BufferedImage b) {
    assertEquals(a.getWidth(), b.getWidth());
    assertEquals(a.getHeight(), b.getHeight());
    int[] pa = a.getRGB(0, 0, a.getWidth(), a.getHeight(), null, 0, a.getWidth());
    int[] pb = b.getRGB(0, 0, b.getWidth(), b.getHeight(), null, 0, b.getWidth());
    assertArrayEquals(pa, pb);
  }

  /** Share of pixels that differ from the white background. */
  private static double inkFraction(BufferedImage img) {
    int[] p = img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    long ink = 0;
    for (int rgb : p) {
      if ((rgb & 0xffffff) != 0xffffff) {
        ink++;
      }
    }
    return (double) ink / p.length;
  }

  static long count(BufferedImage img, int rgb) {
    int[] p = img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
    long n = 0;
    for (int c : p) {
      if ((c & 0xffffff) == rgb) {
        n++;
      }
    }
    return n;
  }
}
