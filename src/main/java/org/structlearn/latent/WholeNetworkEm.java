package org.structlearn.latent;

import java.util.List;
import org.structlearn.Interrupts;
import org.structlearn.data.Dataset;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.Calibration;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.EvidenceSource;
import org.structlearn.model.ExpectedCounts;
import org.structlearn.model.JunctionTree;

/**
 * EM over every table of an {@link InfluenceNetwork} (step (iv) of {@link NbmInfluenceLearner}),
 * and the rows' posteriors over each latent: exact by a junction tree of the whole network, the
 * observed values entering as one-hot evidence.
 */
final class WholeNetworkEm {
  private WholeNetworkEm() {}

  /** The re-learned network, the log-likelihood before each iteration and after the last. */
  record Outcome(InfluenceNetwork network, double[] trace, double logLikelihood) {}

  static Outcome run(
      InfluenceNetwork start, Dataset data, int iterations, double smoothing, int threads) {
    BayesianNetwork bn = start.toBayesianNetwork();
    int latents = start.latentCount();
    ObservedEvidence evidence = new ObservedEvidence(bn, latents, data, start.groups());
    double[] trace = new double[iterations + 1];
    for (int it = 0; it <= iterations; it++) {
      int at = it;
      Interrupts.check(() -> "whole-network EM interrupted at iteration " + at);
      ExpectedCounts counts = JunctionTree.of(bn).accumulate(data.rows(), evidence, threads);
      trace[it] = counts.logLikelihood();
      if (it < iterations) {
        bn = counts.maximize(bn, smoothing);
      }
    }
    List<DiscreteCpd> cpds = bn.cpds();
    InfluenceNetwork net =
        InfluenceNetwork.of(
            start.latentDag(),
            start.groups(),
            start.latentVariables(),
            cpds.subList(0, latents),
            start.observedVariables(),
            cpds.subList(latents, cpds.size()));
    return new Outcome(net, trace, trace[iterations]);
  }

  /** Each row's posterior over each latent's states under the network: {@code [latent][row]}. */
  static double[][][] latentPosteriors(InfluenceNetwork net, Dataset data) {
    BayesianNetwork bn = net.toBayesianNetwork();
    int latents = net.latentCount();
    ObservedEvidence source = new ObservedEvidence(bn, latents, data, net.groups());
    Calibration calibration = JunctionTree.of(bn).newCalibration();
    double[][] evidence = new double[bn.size()][];
    double[][][] q = new double[latents][data.rows()][];
    for (int row = 0; row < data.rows(); row++) {
      source.fill(row, evidence);
      calibration.calibrate(evidence);
      for (int g = 0; g < latents; g++) {
        q[g][row] = calibration.marginal(g);
      }
    }
    return q;
  }

  /** A row's observed values as one-hot vectors (shared per level, never modified). */
  private static final class ObservedEvidence implements EvidenceSource {
    private final int latents;
    private final double[][][] oneHot; // [observed][level]
    private final int[][] codes; // [observed][row]

    ObservedEvidence(BayesianNetwork bn, int latents, Dataset data, NbmGroups groups) {
      this.latents = latents;
      List<String> names = groups.columns();
      this.oneHot = new double[names.size()][][];
      this.codes = new int[names.size()][];
      for (int o = 0; o < names.size(); o++) {
        int r = bn.cpd(latents + o).cardinality();
        oneHot[o] = new double[r][r];
        for (int v = 0; v < r; v++) {
          oneHot[o][v][v] = 1;
        }
        codes[o] = data.codesOf(data.names().indexOf(names.get(o)));
      }
    }

    @Override
    public void fill(int row, double[][] evidence) {
      for (int o = 0; o < codes.length; o++) {
        evidence[latents + o] = oneHot[o][codes[o][row]];
      }
    }
  }
}
