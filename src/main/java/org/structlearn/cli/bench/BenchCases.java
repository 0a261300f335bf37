package org.structlearn.cli.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.sim.ForwardSampler;
import org.structlearn.sim.GaussianSampler;

/** The benchmark cases {@code bench} runs, and how each one's data are loaded. */
public final class BenchCases {
  private BenchCases() {}

  /**
   * One benchmark data set: a CSV with its level list, or ({@code network} set) rows sampled with
   * seed 1 from a Gaussian network in JSON, a discrete one in BIF, or one of {@link BenchNetworks}
   * ({@code random:seventy}, {@code random:many-levels}).
   */
  public record Case(
      String name,
      String data,
      String levels,
      String truth,
      int rows,
      String bnlearnName,
      String network) {
    Case(String name, String data, String levels, String truth, int rows, String bnlearnName) {
      this(name, data, levels, truth, rows, bnlearnName, null);
    }

    /** The case's files that no data folder holds (empty when it can run). */
    List<String> missingFiles() {
      List<String> missing = new ArrayList<>();
      for (String f : Arrays.asList(data, levels, truth, network)) {
        if (f != null
            && !f.startsWith(RANDOM)
            && DataLocation.find(f).isEmpty()
            && !missing.contains(f)) {
          missing.add(f);
        }
      }
      return missing;
    }

    static Case gaussian(String network, int rows) {
      String json = "gaussian/" + network + ".json";
      return new Case(network + "-" + rows, null, null, json, rows, null, json);
    }

    /**
     * Rows sampled with seed 1 from a network of the bnlearn repository, {@code bif/NAME.bif.gz}.
     */
    static Case bif(String network, int rows) {
      String bif = "bif/" + network + ".bif.gz";
      return new Case(network + "-" + rows, null, null, bif, rows, null, bif);
    }

    /** Rows sampled with seed 1 from one of {@link BenchNetworks}. */
    static Case random(String name, String network, int rows) {
      return new Case(
          name + "-" + rows, null, null, RANDOM + network, rows, null, RANDOM + network);
    }
  }

  private static final String RANDOM = "random:";

  /** Every case, in the order {@code bench} lists and runs them. */
  public static final List<Case> CASES =
      List.of(
          new Case(
              "alarm-1000",
              "bnlearn/alarm.csv",
              "bnlearn/alarm.levels.csv",
              "bnlearn/alarm.truth.modelstring.txt",
              1000,
              "alarm"),
          new Case(
              "alarm-5000",
              "bnlearn/alarm.csv",
              "bnlearn/alarm.levels.csv",
              "bnlearn/alarm.truth.modelstring.txt",
              5000,
              "alarm"),
          new Case(
              "alarm-20000",
              "bnlearn/alarm.csv",
              "bnlearn/alarm.levels.csv",
              "bnlearn/alarm.truth.modelstring.txt",
              20000,
              "alarm"),
          new Case(
              "insurance-20000",
              "bnlearn/insurance.csv",
              "bnlearn/insurance.levels.csv",
              "bnlearn/insurance.truth.modelstring.txt",
              20000,
              "insurance"),
          new Case(
              "hailfinder-20000",
              "bnlearn/hailfinder.csv",
              "bnlearn/hailfinder.levels.csv",
              "bnlearn/hailfinder.truth.modelstring.txt",
              20000,
              "hailfinder"),
          new Case(
              "andes-5000",
              "bnlearn/baseline/andes-rbn-seed42-n5000.csv.gz",
              "bnlearn/baseline/andes.levels.csv",
              "bnlearn/baseline/andes.truth.modelstring.txt",
              5000,
              "andes(rbn,seed42)"),
          new Case(
              "andes-20000",
              "bnlearn/baseline/andes-rbn-seed42-n20000.csv.gz",
              "bnlearn/baseline/andes.levels.csv",
              "bnlearn/baseline/andes.truth.modelstring.txt",
              20000,
              "andes(rbn,seed42)"),
          new Case(
              "pathfinder-20000",
              "bnlearn/baseline/pathfinder-rbn-seed42-n20000.csv.gz",
              "bnlearn/baseline/pathfinder.levels.csv",
              "bnlearn/baseline/pathfinder.truth.modelstring.txt",
              20000,
              "pathfinder(rbn,seed42)"),
          new Case(
              "gaussian.test-5000",
              "bnlearn/gaussian.test.csv",
              null,
              "bnlearn/gaussian.test.truth.modelstring.txt",
              5000,
              "gaussian.test"),
          Case.gaussian("ecoli70", 5000),
          Case.gaussian("magic-niab", 5000),
          Case.gaussian("magic-irri", 5000),
          Case.gaussian("arth150", 5000),
          Case.random("random70", "seventy", 5000),
          Case.random("manylevel35", "many-levels", 20000),
          Case.bif("mildew", 20000),
          Case.bif("barley", 20000),
          Case.bif("water", 20000),
          Case.bif("hepar2", 5000),
          Case.bif("win95pts", 5000),
          Case.bif("diabetes", 5000),
          Case.bif("pigs", 5000),
          Case.bif("link", 5000),
          Case.bif("munin1", 5000));

