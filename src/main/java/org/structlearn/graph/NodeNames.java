package org.structlearn.graph;

import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** An immutable list of distinct node names with a name-to-index map; shared by the graph types. */
public final class NodeNames {
  private final List<String> names;
  private final Map<String, Integer> index;

  public NodeNames(List<String> names) {
    this.names = List.copyOf(names);
    Map<String, Integer> idx = new HashMap<>();
    for (int i = 0; i < this.names.size(); i++) {
      String n = this.names.get(i);
      if (n.isEmpty()) {
        throw new GraphException("node " + (i + 1) + " has an empty name");
      }
      if (idx.put(n, i) != null) {
        throw new GraphException(
            "node name '" + n + "' appears twice; node names must be distinct");
      }
    }
    this.index = Collections.unmodifiableMap(idx);
  }

  public List<String> list() {
    return names;
  }

  public int size() {
    return names.size();
  }

  public String get(int i) {
    return names.get(i);
  }

  /** Index of a name, or -1. */
  public int indexOf(String name) {
    Integer i = index.get(name);
    return i == null ? -1 : i;
  }

  /** Index of a name; fails with a message naming it if there is no such node. */
  public int require(String name) {
    int i = indexOf(name);
    if (i < 0) {
      throw new GraphException("the graph has no node '" + name + "'; nodes are " + names);
    }
    return i;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NodeNames n && names.equals(n.names);
  }

  @Override
  public int hashCode() {
    return names.hashCode();
  }
}
