package org.structlearn.cli.bench;

import static org.structlearn.cli.bench.BenchCases.CASES;
import static org.structlearn.cli.bench.BenchCases.load;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;
import org.structlearn.cli.Main;
import org.structlearn.cli.bench.BenchCases.Case;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.DataLocation;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.StructureLearner;
import org.structlearn.learn.registry.Algorithm;
import org.structlearn.learn.registry.Algorithms;
import org.structlearn.metrics.Shd;
import org.structlearn.search.Warmup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench}: learns the benchmark cases with algorithms of the registry (hill climbing by
 * default; PC-stable with G², α = 0.05) and prints one table beside bnlearn 5.2.1's figures on this
 * machine ({@code bnlearn/baseline/results-all.csv}): the median of the timed runs after one
 * untimed warm-up run, and the warm-up run itself ("first": the JVM still compiling the hot code,
 * though earlier cases warmed it); for hc also "cold", the first run in a fresh JVM per case (the
 * median of {@code --repeat} processes, as a fresh {@code learn} pays it), the warm median on one
 * thread ("1t.sec") and from it the nanoseconds per row per local-score evaluation ("ns/r/e"), and
 * the speed-ups over bnlearn cold and warm. It prints; it asserts nothing.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description =
        "Benchmark score-based learning beside bnlearn 5.2.1's figures measured on this machine "
            + "(bnlearn/baseline/results-all.csv).")
