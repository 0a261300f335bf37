package org.structlearn.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;

/** Checks shared by the commands. */
final class Commands {
  private Commands() {}

  /**
   * The data's columns for the graph's nodes, in the graph's order.
   *
   * @throws StructlearnException naming every node the data lack
   */
  static Dataset columnsOf(Dataset data, List<String> nodes, Path graph) {
    List<String> missing = new ArrayList<>();
    for (String v : nodes) {
      if (data.indexOf(v) < 0) {
        missing.add(v);
      }
    }
    if (!missing.isEmpty()) {
      throw new StructlearnException(
          "the graph "
              + graph
              + " names variable(s) "
              + missing
              + " that the data lack; the data's "
              + "columns are "
              + data.names()
              + " (check the spelling, or use matching files)");
    }
    return data.select(nodes);
  }
}
