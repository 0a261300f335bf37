package org.structlearn.cli;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.inference.Evidence;
import org.structlearn.inference.Observation;
import org.structlearn.inference.Query;
import org.structlearn.io.BifReader;
import org.structlearn.io.GaussianNetworkJson;
import org.structlearn.io.UaiReader;

/**
 * What the {@code query}, {@code predict} and {@code impute} commands share: the network of {@code
 * --network} (BIF: a discrete Bayesian network; JSON: a linear Gaussian one; UAI: a Markov
 * network), found by path or by name in the data folders, and the evidence of {@code --evidence}
 * and {@code --likelihood}.
 */
final class QueryNetworks {
  private QueryNetworks() {}

  /** The kind of network a file holds, by its name. */
  enum Kind {
    BIF,
    GAUSSIAN,
    UAI
  }

  static Kind kind(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.matches(".*\\.json(\\.gz)?")) {
      return Kind.GAUSSIAN;
    }
    if (name.matches(".*\\.uai(\\.gz)?")) {
      return Kind.UAI;
    }
    return Kind.BIF;
  }

  /** A query on the network named by {@code --network}. */
  static Query query(String network) {
    Path file = SampleCommand.resolveNetwork(network);
    return switch (kind(file)) {
      case GAUSSIAN -> Query.on(GaussianNetworkJson.read(file));
      case UAI -> Query.on(UaiReader.read(file));
      case BIF -> Query.on(BifReader.read(file));
    };
  }

  /**
   * The evidence of {@code --evidence "A=a,B=b"} and of each {@code --likelihood "X:a=0.8,b=0.2"}.
   *
   * @throws StructlearnException naming the option and the item that does not read
   */
  static Evidence evidence(String hard, java.util.List<String> soft) {
    Evidence e;
    try {
      e = Evidence.parse(hard);
    } catch (IllegalArgumentException ex) {
      throw new StructlearnException("--evidence: " + ex.getMessage());
    }
    if (soft == null) {
      return e;
    }
    for (String item : soft) {
      int colon = item.indexOf(':');
      if (colon <= 0) {
        throw new StructlearnException(
            "--likelihood '"
                + item
                + "' is not VARIABLE:level=weight,...; write e.g. \"XRay:positive=0.8,negative=0.2\"");
      }
      Map<String, Double> weights = new LinkedHashMap<>();
      for (String part : item.substring(colon + 1).split(",", -1)) {
        int eq = part.indexOf('=');
        double w;
        try {
          w = Double.parseDouble(part.substring(eq + 1).trim());
        } catch (RuntimeException ex) {
          throw new StructlearnException(
              "--likelihood '"
                  + item
                  + "': '"
                  + part
                  + "' is not level=weight with a number as weight");
        }
        if (eq <= 0) {
          throw new StructlearnException(
              "--likelihood '" + item + "': '" + part + "' is not level=weight");
        }
        weights.put(part.substring(0, eq).trim(), w);
      }
      try {
        e = e.with(item.substring(0, colon).trim(), new Observation.Likelihood(weights));
      } catch (IllegalArgumentException ex) {
        throw new StructlearnException("--likelihood '" + item + "': " + ex.getMessage());
      }
    }
    return e;
  }
}
