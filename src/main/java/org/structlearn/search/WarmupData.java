package org.structlearn.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * The synthetic data {@link Warmup} runs on, drawn with fixed seeds ({@value #CHAIN_ROWS} and
 * {@value #ROWS} rows): a chain (each column from the third a noisy function of the two, or three,
 * before it) for hill climbing, and a network (each from the third a noisy function of one to three
 * earlier ones) for PC-stable, either with fixed levels or with the levels of the caller's own
 * columns ({@link #shaped}).
 */
final class WarmupData {
  private WarmupData() {}

  /** Rows of the PC-stable network. */
  static final int ROWS = 4096;

  /**
   * Rows of the hill-climbing chain: a quarter of the network's, so that a round (on data shaped
   * like mildew's, 35 columns of up to 100 levels) takes a quarter of the time and the JIT sees the
   * search's per-family and per-move methods called four times as often in the few hundred
   * milliseconds a fresh {@code learn} has while it reads its data; the row loops are compiled by
   * their back-edge counts either way.
   */
  static final int CHAIN_ROWS = 1024;

  /**
   * Rows of the longer chain every other pair of hill-climbing rounds runs on: the counting kernels
   * choose between visiting a stratum's rows and popcounting its bit planes by how many rows it
   * holds, so 1,024 rows alone leave the branches that 5,000 rows take unprofiled, and the real
   * search's first counts then recompiled them (sachs's 5,000 rows: {@code FamilyStrata.count},
   * {@code and}, {@code bound} made not entrant as its search began).
   */
  static final int LONGER_CHAIN_ROWS = 4 * CHAIN_ROWS;

  /** The most columns shaped data have: a wider shape is represented by its levels' quantiles. */
  static final int MAX_SHAPED_COLUMNS = 40;

  private static final int[] CHAIN_LEVELS = {2, 3, 4, 5, 3, 7, 4, 11, 2};

  /** The levels of the fixed chain (18 columns of 2 to 11 levels); read, never written. */
  static final int[] CHAIN_DEFAULT_LEVELS = new int[18];

  static {
    Arrays.setAll(CHAIN_DEFAULT_LEVELS, c -> CHAIN_LEVELS[c % CHAIN_LEVELS.length]);
  }

  private static final int[] NETWORK_LEVELS = {2, 2, 3, 2, 4, 2, 3, 2};

  /** 18 columns of 2 to 11 levels, a noisy chain: hill climbing finds families of one and two. */
  static Dataset chain() {
    return chain(CHAIN_DEFAULT_LEVELS);
  }

  /** 40 columns of 2 to 4 levels, mostly binary, each from the third of one to three parents. */
  static Dataset network() {
    int[] levels = new int[40];
    Arrays.setAll(levels, c -> NETWORK_LEVELS[c % NETWORK_LEVELS.length]);
    return network(levels);
  }

  /**
   * The levels of synthetic data shaped like columns of {@code levels} levels: the same when there
   * are at most {@value #MAX_SHAPED_COLUMNS}, otherwise that many quantiles of them (the smallest
   * and the largest included), in an order shuffled with a fixed seed. Null when there are fewer
   * than two columns or a column has fewer than two levels or more than 256 (those are counted by a
   * path of their own, which the warm-up leaves alone).
   */
  static int[] shaped(int[] levels) {
    if (levels == null || levels.length < 2) {
      return null;
    }
    for (int l : levels) {
      if (l < 1 || l > 256) {
        return null;
      }
    }
    if (levels.length <= MAX_SHAPED_COLUMNS) {
      return levels.clone();
    }
    int[] sorted = levels.clone();
    Arrays.sort(sorted);
    int[] out = new int[MAX_SHAPED_COLUMNS];
    for (int i = 0; i < out.length; i++) {
      out[i] = sorted[(int) Math.round(i * (sorted.length - 1.0) / (out.length - 1))];
    }
    SplittableRandom rnd = new SplittableRandom(42);
    for (int i = out.length - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      int t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  }

  /**
   * Column c has {@code levels[c]} levels; from the third on, in 70% of rows it is the sum of the
   * two columns before it, and of the three before it when c is a multiple of 3 (mod its levels):
   * hill climbing then reaches families of three parents, whose counting paths (strata of three
   * parents, row keys of two) families of two never take; without them sachs's first search in a
   * fresh JVM ran its three-parent counts uncompiled.
   */
  static Dataset chain(int[] levels) {
    return chain(levels, CHAIN_ROWS);
  }

  /** As {@link #chain(int[])} with {@code rows} rows (tests use the earlier 4,096). */
  static Dataset chain(int[] levels, int rows) {
    SplittableRandom rnd = new SplittableRandom(20_261_123L);
    List<byte[]> cols = new ArrayList<>(levels.length);
    for (int c = 0; c < levels.length; c++) {
      byte[] col = new byte[rows];
      for (int i = 0; i < rows; i++) {
        boolean copy = c > 1 && rnd.nextInt(10) < 7;
        int v =
            copy
                ? (cols.get(c - 1)[i] & 0xFF)
                    + (cols.get(c - 2)[i] & 0xFF)
                    + (c % 3 == 0 ? cols.get(c - 3)[i] & 0xFF : 0)
                : rnd.nextInt(levels[c]);
        col[i] = (byte) (v % levels[c]);
      }
      cols.add(col);
    }
    return dataset("V", levels, cols);
  }

  /**
   * Column c has {@code levels[c]} levels; from the third on, in 60% of rows it is the sum of one
   * to three earlier columns (chosen with a fixed seed, mod its levels), so that PC-stable finds
   * dependences, removes edges at conditioning sets of one to three variables, and orients
   * v-structures.
   */
  static Dataset network(int[] levels) {
    SplittableRandom rnd = new SplittableRandom(20_251_126L);
    List<byte[]> cols = new ArrayList<>(levels.length);
    for (int c = 0; c < levels.length; c++) {
      int[] parents = new int[c < 2 ? 0 : 1 + rnd.nextInt(Math.min(3, c))];
      for (int k = 0; k < parents.length; k++) {
        parents[k] = rnd.nextInt(c);
      }
      byte[] col = new byte[ROWS];
      for (int i = 0; i < ROWS; i++) {
        int v = 0;
        if (parents.length > 0 && rnd.nextInt(10) < 6) {
          for (int p : parents) {
            v += cols.get(p)[i] & 0xFF;
          }
        } else {
          v = rnd.nextInt(levels[c]);
        }
        col[i] = (byte) (v % levels[c]);
      }
      cols.add(col);
    }
    return dataset("P", levels, cols);
  }

  private static Dataset dataset(String prefix, int[] levels, List<byte[]> cols) {
    List<Variable> vars = new ArrayList<>(levels.length);
    for (int c = 0; c < levels.length; c++) {
      List<String> names = new ArrayList<>(levels[c]);
      for (int l = 0; l < levels[c]; l++) {
        names.add("s" + l);
      }
      vars.add(Variable.discrete(prefix + c, names));
    }
    return Dataset.of(vars, cols);
  }
}
