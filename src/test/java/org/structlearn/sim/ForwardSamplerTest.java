package org.structlearn.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.BifReader;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.MaximumLikelihoodEstimator;

class ForwardSamplerTest {
  private static BayesianNetwork alarm;

  @BeforeAll
  static void load() {
    alarm = BifReader.read(DataLocation.resolve("bif/alarm.bif.gz"));
  }

  /**
   * Sampling ALARM and refitting by maximum likelihood must recover every table entry whose parent
   * configuration has at least 100 rows. For such a configuration with n rows, the estimate is a
   * binomial proportion with standard error sqrt(p (1 - p) / n); we allow 5 standard errors (a
   * two-sided normal tail of 6e-7 per entry, so about 5e-4 over the ~900 entries checked) plus an
   * absolute floor of 0.002 for tiny p, where the binomial is skewed and the normal bound too tight
   * (with p = 1e-4 and n = 1000, even 4 hits, P ~ 4e-6, stay inside). A wrong row layout or parent
   * order gives errors of order 0.1 and fails. The seed is fixed, so the test is deterministic.
   */
  @Test
  void mleOnSampleRecoversAlarmTables() {
    int rows = 200_000;
    Dataset data = ForwardSampler.sample(alarm, rows, 20240601L, 2);
    assertEquals(alarm.variables(), data.variables());
    BayesianNetwork fitted = new MaximumLikelihoodEstimator().fit(alarm.dag(), data);
    int checked = 0;
    for (int v = 0; v < alarm.size(); v++) {
      DiscreteCpd truth = alarm.cpd(v);
      int[] perConfig = configCounts(data, truth);
      for (int j = 0; j < truth.configurations(); j++) {
        if (perConfig[j] < 100) {
          continue;
        }
        for (int k = 0; k < truth.cardinality(); k++) {
          double p = truth.probability(k, j);
          double se = Math.sqrt(p * (1 - p) / perConfig[j]);
          double diff = Math.abs(fitted.cpd(v).probability(k, j) - p);
          assertTrue(
              diff <= 5 * se + 0.002,
              alarm.dag().name(v) + " config " + j + " level " + k + ": |" + diff + "|");
          checked++;
        }
      }
    }
    assertTrue(checked > 600, "only " + checked + " entries had enough rows");
  }

  private static int[] configCounts(Dataset data, DiscreteCpd cpd) {
    int[] parents = cpd.parents();
    int[] counts = new int[cpd.configurations()];
    int[] codes = new int[parents.length];
    for (int r = 0; r < data.rows(); r++) {
      for (int i = 0; i < parents.length; i++) {
        codes[i] = data.code(parents[i], r);
      }
      counts[cpd.config(codes)]++;
    }
    return counts;
  }

  @Test
  void sameSeedSameDataWhateverTheThreadCount() {
    int rows = 3 * ForwardSampler.BLOCK_ROWS + 1234; // a partial last block
    Dataset one = ForwardSampler.sample(alarm, rows, 99L, 1);
    assertEquals(rows, one.rows());
    assertEquals(one, ForwardSampler.sample(alarm, rows, 99L, 2));
    assertEquals(one, ForwardSampler.sample(alarm, rows, 99L, 3));
    assertEquals(one, ForwardSampler.sample(alarm, rows, 99L, 1));
    assertNotEquals(one, ForwardSampler.sample(alarm, rows, 100L, 1));
  }

  @Test
  void zeroProbabilityLevelsAreNeverDrawn() {
    BayesianNetwork asia = BifReader.read(DataLocation.resolve("bif/asia.bif.gz"));
    Dataset d = ForwardSampler.sample(asia, 50_000, 5L, 1);
    // either is deterministic: either = yes exactly when lung = yes or tub = yes
    int either = d.require("either");
    int lung = d.require("lung");
    int tub = d.require("tub");
    for (int r = 0; r < d.rows(); r++) {
      boolean yes = d.text(lung, r).equals("yes") || d.text(tub, r).equals("yes");
      assertEquals(yes ? "yes" : "no", d.text(either, r), "row " + (r + 1));
    }
  }
}
