package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.BnlearnData;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;

class PictureTest {
  @Test
  void twoRendersHaveTheSameShortText() {
    Dag asia = Networks.dag("asia");
    DrawingOptions titled = DrawingOptions.builder().title("ASIA").build();
    List<Picture> first =
        List.of(
            Drawings.dag(asia),
            Drawings.dag(asia, titled),
            Drawings.comparison(asia, asia, titled),
            Drawings.pdag(Cpdags.of(asia)),
            Drawings.undirected(Dags.skeleton(asia)));
    List<Picture> second =
        List.of(
            Drawings.dag(asia),
            Drawings.dag(asia, titled),
            Drawings.comparison(asia, asia, titled),
            Drawings.pdag(Cpdags.of(asia)),
            Drawings.undirected(Dags.skeleton(asia)));
    for (int i = 0; i < first.size(); i++) {
      String text = first.get(i).toString();
      assertEquals(text, second.get(i).toString());
      assertFalse(text.contains("@"), text);
      assertTrue(text.startsWith("picture " + first.get(i).getWidth() + "\u00d7"), text);
    }
    assertEquals(
        "picture " + first.get(1).getWidth() + "\u00d7" + first.get(1).getHeight() + ": ASIA",
        first.get(1).toString());
  }

  @Test
  void chartsArePicturesWithStableText() {
    LearnResult r =
        new HillClimbing(SearchOptions.defaults()).learn(BnlearnData.data("learning.test"));
    Picture a = Charts.trace(r);
    Picture b = Charts.trace(r);
    assertEquals(a.toString(), b.toString());
    assertTrue(a.toString().endsWith(": hill climbing (bic)"), a.toString());
  }

  @Test
  void aCopyKeepsThePixels() {
    Picture p = Drawings.dag(Networks.dag("asia"));
    Picture q = Picture.of(p, "copy");
    assertEquals("picture " + p.getWidth() + "\u00d7" + p.getHeight() + ": copy", q.toString());
    assertEquals(p.getRGB(p.getWidth() / 2, 30), q.getRGB(p.getWidth() / 2, 30));
  }

  @Test
  void aGridPlacesEachPanelInItsCellOnWhite() {
    Picture red = new Picture(10, 20, "red");
    Picture blue = new Picture(30, 10, "blue");
    java.awt.Graphics2D g = red.createGraphics();
    g.setColor(java.awt.Color.RED);
    g.fillRect(0, 0, 10, 20);
    g.dispose();
    g = blue.createGraphics();
    g.setColor(java.awt.Color.BLUE);
    g.fillRect(0, 0, 30, 10);
    g.dispose();
    Picture grid = Picture.grid("", 2, List.of(red, blue, red));
    // columns as wide as their widest panel (10, 30), rows as tall as their tallest (20, 20)
    assertEquals("picture 40\u00d740", grid.toString());
    assertEquals(java.awt.Color.RED.getRGB(), grid.getRGB(5, 10)); // red in cell (0, 0)
    assertEquals(java.awt.Color.BLUE.getRGB(), grid.getRGB(25, 5)); // blue at the top of (1, 0)
    assertEquals(java.awt.Color.WHITE.getRGB(), grid.getRGB(25, 15));
    assertEquals(java.awt.Color.RED.getRGB(), grid.getRGB(5, 30)); // third panel, next row
    assertEquals(java.awt.Color.WHITE.getRGB(), grid.getRGB(25, 30));
    // a title is drawn in a band above the panels, which move down by its height
    Picture titled = Picture.grid("two", 2, List.of(red, blue, red));
    int band = titled.getHeight() - 40;
    assertTrue(band > 15, "title band " + band);
    assertEquals("picture 40\u00d7" + titled.getHeight() + ": two", titled.toString());
    assertEquals(java.awt.Color.RED.getRGB(), titled.getRGB(5, band + 10));
    assertTrue(darkPixels(titled, 0, band) > 0, "the title is drawn");
    IllegalArgumentException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class, () -> Picture.grid("none", 2, List.of()));
    assertTrue(e.getMessage().startsWith("a grid needs at least one panel"), e.getMessage());
  }

  @Test
  void aCaptionAddsLinesUnderTheTitle() {
    Picture panel = new Picture(300, 50, "p");
    Picture one = Picture.grid("title", 1, List.of(panel));
    Picture two = Picture.grid("title", "a caption under the title", 1, List.of(panel));
    assertTrue(two.getHeight() > one.getHeight(), one + " vs " + two);
    assertEquals("picture 300\u00d7" + two.getHeight() + ": title", two.toString());
  }

  @Test
  void pngIsAWholeFileThatDecodesToTheSamePixels() throws java.io.IOException {
    Picture p = Drawings.dag(Networks.dag("asia"));
    byte[] png = p.png();
    byte[] iend = {0, 0, 0, 0, 'I', 'E', 'N', 'D', (byte) 0xae, 0x42, 0x60, (byte) 0x82};
    assertTrue(
        java.util.Arrays.equals(
            iend, java.util.Arrays.copyOfRange(png, png.length - iend.length, png.length)),
        "ends with a whole IEND chunk");
    java.awt.image.BufferedImage back =
        javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(png));
    assertEquals(p.getWidth(), back.getWidth());
    assertEquals(p.getRGB(p.getWidth() / 2, 30), back.getRGB(p.getWidth() / 2, 30));
    assertEquals(
        java.util.Base64.getEncoder().encodeToString(png), p.pngBase64(), "Base64 with padding");
  }

  /** Pixels darker than mid-grey in rows [y0, y1). */
  static int darkPixels(java.awt.image.BufferedImage im, int y0, int y1) {
    int dark = 0;
    for (int y = y0; y < y1; y++) {
      for (int x = 0; x < im.getWidth(); x++) {
        int rgb = im.getRGB(x, y);
        int sum = ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
        dark += sum < 3 * 128 ? 1 : 0;
      }
    }
    return dark;
  }
}
