package org.structlearn.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.structlearn.data.VariableType;
import org.structlearn.io.CsvOptions;

/**
 * The part of {@link CsvOptions} the executors need to encode rows, per column: the type the
 * options force (or null to infer it), the given level list (or null), the missing-value tokens and
 * what to do with a missing cell. Serializable, so it ships with the encoding task.
 */
record ReadSpec(
    String source,
    List<String> names,
    List<VariableType> forcedTypes,
    List<List<String>> givenLevels,
    HashSet<String> missingTokens,
    boolean dropMissing)
    implements Serializable {

  /** The spec of the columns {@code names} under {@code options}, checking the names it gives. */
  static ReadSpec of(String source, List<String> names, CsvOptions options) {
    options.requireColumns(names, source);
    List<VariableType> types = new ArrayList<>();
    List<List<String>> levels = new ArrayList<>();
    for (String name : names) {
      VariableType t = options.types().get(name);
      List<String> given = options.levels().get(name);
      if (t == null && given != null) {
        t = VariableType.DISCRETE;
      }
      types.add(t == null ? options.defaultType() : t);
      levels.add(given == null ? null : List.copyOf(given));
    }
    return new ReadSpec(
        source,
        List.copyOf(names),
        java.util.Collections.unmodifiableList(types),
        java.util.Collections.unmodifiableList(levels),
        new HashSet<>(options.missingTokens()),
        options.missing() == CsvOptions.MissingValues.DROP_ROWS);
  }

  /**
   * True if a cell is missing: one of the missing tokens unless the column's given level list names
   * it (pathfinder has a level called NA), as the CSV reader decides. Spark's null is the empty
   * cell.
   */
  boolean isMissing(int column, String cell) {
    if (!missingTokens.contains(cell)) {
      return false;
    }
    List<String> given = givenLevels.get(column);
    return given == null || !given.contains(cell);
  }
}
