package org.structlearn.viz;

/**
 * How {@link Drawings} draws a graph. Build with {@link #builder()}; {@link #defaults()} is the
 * builder's defaults.
 *
 * @param width image width in pixels; 0 (the default) sizes the image to the layout at 12 px
 *     labels. A larger width spreads the node centres to fill it (labels and boxes keep their pixel
 *     size); a smaller one is enlarged to the layout's own width, so boxes never overlap.
 * @param height image height in pixels; 0 (the default) sizes it to the layout; as for the width, a
 *     larger height spreads the nodes and a smaller one is enlarged
 * @param title a heading drawn above the graph; empty (the default) for none. A comparison always
 *     shows its counts, after the title when there is one.
 * @param seed seed of the force-directed layout of undirected graphs (default 1); layered DAG
 *     layouts use no randomness
 * @param basis what a comparison compares (default {@link ComparisonBasis#CPDAG})
 */
public record DrawingOptions(
    int width, int height, String title, long seed, ComparisonBasis basis) {
  /** Largest width or height accepted, in pixels. */
  public static final int MAX_SIZE = 16_384;

  public DrawingOptions {
    checkSize("width", width);
    checkSize("height", height);
    if (title == null) {
      throw new IllegalArgumentException("title must not be null (use \"\" for none)");
    }
    if (basis == null) {
      throw new IllegalArgumentException("basis must not be null");
    }
  }

  private static void checkSize(String name, int value) {
    if (value < 0 || value > MAX_SIZE) {
      throw new IllegalArgumentException(
          name + " must be in 0.." + MAX_SIZE + " (0 = sized to the graph), was " + value);
    }
  }

  /** Automatic size, no title, seed 1, CPDAG comparison. */
  public static DrawingOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** This options value with another title. */
  public DrawingOptions withTitle(String newTitle) {
    return new DrawingOptions(width, height, newTitle, seed, basis);
  }

  /** Builder of {@link DrawingOptions}; every setter documents its default on the record. */
  public static final class Builder {
    private int width;
    private int height;
    private String title = "";
    private long seed = 1;
    private ComparisonBasis basis = ComparisonBasis.CPDAG;

    private Builder() {}

    /** Width and height in pixels (0 = sized to the graph). */
    public Builder size(int width, int height) {
      this.width = width;
      this.height = height;
      return this;
    }

    public Builder width(int width) {
      this.width = width;
      return this;
    }

    public Builder height(int height) {
      this.height = height;
      return this;
    }

    public Builder title(String title) {
      this.title = title;
      return this;
    }

    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    public Builder basis(ComparisonBasis basis) {
      this.basis = basis;
      return this;
    }

    /**
     * @throws IllegalArgumentException naming the option and value out of range
     */
    public DrawingOptions build() {
      return new DrawingOptions(width, height, title, seed, basis);
    }
  }
}
