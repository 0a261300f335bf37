package org.structlearn.io.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Cpdags;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;
import org.structlearn.graph.Edge;
import org.structlearn.graph.Pdag;
import org.structlearn.graph.RandomDags;

class DotReaderTest {
  @TempDir Path dir;

  private static Pdag parse(String text) {
    return DotReader.parse(text, "g.dot");
  }

  private static GraphFormatException bad(String text) {
    return assertThrows(GraphFormatException.class, () -> parse(text));
  }

  @Test
  void roundTripsWhatDotWritesForDagsAndPdags() {
    Random rnd = new Random(7);
    for (int t = 0; t < 30; t++) {
      Dag d = RandomDags.erdosRenyi(1 + rnd.nextInt(9), 0.4, rnd.nextLong());
      assertEquals(Pdag.of(d), parse(Dot.of(d)), Dot.of(d));
      Pdag cpdag = Cpdags.of(d);
      assertEquals(cpdag, parse(Dot.of(cpdag)), Dot.of(cpdag));
    }
    Dag odd =
        Dag.of(
            List.of("a b", "q\"uote", "back\\slash", "line\nbreak", "é", "node", "x"),
            List.of(new Arc(0, 1), new Arc(1, 2), new Arc(3, 4), new Arc(5, 2)));
    assertEquals(Pdag.of(odd), parse(Dot.of(odd)));
    Pdag skeleton = parse(Dot.of(Dags.skeleton(odd)));
    assertEquals(odd.names(), skeleton.names());
    assertEquals(4, skeleton.edges().size());
    assertTrue(skeleton.arcs().isEmpty());
  }

  @Test
  void readsPlainFiles() {
    Pdag p =
        parse(
            "# made by hand\n"
                + "/* a comment */ strict digraph \"my graph\" {\n"
                + "  graph [rankdir=LR]; node [shape=box] edge [color=red]\n"
                + "  rankdir = TB\n"
                + "  a -> b -> c [label=\"x\", weight=2]  // a chain\n"
                + "  d\n"
                + "  e [label=<<b>E</b>>];\n"
                + "  c:port:n -> e\n"
                + "  b -> f [dir=back]; g -> h [dir=none]\n"
                + "}\n");
    assertEquals(List.of("a", "b", "c", "d", "e", "f", "g", "h"), p.names());
    assertEquals(
        List.of(new Arc(0, 1), new Arc(1, 2), new Arc(2, 4), new Arc(5, 1)),
        p.arcs().stream().sorted().toList());
    assertEquals(List.of(new Edge(6, 7)), p.edges());
    Pdag u = parse("graph { a -- b; b -- c -- a; d }");
    assertEquals(List.of("a", "b", "c", "d"), u.names());
    assertEquals(3, u.edges().size());
    Pdag both = parse("digraph { 1 -> 2; 2 -> 1; -3.5 -> 1 }");
    assertEquals(List.of(new Edge(0, 1)), both.edges());
    assertEquals(List.of(new Arc(2, 0)), both.arcs());
    assertEquals(List.of("a"), parse("DiGraph{\"a\" + \"\"}").names());
  }

  @Test
  void readsSubgraphsAndClusters() {
    Pdag p =
        parse(
            "digraph {\n"
                + "  subgraph cluster_0 { edge [dir=none]; a -> b; c }\n"
                + "  a -> { d e }\n"
                + "  { rank=same; f } -> subgraph s { g }\n"
                + "}");
    assertEquals(List.of("a", "b", "c", "d", "e", "f", "g"), p.names());
    assertEquals(List.of(new Edge(0, 1)), p.edges());
    assertEquals(List.of(new Arc(0, 3), new Arc(0, 4), new Arc(5, 6)), p.arcs());
  }

  @Test
  void tellsWhichNodesHaveNodeStatements() {
    DotReader.Parsed p = DotReader.parseDetailed("digraph { a; a -> b; { c } }", "g.dot");
    assertEquals(List.of("b"), p.undeclared());
    assertTrue(p.directed());
    assertTrue(DotReader.looksLikeDot("// x\n  digraph{}"));
    assertTrue(DotReader.looksLikeDot("STRICT graph {"));
    assertFalse(DotReader.looksLikeDot("from,to\ngraph,b\n"));
    assertFalse(DotReader.looksLikeDot("[A][B|A]"));
  }

  @Test
  void errorsNameTheFileLineAndColumn() {
    GraphFormatException e = bad("digraph {\n  a -> b;\n  b -- c;\n}");
    assertEquals("g.dot", e.source());
    assertEquals(3, e.line());
    assertEquals(5, e.position());
    assertTrue(e.getMessage().startsWith("g.dot, line 3, column 5: "), e.getMessage());
    assertTrue(e.getMessage().contains("digraph"), e.getMessage());
    e = bad("graph {\n a -> b }");
    assertEquals(2, e.line());
    assertEquals(4, e.position());
    assertEquals(1, bad("digraf { }").line());
    assertEquals(1, bad("digraph {\n a -> b").line()); // the '{' never closed
    assertEquals(3, bad("digraph {\n a\n \"b }").line());
    assertEquals(2, bad("digraph {\n a -> a }").line());
    assertEquals(2, bad("digraph {\n/* open\n}").line());
    assertEquals(2, bad("digraph {\n a -> b [dir=both] }").line());
    assertEquals(2, bad("digraph {\n a -> b [dir none] }").line());
    assertEquals(3, bad("digraph {\n a -> b\n a -> b [dir=none] }").line());
    assertEquals(2, bad("digraph {\n node }").line());
    assertEquals(2, bad("digraph {\n 2a -> b }").line());
    assertEquals(2, bad("digraph { }\n graph { }").line());
    assertEquals(2, bad("digraph {\n a ! b }").line());
    assertEquals(1, bad("").line());
  }

  @Test
  void graphFilesReadsDotByExtensionAndByContent() throws IOException {
    Path gv = dir.resolve("g.gv");
    Files.writeString(gv, "digraph { a -> b }");
    GraphFile f = GraphFiles.load(gv);
    assertEquals(GraphFormat.DOT, f.format());
    assertFalse(f.listsEveryNode());
    Path txt = dir.resolve("g.txt");
    Files.writeString(txt, Dot.of(Dag.of(List.of("a", "b", "c"), List.of(new Arc(0, 1)))));
    GraphFile g = GraphFiles.load(txt);
    assertEquals(GraphFormat.DOT, g.format());
    assertTrue(g.listsEveryNode());
    assertEquals(3, g.dag().size());
    GraphFormatException e =
        assertThrows(
            GraphFormatException.class,
            () -> GraphFiles.load(write("x.dot", "digraph {\n a -- b }")));
    assertTrue(
        e.getMessage().startsWith(dir.resolve("x.dot") + ", line 2, column 4: "), e.getMessage());
  }

  /** Found by DotPropertiesTest: deep nesting overflowed the stack instead of failing clearly. */
  @Test
  void deeplyNestedSubgraphsAreRefusedNotAStackOverflow() {
    String open = "{".repeat(5000);
    GraphFormatException e =
        assertThrows(
            GraphFormatException.class,
            () -> DotReader.parse("digraph{" + open + " a -> b }", "deep.dot"));
    assertTrue(e.getMessage().contains("nested more than"), e.getMessage());
    assertEquals(2, DotReader.parse("digraph{{{{ a -> b }}}}", "ok.dot").size());
  }

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }
}
