package org.structlearn.cli;

import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;

/** Learners the command line builds by name. */
final class Learners {
  private Learners() {}

  static LearnResult exhaustive(SearchOptions options, Dataset data) {
    throw new StructlearnException("exhaustive search is not available in this build");
  }
}
