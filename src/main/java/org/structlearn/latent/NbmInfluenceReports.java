package org.structlearn.latent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.learn.LearnedGraphs;
import org.structlearn.learn.Reports;

/** The summary and the readable report of an {@link NbmInfluenceResult}. */
final class NbmInfluenceReports {
  private NbmInfluenceReports() {}

  /** Groups, latent arcs, rounds with their EM traces, models, options and time. */
  static Map<String, Object> summary(NbmInfluenceResult r) {
    NbmGroups groups = r.network().groups();
    NbmInfluenceOptions o = r.options();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", r.algorithm());
    m.put("graphType", r.kind().jsonName());
    Map<String, Object> g = new LinkedHashMap<>();
    for (NbmGroups.Group group : groups.groups()) {
      g.put(group.name(), group.columns());
    }
    m.put("groups", g);
    m.put("arcs", LearnedGraphs.arcs(r.structure()));
    m.put("logLikelihood", r.rounds().get(r.bestRound()).logLikelihood());
    m.put("bic", r.bic());
    m.put("bestRound", r.bestRound());
    List<Map<String, Object>> rounds = new ArrayList<>();
    for (NbmInfluenceResult.Round round : r.rounds()) {
      Map<String, Object> t = new LinkedHashMap<>();
      t.put("structureScore", round.structureScore());
      t.put("arcs", LearnedGraphs.arcs(round.structure()));
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
    m.put("classes", o.classes());
    m.put("seed", o.seed());
    m.put("threads", o.threads());
    m.put("seconds", LearnedGraphs.seconds(r.elapsed()));
    return m;
  }

  /** The latent structure, the rounds, the naive Bayes models, options and time. */
  static String text(NbmInfluenceResult r) {
    NbmGroups groups = r.network().groups();
    NbmInfluenceOptions o = r.options();
    Dag s = r.structure();
    StringBuilder t = new StringBuilder();
    String nl = System.lineSeparator();
    t.append(
        String.format(
            Locale.ROOT,
            "Influence network between %d naive Bayes models (latent classes by EM, structure by "
                + "tabu search; Ajoodha and Rosman's influence networks)%n  latent structure: %d arcs%n    %s%n"
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
            Reports.seconds(r.elapsed())));
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