  static Dataset load(Case c) {
    BayesianNetwork bn = discreteNetwork(c);
    if (bn != null) {
      return ForwardSampler.sample(bn, c.rows(), 1L);
    }
    if (c.network() != null) {
      return GaussianSampler.sample(
          GaussianNetworkJson.read(DataLocation.resolve(c.network())), c.rows(), 1L, 1);
    }
    CsvOptions.Builder b = CsvOptions.builder();
    if (c.levels() != null) {
      b.levels(LevelFiles.read(DataLocation.resolve(c.levels())));
    }
    Dataset d = DatasetReader.read(DataLocation.resolve(c.data()), b.build());
    return d.rows() > c.rows() ? d.head(c.rows()) : d;
  }

  /** The case's discrete network (BIF or random), or null for a CSV or a Gaussian network. */
  private static BayesianNetwork discreteNetwork(Case c) {
    String n = c.network();
    if (n == null) {
      return null;
    }
    if (n.startsWith(RANDOM)) {
      return n.equals(RANDOM + "seventy") ? BenchNetworks.seventy() : BenchNetworks.manyLevels();
    }
    return n.endsWith(".bif.gz") ? BifReader.read(DataLocation.resolve(n)) : null;
  }

  /** The true DAG the learned one is compared with. */
  static Dag truth(Case c) {
    BayesianNetwork bn = discreteNetwork(c);
    return bn != null ? bn.dag() : GraphFiles.readDag(DataLocation.resolve(c.truth()));
  }

  /** The levels of the case's columns, as {@code learn} shapes its warm-up (null if unknown). */
  static int[] levels(Case c) {
    BayesianNetwork bn = discreteNetwork(c);
    if (bn != null) {
      return bn.variables().stream().mapToInt(Variable::cardinality).toArray();
    }
    if (c.levels() == null) {
      return null;
    }
    return LevelFiles.read(DataLocation.resolve(c.levels())).values().stream()
        .mapToInt(List::size)
        .toArray();
  }

  /** What the columns mean, printed under the table. */
  public static final String LEGEND =
      String.join(
          System.lineSeparator(),
          "columns: cold = hc's first run in a fresh JVM, median of --repeat processes (s);"
              + " first = the untimed warm-up run in this JVM (s);",
          "  seconds = median of --repeat warm runs on --threads threads; 1t.sec = the same on one"
              + " thread; evals = local-score evaluations;",
          "  ns/r/e = one-thread nanoseconds per row per evaluation (1t.sec / rows / evals);"
              + " BIC = the learned network's; SHD = to the true network (CPDAGs);",
          "  bnl.sec, bnl.BIC, SHD = bnlearn 5.2.1's on this machine"
              + " (bnlearn/baseline/results-all.csv); cold\u00d7 and warm\u00d7 = bnl.sec / cold"
              + " and bnl.sec / seconds (how many times faster).",
          "");

  /** Checks bench's numeric options before any work, naming the option and the value. */
  static void checkOptions(int repeat, int restarts, int perturb, int threads) {
    if (repeat < 1) {
      throw new StructlearnException("--repeat must be at least 1, was " + repeat);
    }
    if (restarts < 0 || perturb < 1) {
      throw new StructlearnException(
          restarts < 0
              ? "--restarts must be >= 0, was " + restarts
              : "--perturb must be >= 1, was " + perturb);
    }
    org.structlearn.WorkerPool.checkThreads("--threads", threads);
  }
}
