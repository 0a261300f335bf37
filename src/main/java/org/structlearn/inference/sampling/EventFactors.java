package org.structlearn.inference.sampling;

/**
 * An event's factor per draw: the indicator of the event for the nodes that are drawn (or
 * observed), and for an event node that likelihood weighting need not draw, its conditional
 * probability of the allowed levels given its drawn parents. Such a node is unobserved, not a
 * target, without soft evidence, and no visited node has it as a parent (a leaf of the plan): its
 * draw affects nothing but the indicator, whose conditional expectation given the rest of the draw
 * is that probability. Replacing the indicator by it (Rao-Blackwellisation: Casella and Robert
 * 1996; Koller and Friedman 2009, sec. 12.4) keeps the estimator of P(event | evidence) unbiased in
 * numerator and denominator and never raises its variance; the node is then not drawn.
 */
final class EventFactors {
  private final int[] indicated; // event nodes read from their columns or their observed level
  private final double[][] allowed; // [k] 1 for an allowed level, else 0
  private final int[] summed; // positions in the plan of the leaves not drawn
  private final double[][] tables; // [k] P(allowed | configuration) per configuration

  private EventFactors(int[] indicated, double[][] allowed, int[] summed, double[][] tables) {
    this.indicated = indicated;
    this.allowed = allowed;
    this.summed = summed;
    this.tables = tables;
  }

  /**
   * The event nodes likelihood weighting need not draw (see the class comment), or none.
   *
   * @param event per node, the levels the event allows, or null
   */
  static boolean[] leaves(ForwardPlan.View view, boolean[][] event, int[] targets, boolean lw) {
    ForwardPlan plan = view.plan();
    boolean[] leaf = new boolean[plan.n];
    if (event == null || !lw) {
      return leaf;
    }
    for (int v : view.nodes()) {
      leaf[v] = event[v] != null && view.hard()[v] < 0 && view.soft()[v] == null;
    }
    for (int t : targets) {
      leaf[t] = false;
    }
    for (int v : view.nodes()) {
      for (int p : plan.parents[v]) {
        leaf[p] = false;
      }
    }
    return leaf;
  }

  /** The factors of the event for the draws of {@code draws} ({@code leaf} as it was built). */
  static EventFactors of(
      ColumnDraws draws, ForwardPlan.View view, boolean[][] event, boolean[] leaf) {
    if (event == null) {
      return new EventFactors(new int[0], new double[0][], new int[0], new double[0][]);
    }
    ForwardPlan plan = view.plan();
    java.util.List<Integer> ind = new java.util.ArrayList<>();
    java.util.List<Integer> sum = new java.util.ArrayList<>();
    for (int v = 0; v < event.length; v++) {
      if (event[v] != null) {
        (leaf[v] ? sum : ind).add(v);
      }
    }
    double[][] allowed = new double[ind.size()][];
    for (int k = 0; k < allowed.length; k++) {
      boolean[] a = event[ind.get(k)];
      allowed[k] = new double[a.length];
      for (int l = 0; l < a.length; l++) {
        allowed[k][l] = a[l] ? 1 : 0;
      }
    }
    int[] positions = new int[sum.size()];
    double[][] tables = new double[sum.size()][];
    for (int k = 0; k < positions.length; k++) {
      int v = sum.get(k);
      positions[k] = draws.position(v);
      int r = plan.card[v];
      double[] p = plan.prob[v];
      tables[k] = new double[p.length / r];
      for (int q = 0; q < tables[k].length; q++) {
        double s = 0;
        for (int l = 0; l < r; l++) {
          s += event[v][l] ? p[q * r + l] : 0;
        }
        tables[k][q] = s;
      }
    }
    int[] indicated = ind.stream().mapToInt(Integer::intValue).toArray();
    return new EventFactors(indicated, allowed, positions, tables);
  }

  /** Sets inEvent[from..from + m) to the event's factor of each draw of the chunk in work. */
  void apply(ColumnDraws draws, ColumnDraws.Work work, int m, double[] inEvent, int from) {
    java.util.Arrays.fill(inEvent, from, from + m, 1.0);
    int[] hard = draws.hard();
    for (int k = 0; k < indicated.length; k++) {
      int v = indicated[k];
      int[] col = draws.columnOf(work, v);
      double[] a = allowed[k];
      if (col == null) {
        double x = a[hard[v]];
        for (int d = 0; d < m; d++) {
          inEvent[from + d] *= x;
        }
      } else {
        for (int d = 0; d < m; d++) {
          inEvent[from + d] *= a[col[d]];
        }
      }
    }
    for (int k = 0; k < summed.length; k++) {
      int[] cfg = draws.configurations(work, summed[k], m);
      double[] t = tables[k];
      for (int d = 0; d < m; d++) {
        inEvent[from + d] *= t[cfg[d]];
      }
    }
  }
}
