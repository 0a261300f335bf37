package org.structlearn.graph;

/**
 * A directed arc between two nodes, by index.
 *
 * @param from the tail (parent)
 * @param to the head (child)
 */
public record Arc(int from, int to) implements Comparable<Arc> {
  @Override
  public int compareTo(Arc o) {
    return from != o.from ? Integer.compare(from, o.from) : Integer.compare(to, o.to);
  }

  public Arc reversed() {
    return new Arc(to, from);
  }
}
