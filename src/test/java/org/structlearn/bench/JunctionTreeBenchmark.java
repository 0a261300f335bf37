package org.structlearn.bench;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.ExpectedCounts;
import org.structlearn.model.JunctionTree;
import org.structlearn.model.RandomNetworks;

/**
 * One EM E-step of seed 004's influence network with {@link JunctionTree}: a random DAG of 10
 * latents with 3 states, 24 arcs, in-degree at most 3 (Dirichlet 5 tables), soft evidence on all 10
 * latents in each of 10,000 rows; times building the tree and one pass of {@link
 * JunctionTree#accumulate} on 1 and 2 threads (three warm-up passes, then the median and best of
 * seven). Run with {@code java -cp target/classes:target/test-classes
 * org.structlearn.bench.JunctionTreeBenchmark [rows] [seed]}. A main, not a test.
 */
public final class JunctionTreeBenchmark {
  private JunctionTreeBenchmark() {}

  public static void main(String[] args) {
    int rows = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
    long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
    BayesianNetwork bn = RandomNetworks.random(10, 3, 24, 3, 5.0, seed);
    SplittableRandom rng = new SplittableRandom(seed);
    double[][][] evidence = new double[rows][10][3];
    for (double[][] row : evidence) {
      for (double[] e : row) {
        for (int k = 0; k < 3; k++) {
          e[k] = Math.pow(rng.nextDouble(), 5) * 1e-3; // five observations' worth of likelihood
        }
      }
    }
    long t0 = System.nanoTime();
    JunctionTree tree = JunctionTree.of(bn);
    double build = (System.nanoTime() - t0) / 1e6;
    for (int i = 0; i < 5; i++) {
      JunctionTree.of(bn);
    }
    t0 = System.nanoTime();
    JunctionTree.of(bn);
    double warmBuild = (System.nanoTime() - t0) / 1e6;
    System.out.printf(
        "%s%n  arcs %d; build %.1f ms cold, %.2f ms warm%n",
        tree, bn.dag().arcCount(), build, warmBuild);
    for (int threads : new int[] {1, 2}) {
      double check = 0;
      for (int i = 0; i < 3; i++) {
        check += tree.accumulate(evidence, threads).logLikelihood();
      }
      double[] ms = new double[7];
      ExpectedCounts last = null;
      for (int i = 0; i < ms.length; i++) {
        long s = System.nanoTime();
        last = tree.accumulate(evidence, threads);
        ms[i] = (System.nanoTime() - s) / 1e6;
      }
      Arrays.sort(ms);
      System.out.printf(
          "  %,d rows, %d thread(s): median %.1f ms, best %.1f ms per E-step (log-lik %.3f, %s)%n",
          rows, threads, ms[3], ms[0], last.logLikelihood(), check != 0 ? "ok" : "?");
    }
  }
}
