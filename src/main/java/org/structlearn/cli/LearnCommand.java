package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.search.LearnResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code learn}: score-based structure learning of a discrete or Gaussian Bayesian network. */
@Command(
    name = "learn",
    mixinStandardHelpOptions = true,
    description =
        "Learn a DAG from discrete or continuous data by score-based search (hill climbing, tabu, "
            + "or exhaustive search for at most 5 variables).")
final class LearnCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;
  @Mixin SearchArgs search;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      description =
          "Write the graph: .csv arc list, .txt model string, .dot, .bif (discrete data, MLE fit) "
              + "or .json (continuous data, Gaussian MLE fit).")
  Path out;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    if (out != null) {
      OutputChecks.check(spec, "--out", out, Map.of());
      GraphOutput.checkName(out);
    }
    Dataset data = dataOptions.load();
    LearnResult r;
    try (TerminalProgress progress = TerminalProgress.start("learn " + search.algorithm, -1)) {
      r = search.learn(data, progress);
    }
    if (out != null) {
      GraphOutput.write(r.graph(), data, out);
    }
    if (json) {
      Output.print(spec.commandLine().getOut(), summary(r, data), true);
    } else {
      spec.commandLine().getOut().println(LearnReport.text(r));
    }
    return 0;
  }

  static Map<String, Object> summary(LearnResult r, Dataset data) {
    Dag g = r.graph();
    List<List<String>> arcs = new ArrayList<>();
    for (Arc a : g.arcs()) {
      arcs.add(List.of(g.name(a.from()), g.name(a.to())));
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", r.algorithm());
    m.put("nodes", g.names());
    m.put("arcs", arcs);
    m.put("score", r.score());
    m.put("scoreType", r.scoreName());
    m.put("rows", data.rows());
    m.put("iterations", r.iterations());
    m.put("evaluations", r.counters().evaluations());
    m.put("cacheHits", r.counters().cacheHits());
    m.put("movesConsidered", r.counters().movesConsidered());
    m.put("stopReason", r.stopReason().name());
    m.put("seed", r.seed());
    m.put("threads", r.options().threads());
    m.put("seconds", r.elapsed().toNanos() / 1e9);
    m.put("modelString", g.toString());
    return m;
  }
}
