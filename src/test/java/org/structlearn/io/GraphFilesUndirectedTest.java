package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdags;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.graph.Dot;
import org.structlearn.io.graph.GraphFile;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.io.graph.GraphFormat;
import org.structlearn.io.graph.GraphFormatException;

/** {@link GraphFiles} on the undirected formats: Matrix Market, GML, UAI, DOT {@code graph}. */
class GraphFilesUndirectedTest {
  @TempDir Path dir;

  @Test
  void readsTheSeedsNetworksGzipped() {
    GraphFile karate = GraphFiles.load(DataLocation.resolve("networks/karate.mtx"));
    assertEquals(GraphFormat.MATRIX_MARKET, karate.format());
    assertTrue(karate.undirected() && karate.listsEveryNode());
    assertEquals(34, karate.graph().size());
    assertEquals(78, karate.graph().edges().size());
    assertTrue(karate.graph().arcs().isEmpty());
    GraphFile dolphins = GraphFiles.load(DataLocation.resolve("networks/dolphins.gml"));
    assertEquals(GraphFormat.GML, dolphins.format());
    assertEquals(159, dolphins.graph().edges().size());
    assertTrue(dolphins.undirected());
  }

  @Test
  void uaiGivesItsGraphAndDotGraphRoundTrips() throws IOException {
    Path uai = dir.resolve("n.uai");
    Files.writeString(uai, "MARKOV\n3\n2 2 2\n2\n2 0 1\n2 1 2\n4\n1 2 3 4\n4\n1 1 1 2\n");
    GraphFile u = GraphFiles.load(uai);
    assertEquals(GraphFormat.UAI, u.format());
    assertEquals(List.of("X1", "X2", "X3"), u.names());
    assertEquals(2, u.graph().edges().size());
    UndirectedGraph g =
        UndirectedGraph.of(List.of("a", "b c", "d", "e"), List.of(new Edge(0, 1), new Edge(1, 2)));
    Path dot = dir.resolve("g.gv");
    Files.writeString(dot, Dot.of(g));
    GraphFile d = GraphFiles.load(dot);
    assertTrue(d.undirected());
    assertTrue(d.listsEveryNode(), "Dot declares every node, the isolated e too");
    assertEquals(g, Pdags.skeleton(d.graph()));
    Files.writeString(dir.resolve("di.dot"), "digraph { a -> b }");
    assertFalse(GraphFiles.load(dir.resolve("di.dot")).undirected());
  }

  @Test
  void malformedFilesNameTheFileAndLine() throws IOException {
    Path mtx = dir.resolve("bad.mtx");
    Files.writeString(mtx, "%%MatrixMarket matrix coordinate pattern symmetric\n3 3 1\n4 1\n");
    GraphFormatException e = assertThrows(GraphFormatException.class, () -> GraphFiles.load(mtx));
    assertTrue(e.getMessage().contains("bad.mtx") && e.getMessage().contains("3"), e.getMessage());
  }
}
