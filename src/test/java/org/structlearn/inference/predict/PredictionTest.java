package org.structlearn.inference.predict;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.inference.Assignment;
import org.structlearn.inference.Query;
import org.structlearn.inference.QueryMethod;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.IncompleteCsv;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.sim.ForwardSampler;
import org.structlearn.sim.GaussianSampler;

/**
 * Prediction and imputation against the queries they stand for: each row's posterior is the exact
 * posterior given the row's observed cells, each most probable completion is the MAP of the row's
 * missing cells; seeded methods give the same answer for any thread count; Gaussian completions are
 * the conditional means; CSV cells marked missing are read as missing.
 */
class PredictionTest {
  static BayesianNetwork alarm() {
    return BifReader.read(DataLocation.resolve("bif/alarm.bif"));
  }

  /** Removes each cell with the given probability, seeded. */
  static Dataset holes(Dataset d, double share, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<BitSet> missing = new ArrayList<>();
    for (int c = 0; c < d.columns(); c++) {
      BitSet b = new BitSet();
      for (int r = 0; r < d.rows(); r++) {
        if (rnd.nextDouble() < share) {
          b.set(r);
        }
      }
      missing.add(b);
    }
    return withMask(d, missing);
  }

  /** The data with the cells the bit sets mark missing. */
  static Dataset withMask(Dataset d, List<BitSet> missing) {
    List<Object> columns = new ArrayList<>();
    for (int c = 0; c < d.columns(); c++) {
      BitSet b = missing.get(c);
      if (d.isDiscrete(c)) {
        int[] codes = d.codesWithMissing(c);
        b.stream().forEach(r -> codes[r] = Dataset.MISSING_CODE);
        columns.add(codes);
      } else {
        double[] values = d.valuesWithMissing(c);
        b.stream().forEach(r -> values[r] = Double.NaN);
        columns.add(values);
      }
    }
    return Dataset.withMissing(d.variables(), columns);
  }

  static Query rowQuery(Query base, Dataset d, int row, String except) {
    Map<String, String> ev = new LinkedHashMap<>();
    for (int c = 0; c < d.columns(); c++) {
      String name = d.variable(c).name();
      if (!name.equals(except) && !d.missing().isMissing(c, row)) {
        ev.put(name, d.text(c, row));
      }
    }
    return base.given(ev);
  }

  @Test
  void eachRowsPosteriorIsTheExactQuery() {
    BayesianNetwork bn = alarm();
    Dataset d = holes(ForwardSampler.sample(bn, 300, 3, 1), 0.2, 4);
    PredictionResult p = Prediction.predict(bn, d, "HR", PredictOptions.defaults(), (a, b) -> {});
    Query base = Query.on(bn);
    for (int row = 0; row < 60; row++) {
      assertArrayEquals(
          rowQuery(base, d, row, "HR").posterior("HR").probabilities(), p.posteriors()[row], 1e-9);
    }
    assertEquals(300 - d.missing().count(d.indexOf("HR")), p.rowsWithTruth());
    assertTrue(p.accuracy() > p.majorityAccuracy(), p.toString());
  }

  @Test
  void likelihoodWeightingIsCloseAndTheSameForAnyThreadCount() {
    BayesianNetwork bn = alarm();
    Dataset d = ForwardSampler.sample(bn, 400, 5, 1);
    PredictOptions lw =
        PredictOptions.builder()
            .method(QueryMethod.LIKELIHOOD_WEIGHTING)
            .draws(2000)
            .seed(9)
            .threads(1)
            .build();
    PredictionResult one = Prediction.predict(bn, d, "HR", lw);
    PredictionResult three =
        Prediction.predict(
            bn,
            d,
            "HR",
            PredictOptions.builder()
                .method(QueryMethod.LIKELIHOOD_WEIGHTING)
                .draws(2000)
                .seed(9)
                .threads(3)
                .build());
    assertEquals(one, three);
    PredictionResult exact = Prediction.predict(bn, d, "HR", PredictOptions.defaults());
    int agree = 0;
    for (int r = 0; r < d.rows(); r++) {
      agree += one.predicted()[r] == exact.predicted()[r] ? 1 : 0;
    }
    assertTrue(agree >= 390, agree + " of 400 rows agree");
  }

  @Test
  void theMostProbableCompletionIsTheMapOfTheMissingCells() {
    BayesianNetwork bn = alarm();
    Dataset d = holes(ForwardSampler.sample(bn, 200, 6, 1), 0.15, 7);
    ImputeResult r = Imputation.impute(bn, d, ImputeOptions.defaults());
    assertEquals(d.missing().total(), r.imputedCount());
    Dataset done = r.completed();
    Query base = Query.on(bn);
    for (int row = 0; row < 40; row++) {
      List<String> missing = new ArrayList<>();
      for (int c = 0; c < d.columns(); c++) {
        if (d.missing().isMissing(c, row)) {
          missing.add(d.variable(c).name());
        } else {
          assertEquals(d.text(c, row), done.text(c, row), "observed cells stay");
        }
      }
      if (missing.isEmpty()) {
        continue;
      }
      Query q = rowQuery(base, d, row, "");
      Assignment map = q.map(missing.toArray(new String[0]));
      Map<String, String> ours = new LinkedHashMap<>();
      for (String m : missing) {
        ours.put(m, done.text(done.indexOf(m), row));
      }
      if (!ours.equals(map.levels())) { // a tie: equally probable
        assertEquals(
            map.logPosterior(),
            q.given(ours).logProbabilityOfEvidence() - q.logProbabilityOfEvidence(),
            1e-9);
      }
    }
  }

