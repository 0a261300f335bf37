package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;
import org.structlearn.graph.Pdags;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.graph.GraphFile;
import org.structlearn.io.graph.GraphFiles;

/**
 * {@code score --score bjp|ib}, {@code learn --algorithm exhaustive} over undirected graphs and
 * {@code compare} of undirected graphs, on bnlearn's coronary (6 binary columns).
 */
class UndirectedCliTest {
  @TempDir Path dir;

  private static final String CORONARY = CliTest.data("bnlearn/coronary.csv");
  private static final String UG = CliTest.data("bnlearn/coronary.ug.edges.csv");

  private static Run run(List<String> base, String... extra) {
    List<String> args = new ArrayList<>(base);
    args.addAll(Arrays.asList(extra));
    return CliTest.run(args.toArray(String[]::new));
  }

  private static Run score(String graph, String score, String... extra) {
    return run(
        List.of("score", "--data", CORONARY, "--graph", graph, "--score", score, "--json"), extra);
  }

  private static Run learn(String score, String... extra) {
    return run(
        List.of(
            "learn", "--data", CORONARY, "--algorithm", "exhaustive", "--score", score, "--json"),
        extra);
  }

  @Test
  void bjpAndIbScoreAGraphWithTheTestsHyperparameters() throws IOException {
    for (String s : List.of("bjp", "ib")) {
      Run r = score(UG, s);
      assertEquals(0, r.code(), r.err());
      double v = r.json().get("score").asDouble();
      assertTrue(Double.isFinite(v) && v < 0, "a sum of log posteriors: " + v);
      assertTrue(r.json().get("scoreType").asText().startsWith(s + "(priorIndependence=0.5"));
      assertEquals(9, r.json().get("edges").asInt());
      Run other = score(UG, s, "--ci-alpha", "4", "--ci-prior", "ess");
      assertEquals(0, other.code(), other.err());
      assertNotEquals(v, other.json().get("score").asDouble());
      assertTrue(other.json().get("scoreType").asText().contains("EQUIVALENT_SAMPLE_SIZE"));
      Run prior = score(UG, s, "--prior-independence", "0.9");
      assertNotEquals(v, prior.json().get("score").asDouble());
    }
  }

  @Test
  void scoreOptionsOfAnotherScoreAndBadValuesAreRefused() throws IOException {
    Run alpha = score(UG, "bjp", "--alpha", "1");
    assertEquals(2, alpha.code());
    assertTrue(alpha.err().contains("--alpha is mpl's"), alpha.err());
    Run ci = score(UG, "mpl", "--ci-alpha", "1");
    assertEquals(2, ci.code());
    assertTrue(ci.err().contains("--ci-alpha is an option of the Bayesian"), ci.err());
    Run p = score(UG, "ib", "--prior-independence", "1");
    assertEquals(2, p.code());
    assertTrue(p.err().contains("--prior-independence must be in (0, 1)"), p.err());
    Run kind = score(UG, "ib", "--ci-prior", "flat");
    assertEquals(2, kind.code());
    assertTrue(kind.err().contains("expected per-cell or ess"), kind.err());
    Path g = dir.resolve("g.csv");
    Files.writeString(g, "from,to\nSmoking,Nope\nNope,Smoking\n");
    Run unknown = score(g.toString(), "bjp");
    assertEquals(2, unknown.code());
    assertTrue(unknown.err().contains("'Nope'"), unknown.err());
  }

  @Test
  void nonBinaryColumnsAreScored() throws IOException {
    Path g = dir.resolve("g.csv");
    Files.writeString(g, "from,to\nA,B\nB,A\nB,C\nC,B\n");
    Path data = dir.resolve("d.csv");
    Run s =
        CliTest.run(
            "sample",
            "--markov",
            g.toString(),
            "--rows",
            "400",
            "--cardinality",
            "3",
            "--out",
            data.toString());
    assertEquals(0, s.code(), s.err());
    for (String score : List.of("bjp", "ib", "mpl")) {
      Run r =
          CliTest.run(
              "score",
              "--data",
              data.toString(),
              "--discrete",
              "--graph",
              g.toString(),
              "--score",
              score,
              "--json");
      assertEquals(0, r.code(), r.err());
      assertTrue(Double.isFinite(r.json().get("score").asDouble()));
    }
  }

