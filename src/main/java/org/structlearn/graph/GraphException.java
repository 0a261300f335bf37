package org.structlearn.graph;

import org.structlearn.StructlearnException;

/** An impossible graph: an unknown node, a self loop, a duplicate node name. */
public class GraphException extends StructlearnException {
  public GraphException(String message) {
    super(message);
  }
}
