package org.structlearn.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import org.structlearn.io.ModelStrings;

/**
 * Reference values: bnlearn 5.2.1 {@code score(graph, data, type, iss)} for the true and the empty
 * DAG of five discrete data sets, on all rows and on the first 1000, from {@code
 * bnlearn/reference-scores.csv} (see that folder's README for how they were computed).
 */
class BnlearnReferenceScoresTest {
  private static final Map<String, Dataset> DATA = new HashMap<>();

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
    List<String> lines = Files.readAllLines(DataLocation.resolve("bnlearn/reference-scores.csv"));
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

  static synchronized Dataset data(String name, int rows) {
    Dataset full =
        DATA.computeIfAbsent(
            name,
            n ->
                DatasetReader.read(
                    DataLocation.resolve("bnlearn/" + n + ".csv"),
                    CsvOptions.builder()
                        .levels(
                            LevelFiles.read(DataLocation.resolve("bnlearn/" + n + ".levels.csv")))
                        .build()));
    return rows == full.rows() ? full : full.head(rows);
  }

  static Dag truth(String name) throws IOException {
    return ModelStrings.parse(
        Files.readString(DataLocation.resolve("bnlearn/" + name + ".truth.modelstring.txt"))
            .trim());
  }

  /** Σ over nodes of the local score, the DAG's nodes matched to columns by name. */
  static double networkScore(LocalScore score, Dataset data, Dag dag) {
    double total = 0;
    for (int v = 0; v < dag.size(); v++) {
      int[] parents = dag.parents(v);
      int[] cols = new int[parents.length];
      for (int i = 0; i < parents.length; i++) {
        cols[i] = data.require(dag.name(parents[i]));
      }
      java.util.Arrays.sort(cols);
      total += score.local(data.require(dag.name(v)), cols);
    }
    return total;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("discreteRows")
  void reproducesBnlearnScoreToTheNinthDigit(Row row) throws IOException {
    Dataset data = data(row.dataset(), row.rows());
    assertEquals(row.rows(), data.rows());
    Dag dag = row.graph().equals("truth") ? truth(row.dataset()) : Dag.empty(data.names());
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
    double got = networkScore(new DiscreteScore(data, type, iss), data, dag);
    double rel = Math.abs(got - row.value()) / Math.abs(row.value());
    assertTrue(rel < 1e-9, () -> row + ": expected " + row.value() + " got " + got + " rel " + rel);
  }
}
