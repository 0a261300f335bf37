package org.structlearn.cli;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.structlearn.data.Dataset;
import org.structlearn.search.Warmup;

/**
 * The warm-up of {@code learn}'s hill climbing and tabu search: while the data are read, the search
 * runs on a small sample on the other core ({@link Warmup}), so that the real search does not run
 * its first thousand counts interpreted. It starts as the process starts ({@link #early}), before
 * picocli parses the command line, and {@link #load} takes it over or stops it.
 */
final class LearnWarmup {
  /** A warm-up {@link #early} started before the command line was parsed, if any. */
  private static final AtomicReference<Warmup> EARLY = new AtomicReference<>();

  private LearnWarmup() {}

  /**
   * Starts the warm-up as the process starts (about a quarter of a second in a fresh JVM, which the
   * warm-up then has too), when the arguments name a hill climbing or tabu search: {@code learn}
   * without {@code --no-warmup}, {@code --spark} or an {@code --algorithm} other than hc and tabu.
   * A command line that fails to parse ends the process, and the daemon thread with it.
   */
  static void early(String[] args) {
    if (!warmsUpEarly(args)) {
      return;
    }
    Warmup w = EARLY.getAndSet(LearnWarmups.start(args));
    if (w != null) {
      w.stop();
    }
  }

  /** Whether {@link #early} starts a warm-up for these arguments. */
  static boolean warmsUpEarly(String[] args) {
    if (args.length == 0 || !args[0].equals("learn")) {
      return false;
    }
    for (int i = 1; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--no-warmup") || a.equals("--spark") || a.startsWith("--spark=")) {
        return false;
      }
      String algorithm =
          a.startsWith("--algorithm=")
              ? a.substring("--algorithm=".length())
              : a.equals("--algorithm") && i + 1 < args.length ? args[i + 1] : null;
      if (algorithm != null && !algorithm.equals("hc") && !algorithm.equals("tabu")) {
        return false;
      }
    }
    return true;
  }

  /**
   * Reads the data; when {@code warm}, with the search warming up meanwhile (the early one, or one
   * started now for the file {@code data}: the conditional Gaussian one for mixed data, {@link
   * LearnWarmups}). The warm-up stops when the data are in memory, before the search's clock
   * starts.
   */
  static Dataset load(boolean warm, java.nio.file.Path data, Supplier<Dataset> load) {
    Warmup started = EARLY.getAndSet(null);
    if (!warm) {
      if (started != null) {
        started.stop();
      }
      return load.get();
    }
    try (Warmup w = started != null ? started : LearnWarmups.start(data)) {
      return load.get();
    }
  }
}
