package org.structlearn.notebook;

import java.nio.file.Path;
import java.util.function.Consumer;
import org.structlearn.bootstrap.ArcStrengths;
import org.structlearn.bootstrap.BootstrapOptions;
import org.structlearn.bootstrap.BootstrapStrength;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Graph;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.inference.Query;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.io.network.BifReader;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.learn.StructureLearner;
import org.structlearn.learn.registry.Algorithms;
import org.structlearn.metrics.CrossValidation;
import org.structlearn.metrics.CvResult;
import org.structlearn.metrics.StructureComparison;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchStep;
import org.structlearn.viz.Charts;
import org.structlearn.viz.Drawings;
import org.structlearn.viz.NotebookProgress;
import org.structlearn.viz.Picture;
import org.structlearn.viz.QueryPictures;

/**
 * A notebook's front door: one static import gives the data files, every algorithm of the registry
 * by name, edge confidence, cross-validation, comparison and pictures, with no other import
 * (JShell's {@code var} names the types):
 *
 * <pre>{@code
 * %classpath ../target/structlearn.jar target/structlearn.jar
 * import static org.structlearn.notebook.Notebook.*;
 *
 * var data = data("bnlearn/asia.csv");                   // data/bnlearn/asia.csv.gz, its levels
 * var pc = learn("pc-stable", data, "alpha=0.01");        // any algorithm, key=value options
 * display(draw(pc));
 * var s = strength("hc", data, "score=bdeu", 100);        // bootstrap edge strengths
 * compare(dag("bnlearn/asia.truth.modelstring.txt"), learn("hc", data))
 * query("bif/asia.bif").given("smoke", "yes").posterior("lung")    // P(lung | smoke = yes)
 * }</pre>
 *
 * The first line puts the jar on the class path whether the kernel started in {@code notebooks/} or
 * in the project root (JJava's {@code %classpath} takes both names and ignores the one that does
 * not exist). {@link #algorithms()} lists the algorithms and their options. Everything here is a
 * thin call into the packages that do the work ({@code learn.registry}, {@code io}, {@code
 * bootstrap}, {@code metrics}, {@code inference}, {@code viz}), so a notebook can go on with their
 * full API.
 */
public final class Notebook {
  private Notebook() {}

  /** The algorithms of the registry, with what each is and the options it takes. */
  public static String algorithms() {
    return Algorithms.help();
  }

  /**
   * A data set by its name in the project's {@code data/} folder (or {@code STRUCTLEARN_DATA}),
   * e.g. {@code bnlearn/alarm.csv} for {@code data/bnlearn/alarm.csv.gz}; or a path to a CSV file.
   * A level file beside it ({@code alarm.levels.csv[.gz]}) gives every variable's levels in order.
   */
  public static Dataset data(String name) {
    Path file = DataLocation.find(name).orElseGet(() -> Path.of(name));
    CsvOptions.Builder options = CsvOptions.builder();
    String base = name.replaceAll("(\\.csv)?(\\.gz)?$", "");
    DataLocation.find(base + ".levels.csv").ifPresent(l -> options.levels(LevelFiles.read(l)));
    return DatasetReader.read(file, options.build());
  }

  /** The first {@code rows} rows of {@link #data(String)}. */
  public static Dataset data(String name, int rows) {
    return data(name).head(rows);
  }

  /**
   * A DAG by its file's name in {@code data/} (or a path): a model string, an arc list, DOT, BIF or
   * Gaussian network JSON.
   */
  public static Dag dag(String name) {
    return GraphFiles.readDag(DataLocation.find(name).orElseGet(() -> Path.of(name)));
  }

  /** A discrete Bayesian network from a BIF file, by its name in {@code data/} (or a path). */
  public static BayesianNetwork network(String name) {
    return BifReader.read(DataLocation.find(name).orElseGet(() -> Path.of(name)));
  }

  /**
   * A question to a network found by name in {@code data/} (or a path), read the way it is asked:
   * {@code query("bif/asia.bif").given("smoke", "yes").posterior("lung")} is P(lung | smoke = yes),
   * exact by a junction tree; {@code .using(QueryMethod.LIKELIHOOD_WEIGHTING)} samples instead. See
   * {@link Query}.
   */
  public static Query query(String network) {
    return Query.on(network(network));
  }

