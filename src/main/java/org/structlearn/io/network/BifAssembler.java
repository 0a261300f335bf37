package org.structlearn.io.network;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.data.Variable;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.io.network.BifLexer.Token;
import org.structlearn.io.network.BifParser.Declarations;
import org.structlearn.io.network.BifParser.Entry;
import org.structlearn.io.network.BifParser.EntryKind;
import org.structlearn.io.network.BifParser.ProbabilityBlock;
import org.structlearn.io.network.BifParser.VariableDecl;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.InvalidProbabilityException;

/**
 * Turns parsed BIF declarations into a {@link BayesianNetwork}: nodes in declaration order, parents
 * resolved after every variable is known, tables rearranged into {@link DiscreteCpd}'s layout.
 * Labelled rows are placed by their labels, whatever order they come in; a {@code table} with
 * parents follows JavaBayes (child index slowest, last parent fastest); a {@code default} row fills
 * the configurations no labelled row gives, and a {@code default} entry with as many values as the
 * whole table is read as a {@code table} (pgmpy writes and reads it so).
 *
 * <p>A table's size is checked before it is allocated: more than {@value #MAX_ENTRIES} entries
 * (levels times parent configurations, e.g. a {@code default} row under 40 binary parents) is an
 * error naming the line and the size, as is a block of labelled rows too few to cover its parent
 * configurations.
 */
final class BifAssembler {
  /** The most entries of one table (128 MiB of doubles; pathfinder's largest has about 10^5). */
  static final long MAX_ENTRIES = 1L << 24;

  private final String source;
  private final Map<String, Integer> index = new HashMap<>();
  private final List<Variable> variables = new ArrayList<>();

  private BifAssembler(String source) {
    this.source = source;
  }

  static BayesianNetwork assemble(Declarations decl, String source) {
    return new BifAssembler(source).build(decl);
  }

  private BayesianNetwork build(Declarations decl) {
    List<VariableDecl> vars = decl.variables();
    for (VariableDecl v : vars) {
      declare(v, vars);
    }
    int n = vars.size();
    ProbabilityBlock[] blocks = new ProbabilityBlock[n];
    List<Arc> arcs = new ArrayList<>();
    for (ProbabilityBlock b : decl.probabilities()) {
      int child = resolve(b.child(), "probability block");
      if (blocks[child] != null) {
        throw error(
            b.child(),
            "second probability block for '"
                + b.child().text()
                + "' (the first is at line "
                + blocks[child].keyword().line()
                + "); give one block per variable");
      }
      blocks[child] = b;
      for (Token p : b.parents()) {
        int parent = resolve(p, "parent list of '" + b.child().text() + "'");
        if (parent == child
            || b.parents().stream().filter(o -> o.text().equals(p.text())).count() > 1) {
          throw error(p, "parent '" + p.text() + "' is repeated or is the child itself");
        }
        arcs.add(new Arc(parent, child));
      }
    }
    for (int v = 0; v < n; v++) {
      if (blocks[v] == null) {
        throw error(
            vars.get(v).name(),
            "variable '" + variables.get(v).name() + "' has no probability block; add one");
      }
    }
    List<String> names = variables.stream().map(Variable::name).toList();
    Dag dag;
    try {
      dag = Dag.of(names, arcs);
    } catch (org.structlearn.graph.CyclicGraphException e) {
      throw new org.structlearn.graph.CyclicGraphException(
          e.cycle(), source + ": the probability blocks' parent lists form a cycle: ");
    }
    List<DiscreteCpd> cpds = new ArrayList<>(n);
    for (int v = 0; v < n; v++) {
      cpds.add(table(dag, v, blocks[v]));
    }
    return BayesianNetwork.of(dag, variables, cpds);
  }

