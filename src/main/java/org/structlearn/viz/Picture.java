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
