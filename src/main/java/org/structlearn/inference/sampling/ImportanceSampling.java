package org.structlearn.inference.sampling;

import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.ProgressListener;
import org.structlearn.model.ModelException;

/**
 * Logic sampling and likelihood weighting on a discrete Bayesian network, as bnlearn's {@code
 * cpquery} and {@code cpdist} (methods {@code "ls"} and {@code "lw"}).
 *
 * <p>Logic sampling (Henrion 1988) draws every relevant node in topological order and rejects a
 * draw at the first node that disagrees with the hard evidence; soft evidence is accepted with
 * probability likelihood / largest likelihood (rejection sampling of the virtual child). Likelihood
 * weighting (Fung and Chang 1990; Shachter and Peot 1990) sets the observed nodes to their levels
 * and weights the draw by the product of their probabilities given the drawn parents, and by the
 * likelihood of the level drawn for a node with soft evidence. Only the ancestors of the nodes
 * asked about and of the evidence are drawn: the others are barren (Shachter 1986; Koller and
 * Friedman 2009, ch. 12 on likelihood weighting): summing a barren node out of the joint leaves the
 * rest unchanged, so a draw of the others has the same distribution and weight with or without
 * them. bnlearn's {@code cpquery} draws the same set (its "upper closure" of event and evidence);
 * {@link ForwardPlan#view} also drops the components the asked nodes do not touch, which changes
 * the weights by a factor independent of the asked nodes' draws and so only removes noise; and
 * under likelihood weighting an event node that is a leaf of the plan is not drawn: its probability
 * of the allowed levels given its drawn parents replaces the event's indicator ({@link
 * EventFactors}, Rao-Blackwellisation: unbiased, never more variance). The draws are made column by
 * column by {@link ColumnDraws} (alias tables, SplitMix64, the observed nodes' probabilities merged
 * into tables by {@link WeightTables}).
 *
 * <p>Estimates: the posterior of a level is the weighted fraction of draws showing it, a ratio
 * estimator whose Monte Carlo variance is estimated by the delta method, sum w_i^2 (y_i - p)^2 /
 * (sum w_i)^2 (Kong 1992; Owen 2013, sec. 9.2), which for logic sampling is the binomial p (1 - p)
 * / accepted. The effective sample size is (sum w)^2 / sum w^2 (Kish 1965). The probability of the
 * evidence is the mean weight (the acceptance rate). Weights are products of many probabilities:
 * they are kept as a double and a power of 2^-600, and blocks are combined on a common scale, so
 * none underflows however much evidence there is.
 *
 * <p>Cost: O(draws * (drawn nodes + their parents + merged weight tables)), on several threads in
 * blocks of {@link DrawBlocks#BLOCK} draws, each with its own generator seeded from (seed, block):
 * the same seed gives the same estimates for any thread count.
 */
public final class ImportanceSampling {
  private static final int SHIFT = 600;
  private static final double TINY = 0x1p-600;
  private static final double LN_SHIFT = SHIFT * Math.log(2);

  private ImportanceSampling() {}

  /**
   * Estimates the posteriors of the targets' levels and the probability of an event.
   *
   * @param hard a level per node, or -1
   * @param soft a likelihood vector per node, or null
   * @param targets the nodes whose posteriors are estimated (unobserved)
   * @param event per node, the levels the event allows, or null for a node it does not constrain;
   *     null for no event
   * @param weighting likelihood weighting if true, logic sampling if false
   * @param keep whether to return the draws of the targets (and their weights)
   * @throws ModelException if no draw has a positive weight (logic sampling accepted none)
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  public static SampleEstimates run(
      ForwardPlan compiled,
      int[] hard,
      double[][] soft,
      int[] targets,
      boolean[][] event,
      boolean weighting,
      long draws,
      long seed,
      int threads,
      boolean keep,
      ProgressListener listener) {
    int[] asked = targets.clone();
    if (event != null) {
      int k = 0;
      asked = java.util.Arrays.copyOf(asked, asked.length + event.length);
      for (int v = 0; v < event.length; v++) {
        if (event[v] != null) {
          asked[targets.length + k++] = v;
        }
      }
      asked = java.util.Arrays.copyOf(asked, targets.length + k);
    }
    boolean mass = targets.length == 0 && event == null; // P(evidence) is asked for
    ForwardPlan.View plan = compiled.view(hard, soft, asked, mass);
    String what = weighting ? "likelihood weighting" : "logic sampling";
    boolean[] leaves = EventFactors.leaves(plan, event, targets, weighting);
    ColumnDraws columns = new ColumnDraws(plan, weighting, leaves);
    EventFactors factors = event == null ? null : EventFactors.of(columns, plan, event, leaves);
    ThreadLocal<ColumnDraws.Work> work = ThreadLocal.withInitial(() -> columns.work(draws));
    List<Block> blocks =
        DrawBlocks.run(
            what,
            draws,
            threads,
            listener,
            b ->
                new Block(
                        columns, work::get, plan, targets, factors, keep, DrawBlocks.size(draws, b))
                    .draw(DrawBlocks.seed(seed, b)));
    SampleEstimates e =
        Block.combine(blocks, targets, plan.plan().card, event != null, draws, what, keep);
    return mass
        ? e
        : new SampleEstimates(
            e.probabilities(),
            e.standardErrors(),
            e.event(),
            e.eventError(),
            e.draws(),
            e.effectiveDraws(),
            Double.NaN,
            Double.NaN,
            e.samples(),
            e.weights());
  }

  /**
   * The posterior of one node given hard evidence by likelihood weighting with {@code draws} draws
   * on the calling thread, as bnlearn's {@code predict(method = "bayes-lw")} does for one row: the
   * weighted frequency of each level (uniform if every weight is 0).
   */
  public static double[] posterior(
      ForwardPlan compiled, int[] hard, int target, int draws, SplittableRandom rnd) {
    ForwardPlan.View view =
        compiled.view(hard, new double[hard.length][], new int[] {target}, false);
    ColumnDraws columns = new ColumnDraws(view, true, new boolean[hard.length]);
    ColumnDraws.Work work = columns.work(draws);
    Block b =
        new Block(columns, () -> work, view, new int[] {target}, null, false, draws)
            .draw(rnd.nextLong());
    double[] p = b.s1[0];
    double sum = 0;
    for (double x : p) {
      sum += x;
    }
    for (int k = 0; k < p.length; k++) {
      p[k] = sum > 0 ? p[k] / sum : 1.0 / p.length;
    }
    return p;
  }

