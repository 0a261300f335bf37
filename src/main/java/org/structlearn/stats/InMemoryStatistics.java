package org.structlearn.stats;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

/**
 * The in-memory {@link DiscreteStatistics}: each family of a batch is counted by a {@link
 * FamilyCounter} over the data set ({@link FamilyCounter#countDense}), one after another; a batch
 * is logged as one pass.
 *
 * <p>Thread-safe (the counter keeps per-thread scratch space; the pass log is updated atomically).
 */
public final class InMemoryStatistics implements DiscreteStatistics {
  private final FamilyCounter counter;
  private PassLog log = PassLog.NONE;

  /** Statistics over a data set. */
  public InMemoryStatistics(Dataset data) {
    this(new FamilyCounter(data));
  }

  /** Statistics through an existing counter (sharing its compressed rows). */
  public InMemoryStatistics(FamilyCounter counter) {
    this.counter = counter;
  }

  /** The data set counted. */
  public Dataset data() {
    return counter.data();
  }

  @Override
  public List<Variable> variables() {
    return counter.data().variables();
  }

  @Override
  public int rows() {
    return counter.data().rows();
  }

  @Override
  public List<FamilyCounts> count(List<Family> batch) {
    long t0 = System.nanoTime();
    List<FamilyCounts> out = new ArrayList<>(batch.size());
    for (Family f : batch) {
      out.add(counter.countDense(f.child(), f.parents()));
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    synchronized (this) {
      log = log.plus(batch.size(), seconds);
    }
    return out;
  }

  @Override
  public synchronized PassLog passes() {
    return log;
  }

  @Override
  public String toString() {
    return "InMemoryStatistics: " + counter.data() + "; " + passes();
  }
}
