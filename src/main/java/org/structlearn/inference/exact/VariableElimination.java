package org.structlearn.inference.exact;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.structlearn.graph.Edge;
import org.structlearn.graph.EliminationHeuristic;
import org.structlearn.graph.Triangulation;
import org.structlearn.graph.Triangulations;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.model.ModelException;

/**
 * Variable elimination over {@link FactorTable}s (Zhang and Poole 1994; Dechter 1999; Koller and
 * Friedman 2009, ch. 9 and 13): the joint posterior of a few variables, the most probable
 * assignment of some variables with the others summed out (MAP) or of all of them (MPE), and exact
 * draws from the posterior.
 *
 * <p>The elimination order is greedy ({@link Triangulations#of}, by the given {@link
 * EliminationHeuristic}) on the interaction graph of the factors, constrained in stages: the
 * variables summed out go first, then the variables that are maximised or drawn, while the
 * variables asked for stay. MAP needs that constraint (sums and maxima do not commute), which can
 * make its tables much larger than a marginal query's; the largest table of the order is checked
 * against the limit before any is built. After a maximisation the assignment is recovered by
 * tracing back (Dechter 1999): each maximised variable, from the last eliminated to the first,
 * takes the level that maximises the product of its bucket's factors given the levels already
 * chosen (ties to the lowest level). Replacing the maximum by the sum and the arg-max by a draw
 * proportional to that product gives an exact sample of the posterior (forward filtering, backward
 * sampling).
 *
 * <p>Cost: O(sum over eliminated variables of the size of their bucket's product), at most n times
 * the largest clique of the order.
 */
public final class VariableElimination {
  private final EliminationHeuristic heuristic;
  private final long maxEntries;

  /**
   * @param heuristic how the elimination order is chosen
   * @param maxEntries the largest intermediate table accepted, checked before elimination
   */
  public VariableElimination(EliminationHeuristic heuristic, long maxEntries) {
    if (maxEntries < 1) {
      throw new IllegalArgumentException("maxEntries must be >= 1, was " + maxEntries);
    }
    this.heuristic = heuristic;
    this.maxEntries = maxEntries;
  }

  /**
   * The posterior over the targets.
   *
   * @param r the reduced factors
   * @param targets the variables asked for, sorted ascending
   * @return the factor over the targets (not normalised: its {@link FactorTable#logSum()} is the
   *     log of the total mass, P(evidence) for a Bayesian network when nothing was pruned for the
   *     query) and the constant the reduction left out
   */
  public FactorTable joint(DiscreteFactors.Reduced r, int[] targets) {
    Run run = new Run(r, targets, new int[0], false);
    return run.finalFactor();
  }

  /**
   * The most probable assignment of {@code mapVars} given the evidence, the other unobserved
   * variables summed out.
   *
   * @return the levels of {@code mapVars} (in the order given) and the log of the maximum (log
   *     P(assignment, evidence) for an unpruned Bayesian network)
   */
  public Traced maximise(DiscreteFactors.Reduced r, int[] mapVars) {
    Run run = new Run(r, new int[0], mapVars, true);
    FactorTable rest = run.finalFactor();
    int[] levels = run.traceBack(null);
    return new Traced(pick(levels, mapVars), rest.logSum());
  }

  /**
   * An exact draw of {@code vars} from the posterior given the evidence, the other unobserved
   * variables summed out.
   *
   * @return the levels drawn (in the order given) and the log of the total mass
   */
  public Traced draw(DiscreteFactors.Reduced r, int[] vars, SplittableRandom rnd) {
    Run run = new Run(r, new int[0], vars, false);
    FactorTable rest = run.finalFactor();
    int[] levels = run.traceBack(rnd);
    return new Traced(pick(levels, vars), rest.logSum());
  }

  private static int[] pick(int[] levelsByVar, int[] vars) {
    int[] out = new int[vars.length];
    for (int i = 0; i < vars.length; i++) {
      out[i] = levelsByVar[vars[i]];
    }
    return out;
  }

  /**
   * An assignment and a log value.
   *
   * @param levels the levels, in the order the variables were given
   * @param logValue the log of the maximum (MAP) or of the total mass (draws)
   */
  public record Traced(int[] levels, double logValue) {}

  /** One elimination: the order, the buckets and what traceback needs. */
  private final class Run {
    private final int[] cards;
    private final List<FactorTable> pool;
    private final int[] tracedVars;
    private final List<FactorTable> tracedBuckets = new ArrayList<>();
    private final List<Integer> tracedOrder = new ArrayList<>();
    private final boolean max;
    private double logConstant;

    Run(DiscreteFactors.Reduced r, int[] keep, int[] traced, boolean max) {
      this.cards = r.cards();
      this.pool = new ArrayList<>(r.factors());
      this.logConstant = r.logConstant();
      this.tracedVars = traced;
      this.max = max;
      int[] stage = new int[cards.length];
      for (int v : traced) {
        stage[v] = 1;
      }
      for (int v : keep) {
        stage[v] = 2;
      }
      eliminateAll(order(stage, keep, traced), stage);
    }

