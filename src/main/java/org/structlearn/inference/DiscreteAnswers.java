package org.structlearn.inference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.inference.exact.DiscreteFactors;
import org.structlearn.inference.exact.FactorTable;
import org.structlearn.inference.exact.VariableElimination;
import org.structlearn.inference.sampling.GibbsQueries;
import org.structlearn.inference.sampling.ImportanceSampling;
import org.structlearn.inference.sampling.SampleEstimates;
import org.structlearn.model.Calibration;
import org.structlearn.model.JunctionTree;
import org.structlearn.model.ModelException;

/** The answers of a {@link Query} on a discrete network, exact or sampled. */
final class DiscreteAnswers {
  private DiscreteAnswers() {}

  /** Every node's exact posterior (null if the evidence is impossible) and log P(evidence). */
  record Calibrated(double[][] marginals, double logEvidence) {}

  static Calibrated calibrate(Query q) {
    NetworkModel m = q.model();
    double[][] vectors = m.discrete(q.evidence()).vectors(m.cards());
    QueryOptions o = q.options();
    Calibration c = m.borrow(o.heuristic(), o.maxTableEntries());
    try {
      c.calibrate(vectors);
      if (!c.isPossible()) {
        return new Calibrated(null, Double.NEGATIVE_INFINITY);
      }
      double[][] marginals = new double[m.size()][];
      for (int v = 0; v < marginals.length; v++) {
        marginals[v] = c.marginal(v);
      }
      return new Calibrated(marginals, c.logProbabilityOfEvidence());
    } finally {
      m.giveBack(o.heuristic(), o.maxTableEntries(), c);
    }
  }

  private static ModelException impossible(Query q) {
    return new ModelException(
        "the evidence ("
            + q.evidence()
            + ") has probability 0 under the network, so no posterior"
            + " exists; check the levels, or drop an observation");
  }

  static int[] all(NetworkModel m) {
    int[] out = new int[m.size()];
    Arrays.setAll(out, i -> i);
    return out;
  }

  /** The variables without hard evidence. */
  static int[] unobserved(Query q) {
    int[] hard = q.model().discrete(q.evidence()).hard();
    return Arrays.stream(all(q.model())).filter(v -> hard[v] < 0).toArray();
  }

  static List<DiscreteMarginal> marginals(Query q, int[] vars) {
    NetworkModel m = q.model();
    List<DiscreteMarginal> out = new ArrayList<>();
    if (!q.options().method().isSampling()) {
      Calibrated c = q.calibrated();
      if (c.marginals() == null) {
        throw impossible(q);
      }
      for (int v : vars) {
        out.add(DiscreteMarginal.exact(m.names.get(v), m.levels(v), c.marginals()[v]));
      }
      return out;
    }
    NetworkModel.Discrete ev = m.discrete(q.evidence());
    int[] targets = Arrays.stream(vars).filter(v -> ev.hard()[v] < 0).toArray();
    SampleEstimates s = sampled(q, ev, targets, null, false);
    QueryOptions o = q.options();
    for (int v : vars) {
      int t = indexOf(targets, v);
      if (t < 0) {
        double[] p = new double[m.levels(v).size()];
        p[ev.hard()[v]] = 1;
        out.add(
            new DiscreteMarginal(
                m.names.get(v),
                m.levels(v),
                p,
                new double[p.length],
                o.method(),
                s.draws(),
                s.effectiveDraws()));
      } else {
        out.add(
            new DiscreteMarginal(
                m.names.get(v),
                m.levels(v),
                s.probabilities()[t],
                s.standardErrors()[t],
                o.method(),
                s.draws(),
                s.effectiveDraws()));
      }
    }
    return out;
  }

