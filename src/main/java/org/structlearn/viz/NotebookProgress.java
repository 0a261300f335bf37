package org.structlearn.viz;

import java.util.Locale;
import java.util.function.Consumer;
import org.structlearn.ProgressListener;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchStep;

/**
 * A progress bar for a notebook cell, updated in place. The library does not know the kernel: it
 * hands HTML to a callback, and the notebook passes one that updates a display, e.g. on JJava:
 *
 * <pre>{@code
 * String id = display(NotebookProgress.bar(0, "starting"), "text/html");
 * NotebookProgress progress = NotebookProgress.to(html -> updateDisplay(id, html, "text/html"));
 * new HillClimbing(options).learn(data, progress);
 * progress.finish("done");
 * }</pre>
 *
 * <p>Updates are throttled to one every 100 ms (the last one always goes out through {@link
 * #finish}). Thread-safe, as sampling reports from worker threads.
 */
public final class NotebookProgress implements SearchListener, ProgressListener {
  private static final long MIN_INTERVAL_NANOS = 100_000_000L;
  private final Consumer<String> update;
  private long lastUpdate;
  private String last = "";

  private NotebookProgress(Consumer<String> update) {
    this.update = update;
  }

  /** A progress bar that sends its HTML to {@code update}. */
  public static NotebookProgress to(Consumer<String> update) {
    return new NotebookProgress(update);
  }

  @Override
  public synchronized void progress(long done, long total) {
    double f = total <= 0 ? 1 : (double) done / total;
    show(
        bar(f, String.format(Locale.ROOT, "%,d of %,d (%.0f%%)", done, total, 100 * f)),
        done >= total);
  }

  @Override
  public synchronized void onStep(SearchStep step) {
    show(
        bar(
            -1,
            String.format(
                Locale.ROOT,
                "step %,d%s: score %.2f",
                step.iteration(),
                step.restart() > 0 ? " (restart " + step.restart() + ")" : "",
                step.total())),
        false);
  }

  /** Shows a final message with a full bar. */
  public synchronized void finish(String message) {
    show(bar(1, message), true);
  }

  private void show(String html, boolean force) {
    long now = System.nanoTime();
    last = html;
    if (force || now - lastUpdate >= MIN_INTERVAL_NANOS) {
      lastUpdate = now;
      update.accept(html);
    }
  }

  /** The last HTML produced (shown or throttled). */
  public synchronized String last() {
    return last;
  }

  /**
   * An HTML progress bar.
   *
   * @param fraction done, in [0, 1]; negative for a bar of unknown length (a search)
   * @param label text beside the bar
   */
  public static String bar(double fraction, String label) {
    String inner =
        fraction < 0
            ? "<div style=\"width:100%;height:100%;background:repeating-linear-gradient(45deg,"
                + "#9cc3e6,#9cc3e6 8px,#c7ddf2 8px,#c7ddf2 16px)\"></div>"
            : String.format(
                Locale.ROOT,
                "<div style=\"width:%.1f%%;height:100%%;background:#3b7dd8\"></div>",
                100 * Math.min(1, fraction));
    return "<div style=\"display:flex;align-items:center;gap:8px;font-family:monospace\">"
        + "<div style=\"width:300px;height:14px;border:1px solid #888;background:#f4f4f4\">"
        + inner
        + "</div><span>"
        + Tables.escape(label)
        + "</span></div>";
  }
}
