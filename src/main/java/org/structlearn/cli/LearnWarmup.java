package org.structlearn.cli;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.structlearn.search.Warmup;

/**
 * The warm-up of {@code learn}'s hill climbing, tabu search and PC-stable: while the data are read,
 * the search (or PC-stable's tests) runs on a small synthetic sample shaped like the caller's data
 * on the other core ({@link Warmup}), so that the real search does not run its first thousand
 * counts interpreted. It starts as the process starts ({@link #early}), before picocli parses the
 * command line, and {@link #load} takes it over or stops it.
 */
final class LearnWarmup {
  /** A warm-up {@link #early} started before the command line was parsed, if any. */
  private static final AtomicReference<Warmup> EARLY = new AtomicReference<>();

  private LearnWarmup() {}

  /**
   * Starts the warm-up as the process starts (about a quarter of a second in a fresh JVM, which the
   * warm-up then has too), for hill climbing shaped from its first round by the {@code --levels} or
   * {@code --data} file the raw arguments name ({@link DataPreview#levels(String[])}), when the
   * arguments name a hill climbing, tabu, GES or PC-stable search: {@code learn} without {@code
   * --no-warmup}, {@code --spark} or an {@code --algorithm} other than hc, tabu, ges and pc-stable.
   * A command line that fails to parse ends the process, and the daemon thread with it.
   */
  static void early(String[] args) {
    Warmup.Workload workload = earlyWorkload(args);
    if (workload == null) {
      return;
    }
    Warmup started =
        workload == Warmup.Workload.PC_STABLE
            ? Warmup.start(workload)
            : LearnWarmups.start(args, workload);
    Supplier<int[]> shape =
        workload != Warmup.Workload.PC_STABLE ? DataPreview.levels(args) : null; // PC: as before
    if (shape != null) {
      started.shapeFrom(shape); // replaced by the parsed options' shape in load, if it differs
    }
    Warmup w = EARLY.getAndSet(started);
    if (w != null) {
      w.stop();
    }
  }

  /** Whether {@link #early} starts a warm-up for these arguments. */
  static boolean warmsUpEarly(String[] args) {
    return earlyWorkload(args) != null;
  }

  /**
   * The warm-up {@link #early} starts for these arguments: hill climbing for {@code learn} with hc
   * or tabu (the default), PC-stable's tests for {@code --algorithm pc-stable}, greedy equivalence
   * search for {@code --algorithm ges}, structural EM for {@code --algorithm structural-em} and for
   * the {@code em} command, none for anything else or with {@code --no-warmup} or {@code --spark}.
   */
  static Warmup.Workload earlyWorkload(String[] args) {
    if (args.length == 0 || !args[0].equals("learn") && !args[0].equals("em")) {
      return null;
    }
    if (args[0].equals("em")) {
      return java.util.Arrays.asList(args).contains("--no-warmup")
          ? null
          : Warmup.Workload.STRUCTURAL_EM;
    }
    Warmup.Workload workload = Warmup.Workload.SEARCH;
    for (int i = 1; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--no-warmup") || a.equals("--spark") || a.startsWith("--spark=")) {
        return null;
      }
      String algorithm =
          a.startsWith("--algorithm=")
              ? a.substring("--algorithm=".length())
              : a.equals("--algorithm") && i + 1 < args.length ? args[i + 1] : null;
      if (algorithm == null) {
        continue;
      }
      switch (algorithm) {
        case "hc", "tabu" -> workload = Warmup.Workload.SEARCH;
        case "pc-stable" -> workload = Warmup.Workload.PC_STABLE;
        case "ges" -> workload = Warmup.Workload.GES;
        case "structural-em" -> workload = Warmup.Workload.STRUCTURAL_EM;
        default -> {
          return null;
        }
      }
    }
    return workload;
  }

  /**
   * Reads the data; when {@code warm}, with the workload warming up meanwhile (the early one if it
   * is the same workload, or one started now; for a search, the conditional Gaussian one when the
   * file {@code data} looks mixed, {@link LearnWarmups}), the discrete ones shaped by the columns'
   * level counts ({@code levels} supplies them, or null). The warm-up stops when the data are in
   * memory, before the search's clock starts.
   */
  static <T> T load(
      boolean warm,
      Warmup.Workload workload,
      Supplier<int[]> levels,
      java.nio.file.Path data,
      boolean bnlearn,
      Supplier<T> load) {
    Warmup started = EARLY.getAndSet(null);
    if (started != null && (!warm || started.workload() != workload)) {
      started.stop();
      started = null;
    }
    if (!warm) {
      return load.get();
    }
    try (Warmup w =
        started != null
            ? started
            : workload == Warmup.Workload.PC_STABLE
                ? Warmup.start(workload)
                : LearnWarmups.start(data, bnlearn, workload)) {
      w.shapeFrom(levels);
      return load.get();
    }
  }
}
