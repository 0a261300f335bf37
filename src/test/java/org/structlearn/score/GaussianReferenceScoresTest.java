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
 * Reference values: bnlearn 5.2.1 {@code score(graph, data, type)} with bnlearn's defaults for the
 * {@code gaussian.test} rows of {@code bnlearn/reference-scores.csv} (every such row: the file
 * holds the true DAG on all 5000 rows for loglik-g, aic-g, bic-g and bge).
 */
class GaussianReferenceScoresTest {

  record Row(int rows, String graph, String score, double value) {
    @Override
    public String toString() {
      return "gaussian.test/" + rows + "/" + graph + "/" + score;
    }
  }

  static Stream<Row> gaussianRows() throws IOException {
    List<Row> rows = new ArrayList<>();
    List<String> lines = DataLocation.readString("bnlearn/reference-scores.csv").lines().toList();
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",");
      if (f[0].equals("gaussian.test")) {
        rows.add(new Row(Integer.parseInt(f[1]), f[2], f[3], Double.parseDouble(f[5])));
      }
    }
    assertEquals(4, rows.size(), "gaussian.test reference rows");
    return rows.stream();
  }

  static GaussianScoreType type(String bnlearnName) {
    for (GaussianScoreType t : GaussianScoreType.values()) {
      if (t.cliName().equals(bnlearnName)) {
        return t;
      }
    }
    throw new AssertionError("unknown score " + bnlearnName);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("gaussianRows")
  void reproducesBnlearnScoreToTheNinthDigit(Row row) {
    Dataset full = BnlearnData.continuous("gaussian.test");
    Dataset data = row.rows() >= full.rows() ? full : full.head(row.rows());
    assertEquals(row.rows(), data.rows());
    Dag dag =
        row.graph().equals("truth") ? BnlearnData.truth("gaussian.test") : Dag.empty(data.names());
    LocalScore score = GaussianScoreSpec.of(type(row.score())).bind(data);
    double got = BnlearnData.networkScore(score, data, dag);
    double rel = Math.abs(got - row.value()) / Math.abs(row.value());
    assertTrue(rel < 1e-9, () -> row + ": expected " + row.value() + " got " + got + " rel " + rel);
  }
}
