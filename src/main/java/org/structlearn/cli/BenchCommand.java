package org.structlearn.cli;

import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.citest.CiTestType;
import org.structlearn.citest.DiscreteCiTest;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.ConstraintResult;
import org.structlearn.constraint.PcStable;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.GaussianNetworkJson;
import org.structlearn.io.GraphFiles;
import org.structlearn.io.LevelFiles;
import org.structlearn.io.TextFiles;
import org.structlearn.metrics.Shd;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.TabuSearch;
import org.structlearn.sim.GaussianSampler;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.Table;
import tech.tablesaw.io.csv.CsvReadOptions;

/**
 * {@code bench}: learns the benchmark cases with hill climbing, tabu or PC-stable (G², α = 0.05)
 * and prints one table beside bnlearn 5.2.1's figures on this machine ({@code
 * bnlearn/baseline/results-all.csv}): the median of the timed runs after one untimed warm-up run,
 * and the warm-up run itself ("first": a fresh JVM still compiling the hot code). It prints; it
 * asserts nothing.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description =
        "Benchmark score-based learning beside bnlearn 5.2.1's figures measured on this machine "
            + "(bnlearn/baseline/results-all.csv).")
final class BenchCommand implements Callable<Integer> {
  /**
   * One benchmark data set: a CSV with its level list, or ({@code network} set) rows sampled with
   * seed 1 from a Gaussian network in JSON.
   */
  record Case(
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
        if (f != null && DataLocation.find(f).isEmpty() && !missing.contains(f)) {
          missing.add(f);
        }
      }
      return missing;
    }

    static Case gaussian(String network, int rows) {
      String json = "gaussian/" + network + ".json";
      return new Case(network + "-" + rows, null, null, json, rows, null, json);
    }
  }

  static final List<Case> CASES =
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
          Case.gaussian("arth150", 5000));

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--cases",
      split = ",",
      completionCandidates = CaseNames.class,
      description =
          "Cases to run, comma-separated (default all): ${COMPLETION-CANDIDATES}. The Gaussian "
              + "networks' cases sample 5000 rows with seed 1.")
  List<String> cases;

  /** The case names for the help text, from {@link #CASES}. */
  static final class CaseNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return CASES.stream().map(Case::name).iterator();
    }
  }

  @Option(
      names = "--algorithms",
      split = ",",
      defaultValue = "hc",
      description =
          "hc, tabu and/or pc-stable (G², alpha 0.05; discrete cases only; evals are its tests) "
              + "(default ${DEFAULT-VALUE}).")
  List<String> algorithms;

  @Option(
      names = "--repeat",
      defaultValue = "3",
      description =
          "Timed runs after one untimed warm-up run; the median is shown (default ${DEFAULT-VALUE}).")
  int repeat;

  @Option(names = "--threads", defaultValue = "1", description = "Threads (default 1).")
  int threads;

  @Option(names = "--restarts", defaultValue = "0", description = "Random restarts (default 0).")
  int restarts;

  @Option(
      names = "--perturb",
      defaultValue = "1",
      description = "Random moves before each restart (default ${DEFAULT-VALUE}).")
  int perturb;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    Table bnlearn = bnlearnResults();
    out.printf(
        Locale.ROOT,
        "%-17s %6s %-9s %8s %8s %8s %7s %14s %4s | %8s %14s %4s %7s%n",
        "case",
        "rows",
        "algo",
        "first",
        "seconds",
        "evals",
        "ns/r/e",
        "BIC",
        "SHD",
        "bnl.sec",
        "bnl.BIC",
        "SHD",
        "speedup");
    for (Case c : selected()) {
      List<String> missing = c.missingFiles();
      if (!missing.isEmpty()) {
        out.printf(
            Locale.ROOT,
            "%-17s skipped: %s not found in the data folders %s%n",
            c.name(),
            String.join(", ", missing),
            DataLocation.roots());
        out.flush();
        continue;
      }
      Dataset data = load(c);
      Dag truth = GraphFiles.readDag(DataLocation.resolve(c.truth()));
      for (String algo : algorithms) {
        Map<String, Object> row = run(c, data, truth, algo);
        Object[] b = bnlearnRow(bnlearn, c, algo);
        double seconds = (double) row.get("seconds");
        out.printf(
            Locale.ROOT,
            "%-17s %6d %-9s %8.3f %8.3f %8d %7.2f %14.2f %4d | %8s %14s %4s %7s%n",
            c.name(),
            data.rows(),
            algo,
            row.get("first"),
            seconds,
            row.get("evaluations"),
            row.get("nsPerRowEval"),
            row.get("bic"),
            row.get("shd"),
            b == null ? "-" : fmt("%.3f", b[0]),
            b == null ? "-" : fmt("%.2f", b[1]),
            b == null ? "-" : b[2],
            b == null ? "-" : fmt("%.1fx", (double) b[0] / seconds));
        out.flush();
      }
    }
    return 0;
  }

  private static String fmt(String f, Object v) {
    return String.format(Locale.ROOT, f, v);
  }

  private List<Case> selected() {
    if (cases == null) {
      return CASES;
    }
    List<Case> out = new ArrayList<>();
    for (String name : cases) {
      out.add(
          CASES.stream()
              .filter(c -> c.name().equals(name))
              .findFirst()
              .orElseThrow(
                  () ->
                      new StructlearnException(
                          "unknown case '"
                              + name
                              + "'; cases are "
                              + CASES.stream().map(Case::name).toList())));
    }
    return out;
  }

  static Dataset load(Case c) {
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

  private Map<String, Object> run(Case c, Dataset data, Dag truth, String algo) {
    if (algo.equals("pc-stable")) {
      return runPc(data, truth);
    }
    SearchOptions o =
        SearchOptions.builder()
            .score(data.isAllContinuous() ? GaussianScoreSpec.bicG() : DiscreteScoreSpec.bic())
            .threads(threads)
            .restarts(restarts)
            .perturb(perturb)
            .build();
    double[] seconds = new double[Math.max(1, repeat)];
    double first = 0;
    LearnResult r = null;
    for (int i = -1; i < seconds.length; i++) { // run -1 warms the JIT up and is not timed
      r =
          switch (algo) {
            case "hc" -> new HillClimbing(o).learn(data);
            case "tabu" -> new TabuSearch(o).learn(data);
            default ->
                throw new StructlearnException(
                    "unknown algorithm '" + algo + "'; use hc, tabu or pc-stable");
          };
      if (i >= 0) {
        seconds[i] = r.elapsed().toNanos() / 1e9;
      } else {
        first = r.elapsed().toNanos() / 1e9;
      }
    }
    Arrays.sort(seconds);
    double median = seconds[seconds.length / 2];
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("first", first);
    m.put("seconds", median);
    m.put("evaluations", r.counters().evaluations());
    m.put("nsPerRowEval", median * 1e9 / ((double) data.rows() * r.counters().evaluations()));
    m.put("bic", r.score());
    m.put("shd", Shd.of(truth, r.graph()));
    return m;
  }

  /** PC-stable with G² at α = 0.05, timed as {@link #run}; SHD of the CPDAG to the truth's. */
  private Map<String, Object> runPc(Dataset data, Dag truth) {
    if (!data.isAllDiscrete()) {
      throw new StructlearnException(
          "pc-stable runs on the discrete cases only (G²); choose --cases among those");
    }
    ConstraintOptions o = ConstraintOptions.builder().threads(threads).build();
    double[] seconds = new double[Math.max(1, repeat)];
    double first = 0;
    ConstraintResult r = null;
    for (int i = -1; i < seconds.length; i++) {
      r = new PcStable(o).learn(new DiscreteCiTest(data, CiTestType.MI), data.names());
      if (i >= 0) {
        seconds[i] = r.seconds();
      } else {
        first = r.seconds();
      }
    }
    Arrays.sort(seconds);
    double median = seconds[seconds.length / 2];
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("first", first);
    m.put("seconds", median);
    m.put("evaluations", r.testsRun());
    m.put("nsPerRowEval", median * 1e9 / ((double) data.rows() * r.testsRun()));
    m.put("bic", Double.NaN);
    m.put("shd", Shd.of(truth, r.cpdag()));
    return m;
  }

  /** bnlearn's figures, or null when no data folder holds them (the table then shows "-"). */
  private static Table bnlearnResults() {
    Path p = DataLocation.find("bnlearn/baseline/results-all.csv").orElse(null);
    if (p == null) {
      return null;
    }
    try {
      return Table.read()
          .usingOptions(
              CsvReadOptions.builder(new StringReader(TextFiles.read(p)))
                  .columnTypes(n -> ColumnType.STRING));
    } catch (RuntimeException e) {
      throw new StructlearnException("cannot read " + p + ": " + e.getMessage(), e);
    }
  }

  /** bnlearn's median seconds, BIC and SHD for the case, or null. */
  private static Object[] bnlearnRow(Table t, Case c, String algo) {
    String score = c.network() == null && c.levels() == null ? "bic-g" : "bic";
    String name = algo.equals("pc-stable") ? "pc.stable()" : algo + "(score='" + score + "')";
    if (t == null) {
      return null;
    }
    for (int r = 0; r < t.rowCount(); r++) {
      if (c.bnlearnName() != null
          && t.stringColumn("dataset").get(r).equals(c.bnlearnName())
          && t.stringColumn("n").get(r).equals(Integer.toString(c.rows()))
          && t.stringColumn("algorithm").get(r).equals(name)) {
        return new Object[] {
          Double.parseDouble(t.stringColumn("time.median.s").get(r)),
          algo.equals("pc-stable") ? Double.NaN : Double.parseDouble(t.stringColumn("bic").get(r)),
          t.stringColumn("shd.cpdag").get(r)
        };
      }
    }
    return null;
  }
}
