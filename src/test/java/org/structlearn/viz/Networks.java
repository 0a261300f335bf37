package org.structlearn.viz;

import org.structlearn.graph.Dag;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.BifReader;

/** The shared benchmark networks' DAGs, read from the data folder. */
final class Networks {
  private Networks() {}

  static Dag dag(String name) {
    return BifReader.read(DataLocation.resolve("bif/" + name + ".bif.gz")).dag();
  }
}
