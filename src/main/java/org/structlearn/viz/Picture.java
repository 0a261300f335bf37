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
 *
 * <p>In a JJava notebook a picture shows as its own complete PNG ({@link #png()}): the first
 * picture made registers a renderer for this class with the kernel (see {@code KernelDisplay}),
 * because JJava 1.0a8's own image renderer drops the last bytes of every PNG whose length is not a
 * multiple of 3.
 */
public final class Picture extends BufferedImage {
  static {
    KernelDisplay.install();
  }

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
   * Panels in a grid, {@code columns} per row, on white, under {@code title} drawn in bold (empty
   * for none). Each column is as wide as its widest panel and each row as tall as its tallest; a
   * panel smaller than its cell is centred across it and aligned with the cell's top, so the
   * panels' own titles line up. For a row of small drawings or a grid of charts that belong
   * together.
   *
   * @throws IllegalArgumentException if there are no panels or {@code columns < 1}
   */
  public static Picture grid(
      String title, int columns, java.util.List<? extends RenderedImage> panels) {
    return grid(title, "", columns, panels);
  }

  /**
   * Panels in a grid under {@code title}, with {@code caption} (e.g. how many runs each point
   * averages) in plain text below the title; both are wrapped to the grid's width and either may be
   * empty.
   *
   * @throws IllegalArgumentException if there are no panels or {@code columns < 1}
   */
  public static Picture grid(
      String title, String caption, int columns, java.util.List<? extends RenderedImage> panels) {
    if (panels.isEmpty() || columns < 1) {
      throw new IllegalArgumentException(
          "a grid needs at least one panel and columns >= 1, had "
              + panels.size()
              + " panels and columns = "
              + columns);
    }
    int cols = Math.min(columns, panels.size());
    int rows = (panels.size() + cols - 1) / cols;
    int[] colW = new int[cols];
    int[] rowH = new int[rows];
    for (int i = 0; i < panels.size(); i++) {
      colW[i % cols] = Math.max(colW[i % cols], panels.get(i).getWidth());
      rowH[i / cols] = Math.max(rowH[i / cols], panels.get(i).getHeight());
    }
    int[] colX = new int[cols + 1];
    for (int c = 0; c < cols; c++) {
      colX[c + 1] = colX[c] + colW[c];
    }
    int[] rowY = new int[rows + 1];
    for (int r = 0; r < rows; r++) {
      rowY[r + 1] = rowY[r] + rowH[r];
    }
    int width = colX[cols];
    Heading heading = Heading.of(title, caption, width);
    Picture out = new Picture(width, heading.height() + rowY[rows], title);
    Graphics2D g = out.createGraphics();
    try {
      g.setColor(java.awt.Color.WHITE);
      g.fillRect(0, 0, out.getWidth(), out.getHeight());
      heading.draw(g, width);
      for (int i = 0; i < panels.size(); i++) {
        RenderedImage p = panels.get(i);
        int c = i % cols;
        int r = i / cols;
        int x = colX[c] + (colW[c] - p.getWidth()) / 2;
        int y = heading.height() + rowY[r];
        g.drawRenderedImage(p, java.awt.geom.AffineTransform.getTranslateInstance(x, y));
      }
    } finally {
      g.dispose();
    }
    return out;
  }

  /**
   * The picture as a complete PNG file (every chunk, IEND included), as {@link
   * javax.imageio.ImageIO} writes it.
   */
  public byte[] png() {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    try {
      if (!javax.imageio.ImageIO.write(this, "png", out)) {
        throw new IllegalStateException("no PNG writer in this Java runtime");
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e); // a byte array stream does not fail
    }
    return out.toByteArray();
  }

  /** {@link #png()} in Base64, the form in which a notebook stores an {@code image/png} output. */
  public String pngBase64() {
    return KernelDisplay.base64(png());
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
