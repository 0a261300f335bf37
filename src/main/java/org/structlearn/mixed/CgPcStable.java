package org.structlearn.mixed;

import java.util.Objects;
import org.structlearn.constraint.ConstraintListener;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.ConstraintResult;
import org.structlearn.constraint.PcStable;
import org.structlearn.data.Dataset;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;

/**
 * PC-stable with the mi-cg test for conditional linear Gaussian data, as bnlearn's {@code
 * pc.stable(test = "mi-cg")}: {@link PcStable} with {@link MiCgTest} and, as bnlearn adds them to
 * its blacklist, the arcs from continuous to discrete variables forbidden ({@link CgRestriction}),
 * so that an edge between a discrete and a continuous variable is oriented from the discrete one.
 * Holds options, never data.
 */
public final class CgPcStable implements StructureLearner {
  private final ConstraintOptions options;

  public CgPcStable(ConstraintOptions options) {
    this.options = Objects.requireNonNull(options, "options");
  }

  @Override
  public ConstraintOptions options() {
    return options;
  }

  /** A CPDAG, or with {@link ConstraintOptions#undirected()} the undirected skeleton. */
  @Override
  public GraphKind kind() {
    return options.undirected() ? GraphKind.UNDIRECTED : GraphKind.CPDAG;
  }

  /** The CPDAG of the data, each level reported to the listener as a step. */
  @Override
  public ConstraintResult learn(Dataset data, LearnListener listener) {
    return learn(data, ConstraintListener.of(listener));
  }

  /** The user's knowledge (the CG restriction is added per data set by {@link #learn}). */
  @Override
  public Knowledge knowledge() {
    return options.knowledge();
  }

  /** This learner on {@code threads} threads (it draws nothing at random). */
  @Override
  public CgPcStable reseeded(long seed, int threads) {
    return new CgPcStable(options.toBuilder().threads(threads).build());
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
