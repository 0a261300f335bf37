package org.structlearn.viz;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.RenderedImage;

/**
 * An image returned by {@link Drawings} and {@link Charts}: a plain {@link BufferedImage} (the Java
 * kernel shows it as PNG) whose {@link #toString()} is short and the same on every run, e.g. {@code
 * picture 800×450: ASIA, learned vs true}. A notebook stores the {@code text/plain} form next to
 * every picture; {@code BufferedImage}'s own {@code toString()} holds an identity hash, which would
 * change the notebook file on every run even when the picture does not.
 */
public final class Picture extends BufferedImage {
  private final String description;

  /** A blank RGB picture of the given size; {@code description} says what it shows. */
  public Picture(int width, int height, String description) {
    super(width, height, BufferedImage.TYPE_INT_RGB);
    if (description == null) {
      throw new IllegalArgumentException("description must not be null (use \"\" for none)");
    }
    this.description = description;
  }

  /** A copy of {@code image} (converted to RGB) described by {@code description}. */
  public static Picture of(RenderedImage image, String description) {
    Picture p = new Picture(image.getWidth(), image.getHeight(), description);
    Graphics2D g = p.createGraphics();
    try {
      if (image instanceof BufferedImage b) {
        g.drawImage(b, 0, 0, null);
      } else {
        g.drawRenderedImage(image, new java.awt.geom.AffineTransform());
      }
    } finally {
      g.dispose();
    }
    return p;
  }

  /**
   * Panels side by side, {@code columns} per row, on white; each cell is as large as the largest
   * panel, and a panel smaller than its cell is centred in it. For a row of small drawings or a
   * grid of charts that belong together.
   *
   * @throws IllegalArgumentException if there are no panels or {@code columns < 1}
   */
  public static Picture grid(
      String description, int columns, java.util.List<? extends RenderedImage> panels) {
    if (panels.isEmpty() || columns < 1) {
      throw new IllegalArgumentException(
          "a grid needs at least one panel and columns >= 1, had "
              + panels.size()
              + " panels and columns = "
              + columns);
    }
    int w = 0;
    int h = 0;
    for (RenderedImage p : panels) {
      w = Math.max(w, p.getWidth());
      h = Math.max(h, p.getHeight());
    }
    int cols = Math.min(columns, panels.size());
    int rows = (panels.size() + cols - 1) / cols;
    Picture out = new Picture(cols * w, rows * h, description);
    Graphics2D g = out.createGraphics();
    try {
      g.setColor(java.awt.Color.WHITE);
      g.fillRect(0, 0, out.getWidth(), out.getHeight());
      for (int i = 0; i < panels.size(); i++) {
        RenderedImage p = panels.get(i);
        int x = i % cols * w + (w - p.getWidth()) / 2;
        int y = i / cols * h + (h - p.getHeight()) / 2;
        g.drawRenderedImage(p, java.awt.geom.AffineTransform.getTranslateInstance(x, y));
      }
    } finally {
      g.dispose();
    }
    return out;
  }

  /** What the picture shows, e.g. its title; may be empty. */
  public String description() {
    return description;
  }

  /** {@code picture W×H: description}, or {@code picture W×H} without a description. */
  @Override
  public String toString() {
    String size = "picture " + getWidth() + "\u00d7" + getHeight();
    return description.isEmpty() ? size : size + ": " + description;
  }
}
