package org.structlearn.graph;

/**
 * An undirected edge between two nodes, by index, stored with {@code a < b}.
 *
 * @param a the smaller node index
 * @param b the larger node index
 */
public record Edge(int a, int b) implements Comparable<Edge> {
  public Edge {
    if (a == b) {
      throw new GraphException("an edge cannot join node " + a + " to itself");
    }
    if (a > b) {
      int t = a;
      a = b;
      b = t;
    }
  }

  @Override
  public int compareTo(Edge o) {
    return a != o.a ? Integer.compare(a, o.a) : Integer.compare(b, o.b);
  }
}
