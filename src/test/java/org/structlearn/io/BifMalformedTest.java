package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.CyclicGraphException;
import org.structlearn.io.network.BifFormatException;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.BifWriter;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.InvalidProbabilityException;

/** Malformed inputs: each must fail with a typed exception that points at the right place. */
class BifMalformedTest {
  private static final String HEAD =
      """
      network test {
      }
      variable A {
        type discrete [ 2 ] { yes, no };
      }
      variable B {
        type discrete [ 2 ] { yes, no };
      }
      probability ( A ) {
        table 0.3, 0.7;
      }
      """; // 11 lines

  private static BayesianNetwork read(String text) {
    return BifReader.read(new StringReader(text), "test.bif");
  }

  private static void assertFailsAt(String text, int line, int column, String fragment) {
    BifFormatException e = assertThrows(BifFormatException.class, () -> read(text));
    assertEquals(line, e.line(), e.getMessage());
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(
        e.getMessage().startsWith("test.bif line " + line + ", column " + column + ": "),
        e.getMessage());
    assertTrue(e.getMessage().contains(fragment), e.getMessage());
  }

  @Test
  void wellFormedBaseReads() {
    BayesianNetwork bn =
        read(HEAD + "probability ( B | A ) {\n  (yes) 0.1, 0.9;\n  (no) 0.5, 0.5;\n}\n");
    assertEquals(1, bn.dag().arcCount());
    assertEquals(0.9, bn.cpd(1).probability(1, 0));
  }

  @Test
  void unknownVariableInProbabilityBlock() {
    assertFailsAt(
        HEAD + "probability ( C | A ) {\n  (yes) 0.1, 0.9;\n}\n", 12, 15, "unknown variable 'C'");
  }

  @Test
  void unknownParent() {
    assertFailsAt(
        HEAD + "probability ( B | Z ) {\n  table 0.1, 0.9;\n}\n", 12, 19, "unknown variable 'Z'");
  }

  @Test
  void wrongNumberOfValues() {
    assertFailsAt(
        HEAD + "probability ( B | A ) {\n  (yes) 0.1, 0.2, 0.7;\n  (no) 0.5, 0.5;\n}\n",
        13,
        3,
        "has 3 values, expected 2");
  }

  @Test
  void missingProbabilityBlock() {
    assertFailsAt(HEAD, 6, 10, "'B' has no probability block");
  }

  @Test
  void duplicateVariable() {
    String text =
        HEAD.replace(
            "probability ( A )",
            "variable A {\n  type discrete [ 2 ] { a, b };\n}\nprobability ( A )");
    assertFailsAt(text, 9, 10, "declared twice (first at line 3, column 10)");
  }

  @Test
  void unterminatedBlock() {
    assertFailsAt(
        HEAD + "probability ( B | A ) {\n  (yes) 0.1, 0.9;\n  (no) 0.5, 0.5;\n",
        15,
        1,
        "expected '}'");
  }

  @Test
  void badNumber() {
    assertFailsAt(
        HEAD + "probability ( B | A ) {\n  (yes) 0.1, 0.9x;\n  (no) 0.5, 0.5;\n}\n",
        13,
        14,
        "expected a decimal number, found '0.9x'");
  }

  @Test
  void unknownLevelInRowLabel() {
    assertFailsAt(
        HEAD + "probability ( B | A ) {\n  (maybe) 0.1, 0.9;\n  (no) 0.5, 0.5;\n}\n",
        13,
        4,
        "'maybe' is not a level of parent 'A'; its levels are [yes, no]");
  }

  @Test
  void missingRowPointsAtTheClosingBrace() {
    assertFailsAt(
        HEAD + "probability ( B | A ) {\n  (yes) 0.1, 0.9;\n}\n",
        14,
        1,
        "no row for parent configuration (A = no)");
  }

  @Test
  void levelCountDisagreesWithDeclaration() {
    assertFailsAt(HEAD.replaceFirst("\\[ 2 \\]", "[ 3 ]"), 4, 8, "declares 3 levels but lists 2");
  }

  @Test
  void unterminatedComment() {
    assertFailsAt("network x {\n}\n  /* never closed\n", 3, 3, "unterminated comment");
  }

  @Test
  void strayTokenAtTopLevel() {
    assertFailsAt(
        HEAD + "probabilty ( B ) {\n}\n", 12, 1, "expected 'network', 'variable' or 'probability'");
  }

  @Test
  void rowNotSummingToOne() {
    InvalidProbabilityException e =
        assertThrows(
            InvalidProbabilityException.class,
            () -> read(HEAD + "probability ( B | A ) {\n  (yes) 0.1, 0.8;\n  (no) 0.5, 0.5;\n}\n"));
    assertTrue(e.getMessage().startsWith("test.bif line 12, column 1: "), e.getMessage());
    assertTrue(
        e.getMessage().contains("variable 'B', parent configuration (A = yes)"), e.getMessage());
    assertTrue(e.getMessage().contains("renormalise"), e.getMessage());
  }

  @Test
  void cyclicNetwork() {
    String text =
        HEAD.replace(
                "probability ( A ) {\n  table 0.3, 0.7;",
                "probability ( A | B ) {\n  (yes) 0.3, 0.7;\n  (no) 0.3, 0.7;")
            + "probability ( B | A ) {\n  (yes) 0.1, 0.9;\n  (no) 0.5, 0.5;\n}\n";
    CyclicGraphException e = assertThrows(CyclicGraphException.class, () -> read(text));
    assertEquals(2, e.cycle().size());
  }

  @Test
  void optionalFeaturesAreAccepted() {
    String text =
        """
        // a comment
        network "Quoted Name" { property "author = me; twice" ; }
        variable "A b" { /* block
           comment */ property x;
          type discrete[2] { "yes sir" no };
        }
        variable B { type discrete [ 3 ] { <5, 5-12, 12+ }; }
        probability ( "A b" ) { table 0.25 0.75 ; }
        probability ( B | "A b" ) {
          property y;
          default 0.2, 0.3, 0.5;
          (no) 1, 0, 0;
        }
        """;
    BayesianNetwork bn = read(text);
    assertEquals("A b", bn.dag().name(0));
    assertEquals("yes sir", bn.variables().get(0).levels().get(0));
    assertEquals(0.3, bn.cpd(1).probability(1, 0)); // default row for "yes sir"
    assertEquals(1.0, bn.cpd(1).probability(0, 1)); // labelled row for "no"
    StringBuilderWriterCheck.assertRoundTrip(bn);
  }

  /** Round trip of a network with names that need quoting. */
  static final class StringBuilderWriterCheck {
    static void assertRoundTrip(BayesianNetwork bn) {
      java.io.StringWriter w = new java.io.StringWriter();
      BifWriter.write(bn, w);
      assertEquals(bn, read(w.toString()));
    }
  }
}
