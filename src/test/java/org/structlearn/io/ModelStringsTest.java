package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.CyclicGraphException;
import org.structlearn.graph.Dag;
import org.structlearn.io.graph.ArcLists;
import org.structlearn.io.graph.GraphFormatException;
import org.structlearn.io.graph.ModelStrings;

class ModelStringsTest {
  @Test
  void parsesInOrderOfAppearance() {
    Dag d = ModelStrings.parse(" [C][A|C][B|A:C]\n");
    assertEquals(List.of("C", "A", "B"), d.names());
    assertEquals(3, d.arcCount());
    assertTrue(d.hasArc(0, 2) && d.hasArc(1, 2) && d.hasArc(0, 1));
    assertEquals("[C][A|C][B|C:A]", ModelStrings.format(d));
    assertEquals(
        List.of("M. Work", "P. Work"), ModelStrings.parse("[M. Work][P. Work|M. Work]").names());
  }

  /**
   * Round trip on every true network bnlearn exported (model strings from bnlearn's modelstring()).
   */
  @Test
  void roundTripsEveryBnlearnTruth() throws IOException {
    List<Path> files;
    try (Stream<Path> a = Files.list(DataLocation.resolve("bnlearn"));
        Stream<Path> b = Files.list(DataLocation.resolve("bnlearn/baseline"))) {
      files =
          Stream.concat(a, b)
              .filter(p -> p.toString().matches(".*\\.truth\\.modelstring\\.txt(\\.gz)?"))
              .sorted()
              .toList();
    }
    assertEquals(10, files.size()); // 8 in bnlearn/, andes and pathfinder in baseline/
    for (Path f : files) {
      String text = TextFiles.read(f).strip();
      Dag d = ModelStrings.parse(text);
      assertEquals(d, ModelStrings.parse(ModelStrings.format(d)), f.toString());
      Path arcs = Path.of(f.toString().replace(".modelstring.txt", ".arcs.csv"));
      Dag fromArcs = ArcLists.readDag(arcs, d.names());
      assertEquals(d, fromArcs, f.toString());
    }
  }

  private static GraphFormatException bad(String text) {
    return assertThrows(GraphFormatException.class, () -> ModelStrings.parse(text));
  }

  @Test
  void malformedTextNamesThePosition() {
    assertEquals(5, bad("[A][B|C]").position() - 2); // parent C starts at position 7
    assertEquals(4, bad("[A]x[B]").position());
    assertEquals(4, bad("[A][B|A").position());
    assertEquals(4, bad("[A][A]").position() - 1);
    assertEquals(2, bad("[|B]").position());
    assertEquals(1, bad("   ").position());
    assertEquals(9, bad("[A][B|A:A]").position());
    assertEquals(6, bad("[A][B[C]").position());
    GraphFormatException e = bad("[A][B|C]");
    assertTrue(
        e.getMessage().contains("position 7") && e.getMessage().contains("[C]"), e.getMessage());
    assertThrows(CyclicGraphException.class, () -> ModelStrings.parse("[A|B][B|A]"));
    Dag colon = Dag.builder(List.of("a:b", "c")).addArc("a:b", "c").build();
    assertThrows(GraphFormatException.class, () -> ModelStrings.format(colon));
  }
}
