package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.structlearn.BnlearnData;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.DataLocation;

/**
 * Reference values: bnlearn 5.2.1 {@code score(graph, data, type, iss)} for the true and the empty
 * DAG of five discrete data sets, on all rows and on the first 1000, from {@code
 * bnlearn/reference-scores.csv} (see that folder's README for how they were computed).
 */
class BnlearnReferenceScoresTest {

  record Row(String dataset, int rows, String graph, String score, double iss, double value) {
    @Override
    public String toString() {
      return dataset
          + "/"
          + rows
          + "/"
          + graph
          + "/"
          + score
          + (Double.isNaN(iss) ? "" : "/" + iss);
    }
  }

  static Stream<Row> discreteRows() throws IOException {
    List<Row> rows = new ArrayList<>();
    List<String> lines = DataLocation.readString("bnlearn/reference-scores.csv").lines().toList();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",");
      if (f[0].equals("gaussian.test")) {
        continue;
      }
      rows.add(
          new Row(
              f[0],
              Integer.parseInt(f[1]),
              f[2],
              f[3],
              f[4].equals("NA") ? Double.NaN : Double.parseDouble(f[4]),
              Double.parseDouble(f[5])));
    }
    assertEquals(110, rows.size(), "discrete reference rows");
    return rows.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("discreteRows")
  void reproducesBnlearnScoreToTheNinthDigit(Row row) throws IOException {
    Dataset data = BnlearnData.data(row.dataset(), row.rows());
    assertEquals(row.rows(), data.rows());
    Dag dag =
        row.graph().equals("truth") ? BnlearnData.truth(row.dataset()) : Dag.empty(data.names());
    DiscreteScoreType type =
        switch (row.score()) {
          case "loglik" -> DiscreteScoreType.LOGLIK;
          case "aic" -> DiscreteScoreType.AIC;
          case "bic" -> DiscreteScoreType.BIC;
          case "bde" -> DiscreteScoreType.BDEU;
          case "bds" -> DiscreteScoreType.BDS;
          case "k2" -> DiscreteScoreType.K2;
          default -> throw new AssertionError("unknown score " + row.score());
        };
    double iss = Double.isNaN(row.iss()) ? 1 : row.iss();
    double got = BnlearnData.networkScore(new DiscreteScore(data, type, iss), data, dag);
    double rel = Math.abs(got - row.value()) / Math.abs(row.value());
    assertTrue(rel < 1e-9, () -> row + ": expected " + row.value() + " got " + got + " rel " + rel);
  }
}