  /** One block of draws: the weights kept as a double and a power of 2^-600, then summed. */
  static final class Block {
    private final ForwardPlan.View view;
    private final ForwardPlan plan;
    private final int[] targets;
    private final EventFactors event;
    private final ColumnDraws draws;
    private final java.util.function.Supplier<ColumnDraws.Work> columns;
    private final boolean keep;
    private final int size;
    double[] w; // released after the sums unless the draws are kept
    int[] shifts;
    int[] states; // [draw * targets + t]
    double[] inEvent; // 1 for a draw in the event, else 0 (a multiplier: no branch per draw)
    double logScale;
    double w1;
    double w2;
    double[][] s1;
    double[][] s2;
    double e1;
    double e2;
    double e3; // sum w^2 y^2 for y the event's factor (= e2 for an indicator)

    Block(
        ColumnDraws draws,
        java.util.function.Supplier<ColumnDraws.Work> columns,
        ForwardPlan.View view,
        int[] targets,
        EventFactors event,
        boolean keep,
        int size) {
      this.draws = draws;
      this.columns = columns;
      this.view = view;
      this.plan = view.plan();
      this.targets = targets;
      this.event = event;
      this.keep = keep;
      this.size = size;
    }

    Block draw(long seed) {
      ColumnDraws.Work work = columns.get();
      long s = seed;
      int t = targets.length;
      w = keep ? new double[size] : work.scratch(size);
      states = keep ? new int[size * t] : work.states(size * t);
      shifts = work.shifts(size);
      inEvent = work.inEvent(size);
      work.rescaled = false;
      for (int from = 0; from < size; from += ColumnDraws.CHUNK) {
        int m = Math.min(ColumnDraws.CHUNK, size - from);
        s = draws.chunk(work, m, w, shifts, from, s);
        for (int k = 0; k < t; k++) {
          int[] col = draws.columnOf(work, targets[k]);
          int h = view.hard()[targets[k]];
          for (int d = 0; d < m; d++) {
            states[(from + d) * t + k] = col == null ? h : col[d];
          }
        }
        if (event != null) {
          event.apply(draws, work, m, inEvent, from);
        }
      }
      sum(work.rescaled ? -1 : draws.constantShift());
      shifts = null;
      inEvent = null;
      if (!keep) {
        w = null;
        states = null;
      }
      return this;
    }

    /**
     * The block's sums on the scale of its largest weights; {@code common} is the power of 2^-600
     * of every weight if they share one (no scan for the least), else -1.
     */
    private void sum(int common) {
      int least = Integer.MAX_VALUE;
      for (int d = 0; d < size && common >= 0; d++) {
        if (w[d] > 0) { // the common power if any weight is positive
          least = common;
          break;
        }
      }
      for (int d = 0;
          d < size && common < 0;
          d++) { // branch-free: positive is -1 for w > 0 (w >= 0), else 0
        int positive = (int) (-Double.doubleToRawLongBits(w[d]) >> 63);
        least = Math.min(least, (shifts[d] & positive) | (Integer.MAX_VALUE & ~positive));
      }
      logScale = least == Integer.MAX_VALUE ? Double.NEGATIVE_INFINITY : -least * LN_SHIFT;
      s1 = new double[targets.length][];
      s2 = new double[targets.length][];
      for (int t = 0; t < targets.length; t++) {
        s1[t] = new double[plan.card[targets[t]]];
        s2[t] = new double[plan.card[targets[t]]];
      }
      for (int d = 0; d < size; d++) {
        double x = w[d]; // never negative
        if (shifts[d] != least & x > 0) { // rare: one branch, no &&
          x = Math.scalb(x, -SHIFT * (shifts[d] - least));
        }
        w[d] = x;
        double xx = x * x;
        w1 += x;
        w2 += xx;
        for (int t = 0; t < targets.length; t++) {
          int k = states[d * targets.length + t];
          s1[t][k] += x;
          s2[t][k] += xx;
        }
        if (event != null) {
          double y = inEvent[d];
          e1 += y * x;
          e2 += y * xx;
          e3 += y * y * xx;
        }
      }
    }

