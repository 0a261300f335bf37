package org.structlearn.cli.bench;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.structlearn.data.Dataset;
import org.structlearn.inference.Estimate;
import org.structlearn.inference.Query;
import org.structlearn.inference.QueryMethod;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.BifReader;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.sim.ForwardSampler;

/**
 * The query cases of {@code bench} ({@code query-alarm}, ..., {@code query-munin}; {@code query}
 * for all), run only when named: exact posteriors of every variable given the evidence ("exact": a
 * fresh query builds the junction tree, calibrates it and reads every marginal; "reuse": a query on
 * a network whose tree is built; "build": the tree alone; CPU seconds of the one thread, warm
 * medians after two CPU seconds of warm-up runs, robust on a loaded machine) and likelihood
 * weighting with 1,000,000 draws for one event ("lw.wall": wall seconds on the default threads;
 * "lw.1tcpu": CPU seconds on one thread; warm medians too: on a loaded machine the compiler threads
 * lag, and a median after one warm-up run timed partly interpreted code), given five observed
 * variables. The evidence is a forward-sampled row of the network (seed 1) of which five variables,
 * drawn with seed 1, are observed; the event is a sixth variable at its sampled level. Each row
 * ends with the evidence and the event, so that {@code scripts/peers/query-speed.py} asks pgmpy and
 * bnlearn the same question.
 */
final class BenchQuery {
  static final List<String> NETWORKS =
      List.of("alarm", "hailfinder", "andes", "pathfinder", "munin");
  static final int LW_DRAWS = 1_000_000;

  private BenchQuery() {}

  static boolean isCase(String name) {
    return name.equals("query") || NETWORKS.stream().anyMatch(n -> name.equals("query-" + n));
  }

  /** The question of a case: the evidence and the event. */
  record Question(Map<String, String> evidence, String target, String level) {
    String evidenceText() {
      StringBuilder b = new StringBuilder();
      evidence.forEach(
          (k, v) -> b.append(b.length() > 0 ? "," : "").append(k).append('=').append(v));
      return b.toString();
    }
  }

  static Question question(BayesianNetwork bn) {
    Dataset row = ForwardSampler.sample(bn, 1, 1, 1);
    SplittableRandom rnd = new SplittableRandom(1);
    List<Integer> chosen = new ArrayList<>();
    while (chosen.size() < 6) {
      int v = rnd.nextInt(bn.size());
      if (!chosen.contains(v)) {
        chosen.add(v);
      }
    }
    Map<String, String> evidence = new LinkedHashMap<>();
    for (int v : chosen.subList(0, 5)) {
      evidence.put(bn.dag().name(v), row.text(v, 0));
    }
    int t = chosen.get(5);
    return new Question(evidence, bn.dag().name(t), row.text(t, 0));
  }

  /** Runs the named query cases (none unless named) and prints their table. */
  static void run(PrintWriter out, List<String> names, int threads, int repeat) {
    if (names == null || names.stream().noneMatch(BenchQuery::isCase)) {
      return;
    }
    out.printf(
        Locale.ROOT,
        "%-17s %5s %10s %8s %8s %8s %8s %8s %18s %10s  %s%n",
        "query case",
        "nodes",
        "jt.entries",
        "build",
        "exact",
        "reuse",
        "lw.wall",
        "lw.1tcpu",
        "lw estimate",
        "exact",
        "evidence | event");
    for (String net : NETWORKS) {
      if (!names.contains("query") && !names.contains("query-" + net)) {
        continue;
      }
      BayesianNetwork bn = BifReader.read(DataLocation.resolve("bif/" + net + ".bif"));
      Question qn = question(bn);
      double build = BenchTiming.warmMedian(repeat, () -> cpu(() -> Query.on(bn).plan()));
      double exact =
          BenchTiming.warmMedian(
              repeat, () -> cpu(() -> Query.on(bn).given(qn.evidence()).marginals()));
      Query base = Query.on(bn);
      base.plan();
      double reuse =
          BenchTiming.warmMedian(repeat, () -> cpu(() -> base.given(qn.evidence()).marginals()));
      Query q = base.given(qn.evidence());
      double value = q.probability(qn.target(), qn.level()).value();
      Query lw = q.using(QueryMethod.LIKELIHOOD_WEIGHTING).draws(LW_DRAWS).seed(1);
      Estimate[] last = new Estimate[1];
      double lwWall =
          BenchTiming.warmMedian(
              repeat,
              () -> wall(() -> last[0] = lw.threads(threads).probability(qn.target(), qn.level())));
      double lwOne =
          BenchTiming.warmMedian(
              repeat, () -> cpu(() -> lw.threads(1).probability(qn.target(), qn.level())));
      out.printf(
          Locale.ROOT,
          "%-17s %5d %10d %8.4f %8.4f %8.4f %8.3f %8.3f %9.5f ± %6.5f %10.5f  %s | %s=%s%n",
          "query-" + net,
          bn.size(),
          q.plan().totalEntries(),
          build,
          exact,
          reuse,
          lwWall,
          lwOne,
          last[0].value(),
          last[0].standardError(),
          value,
          qn.evidenceText(),
          qn.target(),
          qn.level());
      out.flush();
    }
  }

  private static double wall(Runnable r) {
    long t0 = System.nanoTime();
    r.run();
    return (System.nanoTime() - t0) / 1e9;
  }

  /** CPU seconds of the calling thread (robust on a loaded machine; for one-thread work). */
  private static double cpu(Runnable r) {
    java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
    long t0 = mx.getCurrentThreadCpuTime();
    r.run();
    return (mx.getCurrentThreadCpuTime() - t0) / 1e9;
  }
}
