package org.structlearn.search.ges;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.search.Warmup;

/**
 * The rounds of a warm-up ({@link Warmup}, {@link Warmup.Workload#GES}) for greedy equivalence
 * search: a fresh JVM otherwise interprets GES's own code (the operators' clique and
 * semi-directed-path tests, the CPDAG's re-completion after each step, the cache of family scores)
 * through its first search; on child's 5,000 rows that first search cost about three times a
 * compiled one. The rounds run GES on small synthetic data, on one thread and on the default
 * threads in turn: {@link #discrete()} with BIC on the warm-up's discrete data (shaped like the
 * caller's columns when it knows their levels), {@link #gaussian()} with BIC-G on 12 continuous
 * columns of 512 rows (fixed seed), each from the third a noisy linear function of the two before
 * it. They share nothing with other searches and change no result.
 */
public final class GesWarmup {
  private static final int GAUSSIAN_COLUMNS = 12;
  private static final int GAUSSIAN_ROWS = 512;

  private GesWarmup() {}

  /** GES with BIC on the warm-up's discrete data. */
  public static Warmup.Round discrete() {
    return (data, round) ->
        new Ges(options(round).score(DiscreteScoreSpec.bic()).build())
            .learn(data, Warmup.QUIET_LISTENER);
  }

  /** GES with BIC-G on small synthetic Gaussian data (made on the first round, on its thread). */
  public static Runnable gaussian() {
    return new Runnable() {
      private Dataset data;
      private int round;

      @Override
      public void run() {
        if (data == null) {
          data = gaussianData();
        }
        new Ges(options(round++).score(GaussianScoreSpec.bicG()).build())
            .learn(data, Warmup.QUIET_LISTENER);
      }
    };
  }

  private static GesOptions.Builder options(int round) {
    GesOptions.Builder b = GesOptions.builder();
    if (round % 2 == 0) {
      b.threads(1);
    }
    return b;
  }

  /** The Gaussian rounds' data (see the class comment); a new copy on each call. */
  public static Dataset gaussianData() {
    SplittableRandom rnd = new SplittableRandom(20_261_127L);
    List<Variable> vars = new ArrayList<>(GAUSSIAN_COLUMNS);
    List<Object> cols = new ArrayList<>(GAUSSIAN_COLUMNS);
    for (int c = 0; c < GAUSSIAN_COLUMNS; c++) {
      vars.add(Variable.continuous("G" + c));
      double[] x = new double[GAUSSIAN_ROWS];
      for (int r = 0; r < GAUSSIAN_ROWS; r++) {
        double u1 = 1 - rnd.nextDouble();
        double noise = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * rnd.nextDouble());
        double a = c > 0 ? ((double[]) cols.get(c - 1))[r] : 0;
        double b = c > 1 ? ((double[]) cols.get(c - 2))[r] : 0;
        x[r] = 0.6 * a - 0.5 * b + noise;
      }
      cols.add(x);
    }
    return Dataset.of(vars, cols);
  }
}
