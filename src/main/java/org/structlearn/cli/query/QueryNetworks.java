package org.structlearn.cli.query;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.cli.SampleCommand;
import org.structlearn.inference.Evidence;
import org.structlearn.inference.Observation;
import org.structlearn.inference.Query;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.io.network.UaiReader;

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

  /**
   * Refuses a conditional Gaussian (mixed) network's JSON for {@code command}, which takes discrete
   * and linear Gaussian networks only, saying what does take it.
   */
  static void refuseConditionalGaussian(Path file, String network, String command) {
    if (kind(file) == Kind.GAUSSIAN
        && org.structlearn.io.network.CgNetworkJson.holdsConditionalGaussian(file)) {
      throw new StructlearnException(
          "--network "
              + network
              + " is a conditional Gaussian (mixed) network; "
              + command
              + " takes discrete (BIF) and linear Gaussian (JSON) networks. For mixed data, impute"
              + " fills missing cells and sample draws rows from such a network");
    }
  }

  /** A query on the network named by {@code --network}. */
  static Query query(String network) {
    Path file = SampleCommand.resolveNetwork(network);
    refuseConditionalGaussian(file, network, "query");
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
  static Evidence evidence(String hard, List<String> soft) {
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

  /**
   * Checks the evidence of a query against its network before anything is computed, so that an
   * unknown name or level is reported against the option that gave it ({@code --evidence} or {@code
   * --likelihood}) with the valid names or levels listed.
   *
   * @throws StructlearnException naming the option, the item and what would be valid
   */
  static void checkEvidence(Query q) {
    for (Map.Entry<String, Observation> o : q.evidence().observations().entrySet()) {
      String option =
          o.getValue() instanceof Observation.Likelihood ? "--likelihood" : "--evidence";
      String name = o.getKey();
      checkName(q.variables(), option, name);
      if (!q.isDiscrete()) {
        continue;
      }
      List<String> levels = q.levels(name);
      java.util.Collection<String> named =
          o.getValue() instanceof Observation.Likelihood l
              ? l.weights().keySet()
              : List.of(o.getValue().toString());
      for (String level : named) {
        if (!levels.contains(level)) {
          throw new StructlearnException(
              option
                  + ": "
                  + name
                  + " has no level '"
                  + level
                  + "'; its levels are "
                  + String.join(", ", levels));
        }
      }
    }
  }

  /**
   * Checks that every name given to an option is a variable of the query's network.
   *
   * @throws StructlearnException naming the option and listing the variables
   */
  static void checkNames(Query q, String option, String... names) {
    for (String n : names) {
      checkName(q.variables(), option, n);
    }
  }

  /**
   * Checks that a name given to an option is one of a network's variables.
   *
   * @throws StructlearnException naming the option, suggesting a name that differs only in case and
   *     listing the variables
   */
  static void checkName(List<String> all, String option, String name) {
    if (all.contains(name)) {
      return;
    }
    String hint = "";
    for (String v : all) {
      if (v.equalsIgnoreCase(name)) {
        hint = " (names are case-sensitive: did you mean '" + v + "'?)";
      }
    }
    String list =
        all.size() <= 60
            ? String.join(", ", all)
            : String.join(", ", all.subList(0, 60)) + " and " + (all.size() - 60) + " more";
    throw new StructlearnException(
        option
            + ": the network has no variable '"
            + name
            + "'"
            + hint
            + "; its variables are "
            + list);
  }

  /**
   * Checks that a data file has a column for every variable of the network (the target of {@code
   * predict} excepted), as bnlearn's {@code predict} and {@code impute} do: a column the file lacks
   * would otherwise be silently treated as unobserved in every row.
   *
   * @throws StructlearnException naming {@code --data}, the file, the variables without a column
   *     and the file's columns
   */
  static void checkColumns(
      java.nio.file.Path data, List<String> columns, List<String> variables, String exempt) {
    List<String> absent = new java.util.ArrayList<>();
    for (String v : variables) {
      if (!v.equals(exempt) && !columns.contains(v)) {
        absent.add(v);
      }
    }
    if (absent.isEmpty()) {
      return;
    }
    throw new StructlearnException(
        "--data: "
            + data
            + " has no column for "
            + (absent.size() <= 20
                ? String.join(", ", absent)
                : String.join(", ", absent.subList(0, 20))
                    + " and "
                    + (absent.size() - 20)
                    + " more")
            + " (its columns are "
            + String.join(", ", columns.size() <= 30 ? columns : columns.subList(0, 30))
            + (columns.size() > 30 ? ", ..." : "")
            + "); name the columns as the network's variables, and add a column of NA cells for a"
            + " variable that was not measured");
  }
}