public final class BenchCommand implements Callable<Integer> {

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--cases",
      split = ",",
      completionCandidates = CaseNames.class,
      description =
          "Cases to run, comma-separated (default all): ${COMPLETION-CANDIDATES}. The Gaussian "
              + "networks' cases sample 5000 rows with seed 1; so do random70 (70 variables of 2-4 "
              + "levels) and manylevel35 (35 variables, seven of 50-99 levels), random networks "
              + "drawn with fixed seeds, and the bnlearn repository's networks (mildew, barley, ...) "
              + "from bif/NAME.bif.gz in the data folders (skipped when not found). Bootstrap cases "
              + "(strength with 200 replicates of hc, beside an estimate of bnlearn's "
              + "boot.strength): strength-alarm-5000. Conditional Gaussian cases (hc with bic-cg): "
              + "cg-clgaussian-5000, cg-survey-168 (the complete rows of the survey table), cg30-20000. Structural EM cases (bnlearn's structural.em"
              + " algorithm, --bnlearn, on the first rows with a tenth of the cells removed, seed"
              + " 1): em-clgaussian-500, em-alarm-2000. Query cases (exact posteriors and likelihood "
              + "weighting, run only when named): query-alarm, query-hailfinder, query-andes, "
              + "query-pathfinder, query-munin, or query for all.")
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
          "Algorithms of the registry, e.g. hc, tabu, pc-stable (bnlearn's defaults: bic or"
              + " bic-g, the mi or cor test at alpha 0.05; evals are the first work counter:"
              + " score evaluations, or tests) (default ${DEFAULT-VALUE}).")
  List<String> algorithms;

  @Option(
      names = "--repeat",
      defaultValue = "3",
      description =
          "Timed runs after one untimed warm-up run; the median is shown (default ${DEFAULT-VALUE}).")
  int repeat;

  @Option(
      names = "--threads",
      description = "Threads (default: the available processors, here ${DEFAULT-VALUE}).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(
      names = "--cold",
      negatable = true,
      defaultValue = "true",
      fallbackValue = "true",
      description =
          "Also time hc's first run in a fresh JVM per case, the median of --repeat processes "
              + "(default on; --no-cold skips it).")
  boolean cold;

  /** Run hc once on the one case given and print its seconds: the child process of --cold. */
  @Option(names = "--once", hidden = true)
  boolean once;

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
    if (once) {
      Case c = selected().get(0);
      Dataset data;
      try (Warmup w = Warmup.start()) { // as learn reads its data
        w.shapeFrom(() -> BenchCases.levels(c));
        data = load(c);
      }
      out.printf(Locale.ROOT, "once %.9f%n", hcOnce(data));
      return 0;
    }
    BenchCases.checkOptions(repeat, restarts, perturb, threads);
    BenchBaseline bnlearn = BenchBaseline.read();
    out.printf(
        Locale.ROOT,
        "%-17s %6s %-9s %7s %7s %7s %7s %8s %7s %14s %4s | %8s %14s %4s %6s %6s%n",
        "case",
        "rows",
        "algo",
        "cold",
        "first",
        "seconds",
        "1t.sec",
        "evals",
        "ns/r/e",
        "BIC",
        "SHD",
        "bnl.sec",
        "bnl.BIC",
        "SHD",
        "cold×",
        "warm×");
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
      Dag truth = BenchCases.truth(c);
      for (String algo : algorithms) {
        Map<String, Object> row = run(data, truth, algo);
        Object[] b = bnlearn.row(c, algo);
        double seconds = (double) row.get("seconds");
        double coldSeconds = cold && algo.equals("hc") ? coldSeconds(c) : Double.NaN;
        out.printf(
            Locale.ROOT,
            "%-17s %6d %-9s %7s %7.3f %7.3f %7.3f %8d %7.2f %14.2f %4d | %8s %14s %4s %6s %6s%n",
            c.name(),
            data.rows(),
            algo,
            Double.isNaN(coldSeconds) ? "-" : fmt("%.3f", coldSeconds),
            row.get("first"),
            seconds,
            row.get("oneThread"),
            row.get("evaluations"),
            row.get("nsPerRowEval"),
            row.get("bic"),
            row.get("shd"),
            b == null ? "-" : fmt("%.3f", b[0]),
            b == null ? "-" : fmt("%.2f", b[1]),
            b == null ? "-" : b[2],
            b == null || Double.isNaN(coldSeconds)
                ? "-"
                : fmt("%.1fx", (double) b[0] / coldSeconds),
            b == null ? "-" : fmt("%.1fx", (double) b[0] / seconds));
        out.flush();
      }
    }
    out.print(BenchCases.LEGEND);
    BenchStrength.run(out, cases, threads, bnlearn);
    BenchCg.run(out, cases, threads, repeat);
    BenchEm.run(out, cases, threads, repeat);
    BenchQuery.run(out, cases, threads, repeat);
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
      if (BenchStrength.isCase(name)
          || BenchCg.isCase(name)
          || BenchEm.isCase(name)
          || BenchQuery.isCase(name)) {
        continue;
      }
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

  /**
   * Learns the case with the registry's algorithm (bnlearn's default score or test for the data,
   * --restarts and --perturb where it takes them), timed as {@link #timed}; its work (score
   * evaluations or tests), score and SHD of its graph (a CPDAG's, or a DAG's) to the truth.
   */
  private Map<String, Object> run(Dataset data, Dag truth, String algo) {
    LearnedStructure[] last = new LearnedStructure[1];
    StructureLearner learner = learner(algo, data, threads);
    Map<String, Object> m = timed(() -> seconds(last, learner, data));
    LearnedStructure r = last[0];
    double oneThread =
        threads == 1 || !learner.kind().equals(GraphKind.DAG)
            ? (double) m.get("seconds")
            : (double) timed(() -> seconds(last, learner(algo, data, 1), data)).get("seconds");
    long evaluations = r.work().values().iterator().next();
    m.put("oneThread", oneThread);
    m.put("evaluations", evaluations);
    m.put("nsPerRowEval", oneThread * 1e9 / ((double) data.rows() * evaluations));
    m.put("bic", r.score());
    m.put("shd", r.graph() instanceof Dag d ? Shd.of(truth, d) : Shd.of(truth, r.pdag()));
    return m;
  }

  /** The registry's learner of {@code algo} on {@code threads} threads. */
  private StructureLearner learner(String algo, Dataset data, int threads) {
    Algorithm a = Algorithms.get(algo);
    StringBuilder options = new StringBuilder("threads=" + threads);
    if (a.takes("restarts")) {
      options.append(" restarts=").append(restarts).append(" perturb=").append(perturb);
    }
    return Algorithms.learner(algo, options.toString(), data);
  }

  /** Learns once, keeps the result in {@code last[0]}, returns its seconds. */
  private static double seconds(LearnedStructure[] last, StructureLearner learner, Dataset data) {
    last[0] = learner.learn(data);
    return last[0].elapsed().toNanos() / 1e9;
  }

  /** One hc run, the first of this JVM's: what {@code --once} prints. */
  private double hcOnce(Dataset data) {
    return seconds(new LearnedStructure[1], learner("hc", data, threads), data);
  }

  /**
   * The median seconds of hc's first run in {@code repeat} fresh JVMs (this one's java and class
   * path, no other JVM flags), each loading the case and learning once, as {@code learn} does.
   */
  private double coldSeconds(Case c) {
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command =
        List.of(
            java,
            "-cp",
            System.getProperty("java.class.path"),
            Main.class.getName(),
            "bench",
            "--once",
            "--cases",
            c.name(),
            "--threads",
            Integer.toString(threads));
    double[] seconds = new double[Math.max(1, repeat)];
    for (int i = 0; i < seconds.length; i++) {
      try {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0 || !output.startsWith("once ")) {
          throw new StructlearnException("the cold run of " + c.name() + " failed: " + output);
        }
        seconds[i] = Double.parseDouble(output.substring(5).trim());
      } catch (IOException e) {
        throw new StructlearnException("cannot start a JVM for the cold run: " + e.getMessage(), e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw Interrupts.interrupted("bench interrupted in the cold runs of " + c.name(), e);
      }
    }
    Arrays.sort(seconds);
    return seconds[seconds.length / 2];
  }

  /**
   * Runs once untimed (the JIT warms up: its seconds are "first"), then {@code repeat} timed runs;
   * "first" and the median "seconds" in a new map. {@code once} runs and returns its seconds.
   */
  private Map<String, Object> timed(java.util.function.DoubleSupplier once) {
    double first = once.getAsDouble();
    double[] seconds = new double[Math.max(1, repeat)];
    for (int i = 0; i < seconds.length; i++) {
      seconds[i] = once.getAsDouble();
    }
    Arrays.sort(seconds);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("first", first);
    m.put("seconds", seconds[seconds.length / 2]);
    return m;
  }
}
