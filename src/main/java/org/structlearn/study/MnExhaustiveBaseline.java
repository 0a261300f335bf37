package org.structlearn.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import org.structlearn.Interrupts;
import org.structlearn.ProgressListener;
import org.structlearn.WorkerPool;
import org.structlearn.data.Dataset;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.learn.StructureLearner;
import org.structlearn.metrics.UndirectedComparison;

/**
 * A learner outside the BJP paper run on exactly the data sets of {@link MnExhaustiveStudy} (same
 * structures, distributions, Gibbs samples and nested sample sizes, from the same options and
 * seed), so that its success rate (exact recovery of the true graph) and Hamming distance sit
 * beside the three exhaustively searched scores'. Made for the field's standard baseline, ℓ1
 * neighbourhood selection ({@link org.structlearn.search.neighbourhood.NeighbourhoodSelection}),
 * which is not a score to search exhaustively but a learner of its own; any {@link
 * StructureLearner} whose result has a skeleton can be given.
 *
 * <p>Each data set is one task on {@link WorkerPool#map}, results back in task order, so the
 * numbers are the same for any thread count. The learner is shared by the workers: learners hold
 * options, never data. Cost: one learn call per data set and size.
 */
public final class MnExhaustiveBaseline {
  private MnExhaustiveBaseline() {}

  /**
   * One (structure, sample size) cell.
   *
   * @param structure index into {@link MnExhaustiveStudy#structures()}
   * @param sampleSize N
   * @param successes data sets on which the learned graph is the true graph
   * @param dataSets data sets learned
   * @param meanHamming mean edge Hamming distance of the learned graph to the truth
   * @param sdHamming its sample standard deviation (0 for one data set)
   */
  public record Cell(
      int structure,
      int sampleSize,
      int successes,
      int dataSets,
      double meanHamming,
      double sdHamming) {

    /** The success rate, successes / data sets. */
    public double rate() {
      return successes / (double) dataSets;
    }

    /** The binomial standard error of the rate, √(p(1 − p) / data sets). */
    public double rateError() {
      double p = rate();
      return Math.sqrt(p * (1 - p) / dataSets);
    }
  }

  /**
   * What the learner did on the study's data sets.
   *
   * @param options the study's options (they fix the data sets)
   * @param learner the learner's name as the caller gave it (e.g. {@code "ℓ1 neighbourhood
   *     selection"})
   * @param structures the six structures, in study order
   * @param cells one per (structure, sample size), in that nesting order
   */
  public record Result(
      MnExhaustiveOptions options,
      String learner,
      List<TargetStructure> structures,
      List<Cell> cells) {

    public Result {
      structures = List.copyOf(structures);
      cells = List.copyOf(cells);
    }

    /** The cell of a structure (index) and sample size. */
    public Cell cell(int structure, int sampleSize) {
      for (Cell c : cells) {
        if (c.structure() == structure && c.sampleSize() == sampleSize) {
          return c;
        }
      }
      throw new IllegalArgumentException(
          "no cell for structure " + structure + ", N = " + sampleSize);
    }

    /** The success rates of a structure, one per sample size, ascending N. */
    public double[] rates(int structure) {
      return options.sampleSizes().stream().mapToDouble(n -> cell(structure, n).rate()).toArray();
    }

    /** The mean over the sample sizes (weighing them equally) of a structure's success rates. */
    public double meanRate(int structure) {
      return Aggregates.mean(rates(structure));
    }

    /** A row per structure and sample size: success rate, its standard error, mean Hamming ± sd. */
    public StudyTable table() {
      StudyTable.Builder b =
          StudyTable.builder(
              learner + " on the study's " + options.dataSets() + " data sets per cell",
              "structure",
              "N",
              "successes",
              "rate",
              "rate se",
              "mean Hamming",
              "Hamming sd");
      for (Cell c : cells) {
        b.row(
            structures.get(c.structure()).name(),
            c.sampleSize(),
            c.successes(),
            c.rate(),
            c.rateError(),
            c.meanHamming(),
            c.sdHamming());
      }
      return b.build();
    }
  }

  /**
   * Runs the learner on every data set and sample size of the study these options describe.
   *
   * @param name the learner's name for tables (e.g. {@code "ℓ1 neighbourhood selection"})
   * @param progress told after each data set; may be called from worker threads
   * @throws org.structlearn.InterruptedRunException if the calling thread is interrupted
   */
  public static Result run(
      MnExhaustiveOptions options,
      String name,
      StructureLearner learner,
      ProgressListener progress) {
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(learner, "learner");
    Objects.requireNonNull(progress, "progress");
    List<TargetStructure> structures = MnExhaustiveStudy.structures();
    int perStructure = options.dataSets();
    int tasks = structures.size() * perStructure;
    List<Integer> sizes = options.sampleSizes();
    AtomicLong done = new AtomicLong();
    Thread owner = Thread.currentThread();
    List<int[]> outcomes =
        WorkerPool.map(
            "baseline",
            options.threads(),
            tasks,
            task -> {
              Interrupts.check(owner, () -> "baseline interrupted");
              int s = task / perStructure;
              int d = task % perStructure / options.seedsPerDistribution();
              int r = task % options.seedsPerDistribution();
              UndirectedGraph truth = structures.get(s).graph();
              Dataset sample = MnExhaustiveStudy.sample(options, truth, s, d, r);
              int[] hamming = new int[sizes.size()];
              for (int i = 0; i < sizes.size(); i++) {
                UndirectedGraph learned = learner.learn(sample.head(sizes.get(i))).skeleton();
                hamming[i] = UndirectedComparison.of(truth, learned).hamming();
              }
              progress.progress(done.incrementAndGet(), tasks);
              return hamming;
            },
            () -> "baseline interrupted after " + done.get() + " of " + tasks + " data sets");
    List<Cell> cells = new ArrayList<>();
    for (int s = 0; s < structures.size(); s++) {
      for (int i = 0; i < sizes.size(); i++) {
        double[] h = new double[perStructure];
        int successes = 0;
        for (int k = 0; k < perStructure; k++) {
          h[k] = outcomes.get(s * perStructure + k)[i];
          successes += h[k] == 0 ? 1 : 0;
        }
        cells.add(
            new Cell(
                s, sizes.get(i), successes, perStructure, Aggregates.mean(h), Aggregates.sd(h)));
      }
    }
    return new Result(options, name, structures, cells);
  }
}
