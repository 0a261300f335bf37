package org.structlearn.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.learn.StructureLearner;
import org.structlearn.learn.registry.Settings;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.GaussianScore;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.score.LocalScore;
import org.structlearn.score.ScoreSpec;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchListener;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.TabuSearch;
import org.structlearn.spark.SparkStatistics;
import org.structlearn.stats.PassLog;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code learn --spark MASTER}: the data of {@code --data} (CSV or Parquet) read, encoded and
 * cached in Spark, and hill climbing or tabu search run here on a score bound to those statistics:
 * every step's families are counted in one Spark pass (discrete data), or the covariance matrix in
 * one pass before the search (Gaussian data). The rows never come to this process. Only loaded
 * after {@link org.structlearn.spark.SparkAvailability#require} has found Spark on the class path.
 */
final class SparkLearn {
  private SparkLearn() {}

  /**
   * {@code learn --spark}: opens the statistics, learns with hill climbing or tabu search, writes
   * the graph and prints the report (with the Spark side on stderr) or the summary.
   */
  static int run(
      CommandSpec spec,
      Settings settings,
      String master,
      DataOptions data,
      Path out,
      boolean json) {
    check(settings, out);
    try (SparkStatistics s = open(master, data)) {
      LearnResult r;
      try (TerminalProgress progress =
          TerminalProgress.start("learn " + settings.algorithm().name(), -1)) {
        r = learn(s, settings, SearchListener.of(progress));
      }
      if (out != null) {
        GraphOutput.write(r.graph(), header(s), out);
      }
      if (json) {
        Map<String, Object> m = r.summary();
        addCounters(m, s);
        Output.print(spec.commandLine().getOut(), m, true);
      } else {
        spec.commandLine().getOut().println(r);
        report(s, spec.commandLine().getErr());
      }
      return 0;
    }
  }

  /** The score-based searches over a statistics source, the learn of {@code --spark}. */
  static void check(Settings settings, Path out) {
    String algorithm = settings.algorithm().name();
    if (!algorithm.equals("hc") && !algorithm.equals("tabu")) {
      throw new StructlearnException("--spark runs --algorithm hc and tabu, not " + algorithm);
    }
    if (settings.keys().contains("candidates")) {
      throw new StructlearnException(
          "--candidates needs the rows in memory (it ranks parents by mutual information over"
              + " them) and --spark leaves them in Spark; drop --candidates or --spark");
    }
    if (out != null) {
      String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
      if (name.endsWith(".bif") || name.endsWith(".json")) {
        throw new StructlearnException(
            "--out "
                + out
                + ": fitting the parameters needs the rows in memory and --spark leaves them in"
                + " Spark; write the graph as .csv, .txt or .dot");
      }
    }
  }

  /** Opens the statistics of {@code --data} on {@code master}, as the data options say. */
  static SparkStatistics open(String master, DataOptions data) {
    return SparkStatistics.open(master, data.data.toString(), data.csvOptions(), data.columnList());
  }

  /**
   * A data set with the statistics' variables and no rows: what the options need (names, levels,
   * the default score by column type) without the data.
   */
  static Dataset header(SparkStatistics statistics) {
    List<Object> columns = new ArrayList<>();
    for (Variable v : statistics.variables()) {
      columns.add(v.isDiscrete() ? new int[0] : new double[0]);
    }
    return Dataset.of(statistics.variables(), columns);
  }

  /** Runs the search of the arguments on the statistics. */
  static LearnResult learn(SparkStatistics statistics, Settings settings, SearchListener listener) {
    StructureLearner learner = settings.algorithm().learner(settings, header(statistics));
    SearchOptions options = (SearchOptions) learner.options();
    LocalScore score = bind(options.score(), statistics);
    return learner instanceof TabuSearch tabu
        ? tabu.learn(score, listener)
        : ((HillClimbing) learner).learn(score, listener);
  }

  /** The spec bound to the statistics: counts a batch per step, or the covariance matrix. */
  static LocalScore bind(ScoreSpec spec, SparkStatistics statistics) {
    if (spec instanceof DiscreteScoreSpec d) {
      return d.bind(statistics);
    }
    if (spec instanceof GaussianScoreSpec g) {
      return new GaussianScore(statistics.covariance(), g);
    }
    throw new StructlearnException("--spark cannot compute --score " + spec.name());
  }

  /** Adds the Spark side of a run to a {@code --json} summary. */
  static void addCounters(Map<String, Object> summary, SparkStatistics statistics) {
    PassLog log = statistics.passes();
    summary.put("rows", statistics.rows());
    summary.put("passes", log.passes());
    summary.put("familiesCounted", log.families());
    summary.put("secondsCounting", log.seconds());
    summary.put("encodeSeconds", statistics.encodeSeconds());
  }

  /** One line on the Spark side of a run: rows, blocks, encoding time, passes. */
  static void report(SparkStatistics statistics, PrintWriter err) {
    err.println(
        String.format(
            Locale.ROOT,
            "spark: %d rows x %d columns in %d blocks, read and encoded in %.1f s; %s",
            statistics.rows(),
            statistics.variables().size(),
            statistics.blocks(),
            statistics.encodeSeconds(),
            statistics.passes()));
  }
}
