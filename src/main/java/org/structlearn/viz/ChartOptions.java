package org.structlearn.viz;

/**
 * How {@link Charts#lines(ChartOptions, double[], java.util.Map, java.util.Map)} and {@link
 * Charts#grid} draw a line chart. Build with {@link #builder()}.
 *
 * @param title the chart's title, drawn in the image (may be empty)
 * @param xLabel the x axis title
 * @param yLabel the y axis title
 * @param logX a logarithmic x axis, ticks labelled with the values themselves (100, 1,000, 10,000):
 *     for sample sizes and other quantities that grow by factors
 * @param logY a logarithmic y axis (for run times and counts spanning orders of magnitude); every
 *     point then carries its value, since a log axis has few tick labels
 * @param width image width in pixels (default {@link Charts#WIDTH}; {@link #SMALL_WIDTH} for a
 *     panel of a grid)
 * @param height image height in pixels (default {@link Charts#HEIGHT})
 */
public record ChartOptions(
    String title, String xLabel, String yLabel, boolean logX, boolean logY, int width, int height) {
  /** Width of one panel of a grid of charts. */
  public static final int SMALL_WIDTH = 440;

  /** Height of one panel of a grid of charts. */
  public static final int SMALL_HEIGHT = 320;

  public ChartOptions {
    if (title == null || xLabel == null || yLabel == null) {
      throw new IllegalArgumentException("title, xLabel and yLabel must not be null (use \"\")");
    }
    if (width < 100
        || height < 80
        || width > DrawingOptions.MAX_SIZE
        || height > DrawingOptions.MAX_SIZE) {
      throw new IllegalArgumentException(
          "a chart is 100.."
              + DrawingOptions.MAX_SIZE
              + " px wide and 80.."
              + DrawingOptions.MAX_SIZE
              + " px high, was "
              + width
              + "×"
              + height);
    }
  }

  public static Builder builder() {
    return new Builder();
  }

  /** This options value with another title. */
  public ChartOptions withTitle(String newTitle) {
    return new ChartOptions(newTitle, xLabel, yLabel, logX, logY, width, height);
  }

  /** Builder of {@link ChartOptions}: no title or axis titles, linear axes, 800×450 px. */
  public static final class Builder {
    private String title = "";
    private String xLabel = "";
    private String yLabel = "";
    private boolean logX;
    private boolean logY;
    private int width = Charts.WIDTH;
    private int height = Charts.HEIGHT;

    private Builder() {}

    public Builder title(String title) {
      this.title = title;
      return this;
    }

    public Builder xLabel(String xLabel) {
      this.xLabel = xLabel;
      return this;
    }

    public Builder yLabel(String yLabel) {
      this.yLabel = yLabel;
      return this;
    }

    public Builder logX(boolean logX) {
      this.logX = logX;
      return this;
    }

    public Builder logY(boolean logY) {
      this.logY = logY;
      return this;
    }

    /** Width and height in pixels. */
    public Builder size(int width, int height) {
      this.width = width;
      this.height = height;
      return this;
    }

    /** The size of one panel of a grid, {@link #SMALL_WIDTH} × {@link #SMALL_HEIGHT}. */
    public Builder small() {
      return size(SMALL_WIDTH, SMALL_HEIGHT);
    }

    /**
     * @throws IllegalArgumentException naming the bad value
     */
    public ChartOptions build() {
      return new ChartOptions(title, xLabel, yLabel, logX, logY, width, height);
    }
  }
}
