package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.io.BifWriter;
import org.structlearn.latent.NbmEmResult;
import org.structlearn.latent.NbmGroups;
import org.structlearn.latent.NbmInfluenceLearner;
import org.structlearn.latent.NbmInfluenceOptions;
import org.structlearn.latent.NbmInfluenceResult;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * {@code learn --algorithm nbm-influence --groups groups.csv}: seed 004's influence network between
 * naive Bayes models with latent classes ({@link NbmInfluenceLearner}), its options from the
 * command line, its printed summary, its JSON object and its output file (the full network with the
 * latent variables as BIF, or the full DAG as an arc list, model string or DOT).
 */
final class NbmInfluenceLearn {
  /** The options of {@code learn} besides the data's and {@link NbmInfluenceArgs}' it takes. */
  private static final Set<String> TAKES =
      Set.of(
          "--algorithm",
          "--restarts",
          "--perturb",
          "--tabu-length",
          "--seed",
          "--threads",
          "--out",
          "--json",
          "--help",
          "--version");

  private NbmInfluenceLearn() {}

  /**
   * Refuses, before any work, options this algorithm does not take (naming the first), a missing
   * {@code --groups} and an {@code --out} name in a format that cannot hold the network.
   */
  static void check(CommandSpec learn, Path out) {
    ParseResult parsed = learn.commandLine().getParseResult();
    Set<String> takes = new LinkedHashSet<>(TAKES);
    for (String mixin : List.of("dataOptions", "nbm")) {
      for (OptionSpec o : learn.mixins().get(mixin).options()) {
        takes.add(o.longestName());
      }
    }
    for (OptionSpec o : parsed.matchedOptions()) {
      String name = o.longestName();
      if (!takes.contains(name)) {
        throw new StructlearnException(
            name
                + " does not apply to --algorithm nbm-influence"
                + (name.equals("--max-parents") ? "; its latent in-degree is --max-in-degree" : "")
                + (name.equals("--score")
                    ? "; it scores latent structures by BIC on the completed data"
                    : ""));
      }
    }
    if (!parsed.hasMatchedOption("--groups")) {
      throw new StructlearnException(
          "--algorithm nbm-influence needs --groups FILE: a CSV with the header column,group and "
              + "one row per observed data column naming its naive Bayes model, e.g. O1,L1");
    }
    if (out != null) {
      String name = String.valueOf(out.getFileName());
      if (name.endsWith(".json") || name.endsWith(".json.gz")) {
        throw new StructlearnException(
            "--out "
                + out
                + ": a Gaussian network JSON cannot hold the discrete network of nbm-influence; "
                + "end the name in .bif (the full network with its latent variables), .csv, .txt "
                + "or .dot");
      }
      GraphOutput.checkName(out);
    }
  }

  /** The learner's options: the seed's protocol where an option is not given. */
  static NbmInfluenceOptions options(CommandSpec learn, SearchArgs search, NbmInfluenceArgs nbm) {
    ParseResult parsed = learn.commandLine().getParseResult();
    NbmInfluenceOptions.Builder b = NbmInfluenceOptions.builder();
    if (nbm.classes != null) {
      b.classes(atLeast("--classes", nbm.classes, 2));
    }
    if (nbm.emIterations != null) {
      b.emIterations(atLeast("--em-iterations", nbm.emIterations, 1));
    }
    if (nbm.emRestarts != null) {
      b.emRestarts(atLeast("--em-restarts", nbm.emRestarts, 1));
    }
    if (nbm.maxInDegree != null) {
      b.maxInDegree(atLeast("--max-in-degree", nbm.maxInDegree, 1));
    }
    if (nbm.completion != null) {
      b.completion(completion(nbm.completion));
    }
    // SearchArgs' defaults are hill climbing's; this algorithm's are the seed's
    if (parsed.hasMatchedOption("--restarts")) {
      b.randomRestarts(atLeast("--restarts", search.restarts, 0));
    }
    if (parsed.hasMatchedOption("--perturb")) {
      b.perturb(atLeast("--perturb", search.perturb, 0));
    }
    if (parsed.hasMatchedOption("--tabu-length")) {
      b.tabuLength(atLeast("--tabu-length", search.tabuLength, 1));
    }
    return b.seed(search.seed).threads(atLeast("--threads", search.threads, 1)).build();
  }

  private static int atLeast(String option, int value, int min) {
    if (value < min) {
      throw new StructlearnException(option + " must be at least " + min + ", was " + value);
    }
    return value;
  }

  private static NbmInfluenceOptions.Completion completion(String name) {
    for (NbmInfluenceOptions.Completion c : NbmInfluenceOptions.Completion.values()) {
      if (c.name().toLowerCase(Locale.ROOT).equals(name)) {
        return c;
      }
    }
    throw new StructlearnException(
        "--completion must be soft (expected counts; default) or hard (most probable class), was '"
            + name
            + "'");
  }

  /**
   * Refuses a continuous column of a group before EM, naming it and saying what to do (numeric
   * codes are read as continuous unless {@code --discrete}).
   */
  static void checkDiscrete(Dataset data, NbmGroups groups) {
    for (int c = 0; c < data.columns(); c++) {
      String name = data.names().get(c);
      if (!data.isDiscrete(c) && groups.groupOf(name) >= 0) {
        throw new StructlearnException(
            "column '"
                + name
                + "' is continuous; naive Bayes models need discrete data: if its values are "
                + "codes such as 0, 1, 2, pass --discrete");
      }
    }
  }

