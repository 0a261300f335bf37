package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.StructlearnException;
import org.structlearn.graph.CyclicGraphException;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.graph.GmlReader;
import org.structlearn.io.graph.GraphFormatException;
import org.structlearn.io.graph.MatrixMarketReader;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.UaiReader;

/**
 * Issue 25: small files that declare huge sizes fail with the file, the line and the size they
 * declare, before anything of that size is allocated; nesting deep enough to overflow the stack, a
 * second graph and an all-zero factor are refused by name.
 */
class HostileFilesTest {
  private static void fails(Runnable read, int line, String... fragments) {
    StructlearnException e = assertThrows(StructlearnException.class, read::run);
    for (String f : fragments) {
      assertTrue(e.getMessage().contains(f), e.getMessage());
    }
    if (e instanceof GraphFormatException g && line > 0) {
      assertEquals(line, g.line(), e.getMessage());
    }
  }

  @Test
  void uaiCountsAreCheckedAgainstTheFileBeforeAllocating() {
    fails(
        () -> UaiReader.parse("MARKOV\n2000000000\n2 2\n0\n", "u.uai", null),
        2,
        "u.uai",
        "declares 2000000000 variables",
        "only 3 numbers follow");
    fails(
        () -> UaiReader.parse("MARKOV\n1\n2\n2147483647\n1 0\n", "f.uai", null),
        4,
        "2147483647 factors");
    fails(
        () ->
            UaiReader.parse("MARKOV\n4\n65536 65536 65536 65536\n1\n4 0 1 2 3\n0\n", "t.uai", null),
        6,
        "factor 0",
        "1.845e+19 entries");
    fails(
        () -> UaiReader.parse("MARKOV\n1\n2\n1\n1 0\n1000000\n1 2\n", "c.uai", null),
        6,
        "factor 0 has 1000000 entries");
    fails(
        () -> UaiReader.parse("MARKOV\n2\n2 2\n1\n2 0 1\n4\n0 0 0 0\n", "z.uai", null),
        6,
        "every potential of factor 0 is 0");
  }

  @Test
  void uaiHashCommentsAreSkipped() {
    String plain = "MARKOV\n2\n2 2\n1\n2 0 1\n4\n1 2 3 4\n";
    String commented =
        "MARKOV # type\n2\n# two binary variables\n2 2\n1\n2 0 1 # scope\n4\n1 2 3 4#\n";
    assertEquals(UaiReader.parse(plain, "p", null), UaiReader.parse(commented, "c", null));
  }

  @Test
  void matrixMarketSizesAreCheckedOnTheSizeLine() {
    String header = "%%MatrixMarket matrix coordinate pattern symmetric\n% a comment\n";
    fails(
        () -> MatrixMarketReader.parse(header + "2000000000 2000000000 1\n1 2\n", "h.mtx"),
        3,
        "h.mtx",
        "2000000000 nodes",
        "at most 1048576");
    UndirectedGraph g = MatrixMarketReader.parse(header + "3 3 1\n1 2\n", "ok.mtx");
    assertEquals(3, g.size());
  }

  @Test
  void gmlNestingAndASecondGraphAreRefused() {
    String deep = "graph [\n" + "a [ ".repeat(10_000) + "]".repeat(10_000) + "\n]\n";
    fails(() -> GmlReader.parse(deep, "deep.gml"), 2, "deep.gml", "nested more than 100");
    String two = "graph [ node [ id 0 ] ]\n\ngraph [ node [ id 1 ] ]\n";
    fails(() -> GmlReader.parse(two, "two.gml"), 3, "second 'graph", "line 1");
    String nested = "graph [ node [ id 0 graphics [ x 1 y [ z 2 ] ] ] ]\n";
    assertEquals(List.of("X1"), GmlReader.parse(nested, "ok.gml").names());
  }

  @Test
  void bifTablesAreSizedBeforeAllocating() {
    StringBuilder bif = new StringBuilder("network x {}\n");
    StringBuilder parents = new StringBuilder();
    for (int i = 0; i < 26; i++) {
      bif.append("variable P").append(i).append(" { type discrete [ 2 ] { a, b }; }\n");
      bif.append("probability ( P").append(i).append(" ) { table 0.5, 0.5; }\n");
      parents.append(i == 0 ? "" : ", ").append("P").append(i);
    }
    bif.append("variable C { type discrete [ 2 ] { y, n }; }\n");
    String withDefault = bif + "probability ( C | " + parents + " ) { default 0.5, 0.5; }\n";
    fails(
        () -> BifReader.read(new java.io.StringReader(withDefault), "d.bif"),
        0,
        "d.bif line 55",
        "1.342e+08 entries",
        "6.711e+07 parent configurations");
    StringBuilder few = new StringBuilder("network x {}\n");
    for (int i = 0; i < 20; i++) {
      few.append("variable P").append(i).append(" { type discrete [ 2 ] { a, b }; }\n");
      few.append("probability ( P").append(i).append(" ) { table 0.5, 0.5; }\n");
    }
    few.append("variable C { type discrete [ 2 ] { y, n }; }\nprobability ( C | P0");
    for (int i = 1; i < 20; i++) {
      few.append(", P").append(i);
    }
    few.append(" ) { (a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a) 0.5, 0.5; }\n");
    fails(
        () -> BifReader.read(new java.io.StringReader(few.toString()), "r.bif"),
        0,
        "gives 1 rows, but its parents have 1048576 configurations");
  }

  @Test
  void bifCyclesNameTheFile() {
    String text =
        "network x {}\nvariable A { type discrete [ 2 ] { a, b }; }\n"
            + "variable B { type discrete [ 2 ] { a, b }; }\n"
            + "probability ( A | B ) { default 0.5, 0.5; }\n"
            + "probability ( B | A ) { default 0.5, 0.5; }\n";
    CyclicGraphException e =
        assertThrows(
            CyclicGraphException.class,
            () -> BifReader.read(new java.io.StringReader(text), "cy.bif"));
    assertTrue(e.getMessage().startsWith("cy.bif: "), e.getMessage());
  }
}
