package org.structlearn.io;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;

/**
 * QuickTheories generators of the values the {@code io} formats hold: node and level names
 * (including the characters each format must quote or cannot express), DAGs and PDAGs, discrete
 * Bayesian networks, linear Gaussian networks and data sets. Every choice is drawn from the {@link
 * RandomnessSource}, so a failing example shrinks towards small graphs and plain names.
 */
final class IoGenerators {
  /**
   * Name fragments: plain words first (where shrinking goes), then what formats quote or refuse:
   * separators and brackets of every format, quotes, escapes, comment starters, keywords, missing
   * markers, blanks, line breaks, non-ASCII letters and a character outside the BMP.
   */
  private static final String[] ATOMS = {
    "a",
    "B",
    "x1",
    "node",
    "_",
    "0",
    "42",
    ".",
    "-",
    " ",
    ",",
    "\"",
    "'",
    "|",
    ":",
    "[",
    "]",
    "\\",
    "{",
    "}",
    "(",
    ")",
    ";",
    "/",
    "//",
    "/*",
    "*/",
    "#",
    "?",
    "=",
    "->",
    "--",
    "é",
    "ß",
    "中",
    "\uD83D\uDE00",
    "\t",
    "\u00a0",
    "\n",
    "\r",
    "table",
    "default",
    "property",
    "variable",
    "NA",
    "from",
    "to",
    "1e5",
    "-0.5",
    "\uFEFF",
    "digraph",
    "<5"
  };

  private static final int PLAIN_ATOMS = 7;

  private IoGenerators() {}

  /** An integer in {@code [lo, hi]}, shrinking towards {@code lo}. */
  static int pick(RandomnessSource in, int lo, int hi) {
    return (int) in.next(Constraint.between(lo, hi));
  }

  /** True with probability {@code percent}/100, shrinking towards false. */
  static boolean chance(RandomnessSource in, int percent) {
    return pick(in, 0, 99) >= 100 - percent;
  }