  private void declare(VariableDecl v, List<VariableDecl> all) {
    String name = v.name().text();
    Integer previous = index.putIfAbsent(name, variables.size());
    if (previous != null) {
      Token first = all.get(previous).name();
      throw error(
          v.name(),
          "variable '"
              + name
              + "' is declared twice (first at line "
              + first.line()
              + ", column "
              + first.column()
              + "); remove or rename one");
    }
    List<String> levels = new ArrayList<>();
    for (Token t : v.levels()) {
      if (levels.contains(t.text())) {
        throw error(t, "level '" + t.text() + "' of variable '" + name + "' is listed twice");
      }
      levels.add(t.text());
    }
    variables.add(Variable.discrete(name, levels));
  }

  private int resolve(Token name, String where) {
    Integer i = index.get(name.text());
    if (i == null) {
      throw error(
          name, "unknown variable '" + name.text() + "' in the " + where + "; declare it first");
    }
    return i;
  }

  private DiscreteCpd table(Dag dag, int v, ProbabilityBlock b) {
    Variable child = variables.get(v);
    int r = child.cardinality();
    int[] header = b.parents().stream().mapToInt(t -> index.get(t.text())).toArray();
    int[] sorted = dag.parents(v);
    List<Variable> pvars = new ArrayList<>();
    double configurations = 1; // exact up to 2^53, enough to tell a table too large
    for (int p : sorted) {
      pvars.add(variables.get(p));
      configurations *= variables.get(p).cardinality();
    }
    checkSize(b, child, configurations);
    int q = (int) configurations;
    // slot[h]: the position of header parent h in the DAG's sorted parent order
    int[] slot = new int[header.length];
    for (int h = 0; h < header.length; h++) {
      slot[h] = Arrays.binarySearch(sorted, header[h]);
    }
    double[] probs = new double[q * r];
    boolean[] given = new boolean[q];
    Entry fallback = null;
    for (Entry e : b.entries()) {
      if (e.kind() == EntryKind.TABLE
          || (e.kind() == EntryKind.DEFAULT && q > 1 && e.values().size() == (long) q * r)) {
        fillTable(e, child, header, slot, pvars, probs, given);
      } else if (e.kind() == EntryKind.DEFAULT) {
        fallback = e;
      } else {
        fillRow(e, b, header, slot, pvars, probs, given);
      }
    }
    for (int j = 0; j < q; j++) {
      if (!given[j]) {
        if (fallback == null) {
          throw error(
              b.close(),
              "the probability block of '"
                  + child.name()
                  + "' has no row for parent configuration "
                  + describe(j, pvars)
                  + "; add that row or a 'default' row");
        }
        double[] row = numbers(fallback, r, "the default row of '" + child.name() + "'");
        System.arraycopy(row, 0, probs, j * r, r);
      }
    }
    try {
      return DiscreteCpd.of(child, sorted, pvars, probs);
    } catch (InvalidProbabilityException e) {
      Token at = b.keyword();
      throw new InvalidProbabilityException(
          source + " line " + at.line() + ", column " + at.column() + ": " + e.getMessage());
    }
  }

  /**
   * Refuses, before allocating, a table of more than {@link #MAX_ENTRIES} entries, and labelled
   * rows alone too few for more than 65,536 parent configurations.
   */
  private void checkSize(ProbabilityBlock b, Variable child, double configurations) {
    double entries = configurations * child.cardinality();
    if (entries > MAX_ENTRIES) {
      throw error(
          b.keyword(),
          "the table of '"
              + child.name()
              + "' would have "
              + String.format(java.util.Locale.ROOT, "%.4g", entries)
              + " entries ("
              + child.cardinality()
              + " levels times "
              + String.format(java.util.Locale.ROOT, "%.4g", configurations)
              + " parent configurations), more than the "
              + MAX_ENTRIES
              + " this reader builds; give the variable fewer parents or levels");
    }
    // small tables are allocated and the first missing configuration named (more helpful)
    boolean covering =
        configurations <= 1 << 16
            || b.entries().stream().anyMatch(e -> e.kind() != EntryKind.ROW)
            || b.entries().size() >= configurations;
    if (!covering) {
      throw error(
          b.close(),
          "the probability block of '"
              + child.name()
              + "' gives "
              + b.entries().size()
              + " rows, but its parents have "
              + (long) configurations
              + " configurations; add the missing rows or a 'default' row");
    }
  }

