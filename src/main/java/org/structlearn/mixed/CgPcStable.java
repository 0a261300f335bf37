package org.structlearn.mixed;

import java.util.Objects;
import org.structlearn.constraint.ConstraintListener;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.ConstraintResult;
import org.structlearn.constraint.PcStable;
import org.structlearn.data.Dataset;

/**
 * PC-stable with the mi-cg test for conditional linear Gaussian data, as bnlearn's {@code
 * pc.stable(test = "mi-cg")}: {@link PcStable} with {@link MiCgTest} and, as bnlearn adds them to
 * its blacklist, the arcs from continuous to discrete variables forbidden ({@link CgRestriction}),
 * so that an edge between a discrete and a continuous variable is oriented from the discrete one.
 * Holds options, never data.
 */
public final class CgPcStable {
  private final ConstraintOptions options;

  public CgPcStable(ConstraintOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  public ConstraintOptions options() {
    return options;
  }

  /** The CPDAG of the data. */
  public ConstraintResult learn(Dataset data) {
    return learn(data, ConstraintListener.none());
  }

  /** The CPDAG of the data, each level reported to the listener. */
  public ConstraintResult learn(Dataset data, ConstraintListener listener) {
    ConstraintOptions o =
        options.toBuilder()
            .knowledge(CgRestriction.knowledge(options.knowledge(), data.variables()))
            .build();
    return new PcStable(o).learn(new MiCgTest(data), data.names(), listener);
  }

  @Override
  public String toString() {
    return "CgPcStable(" + options + ")";
  }
}
