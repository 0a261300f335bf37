package org.structlearn.cli.query;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.cli.Output;
import org.structlearn.cli.TerminalProgress;
import org.structlearn.graph.EliminationHeuristic;
import org.structlearn.inference.Assignment;
import org.structlearn.inference.ContinuousMarginal;
import org.structlearn.inference.DiscreteMarginal;
import org.structlearn.inference.JointPosterior;
import org.structlearn.inference.Query;
import org.structlearn.inference.QueryMethod;
import org.structlearn.inference.QueryOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code query}: asks a fitted network for posteriors given evidence, exactly or by sampling, as
 * bnlearn's {@code cpquery} and pgmpy's {@code VariableElimination.query}; also MAP, MPE, joint
 * posteriors, and many queries from a file ({@code --batch}).
 */
@Command(
    name = "query",
    mixinStandardHelpOptions = true,
    description =
        "Ask a fitted network: posteriors of --target given --evidence (exact by a junction tree, "
            + "or by logic sampling, likelihood weighting or Gibbs sampling with Monte Carlo "
            + "standard errors), the probability of the evidence, joint posteriors, MAP and MPE. "
            + "Discrete networks as BIF, Markov networks as UAI, linear Gaussian ones as JSON.")
public final class QueryCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Option(
      names = "--network",
      required = true,
      paramLabel = "NET",
      description =
          "The network: BIF (discrete), JSON (linear Gaussian), UAI (Markov), as a path or a name"
              + " in the data folders (alarm, asia, ecoli70, ...).")
  String network;

  @Option(
      names = "--evidence",
      paramLabel = "LIST",
      description =
          "Observed levels (values for a Gaussian network): \"Smoker=yes,XRay=positive\".")
  String evidence;

  @Option(
      names = "--likelihood",
      paramLabel = "V:L=W,...",
      description =
          "Soft evidence on one variable, likelihoods by level (a level not named gets 0): "
              + "\"XRay:positive=0.8,negative=0.2\"; repeat for several variables.")
  List<String> likelihood;

  @Option(
      names = "--target",
      split = ",",
      paramLabel = "NAME",
      description =
          "The variables asked about, comma-separated, or all (the default: every unobserved one).")
  List<String> target;

  @Option(
      names = "--joint",
      description = "One joint posterior of the targets instead of one each.")
  boolean joint;

  @Option(
      names = "--map",
      description =
          "The most probable levels of the targets, the other variables summed out (MAP).")
  boolean map;

  @Option(names = "--mpe", description = "The most probable levels of every unobserved variable.")
  boolean mpe;

  @Option(
      names = "--method",
      defaultValue = "exact",
      description =
          "exact, ls (logic sampling), lw (likelihood weighting) or gibbs (default ${DEFAULT-VALUE}).")
  String method;

  @Option(
      names = "--draws",
      defaultValue = "100000",
      description = "Draws of a sampling method (default ${DEFAULT-VALUE}).")
  int draws;

  @Option(
      names = "--seed",
      defaultValue = "1",
      description = "Seed of a sampling method (default ${DEFAULT-VALUE}).")
  long seed;

  @Option(
      names = "--threads",
      description =
          "Threads of a sampling method (default: the processors); the answer does not change.")
  Integer threads;

  @Option(
      names = "--elimination",
      defaultValue = "weighted-min-fill",
      description =
          "Elimination heuristic of exact inference: min-fill, weighted-min-fill, min-weight, "
              + "min-neighbours (default ${DEFAULT-VALUE}).")
  String elimination;

  @Option(
      names = "--max-entries",
      defaultValue = "268435456",
      description =
          "Largest junction-tree table (all cliques) exact inference may build (default "
              + "${DEFAULT-VALUE}); larger is refused with the estimate.")
  long maxEntries;

  @Option(
      names = "--plan",
      description = "Also report the junction tree: order, clique sizes, table size.")
  boolean plan;

  @Option(
      names = "--batch",
      paramLabel = "FILE",
      description =
          "Many queries, one JSON object per line: {\"evidence\": {\"A\": \"a\"}, \"targets\": "
              + "[\"B\"], \"map\": [\"C\"]}; prints one JSON line per query.")
  Path batch;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    QueryOptions options = options();
    Query q = QueryNetworks.query(network).options(options);
    if (batch != null) {
      QueryBatch.run(q, batch, spec.commandLine().getOut());
      return 0;
    }
    q = q.given(QueryNetworks.evidence(evidence, likelihood));
    QueryNetworks.checkEvidence(q);
    long t0 = System.nanoTime();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("network", network);
    m.put("evidence", q.evidence().toString());
    m.put("method", options.method().shortName());
    try (TerminalProgress progress = TerminalProgress.start("query", options.draws())) {
      q = q.listener(progress);
      answer(q, m);
    } catch (IllegalArgumentException e) {
      throw new StructlearnException(e.getMessage(), e);
    }
    if (plan) {
      m.put("plan", q.plan().toString());
    }
    m.put("seconds", (System.nanoTime() - t0) / 1e9);
    Output.print(spec.commandLine().getOut(), m, json);
    return 0;
  }

  private QueryOptions options() {
    QueryOptions.Builder b = QueryOptions.builder();
    try {
      b.method(QueryMethod.parse(method));
      b.heuristic(
          EliminationHeuristic.valueOf(elimination.toUpperCase(Locale.ROOT).replace('-', '_')));
    } catch (IllegalArgumentException e) {
      throw new StructlearnException(
          "--method must be exact, ls, lw or gibbs and --elimination one of min-fill, "
              + "weighted-min-fill, min-weight, min-neighbours; got '"
              + method
              + "', '"
              + elimination
              + "'");
    }
    b.draws(draws).seed(seed).maxTableEntries(maxEntries);
    if (threads != null) {
      b.threads(threads);
    }
    try {
      return b.build();
    } catch (IllegalArgumentException e) {
      throw new StructlearnException(
          e.getMessage().replace("draws", "--draws").replace("threads", "--threads"));
    }
  }

  private void answer(Query q, Map<String, Object> m) {
    boolean discrete = q.isDiscrete();
    String[] targets = targets(q);
    if (!discrete) {
      Map<String, Object> post = new LinkedHashMap<>();
      for (String t : targets) {
        ContinuousMarginal c = q.density(t);
        post.put(
            t,
            json
                ? Map.of("mean", c.mean(), "sd", c.sd())
                : String.format(Locale.ROOT, "mean %.6f, sd %.6f", c.mean(), c.sd()));
      }
      m.put("logDensityOfEvidence", q.logProbabilityOfEvidence());
      if (json) {
        m.put("posteriors", post);
      } else {
        m.putAll(post);
      }
      return;
    }
    if (mpe || map) {
      Assignment a = mpe ? q.mpe() : q.map(targets);
      m.put(a.kind().toLowerCase(Locale.ROOT), a.levels());
      m.put("posteriorProbability", a.posterior());
      m.put("logJoint", a.logJoint());
      return;
    }
    if (!q.options().method().isSampling()) {
      m.put("logProbabilityOfEvidence", q.logProbabilityOfEvidence());
    }
    if (joint) {
      JointPosterior j = q.joint(targets);
      m.put("joint", json ? jointMap(j) : j.toString());
      return;
    }
    List<DiscreteMarginal> post = q.posteriors(targets);
    Map<String, Object> p = new LinkedHashMap<>();
    Map<String, Object> se = new LinkedHashMap<>();
    for (DiscreteMarginal d : post) {
      p.put(d.variable(), json ? levels(d.levels(), d.probabilities()) : text(d));
      se.put(d.variable(), levels(d.levels(), d.standardErrors()));
    }
    if (json) {
      m.put("posteriors", p);
    } else {
      m.putAll(p);
    }
    if (q.options().method().isSampling()) {
      if (json) {
        m.put("standardErrors", se);
      }
      m.put("draws", post.get(0).draws());
      m.put("effectiveDraws", post.get(0).effectiveDraws());
    }
  }

  private String[] targets(Query q) {
    if (target == null || target.isEmpty() || (target.size() == 1 && target.get(0).equals("all"))) {
      List<String> out = new ArrayList<>();
      for (String v : q.variables()) {
        if (!q.evidence().observations().containsKey(v)) {
          out.add(v);
        }
      }
      return out.toArray(new String[0]);
    }
    String[] out = target.toArray(new String[0]);
    QueryNetworks.checkNames(q, "--target", out);
    return out;
  }

  static Map<String, Double> levels(List<String> levels, double[] p) {
    Map<String, Double> out = new LinkedHashMap<>();
    for (int k = 0; k < p.length; k++) {
      out.put(levels.get(k), p[k]);
    }
    return out;
  }

  private static String text(DiscreteMarginal d) {
    StringBuilder b = new StringBuilder();
    double[] p = d.probabilities();
    double[] se = d.standardErrors();
    for (int k = 0; k < p.length; k++) {
      b.append(k == 0 ? "" : ", ")
          .append(d.levels().get(k))
          .append(String.format(Locale.ROOT, " %.6f", p[k]));
      if (d.method().isSampling()) {
        b.append(String.format(Locale.ROOT, " ± %.6f", se[k]));
      }
    }
    return b.toString();
  }

  private static Map<String, Object> jointMap(JointPosterior j) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("variables", j.variables());
    List<Object> rows = new ArrayList<>();
    double[] p = j.probabilities();
    for (int i = 0; i < p.length; i++) {
      rows.add(List.of(j.configuration(i), p[i]));
    }
    out.put("table", rows);
    return out;
  }
}
