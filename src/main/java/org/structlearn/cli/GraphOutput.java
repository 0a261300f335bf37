package org.structlearn.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.OutputFiles;
import org.structlearn.io.graph.ArcLists;
import org.structlearn.io.graph.Dot;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.io.network.BifWriter;
import org.structlearn.io.network.CgNetworkJson;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnedStructure;
import org.structlearn.missing.StructuralEmResult;
import org.structlearn.mixed.CgFit;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianMaximumLikelihoodEstimator;
import org.structlearn.model.MaximumLikelihoodEstimator;

/**
 * Writes a learned DAG (or undirected graph) in the format its file name asks for, atomically
 * ({@link OutputFiles}): an interrupted run leaves an existing file as it was.
 */
final class GraphOutput {
  private GraphOutput() {}

  /** The formats by file name ending, as the help and the error messages list them. */
  static final String FORMATS =
      ".csv (arc list), .txt (model string), .dot or .gv, .bif or .bif.gz (discrete network, MLE fit), "
          + ".json or .json.gz (Gaussian network, MLE fit)";

  /**
   * Checks, before any work, that the name ends in a known format.
   *
   * @throws StructlearnException listing the formats
   */
  static void checkName(Path out) {
    if (format(out) == null) {
      throw new StructlearnException(
          "--out " + out + ": unknown format; end the name in " + FORMATS);
    }
  }

  /** The formats an undirected graph can be written in. */
  static final String UNDIRECTED_FORMATS =
      ".csv (edge list, each pair listed both ways), .dot or .gv (DOT graph with --)";

  /**
   * Checks, before any work, that the name ends in a format that holds an undirected graph.
   *
   * @throws StructlearnException listing the formats
   */
  static void checkUndirectedName(Path out) {
    String f = format(out);
    if (!"csv".equals(f) && !"dot".equals(f)) {
      throw new StructlearnException(
          "--out "
              + out
              + ": "
              + (f == null ? "unknown format" : "a ." + f + " file cannot hold an undirected graph")
              + "; end the name in "
              + UNDIRECTED_FORMATS);
    }
  }

  /** Writes an undirected graph as an edge list (both ways) or a DOT {@code graph}, atomically. */
  static void write(UndirectedGraph g, Path out) {
    checkUndirectedName(out);
    if ("csv".equals(format(out))) {
      ArcLists.write(Pdag.of(g.names(), List.of(), g.edges()), out);
    } else {
      OutputFiles.writeString(out, Dot.of(g));
    }
  }

  /** Writes a CPDAG as an arc list (undirected edges both ways) or a DOT digraph, atomically. */
  static void write(Pdag g, Path out) {
    checkUndirectedName(out);
    if ("csv".equals(format(out))) {
      ArcLists.write(g, out);
    } else {
      OutputFiles.writeString(out, Dot.of(g));
    }
  }

  static void write(Dag g, Dataset data, Path out) {
    checkName(out);
    switch (format(out)) {
      case "csv" -> ArcLists.write(g, out);
      case "txt" -> OutputFiles.writeString(out, ModelStrings.format(g) + "\n");
      case "dot" -> OutputFiles.writeString(out, Dot.of(g));
      case "bif" -> {
        if (!data.isAllDiscrete()) {
          throw new StructlearnException(
              "--out "
                  + out
                  + ": BIF holds discrete networks and these data have continuous "
                  + "columns; write a Gaussian or conditional Gaussian network as .json");
        }
        BifWriter.write(new MaximumLikelihoodEstimator().fit(g, data), out);
      }
      default -> {
        if (data.isAllContinuous()) {
          GaussianNetworkJson.write(new GaussianMaximumLikelihoodEstimator().fit(g, data), out);
        } else {
          CgNetworkJson.write(CgFit.fit(g, data), out);
        }
      }
    }
  }

  /**
   * Checks, before any work, that the name ends in a format that holds a graph of this kind: a DAG
   * in any of {@link #FORMATS}, a CPDAG or an undirected graph in {@link #UNDIRECTED_FORMATS}.
   */
  static void checkName(GraphKind kind, Path out) {
    if (kind == GraphKind.DAG) {
      checkName(out);
    } else {
      checkUndirectedName(out);
    }
  }

  /**
   * Writes a learned graph as its kind and the file name ask: a DAG (with the learner's own
   * parameters for .bif where it fitted them, and structural EM's continuous or mixed network for
   * .json, else a maximum-likelihood fit), a CPDAG, or an undirected graph.
   */
  static void write(LearnedStructure r, Dataset data, Path out) {
    switch (r.kind()) {
      case DAG -> {
        Optional<BayesianNetwork> fitted = r.fittedNetwork();
        boolean json = "json".equals(format(out)) || format(out) == null;
        if (json && r instanceof StructuralEmResult em && em.mixed() != null) {
          CgNetworkJson.write(em.mixed(), out);
        } else if (json && r instanceof StructuralEmResult em && em.gaussian() != null) {
          GaussianNetworkJson.write(em.gaussian(), out);
        } else if (fitted.isPresent() && "bif".equals(format(out))) {
          BifWriter.write(fitted.get(), out);
        } else if (fitted.isPresent() && "json".equals(format(out))) {
          throw new StructlearnException(
              "--out "
                  + out
                  + ": a Gaussian network JSON cannot hold the discrete network "
                  + r.algorithm()
                  + " learned; end the name in .bif (the network with every table), .csv, .txt or"
                  + " .dot");
        } else {
          write((Dag) r.graph(), data, out);
        }
      }
      case CPDAG -> write((Pdag) r.graph(), out);
      case UNDIRECTED -> write((UndirectedGraph) r.graph(), out);
    }
  }

  private static String format(Path out) {
    String name = String.valueOf(out.getFileName());
    if (name.endsWith(".csv")) {
      return "csv";
    } else if (name.endsWith(".txt")) {
      return "txt";
    } else if (name.endsWith(".dot") || name.endsWith(".gv")) {
      return "dot";
    } else if (name.endsWith(".bif") || name.endsWith(".bif.gz")) {
      return "bif";
    } else if (name.endsWith(".json") || name.endsWith(".json.gz")) {
      return "json";
    }
    return null;
  }
}
