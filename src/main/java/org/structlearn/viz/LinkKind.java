package org.structlearn.viz;

/**
 * How two nodes {@code a < b} are linked in one graph, seen from {@code a}: the named form of the
 * codes {@link org.structlearn.graph.Pdag#link(int, int)} returns (0, 1, 2, 3).
 */
public enum LinkKind {
  /** Not linked (code 0). */
  NONE,
  /** An arc {@code a -> b} (code 1). */
  FORWARD,
  /** An arc {@code b -> a} (code 2). */
  BACKWARD,
  /** An undirected edge {@code a - b} (code 3). */
  UNDIRECTED;

  /** The kind of a {@code Pdag.link} code. */
  public static LinkKind ofCode(int code) {
    return switch (code) {
      case 0 -> NONE;
      case 1 -> FORWARD;
      case 2 -> BACKWARD;
      case 3 -> UNDIRECTED;
      default -> throw new IllegalArgumentException("a link code is 0, 1, 2 or 3, was " + code);
    };
  }

  /** True for {@link #FORWARD} and {@link #BACKWARD}. */
  public boolean directed() {
    return this == FORWARD || this == BACKWARD;
  }
}
