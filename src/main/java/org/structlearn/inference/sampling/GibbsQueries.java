package org.structlearn.inference.sampling;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.ProgressListener;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dags;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.LogFactor;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.sim.GibbsOptions;
import org.structlearn.sim.GibbsSampler;

/**
 * Posterior estimates by Gibbs sampling ({@link GibbsSampler}, Geman and Geman 1984) with the
 * evidence clamped: hard evidence enters as a unary factor that is 0 at every other level (so the
 * observed variable never leaves its level after the first sweep), soft evidence as a unary factor
 * of the likelihoods. A Bayesian network is sampled as the Markov network of its moral graph with
 * one factor per CPD.
 *
 * <p>Draws come from independent chains of {@code chainLength} rows after {@code burnIn} discarded
 * sweeps, run in groups of four chains, group g seeded from (seed, g): the same seed gives the same
 * estimates for any thread count. Consecutive rows of a chain are correlated, so the standard error
 * comes from batch means (Flegal, Haran and Jones 2008): each chain is cut into equal consecutive
 * batches, at least 20 in all, and the variance of the overall mean is estimated from the spread of
 * the batch means; the effective number of draws reported is the smallest p (1 - p) / se^2 over the
 * levels estimated. A chain can stay stuck in one mode when some probabilities are 0 or near it;
 * compare several seeds, or use likelihood weighting on a Bayesian network.
 */
public final class GibbsQueries {
  private static final int GROUP = 4;

  private GibbsQueries() {}

  /** A Bayesian network as a Markov network: its moral graph, one log-factor per CPD. */
  public static MarkovNetwork asMarkovNetwork(BayesianNetwork bn) {
    List<LogFactor> factors = new ArrayList<>();
    for (int v = 0; v < bn.size(); v++) {
      DiscreteCpd cpd = bn.cpd(v);
      int[] pa = cpd.parents();
      int[] scope = new int[pa.length + 1]; // last fastest: child, then the first parent
      int[] cards = new int[scope.length];
      for (int j = 0; j < pa.length; j++) {
        scope[pa.length - 1 - j] = pa[j];
        cards[pa.length - 1 - j] = cpd.parentCardinalities()[j];
      }
      scope[pa.length] = v;
      cards[pa.length] = cpd.cardinality();
      double[] p = cpd.probabilities();
      double[] logs = new double[p.length];
      for (int i = 0; i < p.length; i++) {
        logs[i] = Math.log(p[i]);
      }
      factors.add(new LogFactor(scope, cards, logs));
    }
    return MarkovNetwork.of(Dags.moralGraph(bn.dag()), bn.variables(), factors);
  }

  /**
   * Estimates the targets' posteriors.
   *
   * @param hard a level per variable, or -1
   * @param soft a likelihood vector per variable, or null
   * @param event per variable the levels an event allows, or null; null for no event
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  public static SampleEstimates run(
      MarkovNetwork mn,
      int[] hard,
      double[][] soft,
      int[] targets,
      boolean[][] event,
      int draws,
      int burnIn,
      int chainLength,
      long seed,
      int threads,
      ProgressListener listener) {
    MarkovNetwork clamped = clamp(mn, hard, soft);
    int chains = (draws + chainLength - 1) / chainLength;
    int perChain = Math.max(1, (20 + chains - 1) / chains);
    List<double[]> batches = new ArrayList<>(); // {rows, indicator sums...}
    int width = 1 + Arrays.stream(targets).map(mn::cardinality).sum() + 1;
    GibbsOptions options =
        GibbsOptions.builder().burnIn(burnIn).samplingIterations(chainLength).build();
    long done = 0;
    for (int first = 0, g = 0; first < chains; first += GROUP, g++) {
      int rows = (int) Math.min((long) GROUP * chainLength, draws - (long) first * chainLength);
      Dataset d = GibbsSampler.sample(clamped, options, rows, DrawBlocks.seed(seed, g), threads);
      for (int from = 0; from < rows; from += chainLength) {
        int len = Math.min(chainLength, rows - from);
        int parts = Math.min(perChain, len);
        for (int b = 0; b < parts; b++) {
          batches.add(
              batch(
                  d, targets, event, from + len * b / parts, from + len * (b + 1) / parts, width));
        }
      }
      done += rows;
      listener.progress(done, draws);
    }
    return estimates(batches, targets, mn, event != null, draws);
  }

  private static MarkovNetwork clamp(MarkovNetwork mn, int[] hard, double[][] soft) {
    List<LogFactor> factors = new ArrayList<>(mn.factors());
    for (int v = 0; v < mn.size(); v++) {
      int r = mn.cardinality(v);
      double[] logs = new double[r];
      if (hard[v] >= 0) {
        Arrays.fill(logs, Double.NEGATIVE_INFINITY);
        logs[hard[v]] = 0;
      } else if (soft[v] != null) {
        for (int k = 0; k < r; k++) {
          logs[k] = Math.log(soft[v][k]);
        }
      } else {
        continue;
      }
      factors.add(new LogFactor(new int[] {v}, new int[] {r}, logs));
    }
    return MarkovNetwork.of(mn.graph(), mn.variables(), factors);
  }

  private static double[] batch(
      Dataset d, int[] targets, boolean[][] event, int from, int to, int width) {
    double[] b = new double[width];
    b[0] = to - from;
    for (int row = from; row < to; row++) {
      int at = 1;
      for (int t : targets) {
        b[at + d.code(t, row)]++;
        at += d.cardinality(t);
      }
      if (event != null) {
        boolean in = true;
        for (int v = 0; v < event.length && in; v++) {
          in = event[v] == null || event[v][d.code(v, row)];
        }
        b[at] += in ? 1 : 0;
      }
    }
    return b;
  }

  private static SampleEstimates estimates(
      List<double[]> batches, int[] targets, MarkovNetwork mn, boolean hasEvent, long draws) {
    int width = batches.get(0).length;
    double n = 0;
    double[] total = new double[width];
    for (double[] b : batches) {
      n += b[0];
      for (int i = 1; i < width; i++) {
        total[i] += b[i];
      }
    }
    int nb = batches.size();
    double[] mean = new double[width];
    double[] var = new double[width];
    for (int i = 1; i < width; i++) {
      mean[i] = total[i] / n;
      for (double[] b : batches) {
        double dm = b[i] / b[0] - mean[i];
        var[i] += (b[0] / n) * (b[0] / n) * dm * dm;
      }
      var[i] *= nb > 1 ? nb / (nb - 1.0) : Double.NaN;
    }
    double[][] p = new double[targets.length][];
    double[][] se = new double[targets.length][];
    int at = 1;
    for (int t = 0; t < targets.length; t++) {
      int r = mn.cardinality(targets[t]);
      p[t] = Arrays.copyOfRange(mean, at, at + r);
      se[t] = new double[r];
      for (int k = 0; k < r; k++) {
        se[t][k] = Math.sqrt(var[at + k]);
      }
      at += r;
    }
    double ess = n; // the smallest p (1 - p) / se^2 over the levels estimated
    for (int t = 0; t < targets.length; t++) {
      for (int k = 0; k < p[t].length; k++) {
        if (se[t][k] > 0) {
          ess = Math.min(ess, p[t][k] * (1 - p[t][k]) / (se[t][k] * se[t][k]));
        }
      }
    }
    double event = hasEvent ? mean[at] : Double.NaN;
    double eventError = hasEvent ? Math.sqrt(var[at]) : Double.NaN;
    return new SampleEstimates(
        p, se, event, eventError, draws, ess, Double.NaN, Double.NaN, null, null);
  }
}
