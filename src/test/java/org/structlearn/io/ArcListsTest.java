package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.io.graph.ArcLists;
import org.structlearn.io.graph.GraphFormatException;

class ArcListsTest {
  @Test
  void pairInBothDirectionsIsOneUndirectedEdge() {
    Pdag p = ArcLists.parsePdag("from,to\nA,B\nB,C\nC,B\n\n");
    assertEquals(List.of("A", "B", "C"), p.names());
    assertEquals(List.of(new Arc(0, 1)), p.arcs());
    assertEquals(List.of(new Edge(1, 2)), p.edges());
  }

  @Test
  void explicitNodeListKeepsIsolatedNodesAndOrder() {
    Pdag p = ArcLists.parsePdag("from,to\nA,B\n", List.of("Z", "B", "A"));
    assertEquals(List.of("Z", "B", "A"), p.names());
    assertTrue(p.hasArc(2, 1));
  }

  @Test
  void roundTripWithUndirectedEdgesAndAwkwardNames(@TempDir Path dir) throws IOException {
    List<String> names = List.of("plain", "with,comma", "with \"quote\"", "M. Work");
    Pdag p = Pdag.of(names, List.of(new Arc(0, 1), new Arc(3, 1)), List.of(new Edge(0, 2)));
    Path f = dir.resolve("g.arcs.csv");
    ArcLists.write(p, f);
    assertEquals(p, ArcLists.readPdag(f, names));
    String text = Files.readString(f);
    assertTrue(text.startsWith("from,to\n"));
    assertTrue(text.contains("plain,\"with \"\"quote\"\"\"\n\"with \"\"quote\"\"\",plain\n"), text);
    Dag d = Dag.of(names, List.of(new Arc(0, 1), new Arc(2, 1)));
    ArcLists.write(d, f);
    assertEquals(d, ArcLists.readDag(f, names));
    assertEquals(d, ArcLists.parseDag(ArcLists.format(d), names));
  }

  private static GraphFormatException bad(String text) {
    return assertThrows(GraphFormatException.class, () -> ArcLists.parsePdag(text));
  }

  @Test
  void malformedListsNameTheLine() {
    assertEquals(1, bad("source,target\nA,B\n").line());
    assertEquals(3, bad("from,to\nA,B\nA,B,C\n").line());
    assertEquals(3, bad("from,to\nA,B\nA,B\n").line());
    assertEquals(2, bad("from,to\nA,A\n").line());
    assertEquals(2, bad("from,to\n\"A,B\n").line());
    assertEquals(1, bad("").line());
    GraphFormatException unknown =
        assertThrows(
            GraphFormatException.class,
            () -> ArcLists.parsePdag("from,to\nA,B\nA,Q\n", List.of("A", "B")));
    assertEquals(3, unknown.line());
    assertTrue(unknown.getMessage().contains("'Q'"), unknown.getMessage());
    GraphFormatException undirected =
        assertThrows(GraphFormatException.class, () -> ArcLists.parseDag("from,to\nA,B\nB,A\n"));
    assertTrue(undirected.getMessage().contains("both directions"), undirected.getMessage());
    GraphFormatException cyclic =
        assertThrows(
            GraphFormatException.class, () -> ArcLists.parseDag("from,to\nA,B\nB,C\nC,A\n"));
    assertTrue(cyclic.getMessage().contains("cycle"), cyclic.getMessage());
  }
}
