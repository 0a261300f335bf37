package org.structlearn.missing;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.mixed.CgWarmup;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.Warmup;

/**
 * The rounds of a warm-up ({@link Warmup}, {@link Warmup.Workload#STRUCTURAL_EM}) for structural
 * EM: a fresh JVM otherwise interprets the E-step (likelihood weighting or exact inference), the
 * completed table, parameter EM and the searches on expected statistics through its first learning;
 * on a 500-row sample of bnlearn's clgaussian.test with a tenth of the cells missing the first call
 * of bnlearn's defaults took about four times a compiled one. The rounds run structural EM, with
 * bnlearn's defaults ({@link StructuralEmOptions#bnlearn()}) or ours as the caller will, on small
 * synthetic data of the caller's kind with a tenth of the cells removed at random (fixed seeds):
 * mixed data ({@link CgWarmup#synthetic}, 4 discrete and 6 continuous columns), its 6 continuous
 * columns alone (Gaussian), or its discrete columns of the 9-column design (discrete), {@value
 * #ROWS} rows each, on one thread and on the default threads in turn. They share nothing with other
 * work and change no result.
 */
public final class StructuralEmWarmup implements Runnable {
  /** Rows of the warm-up data: few, so that a round ends within the warm-up's time. */
  static final int ROWS = 128;

  private static final double HOLES = 0.1;

  /** The kind of data the rounds learn from. */
  public enum Kind {
    DISCRETE,
    GAUSSIAN,
    MIXED
  }

  private final Kind kind;
  private final boolean bnlearn;
  private Dataset data;
  private int rounds;

  private StructuralEmWarmup(Kind kind, boolean bnlearn) {
    this.kind = kind;
    this.bnlearn = bnlearn;
  }

  /**
   * A fresh source of rounds on data of {@code kind}, with bnlearn's defaults when {@code bnlearn}
   * (the data are made on the first round, on the warm-up's thread).
   */
  public static Runnable rounds(Kind kind, boolean bnlearn) {
    return new StructuralEmWarmup(kind, bnlearn);
  }

  @Override
  public void run() {
    if (data == null) {
      data = data(kind, ROWS);
    }
    SearchOptions.Builder search = SearchOptions.builder().seed(rounds + 1L);
    if (rounds++ % 2 == 0) {
      search.threads(1);
    }
    StructuralEmOptions base =
        bnlearn ? StructuralEmOptions.bnlearn() : StructuralEmOptions.defaults();
    new StructuralEm(base.toBuilder().search(search.build()).build())
        .learn(data, Warmup.QUIET_LISTENER);
  }

  /** The warm-up data of {@code kind}, with a tenth of the cells missing. */
  static Dataset data(Kind kind, int rows) {
    Dataset d =
        switch (kind) {
          case MIXED -> CgWarmup.synthetic(4, 0);
          case GAUSSIAN -> CgWarmup.synthetic(4, 0).select(names("X", 6));
          case DISCRETE -> CgWarmup.synthetic(9, 3).select(names("D", 9));
        };
    return Holes.mcar(d.head(rows), HOLES, 20_261_127L);
  }

  private static List<String> names(String prefix, int count) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      names.add(prefix + i);
    }
    return names;
  }
}
