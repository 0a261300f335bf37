package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;
import org.structlearn.data.Dataset;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.network.UaiReader;
import org.structlearn.model.MarkovNetwork;

/** {@code sample --markov}: Gibbs sampling of a Markov network from the command line. */
class MarkovSampleCliTest {
  @TempDir Path dir;

  private static final String KARATE = CliTest.data("networks/karate.mtx");

  /** {@code sample --markov karate --rows 2000 --seed 7 --out out}, options in extra replacing. */
  private Run sample(Path out, String... extra) {
    java.util.List<String> given = java.util.Arrays.asList(extra);
    java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("sample"));
    String[][] base = {{"--markov", KARATE}, {"--rows", "2000"}, {"--seed", "7"}};
    for (String[] o : base) {
      if (!given.contains(o[0])) {
        args.addAll(java.util.List.of(o));
      }
    }
    args.addAll(java.util.List.of("--out", out.toString()));
    args.addAll(given);
    return CliTest.run(args.toArray(String[]::new));
  }

  /** The bar: the same file twice, and with 1 or 2 threads. */
  @Test
  void karateGivesTheSameFileTwiceAndForAnyThreadCount() throws IOException {
    Path a = dir.resolve("a.csv");
    Path b = dir.resolve("b.csv");
    Path c = dir.resolve("c.csv");
    Path d = dir.resolve("d.csv");
    Run ra = sample(a);
    assertEquals(0, ra.code(), ra.err());
    assertEquals(0, sample(b).code());
    assertEquals(0, sample(c, "--threads", "1").code());
    Run rd = sample(d, "--threads", "2");
    assertEquals(0, rd.code(), rd.err());
    byte[] first = Files.readAllBytes(a);
    assertArrayEquals(first, Files.readAllBytes(b));
    assertArrayEquals(first, Files.readAllBytes(c));
    assertArrayEquals(first, Files.readAllBytes(d));
    Dataset data = DatasetReader.read(a);
    assertEquals(2000, data.rows());
    assertEquals(34, data.columns());
    assertEquals("X1", data.names().get(0));
    Path e = dir.resolve("e.csv");
    assertEquals(0, sample(e, "--seed", "8").code());
    assertFalse(java.util.Arrays.equals(first, Files.readAllBytes(e)), "another seed, other rows");
  }

  @Test
  void networkOutKeepsTheParametersAndSamplesAgain() throws IOException {
    Path a = dir.resolve("a.csv");
    Path uai = dir.resolve("net.uai");
    Run r =
        sample(
            a,
            "--rows",
            "500",
            "--burn-in",
            "10",
            "--sampling-iterations",
            "200",
            "--cardinality",
            "3",
            "--potentials",
            "0.5:2",
            "--network-out",
            uai.toString(),
            "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(3, r.json().get("chains").asInt());
    assertEquals(78, r.json().get("edges").asInt());
    MarkovNetwork net = UaiReader.read(uai);
    assertEquals(34, net.size());
    assertEquals(78, net.graph().edgeCount());
    assertEquals(3, net.cardinality(0));
    Path again = dir.resolve("again.csv");
    Run u =
        CliTest.run(
            "sample", "--markov", uai.toString(), "--rows", "300", "--out", again.toString());
    assertEquals(0, u.code(), u.err());
    Dataset d = DatasetReader.read(again);
    assertEquals(300, d.rows());
    assertTrue(d.cardinality(0) <= 3);
  }

  @Test
  void logScalePotentialsAndEdgeListGraph() throws IOException {
    Path g = dir.resolve("g.csv");
    Files.writeString(g, "from,to\nA,B\nB,A\nB,C\nC,B\n");
    Path out = dir.resolve("out.csv");
    Run r =
        CliTest.run(
            "sample",
            "--markov",
            g.toString(),
            "--rows",
            "100",
            "--potential-scale",
            "log",
            "--potentials=-1:1",
            "--out",
            out.toString(),
            "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals(java.util.List.of("A", "B", "C"), DatasetReader.read(out).names());
  }

  @Test
  void badInputIsRefusedNamingTheOption() throws IOException {
    Path out = dir.resolve("o.csv");
    Run both =
        CliTest.run(
            "sample",
            "--markov",
            KARATE,
            "--network",
            "asia",
            "--rows",
            "5",
            "--out",
            out.toString());
    assertEquals(2, both.code());
    assertTrue(both.err().contains("mutually exclusive"), both.err());
    Run neither = CliTest.run("sample", "--rows", "5", "--out", out.toString());
    assertEquals(2, neither.code());
    assertTrue(neither.err().contains("--network") && neither.err().contains("--markov"));
    Run gibbsOnly =
        CliTest.run(
            "sample", "--network", "asia", "--rows", "5", "--burn-in", "3", "--out", "o.csv");
    assertEquals(2, gibbsOnly.code());
    assertTrue(gibbsOnly.err().contains("--burn-in applies to Gibbs sampling"), gibbsOnly.err());
    Run missing = sample(out, "--markov", dir.resolve("nope.mtx").toString());
    assertEquals(2, missing.code());
    assertTrue(missing.err().contains("nope.mtx does not exist"), missing.err());
    Run rows = sample(out, "--rows", "-1");
    assertEquals(2, rows.code());
    assertTrue(rows.err().contains("--rows must be at least 1, was -1"), rows.err());
    Run burn = sample(out, "--burn-in", "-1");
    assertTrue(burn.err().contains("--burn-in must be >= 0"), burn.err());
    Run pot = sample(out, "--potentials", "1");
    assertTrue(pot.err().contains("--potentials must be LOW:HIGH"), pot.err());
    Run neg = sample(out, "--potentials=-1:1");
    assertTrue(neg.err().contains("potentials cannot be negative"), neg.err());
    Run card = sample(out, "--cardinality", "1");
    assertTrue(card.err().contains("--cardinality must be in 2..65536"), card.err());
    Path uai = dir.resolve("bad.uai");
    Files.writeString(uai, "MARKOV\n2\n2 2\n1\n2 0 1\n\n4\n0.1 0.2 0.3\n");
    Run bad = sample(out, "--markov", uai.toString());
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains("bad.uai"), bad.err());
    assertTrue(bad.err().contains("line"), bad.err());
    Path good = dir.resolve("good.uai");
    Files.writeString(good, "MARKOV\n2\n2 2\n1\n2 0 1\n\n4\n0.1 0.2 0.3 0.4\n");
    Run drawn = sample(out, "--markov", good.toString(), "--cardinality", "3");
    assertEquals(2, drawn.code());
    assertTrue(drawn.err().contains("--cardinality draw random parameters"), drawn.err());
    Run same = sample(out, "--markov", good.toString(), "--network-out", good.toString());
    assertEquals(2, same.code());
    assertTrue(same.err().contains("is the same file as --markov"), same.err());
    Run sameOut = sample(out, "--network-out", out.toString().replace(".csv", ".uai"));
    assertEquals(0, sameOut.code(), sameOut.err());
    Run notUai = sample(out, "--network-out", dir.resolve("n.txt").toString());
    assertTrue(notUai.err().contains("end the name in .uai"), notUai.err());
  }
}
