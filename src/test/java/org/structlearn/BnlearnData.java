package org.structlearn;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.score.LocalScore;

/**
 * Test fixtures: bnlearn's data sets read once per JVM from the shared data folder (levels in R's
 * order from {@code <name>.levels.csv}), their true DAGs, seeded random discrete data, and the
 * network score of a DAG computed from scratch.
 */
public final class BnlearnData {
  private static final Map<String, Dataset> CACHE = new ConcurrentHashMap<>();

  private BnlearnData() {}

  /** {@code bnlearn/<name>.csv} with its level file. */
  public static Dataset data(String name) {
    return CACHE.computeIfAbsent(
        name,
        n ->
            DatasetReader.read(
                DataLocation.resolve("bnlearn/" + n + ".csv"),
                CsvOptions.builder()
                    .levels(LevelFiles.read(DataLocation.resolve("bnlearn/" + n + ".levels.csv")))
                    .build()));
  }

  /**
   * {@code bnlearn/<name>.csv} of an all-continuous data set (no level file), e.g. gaussian.test.
   */
  public static Dataset continuous(String name) {
    return CACHE.computeIfAbsent(
        name, n -> DatasetReader.read(DataLocation.resolve("bnlearn/" + n + ".csv")));
  }

  /** The first {@code rows} rows of a data set. */
  public static Dataset data(String name, int rows) {
    Dataset full = data(name);
    return rows >= full.rows() ? full : full.head(rows);
  }

  /** The true DAG from {@code bnlearn/<name>.truth.modelstring.txt}. */
  public static Dag truth(String name) {
    return ModelStrings.parse(
        DataLocation.readString("bnlearn/" + name + ".truth.modelstring.txt").trim());
  }

  /**
   * Seeded random discrete data: {@code vars} columns X0.. with 2 or 3 levels, where each column
   * after the first copies a random earlier column with probability 0.6 (else a uniform draw), so
   * that the data have some structure to find.
   */
  public static Dataset random(int vars, int rows, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Variable> vs = new ArrayList<>();
    List<Object> cols = new ArrayList<>();
    int[][] codes = new int[vars][rows];
    for (int v = 0; v < vars; v++) {
      int levels = 2 + rnd.nextInt(2);
      List<String> names = new ArrayList<>();
      for (int l = 0; l < levels; l++) {
        names.add("l" + l);
      }
      vs.add(Variable.discrete("X" + v, names));
      int source = v == 0 ? -1 : rnd.nextInt(v);
      for (int r = 0; r < rows; r++) {
        boolean copy = source >= 0 && rnd.nextDouble() < 0.6;
        codes[v][r] = copy ? codes[source][r] % levels : rnd.nextInt(levels);
      }
      cols.add(codes[v]);
    }
    return Dataset.of(vs, cols);
  }

  /** Σ over nodes of the local score, the DAG's nodes matched to the data's columns by name. */
  public static double networkScore(LocalScore score, Dataset data, Dag dag) {
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
}
