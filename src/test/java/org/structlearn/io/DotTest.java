package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.io.graph.Dot;

class DotTest {
  @Test
  void dagPdagAndUndirectedGraph() {
    Dag d = Dag.of(List.of("a", "b \"q\"", "c"), List.of(new Arc(0, 1)));
    assertEquals(
        "digraph {\n  \"a\";\n  \"b \\\"q\\\"\";\n  \"c\";\n  \"a\" -> \"b \\\"q\\\"\";\n}\n",
        Dot.of(d));
    Pdag p = Pdag.of(List.of("x", "y", "z"), List.of(new Arc(0, 1)), List.of(new Edge(1, 2)));
    assertEquals(
        "digraph {\n  \"x\";\n  \"y\";\n  \"z\";\n  \"x\" -> \"y\";\n  \"y\" -> \"z\" [dir=none];\n}\n",
        Dot.of(p));
    assertEquals(
        "graph {\n  \"a\";\n  \"b \\\"q\\\"\";\n  \"c\";\n  \"a\" -- \"b \\\"q\\\"\";\n}\n",
        Dot.of(Dags.skeleton(d)));
    assertEquals("\"back\\\\slash\"", Dot.quote("back\\slash"));
  }
}