  /** {@code table}: child slowest, then the header's parents with the last one fastest. */
  private void fillTable(
      Entry e,
      Variable child,
      int[] header,
      int[] slot,
      List<Variable> pvars,
      double[] probs,
      boolean[] given) {
    int r = child.cardinality();
    int q = given.length;
    double[] values = numbers(e, q * r, "the table of '" + child.name() + "'");
    int[] codes = new int[header.length];
    for (int jb = 0; jb < q; jb++) {
      int rest = jb;
      for (int h = header.length - 1; h >= 0; h--) {
        int card = pvars.get(slot[h]).cardinality();
        codes[slot[h]] = rest % card;
        rest /= card;
      }
      int config = config(codes, pvars);
      for (int k = 0; k < r; k++) {
        probs[config * r + k] = values[k * q + jb];
      }
      given[config] = true;
    }
  }

  private void fillRow(
      Entry e,
      ProbabilityBlock b,
      int[] header,
      int[] slot,
      List<Variable> pvars,
      double[] probs,
      boolean[] given) {
    if (e.labels().size() != header.length) {
      throw error(
          e.start(),
          "the row label has "
              + e.labels().size()
              + " levels but '"
              + b.child().text()
              + "' has "
              + header.length
              + " parents; give one level per parent, in the header's order");
    }
    int[] codes = new int[header.length];
    for (int h = 0; h < header.length; h++) {
      Variable pv = pvars.get(slot[h]);
      Token label = e.labels().get(h);
      codes[slot[h]] = pv.codeOf(label.text());
      if (codes[slot[h]] < 0) {
        throw error(
            label,
            "'"
                + label.text()
                + "' is not a level of parent '"
                + pv.name()
                + "'; its levels are "
                + pv.levels());
      }
    }
    int config = config(codes, pvars);
    if (given[config]) {
      throw error(e.start(), "a second row for parent configuration " + describe(config, pvars));
    }
    int r = variables.get(index.get(b.child().text())).cardinality();
    double[] row = numbers(e, r, "the row of '" + b.child().text() + "'");
    System.arraycopy(row, 0, probs, config * r, r);
    given[config] = true;
  }

  private double[] numbers(Entry e, int expected, String what) {
    List<Token> tokens = e.values();
    if (tokens.size() != expected) {
      throw error(
          e.start(),
          what + " has " + tokens.size() + " values, expected " + expected + "; fix the count");
    }
    double[] out = new double[expected];
    for (int i = 0; i < expected; i++) {
      out[i] = number(tokens.get(i));
    }
    return out;
  }

  private double number(Token t) {
    String s = t.text();
    boolean plain = !s.isEmpty();
    for (int i = 0; i < s.length() && plain; i++) {
      char c = s.charAt(i);
      plain = (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-';
    }
    if (plain) {
      try {
        return Double.parseDouble(s);
      } catch (NumberFormatException ignored) {
        // reported below
      }
    }
    throw error(t, "expected a decimal number, found '" + s + "'");
  }

  private static int config(int[] codes, List<Variable> pvars) {
    int config = 0;
    for (int i = codes.length - 1; i >= 0; i--) {
      config = config * pvars.get(i).cardinality() + codes[i];
    }
    return config;
  }

  private static String describe(int config, List<Variable> pvars) {
    List<String> parts = new ArrayList<>();
    for (Variable pv : pvars) {
      parts.add(pv.name() + " = " + pv.levels().get(config % pv.cardinality()));
      config /= pv.cardinality();
    }
    return "(" + String.join(", ", parts) + ")";
  }

  private BifFormatException error(Token at, String message) {
    return new BifFormatException(source, at.line(), at.column(), message);
  }
}
