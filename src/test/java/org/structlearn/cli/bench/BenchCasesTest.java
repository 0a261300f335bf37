package org.structlearn.cli.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every benchmark case's files ship in data/, except the bnlearn repository's networks that the
 * team's data folder holds back for independent evaluation (their cases run where STRUCTLEARN_DATA
 * has them); a case whose files are absent names them.
 */
class BenchCasesTest {
  private static final List<String> HELD_OUT =
      List.of(
          "mildew", "barley", "water", "hepar2", "win95pts", "diabetes", "pigs", "link", "munin1");

  @Test
  void everyCaseCanRunFromTheProjectData() {
    for (BenchCases.Case c : BenchCases.CASES) {
      String network = c.name().substring(0, c.name().lastIndexOf('-'));
      if (HELD_OUT.contains(network)) {
        assertEquals("bif/" + network + ".bif.gz", c.network(), c.name());
        continue;
      }
      assertEquals(List.of(), c.missingFiles(), c.name());
    }
  }

  /** The random networks' cases need no file: fixed seeds, the shapes they promise. */
  @Test
  void randomNetworksHaveTheirShapes() {
    BenchCases.Case seventy =
        BenchCases.CASES.stream().filter(c -> c.name().equals("random70-5000")).findFirst().get();
    org.structlearn.data.Dataset d = BenchCases.load(seventy);
    assertEquals(5000, d.rows());
    assertEquals(70, d.columns());
    int[] levels = BenchCases.levels(seventy);
    assertTrue(java.util.Arrays.stream(levels).allMatch(l -> l >= 2 && l <= 4));
    int arcs = BenchCases.truth(seventy).arcs().size();
    assertTrue(arcs >= 90 && arcs <= 150, "arcs " + arcs);
    BenchCases.Case many =
        BenchCases.CASES.stream()
            .filter(c -> c.name().equals("manylevel35-20000"))
            .findFirst()
            .get();
    int[] wide = BenchCases.levels(many);
    assertEquals(35, wide.length);
    assertEquals(7, java.util.Arrays.stream(wide).filter(l -> l >= 50).count());
    assertEquals(BenchNetworks.seventy().dag(), BenchNetworks.seventy().dag(), "fixed seed");
  }

  /**
   * The structural EM cases: the rows asked for, a tenth of the cells removed, the same each time.
   */
  @Test
  void structuralEmCasesHaveTheirHoles() {
    for (BenchEm.EmCase c : BenchEm.CASES) {
      org.structlearn.data.Dataset d = BenchEm.data(c);
      assertEquals(c.rows(), d.rows(), c.name());
      double fraction = d.missing().total() / (double) (d.rows() * d.columns());
      assertTrue(Math.abs(fraction - c.fraction()) < 0.01, c.name() + " " + fraction);
      assertEquals(d.missing().total(), BenchEm.data(c).missing().total(), "seeded " + c.name());
      assertTrue(BenchEm.isCase(c.name()));
    }
  }

  /**
   * The conditional Gaussian cases load the rows they promise from the project's data, with their
   * truth where they have one; the real table's case is its complete rows, mixed and without holes.
   */
  @Test
  void cgCasesHaveTheirRows() {
    for (BenchCg.CgCase c : BenchCg.CASES) {
      org.structlearn.graph.Dag[] truth = new org.structlearn.graph.Dag[1];
      org.structlearn.data.Dataset d = BenchCg.load(c, truth);
      assertEquals(c.rows(), d.rows(), c.name());
      assertEquals(c.name().equals("cg-survey-168"), truth[0] == null, c.name());
      assertEquals(0, d.missing().total(), c.name());
      assertTrue(BenchCg.isCase(c.name()));
    }
    BenchCg.CgCase survey =
        BenchCg.CASES.stream().filter(c -> c.name().equals("cg-survey-168")).findFirst().get();
    org.structlearn.data.Dataset d = BenchCg.load(survey, new org.structlearn.graph.Dag[1]);
    assertEquals(12, d.columns());
    long discrete = java.util.stream.IntStream.range(0, 12).filter(d::isDiscrete).count();
    assertTrue(discrete > 0 && discrete < 12, "mixed: " + discrete + " discrete columns");
  }

  @Test
  void aCaseWithAbsentFilesListsThem() {
    BenchCases.Case c =
        new BenchCases.Case(
            "private-1000",
            "private/big.csv",
            "private/big.levels.csv",
            "bnlearn/alarm.truth.modelstring.txt",
            1000,
            null);
    assertEquals(List.of("private/big.csv", "private/big.levels.csv"), c.missingFiles());
  }
}
