package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.graph.GraphGenerators;
import org.structlearn.io.graph.GraphFormatException;
import org.structlearn.io.network.UaiReader;
import org.structlearn.io.network.UaiWriter;
import org.structlearn.model.LogFactor;
import org.structlearn.model.MarkovEnumeration;
import org.structlearn.model.MarkovNetwork;
import org.structlearn.model.MarkovNetworks;
import org.structlearn.model.RandomPotentialOptions;

class UaiTest {
  /** The example of the UAI 2008 format page: three variables, a pairwise and a unary factor. */
  private static final String EXAMPLE =
      "MARKOV\n3\n2 2 3\n2\n2 0 1\n1 2\n\n4\n 4.000 2.400\n 1.000 0.000\n\n3\n 0.2 0.3 0.5\n";

  @Test
  void readsTheFormatExample() {
    MarkovNetwork mn = UaiReader.parse(EXAMPLE, "example.uai", null);
    assertEquals(List.of("X1", "X2", "X3"), mn.graph().names());
    assertEquals(1, mn.graph().edgeCount());
    assertEquals(3, mn.cardinality(2));
    LogFactor f = mn.factors().get(0);
    assertArrayEquals(new double[] {4, 2.4, 1, 0}, f.potentials(), 1e-12);
    // P(X1 = 0) = (4 + 2.4) / 7.4, X3 independent
    MarkovEnumeration e = MarkovEnumeration.of(mn);
    assertEquals(6.4 / 7.4, e.marginal(0)[0], 1e-12);
    assertArrayEquals(new double[] {0.2, 0.3, 0.5}, e.marginal(2), 1e-12);
  }

  @Test
  void roundTripThroughAFile(@TempDir Path dir) {
    MarkovNetwork mn =
        MarkovNetworks.random(
            GraphGenerators.hub(9, 2, 5), 3, RandomPotentialOptions.defaults(), 7);
    Path file = dir.resolve("net.uai");
    UaiWriter.write(mn, file);
    MarkovNetwork back = UaiReader.read(file);
    assertEquals(mn.graph(), back.graph());
    assertEquals(mn.factors().size(), back.factors().size());
    for (int i = 0; i < mn.factors().size(); i++) {
      assertArrayEquals(mn.factors().get(i).scope(), back.factors().get(i).scope());
      assertArrayEquals(mn.factors().get(i).logValues(), back.factors().get(i).logValues(), 1e-12);
    }
    assertEquals(UaiWriter.toText(mn), UaiWriter.toText(back));
    MarkovNetwork named = UaiReader.read(file, mn.graph().names());
    assertEquals(mn.graph().names(), named.graph().names());
  }

  @Test
  void malformedFilesNameTheLine(@TempDir Path dir) throws Exception {
    assertLine("BAYES\n1\n2\n0\n", 1, "only Markov");
    assertLine("MARKOV\n2\n2 x\n", 3, "'x'");
    assertLine("MARKOV\n2\n2 2\n1\n2 0 2\n", 5, "0..1");
    assertLine("MARKOV\n2\n2 2\n1\n2 0 1\n\n3\n1 2 3\n", 7, "need 4");
    assertLine("MARKOV\n1\n2\n1\n1 0\n2\n1 -1\n", 7, ">= 0");
    assertLine("MARKOV\n1\n2\n1\n1 0\n2\n1 1\nextra\n", 8, "extra");
    assertLine("MARKOV\n1\n2\n1\n1 0\n2\n1\n", 6, "declares 2 entries, but only 1 number follows");
    assertLine("MARKOV\n1\n2\n1\n1 0\n", 6, "ends");
    Path file = dir.resolve("bad.uai");
    Files.writeString(file, "MARKOV\n1\n0\n");
    GraphFormatException e = assertThrows(GraphFormatException.class, () -> UaiReader.read(file));
    assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
  }

  private static void assertLine(String text, int line, String fragment) {
    GraphFormatException e =
        assertThrows(GraphFormatException.class, () -> UaiReader.parse(text, "t.uai", null));
    assertEquals(line, e.line(), e.getMessage());
    assertTrue(e.getMessage().contains(fragment), e.getMessage());
    assertTrue(e.getMessage().contains("t.uai"), e.getMessage());
  }
}
