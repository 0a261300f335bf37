package org.structlearn.graph;

/**
 * d-separation in a DAG (Pearl 1988) by the reachability procedure of Koller and Friedman (2009),
 * "Probabilistic Graphical Models", Algorithm 3.1 ("Bayes ball", Shachter 1998): a breadth-first
 * search over (node, direction of arrival) pairs that passes a collider only when it or one of its
 * descendants is observed. Time O(n + arcs) per query.
 */
public final class DSeparation {
  private DSeparation() {}

  /**
   * True if {@code x} and {@code y} are d-separated given {@code given}. A node that is itself in
   * {@code given} is d-separated from everything.
   *
   * @throws GraphException if {@code x == y} or an index is out of range
   */
  public static boolean isDSeparated(Dag dag, int x, int y, int... given) {
    Dags.checkNode(dag, y);
    if (x == y) {
      throw new GraphException(
          "d-separation needs two different nodes, got '" + dag.name(x) + "' twice");
    }
    return !dConnectedMask(dag, x, given)[y];
  }

  /**
   * The nodes d-connected to {@code x} given {@code given} (K&F's Reachable set), sorted ascending;
   * excludes {@code x} and the members of {@code given}. Empty if {@code x} is given.
   */
  public static int[] dConnected(Dag dag, int x, int... given) {
    return Dags.indices(dConnectedMask(dag, x, given));
  }

  private static boolean[] dConnectedMask(Dag dag, int x, int... given) {
    Dags.checkNode(dag, x);
    int n = dag.size();
    boolean[] observed = new boolean[n];
    for (int z : given) {
      Dags.checkNode(dag, z);
      observed[z] = true;
    }
    boolean[] reachable = new boolean[n];
    if (observed[x]) {
      return reachable;
    }
    // phase 1: observed nodes and their ancestors, where a v-structure is active
    boolean[] ancestorOfObserved = Dags.ancestralMask(dag, given);
    // phase 2: visited[2v] arrived from a child (moving up), visited[2v+1] from a parent (down)
    boolean[] visited = new boolean[2 * n];
    int[] queue = new int[2 * n];
    int head = 0;
    int tail = 0;
    queue[tail++] = 2 * x;
    visited[2 * x] = true;
    while (head < tail) {
      int state = queue[head++];
      int v = state >>> 1;
      boolean up = (state & 1) == 0;
      if (!observed[v]) {
        reachable[v] = true;
      }
      if (up && !observed[v]) {
        tail = push(dag.parents(v), 0, visited, queue, tail);
        tail = push(dag.children(v), 1, visited, queue, tail);
      } else if (!up) {
        if (!observed[v]) {
          tail = push(dag.children(v), 1, visited, queue, tail);
        }
        if (ancestorOfObserved[v]) {
          tail = push(dag.parents(v), 0, visited, queue, tail);
        }
      }
    }
    reachable[x] = false;
    return reachable;
  }

  private static int push(int[] nodes, int dir, boolean[] visited, int[] queue, int tail) {
    for (int u : nodes) {
      int s = 2 * u + dir;
      if (!visited[s]) {
        visited[s] = true;
        queue[tail++] = s;
      }
    }
    return tail;
  }
}
