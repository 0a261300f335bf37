package org.structlearn.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.structlearn.io.DataLocation;

/**
 * Where an input file option points: the path as given if it exists (or is absolute), else the same
 * name under the data folders ({@code $STRUCTLEARN_DATA}, then the project's {@code data/}), where
 * {@code networks/karate.mtx} is {@code data/networks/karate.mtx.gz}; else the path as given, whose
 * reading then fails naming it. {@code --data}, {@code --levels}, {@code --graph}, {@code --true},
 * {@code --learned}, {@code --markov} and {@code --start} are all looked up this way.
 */
final class InputFiles {
  private InputFiles() {}

  /** The file {@code p} names, looked up as the class comment says. */
  static Path find(Path p) {
    if (p == null || Files.exists(p) || p.isAbsolute()) {
      return p;
    }
    return DataLocation.find(p.toString()).orElse(p);
  }
}
