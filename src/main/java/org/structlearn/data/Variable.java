package org.structlearn.data;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;

/**
 * A named column of a {@link Dataset}: discrete with an ordered list of level names, or continuous.
 *
 * <p>The order of {@link #levels()} is the order of the codes stored in the data set (code {@code
 * i} means level {@code levels().get(i)}), as R's factor levels are for bnlearn.
 *
 * @param name the column name, unique within a data set
 * @param type discrete or continuous
 * @param levels the level names in code order; empty for a continuous variable
 */
public record Variable(String name, VariableType type, List<String> levels) {

  public Variable {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    levels = List.copyOf(levels);
    if (name.isEmpty()) {
      throw new DataException("a variable name must not be empty");
    }
    if (type == VariableType.CONTINUOUS && !levels.isEmpty()) {
      throw new DataException("continuous variable '" + name + "' cannot have levels");
    }
    if (type == VariableType.DISCRETE) {
      if (levels.isEmpty()) {
        throw new DataException("discrete variable '" + name + "' needs at least one level");
      }
      if (new HashSet<>(levels).size() != levels.size()) {
        throw new DataException(
            "discrete variable '" + name + "' lists a level twice: " + levels + "; list each once");
      }
    }
  }

  /** A discrete variable with the given levels in code order. */
  public static Variable discrete(String name, List<String> levels) {
    return new Variable(name, VariableType.DISCRETE, levels);
  }

  /** A continuous (real-valued) variable. */
  public static Variable continuous(String name) {
    return new Variable(name, VariableType.CONTINUOUS, List.of());
  }

  public boolean isDiscrete() {
    return type == VariableType.DISCRETE;
  }

  /** Number of levels of a discrete variable (its cardinality); 0 for a continuous one. */
  public int cardinality() {
    return levels.size();
  }

  /** The code of a level name, or -1 if the variable has no such level. */
  public int codeOf(String level) {
    return levels.indexOf(level);
  }

  @Override
  public String toString() {
    return isDiscrete() ? name + " " + levels : name + " (continuous)";
  }
}
