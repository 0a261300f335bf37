package org.structlearn.cli;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.structlearn.learn.LearnListener;

/**
 * A progress bar on stderr (me.tongfei:progressbar), shown only when the command runs on a
 * terminal, so that pipes, files and CI logs stay clean. Close it when the work is done.
 */
public final class TerminalProgress implements LearnListener, AutoCloseable {
  private final ProgressBar bar;

  private TerminalProgress(ProgressBar bar) {
    this.bar = bar;
  }

  /** A bar with the given task name and total (-1 when unknown), or an inert one off a terminal. */
  public static TerminalProgress start(String task, long total) {
    if (System.console() == null) {
      return new TerminalProgress(null);
    }
    ProgressBar bar =
        new ProgressBarBuilder()
            .setTaskName(task)
            .setInitialMax(total)
            .setStyle(ProgressBarStyle.ASCII)
            .setConsumer(new ConsoleProgressBarConsumer(System.err))
            .setUpdateIntervalMillis(200)
            .build();
    return new TerminalProgress(bar);
  }

  @Override
  public void progress(long done, long total) {
    if (bar != null) {
      bar.maxHint(total);
      bar.stepTo(done);
    }
  }

  @Override
  public void step(long step, String what, double score) {
    if (bar != null) {
      bar.stepTo(step);
      if (!Double.isNaN(score)) {
        bar.setExtraMessage(String.format(java.util.Locale.ROOT, "score %.2f", score));
      }
    }
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
    }
  }
}
