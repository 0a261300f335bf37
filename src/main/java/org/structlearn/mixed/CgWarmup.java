package org.structlearn.mixed;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.Warmup;

/**
 * The rounds of a warm-up ({@link org.structlearn.search.Warmup#start(Runnable)}) for conditional
 * Gaussian searches: hill climbing with bic-cg on small synthetic mixed data, so that the JIT
 * compiles the per-configuration moments, the regressions and the score before the real search
 * runs. Two designs alternate, because the statistics take one of two paths ({@link CgStatistics}):
 * 4 discrete columns of 2 to 4 levels and 6 continuous ones (few configurations of the discrete
 * columns: statistics merged from them), and 9 discrete columns of 3 levels and 6 continuous ones
 * (about as many configurations as rows: statistics from the rows); each continuous column is a
 * noisy linear function of the one before it with a shift per level of a discrete one; 256 rows,
 * fixed seed: small, so that many rounds run and the per-family code is compiled early. Each design
 * runs on one thread and on the default threads in turn. It shares nothing with other searches and
 * changes no result.
 */
public final class CgWarmup implements Runnable {
  private static final int ROWS = 256;

  private Dataset few;
  private Dataset many;
  private int rounds;

  private CgWarmup() {}

  /** A fresh source of warm-up rounds (its data are made on the first round, on its thread). */
  public static Runnable rounds() {
    return new CgWarmup();
  }

  @Override
  public void run() {
    if (few == null) {
      few = synthetic(4, 0);
      many = synthetic(9, 3);
    }
    SearchOptions o = CgSearch.defaults();
    int r = rounds++;
    if (r % 2 == 0) {
      o = o.toBuilder().threads(1).build();
    }
    CgSearch.hillClimbing(o).learn(r / 2 % 2 == 0 ? few : many, Warmup.QUIET_LISTENER);
  }

  /**
   * The warm-up's synthetic mixed data (256 rows, fixed seed): {@code discrete} columns D0, D1, …
   * of 2 to 4 levels (or all of {@code levels} when it is &gt; 0), each mostly a copy of the one
   * before, then 6 continuous columns X0 … X5, each a noisy linear function of the one before it
   * shifted by the level of a discrete one. Also the data of other warm-ups of mixed data.
   */
  public static Dataset synthetic(int discrete, int levels) {
    SplittableRandom rnd = new SplittableRandom(20_261_126L);
    List<Variable> vars = new ArrayList<>();
    List<Object> cols = new ArrayList<>();
    int[][] codes = new int[discrete][ROWS];
    for (int d = 0; d < discrete; d++) {
      int card = levels > 0 ? levels : 2 + d % 3;
      List<String> names = new ArrayList<>();
      for (int l = 0; l < card; l++) {
        names.add("l" + l);
      }
      vars.add(Variable.discrete("D" + d, names));
      for (int r = 0; r < ROWS; r++) {
        codes[d][r] = d > 0 && rnd.nextInt(3) > 0 ? codes[d - 1][r] % card : rnd.nextInt(card);
      }
      cols.add(codes[d]);
    }
    double[] prev = new double[ROWS];
    for (int c = 0; c < 6; c++) {
      vars.add(Variable.continuous("X" + c));
      double[] x = new double[ROWS];
      for (int r = 0; r < ROWS; r++) {
        double u1 = 1 - rnd.nextDouble();
        double noise = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * rnd.nextDouble());
        x[r] = 0.8 * prev[r] + codes[c % discrete][r] + noise;
      }
      cols.add(x);
      prev = x;
    }
    return Dataset.of(vars, cols);
  }
}
