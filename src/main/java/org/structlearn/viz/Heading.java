package org.structlearn.viz;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.viz.layout.LabelMetrics;

/**
 * A title (bold) and a caption (plain) above a picture, each wrapped at spaces to the picture's
 * width and centred, for {@link Picture#grid} and the drawings. An empty title and caption take no
 * space.
 *
 * @param title the title's lines
 * @param caption the caption's lines
 */
record Heading(List<String> title, List<String> caption) {
  static final Font TITLE_FONT = new Font(LabelMetrics.FONT_FAMILY, Font.BOLD, 15);
  static final Font CAPTION_FONT = new Font(LabelMetrics.FONT_FAMILY, Font.PLAIN, 13);
  static final Color INK = new Color(0x22, 0x22, 0x22);
  private static final int TITLE_LINE = 20;
  private static final int CAPTION_LINE = 17;
  private static final int MARGIN = 12;

  /** The heading for a picture {@code width} pixels wide. */
  static Heading of(String title, String caption, int width) {
    return new Heading(
        wrap(title, TITLE_FONT, width - 2 * MARGIN),
        wrap(caption, CAPTION_FONT, width - 2 * MARGIN));
  }

  /** Height in pixels, 0 when there is nothing to draw. */
  int height() {
    if (title.isEmpty() && caption.isEmpty()) {
      return 0;
    }
    return 10 + title.size() * TITLE_LINE + caption.size() * CAPTION_LINE + 8;
  }

  /** Draws the heading at the top of a picture {@code width} pixels wide. */
  void draw(Graphics2D g, int width) {
    g.setRenderingHint(
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setColor(INK);
    int y = 10;
    g.setFont(TITLE_FONT);
    for (String line : title) {
      y += TITLE_LINE;
      centre(g, line, width, y - 5);
    }
    g.setFont(CAPTION_FONT);
    for (String line : caption) {
      y += CAPTION_LINE;
      centre(g, line, width, y - 4);
    }
  }

  private static void centre(Graphics2D g, String line, int width, int baseline) {
    FontMetrics fm = g.getFontMetrics();
    g.drawString(line, Math.max(MARGIN, (width - fm.stringWidth(line)) / 2), baseline);
  }

  /** Width in pixels of {@code text} in {@code font}. */
  static int textWidth(String text, Font font) {
    BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = scratch.createGraphics();
    try {
      g.setFont(font);
      return g.getFontMetrics().stringWidth(text);
    } finally {
      g.dispose();
    }
  }

  /** {@code text} in lines no wider than {@code width} (a longer word gets a line of its own). */
  static List<String> wrap(String text, Font font, int width) {
    List<String> lines = new ArrayList<>();
    if (text == null || text.isBlank()) {
      return lines;
    }
    for (String paragraph : text.split("\n")) {
      StringBuilder line = new StringBuilder();
      for (String word : paragraph.trim().split(" +")) {
        String candidate = line.isEmpty() ? word : line + " " + word;
        if (!line.isEmpty() && textWidth(candidate, font) > width) {
          lines.add(line.toString());
          line = new StringBuilder(word);
        } else {
          line = new StringBuilder(candidate);
        }
      }
      lines.add(line.toString());
    }
    return lines;
  }
}