  /** A question to a fitted discrete Bayesian network (see {@link Query}). */
  public static Query query(BayesianNetwork network) {
    return Query.on(network);
  }

  /**
   * Posterior bars of some variables before and after the evidence ({@link
   * QueryPictures#beforeAfter(Query, Query, String...)}).
   */
  public static Picture beforeAfter(Query before, Query after, String... variables) {
    return QueryPictures.beforeAfter(before, after, variables);
  }

  /** Learns with an algorithm of the registry and its default options. */
  public static LearnedStructure learn(String algorithm, Dataset data) {
    return learn(algorithm, data, "");
  }

  /** Learns with an algorithm of the registry and options written {@code key=value}. */
  public static LearnedStructure learn(String algorithm, Dataset data, String options) {
    return Algorithms.learn(algorithm, options, data);
  }

  /** The learner of an algorithm with options written {@code key=value}, for data like these. */
  public static StructureLearner learner(String algorithm, Dataset data, String options) {
    return Algorithms.learner(algorithm, options, data);
  }

  /**
   * Edge strengths by the bootstrap (bnlearn's {@code boot.strength}): {@code replicates} runs of
   * the algorithm on resampled rows, seed 1, on the available processors.
   */
  public static ArcStrengths strength(
      String algorithm, Dataset data, String options, int replicates) {
    BootstrapOptions o =
        BootstrapOptions.builder()
            .learner(learner(algorithm, data, options))
            .replicates(replicates)
            .threads(Runtime.getRuntime().availableProcessors())
            .build();
    return new BootstrapStrength(o).run(data);
  }

  /**
   * k-fold cross-validation (bnlearn's {@code bn.cv}, log-likelihood loss) of a learner of DAGs or
   * CPDAGs, folds seeded with 1.
   */
  public static CvResult cv(String algorithm, Dataset data, String options, int folds) {
    return new CrossValidation(folds, 1).run(data, learner(algorithm, data, options));
  }

  /** SHD, Hamming distance and arc counts of a learned DAG or CPDAG against the true DAG. */
  public static StructureComparison compare(Dag truth, LearnedStructure learned) {
    return learned.graph() instanceof Dag d
        ? StructureComparison.of(truth, d)
        : StructureComparison.of(truth, learned.pdag());
  }

  /** A drawing of the learned graph: DAG, CPDAG or undirected graph. */
  public static Picture draw(LearnedStructure learned) {
    return draw(learned.graph());
  }

  /** A drawing of a graph: DAG, PDAG or undirected graph. */
  public static Picture draw(Graph g) {
    if (g instanceof Dag d) {
      return Drawings.dag(d);
    }
    if (g instanceof Pdag p) {
      return Drawings.pdag(p);
    }
    return Drawings.undirected((UndirectedGraph) g);
  }

  /** The learned DAG or CPDAG drawn against the truth: found, missing and extra arcs. */
  public static Picture draw(Dag truth, LearnedStructure learned) {
    return learned.graph() instanceof Dag d
        ? Drawings.comparison(truth, d)
        : Drawings.comparison(truth, learned.pdag());
  }

  /**
   * The score after every step of a score-based search over DAGs.
   *
   * @throws IllegalArgumentException for a learner whose trace is not a search's
   */
  public static Picture trace(LearnedStructure learned) {
    if (learned instanceof LearnResult r) {
      return Charts.trace(r);
    }
    throw new IllegalArgumentException(
        learned.algorithm() + " has no score trace to chart; the DAG searches (hc, tabu) have one");
  }

  /**
   * A progress bar for {@code learner(...).learn(data, progress(...))}, updated in place through
   * the kernel's display: {@code String id = display(NotebookProgress.bar(0, "")); var p =
   * progress(html -> updateDisplay(id, html, "text/html"));}.
   */
  public static LearnListener progress(Consumer<String> update) {
    NotebookProgress bar = NotebookProgress.to(update);
    return new LearnListener() {
      @Override
      public void step(long step, String what, double score) {
        bar.onStep(new SearchStep((int) step, what, Double.NaN, score, 0, 0));
      }

      @Override
      public void progress(long done, long total) {
        bar.progress(done, total);
      }
    };
  }
}
