package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.graph.GmlReader;
import org.structlearn.io.graph.GraphFormatException;
import org.structlearn.io.graph.MatrixMarketReader;

class NetworkReadersTest {
  @Test
  void shippedNetworksHaveTheirEdgeCounts() {
    assertEquals(78, mtx("karate").edgeCount());
    assertEquals(34, mtx("karate").size());
    assertEquals(159, mtx("dolphins").edgeCount());
    assertEquals(124, mtx("curtis54").edgeCount());
    assertEquals(127, mtx("will57").edgeCount());
  }

  @Test
  void gmlDolphinsHasTheSameEdgesAsTheMatrixMarketFile() {
    UndirectedGraph gml = GmlReader.read(DataLocation.resolve("networks/dolphins.gml"));
    UndirectedGraph mtx = mtx("dolphins");
    assertEquals(mtx.edges(), gml.edges(), "GML id = mtx index - 1");
    assertEquals("Beak", gml.name(0));
  }

  @Test
  void matrixMarketSymmetrisesAndDropsTheDiagonal() {
    String text =
        "%%MatrixMarket matrix coordinate real general\n% comment\n3 3 5\n1 1 2.0\n2 1 1\n1 2 1\n"
            + "3 2 0.5\n3 3 1\n";
    UndirectedGraph g = MatrixMarketReader.parse(text, "t.mtx");
    assertEquals(2, g.edgeCount());
    assertTrue(g.isAdjacent(0, 1));
    assertTrue(g.isAdjacent(1, 2));
    assertFalse(g.isAdjacent(0, 2));
    assertEquals(List.of("X1", "X2", "X3"), g.names());
  }

  @Test
  void malformedMatrixMarketNamesTheLine() {
    String head = "%%MatrixMarket matrix coordinate pattern symmetric\n";
    assertLine(1, () -> MatrixMarketReader.parse("hello\n", "a.mtx"));
    assertLine(1, () -> MatrixMarketReader.parse(head.replace("coordinate", "array"), "a.mtx"));
    assertLine(2, () -> MatrixMarketReader.parse(head + "3 4 1\n1 2\n", "a.mtx"));
    assertLine(4, () -> MatrixMarketReader.parse(head + "3 3 2\n1 2\n1 x\n", "a.mtx"));
    assertLine(3, () -> MatrixMarketReader.parse(head + "3 3 1\n4 1\n", "a.mtx"));
    assertLine(4, () -> MatrixMarketReader.parse(head + "3 3 1\n2 1\n3 1\n", "a.mtx"));
    GraphFormatException e =
        assertThrows(
            GraphFormatException.class,
            () -> MatrixMarketReader.parse(head + "3 3 2\n2 1\n", "a.mtx"));
    assertTrue(e.getMessage().startsWith("a.mtx"), e.getMessage());
    assertTrue(e.getMessage().contains("declares 2 entries"), e.getMessage());
  }

  @Test
  void gmlWithoutLabelsUsesIdsAndDropsSelfLoops() {
    String text =
        "Creator \"x\"\ngraph [\n  directed 0\n  node [ id 1 graphics [ x 1.5 ] ]\n"
            + "  node [ id 0 ]\n  edge [ source 0 target 1 ]\n  edge [ source 1 target 0 ]\n"
            + "  edge [ source 1 target 1 ]\n]\n";
    UndirectedGraph g = GmlReader.parse(text, "t.gml");
    assertEquals(List.of("X1", "X2"), g.names());
    assertEquals(1, g.edgeCount());
  }

  @Test
  void malformedGmlNamesTheLine() {
    assertLine(
        3, () -> GmlReader.parse("graph [\n node [ id 0 ]\n edge [ source 0 target 5 ]\n]", "g"));
    assertLine(2, () -> GmlReader.parse("graph [\n node [ label \"a\" ]\n]", "g"));
    assertLine(3, () -> GmlReader.parse("graph [\n node [ id 0 ]\n node [ id 0 ]\n]", "g"));
    assertLine(2, () -> GmlReader.parse("graph [\n directed 1\n]", "g"));
    assertLine(2, () -> GmlReader.parse("graph [\n node [ id @ ]\n]", "g"));
    assertLine(3, () -> GmlReader.parse("graph [\n node [ id 0 \n", "g"));
    assertLine(
        3, () -> GmlReader.parse("graph [\n node [ id 0 label \"a\" ]\n node [ id 1 ]\n]", "g"));
    assertThrows(GraphFormatException.class, () -> GmlReader.parse("node [ id 0 ]", "g"));
  }

  private static UndirectedGraph mtx(String name) {
    return MatrixMarketReader.read(DataLocation.resolve("networks/" + name + ".mtx"));
  }

  private static void assertLine(int line, org.junit.jupiter.api.function.Executable parse) {
    GraphFormatException e = assertThrows(GraphFormatException.class, parse);
    assertEquals(line, e.line(), e.getMessage());
  }
}