    static SampleEstimates combine(
        List<Block> blocks,
        int[] targets,
        int[] card,
        boolean hasEvent,
        long draws,
        String what,
        boolean keep) {
      double g = Double.NEGATIVE_INFINITY;
      for (Block b : blocks) {
        g = Math.max(g, b.logScale);
      }
      if (g == Double.NEGATIVE_INFINITY) {
        throw new ModelException(
            what
                + ": none of "
                + draws
                + " draws agreed with the evidence; it is too unlikely for this method: use"
                + " likelihood weighting, more draws, or exact inference");
      }
      double w1 = 0;
      double w2 = 0;
      double e1 = 0;
      double e2 = 0;
      double e3 = 0;
      double[][] s1 = new double[targets.length][];
      double[][] s2 = new double[targets.length][];
      for (int t = 0; t < targets.length; t++) {
        s1[t] = new double[card[targets[t]]];
        s2[t] = new double[card[targets[t]]];
      }
      for (Block b : blocks) {
        double f = b.logScale == Double.NEGATIVE_INFINITY ? 0 : Math.exp(b.logScale - g);
        double ff = f * f;
        w1 += f * b.w1;
        w2 += ff * b.w2;
        e1 += f * b.e1;
        e2 += ff * b.e2;
        e3 += ff * b.e3;
        for (int t = 0; t < targets.length; t++) {
          for (int k = 0; k < s1[t].length; k++) {
            s1[t][k] += f * b.s1[t][k];
            s2[t][k] += ff * b.s2[t][k];
          }
        }
      }
      double[][] p = new double[targets.length][];
      double[][] se = new double[targets.length][];
      for (int t = 0; t < targets.length; t++) {
        p[t] = new double[s1[t].length];
        se[t] = new double[s1[t].length];
        for (int k = 0; k < p[t].length; k++) {
          p[t][k] = s1[t][k] / w1;
          se[t][k] = ratioError(s1[t][k], s2[t][k], w1, w2);
        }
      }
      double event = hasEvent ? e1 / w1 : Double.NaN;
      double eventError = hasEvent ? ratioError(e1, e2, e3, w1, w2) : Double.NaN;
      double n = draws;
      double logEvidence = g + Math.log(w1 / n);
      double relError = Math.sqrt(Math.max(0, n * w2 / (w1 * w1) - 1) / n);
      int[][] samples = null;
      double[] weights = null;
      if (keep) {
        Object[] kept = keep(blocks, targets.length, g);
        samples = (int[][]) kept[0];
        weights = (double[]) kept[1];
      }
      return new SampleEstimates(
          p, se, event, eventError, draws, w1 * w1 / w2, logEvidence, relError, samples, weights);
    }

    /** sqrt(sum w^2 (y - p)^2) / sum w for y the indicator whose sums are s1, s2. */
    private static double ratioError(double s1, double s2, double w1, double w2) {
      return ratioError(s1, s2, s2, w1, w2);
    }

    /** sqrt(sum w^2 (y - p)^2) / sum w with s3 = sum w^2 y^2 (s3 = s2 for an indicator). */
    private static double ratioError(double s1, double s2, double s3, double w1, double w2) {
      double p = s1 / w1;
      double v = (s3 - s2) + s2 * (1 - 2 * p) + p * p * w2;
      return Math.sqrt(Math.max(0, v)) / w1;
    }

    /** The draws with a positive weight, weights scaled so that the largest is 1. */
    private static Object[] keep(List<Block> blocks, int t, double g) {
      int count = 0;
      double max = 0;
      for (Block b : blocks) {
        double f = b.logScale == Double.NEGATIVE_INFINITY ? 0 : Math.exp(b.logScale - g);
        for (int d = 0; d < b.size; d++) {
          if (b.w[d] > 0) {
            count++;
            max = Math.max(max, f * b.w[d]);
          }
        }
      }
      int[][] samples = new int[count][];
      double[] weights = new double[count];
      int i = 0;
      for (Block b : blocks) {
        double f = b.logScale == Double.NEGATIVE_INFINITY ? 0 : Math.exp(b.logScale - g);
        for (int d = 0; d < b.size; d++) {
          if (b.w[d] > 0) {
            samples[i] = java.util.Arrays.copyOfRange(b.states, d * t, d * t + t);
            weights[i++] = f * b.w[d] / max;
          }
        }
      }
      return new Object[] {samples, weights};
    }
  }
}