  private static int indexOf(int[] a, int x) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] == x) {
        return i;
      }
    }
    return -1;
  }

  /** Runs the query's sampling method. */
  private static SampleEstimates sampled(
      Query q, NetworkModel.Discrete ev, int[] targets, boolean[][] event, boolean keep) {
    NetworkModel m = q.model();
    QueryOptions o = q.options();
    if (o.method() == QueryMethod.GIBBS) {
      if (keep) {
        throw new IllegalArgumentException(
            "draws are kept by logic sampling and likelihood weighting, not by gibbs");
      }
      return GibbsQueries.run(
          m.markovForGibbs(),
          ev.hard(),
          ev.soft(),
          targets,
          event,
          o.draws(),
          o.burnIn(),
          o.chainLength(),
          o.seed(),
          o.threads(),
          q.progress());
    }
    if (m.kind != NetworkModel.Kind.BAYESIAN) {
      throw new IllegalArgumentException(
          o.method().shortName()
              + " needs a Bayesian network; for a Markov network use gibbs or exact");
    }
    return ImportanceSampling.run(
        m.forward(),
        ev.hard(),
        ev.soft(),
        targets,
        event,
        o.method() == QueryMethod.LIKELIHOOD_WEIGHTING,
        o.draws(),
        o.seed(),
        o.threads(),
        keep,
        q.progress());
  }

  static Estimate probability(Query q, Map<String, String> event) {
    NetworkModel m = q.model();
    NetworkModel.Discrete ev = m.discrete(q.evidence());
    boolean[][] allowed = new boolean[m.size()][];
    for (Map.Entry<String, String> e : event.entrySet()) {
      int v = m.require(e.getKey());
      allowed[v] = new boolean[m.levels(v).size()];
      allowed[v][m.level(v, e.getValue())] = true;
    }
    QueryOptions o = q.options();
    if (o.method().isSampling()) {
      SampleEstimates s = sampled(q, ev, new int[0], allowed, false);
      return new Estimate(s.event(), s.eventError(), o.method(), s.draws(), s.effectiveDraws());
    }
    double logEvidence = q.calibrated().logEvidence();
    if (logEvidence == Double.NEGATIVE_INFINITY) {
      throw impossible(q);
    }
    double[][] vectors = ev.vectors(m.cards());
    for (int v = 0; v < allowed.length; v++) {
      if (allowed[v] != null) {
        double[] x = vectors[v] == null ? ones(allowed[v].length) : vectors[v].clone();
        for (int k = 0; k < x.length; k++) {
          x[k] = allowed[v][k] ? x[k] : 0;
        }
        vectors[v] = x;
      }
    }
    Calibration c = m.borrow(o.heuristic(), o.maxTableEntries());
    try {
      double both = c.calibrate(vectors).logProbabilityOfEvidence();
      return Estimate.exact(
          both == Double.NEGATIVE_INFINITY ? 0 : Math.min(1, Math.exp(both - logEvidence)));
    } finally {
      m.giveBack(o.heuristic(), o.maxTableEntries(), c);
    }
  }

  private static double[] ones(int n) {
    double[] x = new double[n];
    Arrays.fill(x, 1);
    return x;
  }

  static Estimate evidenceProbability(Query q) {
    QueryOptions o = q.options();
    if (!o.method().isSampling()) {
      return Estimate.exact(Math.exp(q.calibrated().logEvidence()));
    }
    if (o.method() == QueryMethod.GIBBS) {
      throw new IllegalArgumentException(
          "gibbs sampling does not estimate the probability of the evidence; use lw or exact");
    }
    SampleEstimates s = sampled(q, q.model().discrete(q.evidence()), new int[0], null, false);
    double p = Math.exp(s.logEvidence());
    return new Estimate(p, p * s.evidenceError(), o.method(), s.draws(), s.effectiveDraws());
  }

  static double logEvidenceEstimate(Query q) {
    if (q.options().method() == QueryMethod.GIBBS) {
      throw new IllegalArgumentException(
          "gibbs sampling does not estimate the probability of the evidence; use lw or exact");
    }
    return sampled(q, q.model().discrete(q.evidence()), new int[0], null, false).logEvidence();
  }

  static JointPosterior joint(Query q, int[] vars) {
    NetworkModel m = q.model();
    NetworkModel.Discrete ev = m.discrete(q.evidence());
    for (int v : vars) {
      if (ev.hard()[v] >= 0) {
        throw new IllegalArgumentException(
            m.names.get(v) + " is observed; leave it out of the joint posterior");
      }
    }
    int[] sorted = vars.clone();
    Arrays.sort(sorted);
    QueryOptions o = q.options();
    double[] bySorted;
    JunctionTree tree = m.tree(o.heuristic(), o.maxTableEntries());
    int clique = tree.smallestHolding(sorted);
    if (clique >= 0) {
      if (q.calibrated().marginals() == null) {
        throw impossible(q);
      }
      Calibration c = m.borrow(o.heuristic(), o.maxTableEntries());
      try {
        c.calibrate(ev.vectors(m.cards()));
        bySorted = Tables.sumOnto(c.cliqueMarginal(clique), tree.clique(clique), sorted, m.cards());
      } finally {
        m.giveBack(o.heuristic(), o.maxTableEntries(), c);
      }
    } else {
      DiscreteFactors.Reduced r = m.factors().reduce(ev.hard(), ev.soft(), sorted, false);
      FactorTable f = new VariableElimination(o.heuristic(), o.maxTableEntries()).joint(r, sorted);
      if (f.logSum() == Double.NEGATIVE_INFINITY) {
        throw impossible(q);
      }
      bySorted = f.normalised();
    }
    double[] p = Tables.reorder(bySorted, sorted, vars, m.cards());
    List<String> names = new ArrayList<>();
    List<List<String>> levels = new ArrayList<>();
    for (int v : vars) {
      names.add(m.names.get(v));
      levels.add(m.levels(v));
    }
    return new JointPosterior(names, levels, p);
  }

  static Assignment map(Query q, int[] vars, String kind) {
    NetworkModel m = q.model();
    NetworkModel.Discrete ev = m.discrete(q.evidence());
    for (int v : vars) {
      if (ev.hard()[v] >= 0) {
        throw new IllegalArgumentException(
            m.names.get(v) + " is observed; leave it out of the " + kind);
      }
    }
    if (vars.length == 0) {
      throw new IllegalArgumentException("every variable is observed: the " + kind + " is empty");
    }
    QueryOptions o = q.options();
    VariableElimination ve = new VariableElimination(o.heuristic(), o.maxTableEntries());
    DiscreteFactors f = m.factors();
    double logEvidence =
        ve.joint(f.reduce(ev.hard(), ev.soft(), new int[0], true), new int[0]).logSum();
    if (logEvidence == Double.NEGATIVE_INFINITY) {
      throw impossible(q);
    }
    VariableElimination.Traced t = ve.maximise(f.reduce(ev.hard(), ev.soft(), vars, true), vars);
    double logNormaliser = 0;
    if (!f.isBayesian()) { // Z of the Markov network, no evidence
      int[] none = new int[m.size()];
      Arrays.fill(none, -1);
      logNormaliser =
          ve.joint(f.reduce(none, new double[m.size()][], new int[0], true), new int[0]).logSum();
    }
    Map<String, String> levels = new LinkedHashMap<>();
    for (int i = 0; i < vars.length; i++) {
      levels.put(m.names.get(vars[i]), m.levels(vars[i]).get(t.levels()[i]));
    }
    return new Assignment(levels, t.logValue() - logNormaliser, t.logValue() - logEvidence, kind);
  }

  static WeightedDraws sample(Query q, int[] vars) {
    QueryOptions o = q.options();
    if (!o.method().isSampling() || o.method() == QueryMethod.GIBBS) {
      throw new IllegalArgumentException("draws are made by ls or lw; choose one with using(...)");
    }
    NetworkModel m = q.model();
    NetworkModel.Discrete ev = m.discrete(q.evidence());
    SampleEstimates s = sampled(q, ev, vars, null, true);
    int rows = s.samples().length;
    List<Variable> columns = new ArrayList<>();
    List<Object> cells = new ArrayList<>();
    for (int t = 0; t < vars.length; t++) {
      columns.add(m.variables.get(vars[t]));
      int[] col = new int[rows];
      for (int r = 0; r < rows; r++) {
        col[r] = s.samples()[r][t];
      }
      cells.add(col);
    }
    double[] weights = o.method() == QueryMethod.LIKELIHOOD_WEIGHTING ? s.weights() : null;
    return new WeightedDraws(Dataset.adopt(columns, cells), weights, o.method(), s.draws());
  }

  static EliminationReport plan(Query q) {
    QueryOptions o = q.options();
    JunctionTree t = q.model().tree(o.heuristic(), o.maxTableEntries());
    List<String> order =
        Arrays.stream(t.eliminationOrder()).mapToObj(q.model().names::get).toList();
    return new EliminationReport(
        o.heuristic(), order, t.cliqueSizes(), t.cliqueTableSizes(), t.tableSize(), t.treewidth());
  }
}
