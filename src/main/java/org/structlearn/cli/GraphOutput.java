package org.structlearn.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.ArcLists;
import org.structlearn.io.BifWriter;
import org.structlearn.io.Dot;
import org.structlearn.io.GaussianNetworkJson;
import org.structlearn.io.ModelStrings;
import org.structlearn.model.GaussianMaximumLikelihoodEstimator;
import org.structlearn.model.MaximumLikelihoodEstimator;

/** Writes a learned DAG in the format its file name asks for. */
final class GraphOutput {
  private GraphOutput() {}

  static void write(Dag g, Dataset data, Path out) {
    String name = out.getFileName().toString();
    try {
      if (name.endsWith(".csv")) {
        ArcLists.write(g, out);
      } else if (name.endsWith(".txt")) {
        Files.writeString(out, ModelStrings.format(g) + "\n");
      } else if (name.endsWith(".dot")) {
        Files.writeString(out, Dot.of(g));
      } else if (name.endsWith(".bif") || name.endsWith(".bif.gz")) {
        if (!data.isAllDiscrete()) {
          throw new StructlearnException(
              "--out "
                  + out
                  + ": BIF holds discrete networks and these data have continuous "
                  + "columns; write a Gaussian network as .json");
        }
        BifWriter.write(new MaximumLikelihoodEstimator().fit(g, data), out);
      } else if (name.endsWith(".json") || name.endsWith(".json.gz")) {
        GaussianNetworkJson.write(new GaussianMaximumLikelihoodEstimator().fit(g, data), out);
      } else {
        throw new StructlearnException(
            "--out "
                + out
                + ": unknown format; end the name in .csv (arc list), .txt (model string), "
                + ".dot, .bif or .json");
      }
    } catch (IOException e) {
      throw new StructlearnException("cannot write " + out + ": " + e.getMessage(), e);
    }
  }
}
