package org.structlearn.search;

/**
 * One local change of a DAG: add, delete or reverse the arc {@code from -> to}, by column index.
 *
 * @param type what is done to the arc
 * @param from the tail of the arc as it is before the move
 * @param to the head of the arc as it is before the move
 */
public record Move(MoveType type, int from, int to) {
  /** The move that undoes this one. */
  public Move inverse() {
    return switch (type) {
      case ADD -> new Move(MoveType.DELETE, from, to);
      case DELETE -> new Move(MoveType.ADD, from, to);
      case REVERSE -> new Move(MoveType.REVERSE, to, from);
    };
  }

  /** e.g. {@code add A -> B}. */
  public String describe(java.util.List<String> names) {
    return type.name().toLowerCase(java.util.Locale.ROOT)
        + " "
        + names.get(from)
        + " -> "
        + names.get(to);
  }
}