  /** Any non-empty name made of one to four fragments, plain ones more often. */
  static String anyName(RandomnessSource in) {
    int parts = pick(in, 1, 4);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < parts; i++) {
      boolean plain = !chance(in, 40);
      sb.append(ATOMS[plain ? pick(in, 0, PLAIN_ATOMS - 1) : pick(in, 0, ATOMS.length - 1)]);
    }
    return sb.toString();
  }

  /** Names drawn from {@link #anyName} that satisfy {@code ok}; "n" plus a number otherwise. */
  static Gen<String> names(Predicate<String> ok) {
    return in -> {
      String s = anyName(in);
      return ok.test(s) ? s : "n" + pick(in, 0, 99);
    };
  }

  /** {@code count} distinct names satisfying {@code ok} (a clash gets a numeric suffix). */
  static List<String> distinct(RandomnessSource in, int count, Predicate<String> ok) {
    Gen<String> gen = names(ok);
    List<String> out = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < count; i++) {
      String s = gen.generate(in);
      while (!seen.add(s)) {
        s = s + i;
      }
      out.add(s);
    }
    return out;
  }

  /** Names every format can write: non-empty, no line breaks. */
  static boolean everywhere(String s) {
    return !s.isEmpty() && s.indexOf('\n') < 0 && s.indexOf('\r') < 0;
  }

  /** Names a model string can hold: no {@code [ ] | :}, no surrounding blanks. */
  static boolean modelStringName(String s) {
    return !s.isEmpty() && s.strip().equals(s) && s.chars().noneMatch(c -> "[]|:".indexOf(c) >= 0);
  }

  /** A random DAG over 1..maxNodes nodes with names satisfying {@code ok}. */
  static Gen<Dag> dags(int maxNodes, int maxParents, Predicate<String> ok) {
    return in -> dag(in, distinct(in, pick(in, 1, maxNodes), ok), maxParents);
  }

  /** A DAG whose arcs follow a random order of the nodes (so not always low index to high). */
  static Dag dag(RandomnessSource in, List<String> names, int maxParents) {
    int n = names.size();
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    for (int i = n - 1; i > 0; i--) {
      int j = pick(in, 0, i);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    List<Arc> arcs = new ArrayList<>();
    int[] parents = new int[n];
    for (int j = 1; j < n; j++) {
      for (int i = 0; i < j; i++) {
        if (parents[order[j]] < maxParents && chance(in, 35)) {
          arcs.add(new Arc(order[i], order[j]));
          parents[order[j]]++;
        }
      }
    }
    return Dag.of(names, arcs);
  }

  /** A random PDAG: a random DAG with some arcs made undirected. */
  static Gen<Pdag> pdags(int maxNodes, Predicate<String> ok) {
    return in -> {
      Dag d = dag(in, distinct(in, pick(in, 1, maxNodes), ok), 3);
      List<Arc> arcs = new ArrayList<>();
      List<Edge> edges = new ArrayList<>();
      for (Arc a : d.arcs()) {
        if (chance(in, 35)) {
          edges.add(new Edge(Math.min(a.from(), a.to()), Math.max(a.from(), a.to())));
        } else {
          arcs.add(a);
        }
      }
      return Pdag.of(d.names(), arcs, edges);
    };
  }

  /** A discrete network with random level names and random CPTs (rows normalised to sum 1). */
  static Gen<BayesianNetwork> bayesianNetworks(int maxNodes) {
    return in -> {
      Dag dag = dag(in, distinct(in, pick(in, 1, maxNodes), s -> !s.isEmpty()), 3);
      List<Variable> vars = new ArrayList<>();
      for (String name : dag.names()) {
        vars.add(Variable.discrete(name, distinct(in, pick(in, 1, 4), s -> !s.isEmpty())));
      }
      List<DiscreteCpd> cpds = new ArrayList<>();
      for (int v = 0; v < dag.size(); v++) {
        int[] parents = dag.parents(v);
        List<Variable> pvars = new ArrayList<>();
        int q = 1;
        for (int p : parents) {
          pvars.add(vars.get(p));
          q *= vars.get(p).cardinality();
        }
        int r = vars.get(v).cardinality();
        double[] probs = new double[q * r];
        for (int j = 0; j < q; j++) {
          row(in, probs, j * r, r);
        }
        cpds.add(DiscreteCpd.of(vars.get(v), parents, pvars, probs));
      }
      return BayesianNetwork.of(dag, vars, cpds);
    };
  }

  /** Random weights (some zero, some tiny) normalised into {@code probs[from..from+r)}. */
  private static void row(RandomnessSource in, double[] probs, int from, int r) {
    double sum = 0;
    for (int k = 0; k < r; k++) {
      double w = chance(in, 15) ? 0 : pick(in, 1, 1_000_000) * (chance(in, 10) ? 1e-12 : 1);
      probs[from + k] = w;
      sum += w;
    }
    if (sum == 0) {
      probs[from] = sum = 1;
    }
    for (int k = 0; k < r; k++) {
      probs[from + k] /= sum;
    }
  }

  /** A finite double: small integers, short decimals, or many digits with any exponent. */
  static double number(RandomnessSource in) {
    switch (pick(in, 0, 3)) {
      case 0:
        return pick(in, -5, 5);
      case 1:
        return pick(in, -1_000_000, 1_000_000) / 1000.0;
      case 2:
        return Math.scalb(in.next(Constraint.none()) / (double) Long.MAX_VALUE, pick(in, -60, 60));
      default:
        double d =
            Double.parseDouble(
                pick(in, -999_999_999, 999_999_999)
                    + "."
                    + pick(in, 0, 999_999)
                    + "e"
                    + pick(in, -320, 300));
        return Double.isFinite(d) ? d : 1.5;
    }
  }

  /** A positive finite double, from 1e-320 to 1e300. */
  static double positive(RandomnessSource in) {
    double d = Math.abs(number(in));
    return d > 0 ? d : 0.25;
  }

  /** A linear Gaussian network with random coefficients and standard deviations. */
  static Gen<GaussianNetwork> gaussianNetworks(int maxNodes) {
    return in -> {
      Dag dag = dag(in, distinct(in, pick(in, 1, maxNodes), IoGenerators::everywhere), 3);
      List<LinearGaussianCpd> cpds = new ArrayList<>();
      for (int v = 0; v < dag.size(); v++) {
        int[] parents = dag.parents(v);
        double[] b = new double[parents.length];
        for (int i = 0; i < b.length; i++) {
          b[i] = number(in);
        }
        cpds.add(LinearGaussianCpd.of(number(in), parents, b, positive(in)));
      }
      return GaussianNetwork.of(dag, cpds);
    };
  }

  /**
   * A data set of 1..4 columns and 1..12 rows, each column discrete (1..4 levels with names that
   * satisfy {@code levelOk}) or continuous (any finite double).
   */
  static Gen<Dataset> datasets(Predicate<String> nameOk, Predicate<String> levelOk) {
    return in -> {
      List<String> names = distinct(in, pick(in, 1, 4), nameOk);
      int rows = pick(in, 1, 12);
      List<Variable> vars = new ArrayList<>();
      List<Object> cols = new ArrayList<>();
      for (String name : names) {
        if (chance(in, 50)) {
          vars.add(Variable.continuous(name));
          double[] x = new double[rows];
          for (int r = 0; r < rows; r++) {
            x[r] = number(in);
          }
          cols.add(x);
        } else {
          Variable v = Variable.discrete(name, distinct(in, pick(in, 1, 4), levelOk));
          vars.add(v);
          int[] codes = new int[rows];
          for (int r = 0; r < rows; r++) {
            codes[r] = pick(in, 0, v.cardinality() - 1);
          }
          cols.add(codes);
        }
      }
      return Dataset.of(vars, cols);
    };
  }

  /** The level lists of a data set's discrete columns, by column name. */
  static Map<String, List<String>> levels(Dataset data) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (Variable v : data.variables()) {
      if (v.isDiscrete()) {
        out.put(v.name(), v.levels());
      }
    }
    return out;
  }
}
