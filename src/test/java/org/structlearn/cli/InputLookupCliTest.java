package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.structlearn.cli.CliTest.run;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.structlearn.cli.CliTest.Run;

/**
 * Graph and level files are found under the data folders by name, as {@code --data} is: the
 * documentation's examples name {@code networks/karate.mtx} for {@code
 * data/networks/karate.mtx.gz}.
 */
class InputLookupCliTest {
  @Test
  void compareFindsBothGraphsInTheDataFolders() throws IOException {
    Run r =
        run(
            "compare",
            "--true",
            "networks/karate.mtx",
            "--learned",
            "networks/karate.mtx.gz",
            "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(0, r.json().get("hamming").asInt()); // one graph, two spellings
  }

  @Test
  void scoreFindsAnUndirectedGraphAndLevelsInTheDataFolders() throws IOException {
    Run r =
        run(
            "score",
            "--data",
            "bnlearn/coronary.csv",
            "--levels",
            "bnlearn/coronary.levels.csv",
            "--graph",
            "bnlearn/coronary.ug.edges.csv",
            "--score",
            "mpl",
            "--json");
    assertEquals(0, r.code(), r.err());
    assertTrue(Double.isFinite(r.json().get("score").asDouble()), r.out());
  }

  @Test
  void aNameFoundNowhereIsStillAnErrorNamingIt() {
    Run r = run("compare", "--true", "networks/nothing.mtx", "--learned", "bif/asia.bif");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("networks/nothing.mtx"), r.err());
  }
}
