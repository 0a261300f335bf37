package org.structlearn.viz.layout;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.List;

/**
 * Sizes of node boxes, measured with the font GraphStream draws labels in, so that layouts can
 * space nodes by the width of their labels.
 */
public final class LabelMetrics {
  /** Label font size in pixels. */
  public static final int FONT_SIZE = 12;

  /** Logical font family; Java maps it to an installed sans-serif face (DejaVu Sans on Linux). */
  public static final String FONT_FAMILY = Font.SANS_SERIF;

  /** Height of a node box in pixels. */
  public static final double BOX_HEIGHT = 20;

  /** Horizontal padding inside a node box, each side. */
  public static final double BOX_PADDING = 6;

  /** Narrowest node box, so that one-letter names still make a visible node. */
  public static final double MIN_BOX_WIDTH = 24;

  private static final Font FONT = new Font(FONT_FAMILY, Font.PLAIN, FONT_SIZE);
  private static final FontRenderContext FRC = new FontRenderContext(null, true, true);

  private LabelMetrics() {}

  /** Width in pixels of the box drawn around {@code label}. */
  public static double boxWidth(String label) {
    double text = FONT.getStringBounds(label, FRC).getWidth();
    return Math.max(MIN_BOX_WIDTH, Math.ceil(text + 2 * BOX_PADDING));
  }

  /** Box widths of the given labels, in order. */
  public static double[] boxWidths(List<String> labels) {
    double[] w = new double[labels.size()];
    for (int i = 0; i < w.length; i++) {
      w[i] = boxWidth(labels.get(i));
    }
    return w;
  }
}