  /** Runs the learner with a progress line on a terminal (interruptible). */
  static NbmInfluenceResult run(Dataset data, NbmGroups groups, NbmInfluenceOptions options) {
    try (TerminalProgress progress = TerminalProgress.start("learn nbm-influence", -1)) {
      return new NbmInfluenceLearner(options).learn(data, groups);
    }
  }

  /** Writes the full network: BIF with every table, or its DAG as .csv, .txt or .dot. */
  static void write(NbmInfluenceResult r, Dataset data, Path out) {
    String name = String.valueOf(out.getFileName());
    if (name.endsWith(".bif") || name.endsWith(".bif.gz")) {
      BifWriter.write(r.network().toBayesianNetwork(), out);
    } else {
      GraphOutput.write(r.network().toBayesianNetwork().dag(), data, out);
    }
  }

  /** The JSON object: groups, latent arcs, rounds with their EM traces, models, time. */
  static Map<String, Object> summary(NbmInfluenceResult r, NbmInfluenceOptions o, Dataset data) {
    NbmGroups groups = r.network().groups();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", "nbm-influence");
    Map<String, Object> g = new LinkedHashMap<>();
    for (NbmGroups.Group group : groups.groups()) {
      g.put(group.name(), group.columns());
    }
    m.put("groups", g);
    m.put("arcs", arcs(r.structure()));
    m.put("logLikelihood", r.rounds().get(r.bestRound()).logLikelihood());
    m.put("bic", r.bic());
    m.put("bestRound", r.bestRound());
    List<Map<String, Object>> rounds = new ArrayList<>();
    for (NbmInfluenceResult.Round round : r.rounds()) {
      Map<String, Object> t = new LinkedHashMap<>();
      t.put("structureScore", round.structureScore());
      t.put("arcs", arcs(round.structure()));
      t.put("searchSteps", round.searchSteps());
      t.put("emTrace", round.emTrace());
      t.put("logLikelihood", round.logLikelihood());
      t.put("bic", round.bic());
      rounds.add(t);
    }
    m.put("rounds", rounds);
    List<Map<String, Object>> models = new ArrayList<>();
    for (int i = 0; i < r.models().size(); i++) {
      NbmEmResult e = r.models().get(i);
      Map<String, Object> t = new LinkedHashMap<>();
      t.put("group", groups.group(i).name());
      t.put("logLikelihood", e.logLikelihood());
      t.put("iterations", e.iterations());
      t.put("converged", e.converged());
      models.add(t);
    }
    m.put("models", models);
    m.put("rows", data.rows());
    m.put("classes", o.classes());
    m.put("seed", o.seed());
    m.put("threads", o.threads());
    m.put("seconds", r.elapsed().toNanos() / 1e9);
    return m;
  }

  private static List<List<String>> arcs(Dag g) {
    List<List<String>> out = new ArrayList<>();
    for (Arc a : g.arcs()) {
      out.add(List.of(g.name(a.from()), g.name(a.to())));
    }
    return out;
  }

  /** The printed summary. */
  static String text(NbmInfluenceResult r, NbmInfluenceOptions o) {
    NbmGroups groups = r.network().groups();
    Dag s = r.structure();
    StringBuilder t = new StringBuilder();
    String nl = System.lineSeparator();
    t.append(
        String.format(
            Locale.ROOT,
            "Influence network between %d naive Bayes models (latent classes by EM, structure by "
                + "tabu search; seed 004)%n  latent structure: %d arcs%n    %s%n"
                + "  rounds (structure score, arcs, log-likelihood, BIC):%n",
            groups.size(),
            s.arcCount(),
            s.arcCount() == 0 ? "(none)" : String.join(", ", arcTexts(s))));
    for (int i = 0; i < r.rounds().size(); i++) {
      NbmInfluenceResult.Round round = r.rounds().get(i);
      t.append(
          String.format(
              Locale.ROOT,
              "    %d: %.4f, %d arcs, %.4f, %.4f%s%n",
              i + 1,
              round.structureScore(),
              round.structure().arcCount(),
              round.logLikelihood(),
              round.bic(),
              i == r.bestRound() ? "  (chosen)" : ""));
    }
    t.append("  naive Bayes models (log-likelihood, EM iterations):").append(nl);
    for (int i = 0; i < r.models().size(); i++) {
      NbmEmResult e = r.models().get(i);
      t.append(
          String.format(
              Locale.ROOT,
              "    %s %s: %.4f, %d%s%n",
              groups.group(i).name(),
              groups.group(i).columns(),
              e.logLikelihood(),
              e.iterations(),
              e.converged() ? " (converged)" : " (iteration cap)"));
    }
    t.append(
        String.format(
            Locale.ROOT,
            "  classes: %d, seed: %d, threads: %d, time: %s s",
            o.classes(),
            o.seed(),
            o.threads(),
            LearnReport.seconds(r.elapsed().toNanos() / 1e9)));
    return t.toString();
  }

  private static List<String> arcTexts(Dag g) {
    List<String> out = new ArrayList<>();
    for (Arc a : g.arcs()) {
      out.add(g.name(a.from()) + " -> " + g.name(a.to()));
    }
    return out;
  }
}