  @Test
  void drawsAreSeededPerRowAndFollowThePosterior() {
    BayesianNetwork bn = alarm();
    Dataset one = ForwardSampler.sample(bn, 1, 8, 1);
    int hr = one.indexOf("HR");
    int rows = 3000;
    int[] idx = new int[rows];
    Dataset same = one.rows(idx);
    List<BitSet> missing = new ArrayList<>();
    for (int c = 0; c < same.columns(); c++) {
      BitSet b = new BitSet();
      if (c == hr || same.variable(c).name().equals("HRBP")) {
        b.set(0, rows);
      }
      missing.add(b);
    }
    Dataset d = withMask(same, missing);
    ImputeOptions draw = ImputeOptions.defaults().withMethod(ImputeOptions.Method.DRAW).withSeed(3);
    ImputeResult a = Imputation.impute(bn, d, draw.withThreads(1));
    assertEquals(a, Imputation.impute(bn, d, draw.withThreads(3)));
    double[] exact = rowQuery(Query.on(bn), d, 0, "").posterior("HR").probabilities();
    int[] counts = new int[exact.length];
    Dataset done = a.completed();
    for (int r = 0; r < rows; r++) {
      counts[done.code(done.indexOf("HR"), r)]++;
    }
    for (int k = 0; k < exact.length; k++) {
      double se = Math.sqrt(exact[k] * (1 - exact[k]) / rows);
      assertEquals(exact[k], counts[k] / (double) rows, 4 * se + 1e-12, "level " + k);
    }
  }

  @Test
  void gaussianNetworksPredictAndImputeTheConditionalMean() {
    GaussianNetwork gn = GaussianNetworkJson.read(DataLocation.resolve("gaussian/ecoli70.json"));
    Dataset d = holes(GaussianSampler.sample(gn, 100, 2, 1), 0.3, 5);
    String target = gn.names().get(10);
    ValuePredictions p = Prediction.predict(gn, d, target);
    ImputeResult r = Imputation.impute(gn, d, ImputeOptions.defaults());
    Dataset done = r.completed();
    for (int row = 0; row < 20; row++) {
      Query q = Query.on(gn);
      for (int c = 0; c < d.columns(); c++) {
        String name = d.variable(c).name();
        if (!d.missing().isMissing(c, row) && !name.equals(target)) {
          q = q.given(name, d.value(c, row));
        }
      }
      assertEquals(q.density(target).mean(), p.means()[row], 1e-9);
      assertEquals(q.density(target).sd(), p.sds()[row], 1e-9);
      int c = d.indexOf(gn.names().get(3));
      if (d.missing().isMissing(c, row)) {
        Query all = Query.on(gn);
        for (int k = 0; k < d.columns(); k++) {
          if (!d.missing().isMissing(k, row)) {
            all = all.given(d.variable(k).name(), d.value(k, row));
          }
        }
        assertEquals(all.density(gn.names().get(3)).mean(), done.value(c, row), 1e-9);
      }
    }
    assertTrue(p.rmse() < 10 && p.rowsWithTruth() > 50, p.toString());
  }

  @Test
  void aCsvWithMissingCellsIsReadAgainstTheNetwork(@TempDir Path dir) throws Exception {
    BayesianNetwork bn = BifReader.read(DataLocation.resolve("bif/asia.bif"));
    Path csv = dir.resolve("asia.csv");
    Files.writeString(csv, "smoke,lung,note,xray\nno,NA,a,yes\n,yes,NA,no\nyes,no,b,\n");
    Dataset d = IncompleteCsv.read(csv, bn.variables(), CsvOptions.defaults());
    assertEquals(3, d.missing().total());
    assertTrue(d.missing().isMissing(d.indexOf("lung"), 0));
    assertEquals(bn.variables().get(bn.indexOf("smoke")), d.variable(0));
    assertEquals("NA", d.text(d.indexOf("note"), 1), "not the network's: kept");
    ImputeResult r = Imputation.impute(bn, d, ImputeOptions.defaults());
    assertEquals(3, r.imputedCount());
    Files.writeString(csv, "smoke,lung\nno,perhaps\n");
    DataException e =
        assertThrows(
            DataException.class,
            () -> IncompleteCsv.read(csv, bn.variables(), CsvOptions.defaults()));
    assertTrue(e.getMessage().contains("'perhaps' is not a level"), e.getMessage());
    assertTrue(e.getMessage().contains("data row 1"), e.getMessage());
  }
}