  @Test
  void exhaustiveSearchListsTheKBestAndWritesCsvAndDot() throws IOException {
    Path csv = dir.resolve("g.csv");
    Run r = learn("bjp", "--k-best", "4", "--out", csv.toString());
    assertEquals(0, r.code(), r.err());
    JsonNode j = r.json();
    assertEquals(32768, j.get("graphsScored").asLong());
    assertEquals(4, j.get("best").size());
    assertEquals(j.get("score").asDouble(), j.get("best").get(0).get("score").asDouble());
    for (int i = 1; i < 4; i++) {
      assertTrue(
          j.get("best").get(i - 1).get("score").asDouble()
              >= j.get("best").get(i).get("score").asDouble());
    }
    Path dot = dir.resolve("g.dot");
    Run two = learn("bjp", "--k-best", "4", "--threads", "2", "--out", dot.toString());
    assertEquals(0, two.code(), two.err());
    assertEquals(j.get("edges"), two.json().get("edges"));
    assertEquals(j.get("best"), two.json().get("best"));
    assertTrue(Files.readString(dot).startsWith("graph {"));
    GraphFile fromCsv = GraphFiles.load(csv);
    GraphFile fromDot = GraphFiles.load(dot);
    assertTrue(fromDot.undirected());
    assertFalse(fromCsv.undirected(), "an edge list may be a CPDAG");
    UndirectedGraph a = Pdags.skeleton(fromCsv.over(fromDot.names(), "the DOT file").graph());
    UndirectedGraph b = Pdags.skeleton(fromDot.graph());
    assertEquals(b, a);
    assertEquals(j.get("edges").size(), b.edgeCount());
    assertTrue(fromCsv.graph().arcs().isEmpty());
    // the written graph rescored gives the search's score
    Run rescored = score(dot.toString(), "bjp");
    assertEquals(j.get("score").asDouble(), rescored.json().get("score").asDouble(), 1e-9);
    Run cmp =
        CliTest.run("compare", "--true", dot.toString(), "--learned", csv.toString(), "--json");
    assertEquals(0, cmp.code(), cmp.err());
    assertTrue(cmp.json().get("exactRecovery").asBoolean());
    Run text =
        run(
            List.of("learn", "--data", CORONARY, "--algorithm", "exhaustive"),
            "--score",
            "mpl",
            "--k-best",
            "3");
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().contains("3 best scores:"), text.out());
    assertTrue(text.out().contains("32,768 graphs scored"), text.out());
  }

  @Test
  void exhaustiveSearchRefusesWhatItCannotDo() throws IOException {
    Run hc = run(List.of("learn", "--data", CORONARY, "--score", "ib"));
    assertEquals(2, hc.code());
    assertTrue(hc.err().contains("scores undirected graphs"), hc.err());
    Run tabu = run(List.of("learn", "--data", CORONARY, "--algorithm", "tabu", "--score", "mpl"));
    assertEquals(2, tabu.code());
    Run kBestDag = run(List.of("learn", "--data", CORONARY, "--k-best", "2"));
    assertEquals(2, kBestDag.code());
    assertTrue(kBestDag.err().contains("--k-best does not apply to --algorithm hc"));
    Run k0 = learn("mpl", "--k-best", "0");
    assertTrue(k0.err().contains("--k-best must be in 1..10000, was 0"), k0.err());
    Run bif = learn("mpl", "--out", dir.resolve("g.bif").toString());
    assertEquals(2, bif.code());
    assertTrue(bif.err().contains("cannot hold an undirected graph"), bif.err());
    Run start = learn("mpl", "--max-parents", "2");
    assertTrue(start.err().contains("--max-parents applies to searches over DAGs"));
    Run big =
        run(
            List.of(
                "learn",
                "--data",
                CliTest.data("bnlearn/alarm.csv"),
                "--algorithm",
                "exhaustive",
                "--score",
                "bjp"));
    assertEquals(2, big.code());
    assertTrue(big.err().contains("at most 8 columns"), big.err());
    assertTrue(big.err().contains("the data have 37"), big.err());
    assertTrue(big.err().contains("--columns"), big.err());
    Run selected =
        run(
            List.of(
                "learn",
                "--data",
                CliTest.data("bnlearn/alarm.csv"),
                "--algorithm",
                "exhaustive",
                "--score",
                "mpl",
                "--columns",
                "HR,HRBP,HREK,HRSA",
                "--json"));
    assertEquals(0, selected.code(), selected.err());
    assertEquals(64, selected.json().get("graphsScored").asLong());
    Run cv = run(List.of("cv", "--data", CORONARY, "--score", "bjp", "--folds", "2"));
    assertEquals(2, cv.code());
    assertTrue(cv.err().contains("scores undirected graphs"), cv.err());
  }

  @Test
  void compareUndirectedGraphs() throws IOException {
    Path mtx = dir.resolve("truth.mtx");
    Files.writeString(
        mtx, "%%MatrixMarket matrix coordinate pattern symmetric\n4 4 3\n2 1\n3 2\n4 3\n");
    Path learned = dir.resolve("learned.csv");
    Files.writeString(learned, "from,to\nX1,X2\nX2,X1\nX1,X3\nX3,X1\n");
    Run r =
        CliTest.run("compare", "--true", mtx.toString(), "--learned", learned.toString(), "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = r.json();
    assertEquals("undirected", j.get("graphType").asText());
    assertEquals(4, j.get("nodes").asInt());
    assertEquals(1, j.get("truePositiveEdges").asInt());
    assertEquals(1, j.get("falsePositiveEdges").asInt());
    assertEquals(2, j.get("falseNegativeEdges").asInt());
    assertEquals(3, j.get("hamming").asInt());
    assertEquals(0.5, j.get("precision").asDouble(), 1e-12);
    assertEquals(1.0 / 3, j.get("recall").asDouble(), 1e-12);
    assertEquals(0.4, j.get("f1").asDouble(), 1e-12);
    assertFalse(j.get("exactRecovery").asBoolean());
    Run text = CliTest.run("compare", "--true", mtx.toString(), "--learned", mtx.toString());
    assertTrue(text.out().contains("exactRecovery"), text.out());
    assertTrue(text.out().matches("(?s).*hamming\\s+0.*"), text.out());
    // a DAG pair stays a DAG comparison unless --undirected is given
    Path dag = dir.resolve("dag.csv");
    Files.writeString(dag, "from,to\nX1,X2\nX3,X2\n");
    Run d = CliTest.run("compare", "--true", dag.toString(), "--learned", dag.toString(), "--json");
    assertTrue(d.json().has("shd"));
    Run u =
        CliTest.run(
            "compare",
            "--true",
            dag.toString(),
            "--learned",
            learned.toString(),
            "--undirected",
            "--json");
    assertEquals(0, u.code(), u.err());
    assertEquals(1, u.json().get("truePositiveEdges").asInt());
    Path other = dir.resolve("other.mtx");
    Files.writeString(other, "%%MatrixMarket matrix coordinate pattern symmetric\n5 5 0\n");
    Run mismatch = CliTest.run("compare", "--true", mtx.toString(), "--learned", other.toString());
    assertEquals(2, mismatch.code());
    assertTrue(mismatch.err().contains("X5"), mismatch.err());
  }
}