    /** The elimination order of the variables in the factors (and of traced and kept ones). */
    private int[] order(int[] stage, int[] keep, int[] traced) {
      boolean[] present = new boolean[cards.length];
      for (FactorTable f : pool) {
        for (int v : f.vars()) {
          present[v] = true;
        }
      }
      for (int v : keep) {
        present[v] = true;
      }
      for (int v : traced) {
        present[v] = true;
      }
      int[] local = new int[cards.length];
      List<Integer> globals = new ArrayList<>();
      for (int v = 0; v < cards.length; v++) {
        if (present[v]) {
          local[v] = globals.size();
          globals.add(v);
        }
      }
      int m = globals.size();
      List<String> names = new ArrayList<>(m);
      int[] w = new int[m];
      int[] st = new int[m];
      for (int i = 0; i < m; i++) {
        names.add("v" + globals.get(i));
        w[i] = cards[globals.get(i)];
        st[i] = stage[globals.get(i)];
      }
      java.util.Set<Edge> edges = new java.util.LinkedHashSet<>();
      for (FactorTable f : pool) {
        int[] vs = f.vars();
        for (int i = 0; i < vs.length; i++) {
          for (int j = i + 1; j < vs.length; j++) {
            edges.add(new Edge(local[vs[i]], local[vs[j]]));
          }
        }
      }
      for (int i = 0; i < keep.length; i++) { // the answer is one table over the targets
        for (int j = i + 1; j < keep.length; j++) {
          edges.add(new Edge(local[keep[i]], local[keep[j]]));
        }
      }
      Triangulation t =
          Triangulations.of(UndirectedGraph.of(names, List.copyOf(edges)), w, heuristic, st);
      checkSize(t, w);
      int[] order = t.order();
      int[] out = new int[m];
      for (int i = 0; i < m; i++) {
        out[i] = globals.get(order[i]);
      }
      return out;
    }

    private void checkSize(Triangulation t, int[] w) {
      double largest = 0;
      int nodes = 0;
      for (int[] c : t.cliques()) {
        double size = 1;
        for (int v : c) {
          size *= w[v];
        }
        if (size > largest) {
          largest = size;
          nodes = c.length;
        }
      }
      if (largest > maxEntries) {
        throw new ModelException(
            String.format(
                Locale.ROOT,
                "variable elimination would need a table over %d variables with %.3g entries"
                    + " (limit %,d); ask about fewer variables at once, raise the limit, or use a"
                    + " sampling method",
                nodes,
                largest,
                maxEntries));
      }
    }

    private void eliminateAll(int[] order, int[] stage) {
      for (int v : order) {
        if (stage[v] == 2) {
          continue;
        }
        List<FactorTable> bucket = new ArrayList<>();
        for (int i = pool.size() - 1; i >= 0; i--) {
          if (pool.get(i).position(v) >= 0) {
            bucket.add(pool.remove(i));
          }
        }
        if (bucket.isEmpty()) { // a traced variable no factor mentions: uniform
          bucket.add(uniform(v));
        }
        FactorTable psi = FactorTable.product(bucket, cards, maxEntries);
        if (stage[v] == 1) {
          tracedBuckets.add(psi);
          tracedOrder.add(v);
        }
        FactorTable out = psi.eliminate(v, stage[v] == 1 && max);
        if (out.vars().length == 0) {
          logConstant += out.logSum();
        } else {
          pool.add(out);
        }
      }
    }

    private FactorTable uniform(int v) {
      double[] ones = new double[cards[v]];
      Arrays.fill(ones, 1);
      return FactorTable.adopt(new int[] {v}, new int[] {cards[v]}, ones, 0);
    }

    /** The product of what is left (the kept variables) times the constants. */
    FactorTable finalFactor() {
      List<FactorTable> rest = new ArrayList<>(pool);
      rest.add(FactorTable.constant(logConstant));
      return FactorTable.product(rest, cards, maxEntries);
    }

    /** Levels by variable for the traced variables: arg-max, or a draw when rnd is given. */
    int[] traceBack(SplittableRandom rnd) {
      int[] levels = new int[cards.length];
      for (int i = tracedOrder.size() - 1; i >= 0; i--) {
        int v = tracedOrder.get(i);
        FactorTable psi = tracedBuckets.get(i);
        int pos = psi.position(v);
        int stride = 1;
        for (int j = 0; j < pos; j++) {
          stride *= psi.cards()[j];
        }
        levels[v] = 0;
        int base = psi.index(levels);
        double[] vals = psi.values();
        levels[v] =
            rnd == null
                ? argMax(vals, base, stride, cards[v])
                : draw(vals, base, stride, cards[v], rnd);
      }
      return levels;
    }
  }

  private static int argMax(double[] vals, int base, int stride, int card) {
    int best = 0;
    for (int k = 1; k < card; k++) {
      if (vals[base + k * stride] > vals[base + best * stride]) {
        best = k;
      }
    }
    return best;
  }

  private static int draw(double[] vals, int base, int stride, int card, SplittableRandom rnd) {
    double sum = 0;
    for (int k = 0; k < card; k++) {
      sum += vals[base + k * stride];
    }
    double u = rnd.nextDouble() * sum;
    for (int k = 0; k < card - 1; k++) {
      u -= vals[base + k * stride];
      if (u < 0) {
        return k;
      }
    }
    return card - 1;
  }
}
