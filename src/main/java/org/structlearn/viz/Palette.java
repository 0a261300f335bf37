package org.structlearn.viz;

import java.awt.Color;

/**
 * The colours of every picture: the palette of Okabe and Ito (2008), "Color Universal Design",
 * whose eight colours stay distinguishable under the common forms of colour blindness, plus greys.
 * Series of a chart take {@link #SERIES} in order.
 */
final class Palette {
  static final Color BLACK = new Color(0x22, 0x22, 0x22);
  static final Color ORANGE = new Color(0xE6, 0x9F, 0x00);
  static final Color SKY_BLUE = new Color(0x56, 0xB4, 0xE9);
  static final Color BLUISH_GREEN = new Color(0x00, 0x9E, 0x73);
  static final Color YELLOW = new Color(0xF0, 0xE4, 0x42);
  static final Color BLUE = new Color(0x00, 0x72, 0xB2);
  static final Color VERMILLION = new Color(0xD5, 0x5E, 0x00);
  static final Color REDDISH_PURPLE = new Color(0xCC, 0x79, 0xA7);
  static final Color GREY = new Color(0x99, 0x99, 0x99);
  static final Color LIGHT_GREY = new Color(0xBB, 0xBB, 0xBB);

  /**
   * Colours for chart series, in order: the Okabe–Ito colours without yellow (too light on white)
   * and with black last, then grey.
   */
  static final Color[] SERIES = {
    BLUE, VERMILLION, BLUISH_GREEN, ORANGE, REDDISH_PURPLE, SKY_BLUE, BLACK, GREY
  };

  private Palette() {}
}
