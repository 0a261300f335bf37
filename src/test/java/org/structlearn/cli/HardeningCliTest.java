package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.structlearn.cli.CliTest.data;
import static org.structlearn.cli.CliTest.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.structlearn.cli.CliTest.Run;
import org.structlearn.cli.bench.BenchCases;
import org.structlearn.io.DataLocation;

/**
 * The {@code hardening} bar of issue 25: every silent wrong answer its census named, replayed on
 * the command line; each now ends with exit code 2 and a message naming the option, file or line
 * (and the valid range or size), or with the right answer. Special-file targets are in {@link
 * SpecialTargetsTest}; Gibbs invariance and the Dirichlet extremes are tested in the library
 * ({@code GibbsLogSpaceTest}, {@code HyperparameterExtremesTest}).
 */
class HardeningCliTest {
  @TempDir Path dir;

  private static void refused(Run r, String... fragments) {
    assertEquals(2, r.code(), r.out() + r.err());
    for (String f : fragments) {
      assertTrue(r.err().contains(f), "missing '" + f + "' in: " + r.err());
    }
    assertFalse(r.err().contains("Exception"), r.err());
    assertFalse(r.err().contains("-Xmx"), r.err());
  }

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  @ParameterizedTest
  @ValueSource(strings = {"2", "NaN", "-5", "1.0000001"})
  void nonsenseMiThresholdsAreRefused(String t) {
    Run r =
        run(
            "learn",
            "--data",
            data("bnlearn/asia.csv"),
            "--algorithm",
            "mi-threshold",
            "--threshold",
            t);
    refused(r, "--threshold", "[0, 1]");
  }

  @ParameterizedTest
  @ValueSource(strings = {"100000", "2147483647", "0"})
  void threadCountsOutsideTheSharedRuleAreRefusedBeforeAnyWork(String threads) throws IOException {
    Path out = dir.resolve("s.csv");
    for (List<String> args :
        List.of(
            List.of("learn", "--data", data("bnlearn/asia.csv")),
            List.of("learn", "--data", data("bnlearn/asia.csv"), "--algorithm", "pc-stable"),
            List.of("learn", "--data", data("bnlearn/coronary.csv"), "--algorithm", "mpl-hc"),
            List.of("cv", "--data", data("bnlearn/asia.csv")),
            List.of("sample", "--network", "asia", "--rows", "10", "--out", out.toString()),
            List.of("study", "mn-exhaustive", "--quick"))) {
      List<String> a = new ArrayList<>(args);
      a.add("--threads");
      a.add(threads);
      refused(run(a.toArray(String[]::new)), "--threads must be in 1..");
    }
    assertFalse(Files.exists(out));
  }

  @Test
  void mplAndBayesianHyperparametersOutOfRangeAreRefusedAndHugeOnesAreRight() {
    String cor = data("bnlearn/coronary.csv");
    String ug = data("bnlearn/coronary.ug.edges.csv");
    for (String a : List.of("1e300", "1e308", "0", "1e-300")) {
      refused(
          run("score", "--data", cor, "--graph", ug, "--score", "mpl", "--alpha", a),
          "--alpha",
          "[1e-100, 1e100]");
      refused(run("learn", "--data", cor, "--algorithm", "mpl-hc", "--alpha", a), "--alpha");
      refused(
          run("score", "--data", cor, "--graph", ug, "--score", "bjp", "--ci-alpha", a),
          "--ci-alpha",
          "[1e-100, 1e100]");
    }
    // alpha -> infinity: MPL tends to the uniform model's -n ln r per node (6 binary nodes)
    for (String a : List.of("1e16", "1e17")) {
      Run r = run("score", "--data", cor, "--graph", ug, "--score", "mpl", "--alpha", a, "--json");
      assertEquals(0, r.code(), r.err());
      double score = Double.parseDouble(r.out().replaceAll("(?s).*\"score\":([-0-9.eE]+).*", "$1"));
      double limit = -1841 * 6 * Math.log(2);
      assertEquals(limit, score, 1e-9 * Math.abs(limit), a);
    }
  }

  @Test
  void emIterationsAtIntMaxNoLongerOverflow() throws IOException {
    List<String> asia = DataLocation.readString("bnlearn/asia.csv").lines().toList();
    Path small = write("asia60.csv", String.join("\n", asia.subList(0, 61)) + "\n");
    Path groups =
        write("groups.csv", "column,group\nA,G1\nS,G1\nT,G1\nL,G2\nB,G2\nE,G2\nX,G3\nD,G3\n");
    Run r =
        run(
            "learn",
            "--data",
            small.toString(),
            "--algorithm",
            "nbm-influence",
            "--groups",
            groups.toString(),
            "--em-iterations",
            "2147483647",
            "--restarts",
            "0",
            "--em-restarts",
            "1");
    assertEquals(0, r.code(), r.err()); // EM stops on its tolerance; the trace grows as needed
  }

  @Test
  void outputNamesOfAnotherFormatAreRefusedAndNotWritten() throws IOException {
    Path bif = dir.resolve("x.bif");
    refused(
        run("sample", "--network", "asia", "--rows", "5", "--out", bif.toString()),
        "--out",
        ".csv");
    Path json = dir.resolve("m.json");
    refused(
        run(
            "sample",
            "--markov",
            data("bnlearn/coronary.ug.edges.csv"),
            "--rows",
            "5",
            "--out",
            json.toString()),
        "--out",
        ".csv");
    Path strengths = dir.resolve("s.bif");
    refused(
        run(
            "strength",
            "--data",
            data("bnlearn/asia.csv"),
            "--replicates",
            "2",
            "--strengths",
            strengths.toString()),
        "--strengths",
        ".csv");
    Path fitted = dir.resolve("g.bif");
    refused(
        run(
            "fit",
            "--data",
            data("bnlearn/gaussian.test.csv"),
            "--graph",
            data("bnlearn/gaussian.test.truth.modelstring.txt"),
            "--out",
            fitted.toString()),
        "--out",
        ".json");
    for (Path p : List.of(bif, json, strengths, fitted)) {
      assertFalse(Files.exists(p), p.toString());
    }
  }

  @Test
  void smallFilesDeclaringHugeSizesAreRefusedNamingFileLineAndSize() throws IOException {
    Path out = dir.resolve("m.csv");
    Path uai = write("huge.uai", "MARKOV\n2000000000\n2 2\n0\n");
    refused(markov(uai, out), "huge.uai", "line 2", "2000000000 variables");
    Path factor = write("f.uai", "MARKOV\n4\n65536 65536 65536 65536\n1\n4 0 1 2 3\n1\n1\n");
    refused(markov(factor, out), "f.uai", "line 6", "1.845e+19 entries");
    Path mtx =
        write(
            "h.mtx",
            "%%MatrixMarket matrix coordinate pattern symmetric\n2000000000 2000000000 1\n1 2\n");
    refused(markov(mtx, out), "h.mtx", "line 2", "2000000000 nodes");
    Path gml =
        write("deep.gml", "graph [\n" + "a [ ".repeat(10_000) + "]".repeat(10_000) + "\n]\n");
    refused(markov(gml, out), "deep.gml", "line 2", "nested more than 100");
    Path two = write("two.gml", "graph [ node [ id 0 ] ]\ngraph [ node [ id 0 ] node [ id 1 ] ]\n");
    refused(markov(two, out), "two.gml", "line 2", "second 'graph");
    Path empty = write("empty.gml", "graph [ directed 0 ]\n");
    refused(markov(empty, out), "empty.gml", "no nodes");
    StringBuilder bif = new StringBuilder("network x {}\n");
    for (int i = 0; i < 16; i++) {
      bif.append("variable P").append(i).append(" { type discrete [ 4 ] { a, b, c, d }; }\n");
      bif.append("probability ( P").append(i).append(" ) { table 0.25, 0.25, 0.25, 0.25; }\n");
    }
    bif.append("variable C { type discrete [ 2 ] { y, n }; }\n");
    bif.append("probability ( C | P0");
    for (int i = 1; i < 16; i++) {
      bif.append(", P").append(i);
    }
    bif.append(" ) { default 0.5, 0.5; }\n");
    Path big = write("big.bif", bif.toString());
    refused(
        run("sample", "--network", big.toString(), "--rows", "5", "--out", out.toString()),
        "big.bif",
        "line 35",
        "8.590e+09 entries");
    assertFalse(Files.exists(out));
  }

  private static Run markov(Path graph, Path out) {
    return run("sample", "--markov", graph.toString(), "--rows", "5", "--out", out.toString());
  }

  @Test
  void missingMarkersAreTrimmedAsCellsAre() throws IOException {
    Path csv = write("m.csv", "A,B,C\nx,y,NA\ny,x,z\nx,?,z\n y , x , z \n");
    for (String markers : List.of("NA,?", " NA,?", "NA, ?", " NA , ? ")) {
      Run r =
          run("learn", "--data", csv.toString(), "--missing", markers, "--drop-missing", "--json");
      assertEquals(0, r.code(), markers + ": " + r.err());
      assertTrue(r.out().contains("\"rows\":2"), markers + ": " + r.out());
    }
  }

  @Test
  void gibbsSamplesAreReadBackAsDiscreteAndLogPotentialsFarFromZeroAreNotConstant()
      throws IOException {
    Path out = dir.resolve("m.csv");
    Run s =
        run(
            "sample",
            "--markov",
            data("bnlearn/coronary.ug.edges.csv"),
            "--rows",
            "400",
            "--potentials",
            "1000:1010",
            "--potential-scale",
            "log",
            "--out",
            out.toString());
    assertEquals(0, s.code(), s.err());
    assertTrue(s.out().contains("log-potentials uniform on [1000, 1010)"), s.out());
    List<String> rows = Files.readAllLines(out);
    assertTrue(rows.subList(1, rows.size()).stream().distinct().count() > 1, "one constant row");
    Run learn = run("learn", "--data", out.toString(), "--algorithm", "mpl-hc");
    assertEquals(0, learn.code(), learn.err());
  }

  @Test
  void continuousZeroOneColumnsNameDiscrete() throws IOException {
    StringBuilder sb = new StringBuilder("A,B,C\n");
    for (int i = 0; i < 40; i++) {
      sb.append(i % 2)
          .append(',')
          .append(i / 2 % 2)
          .append(',')
          .append(i % 3 == 0 ? 1 : 0)
          .append('\n');
    }
    Path csv = write("b.csv", sb.toString());
    // 0/1 columns are read as categories by the column roles (said on stderr), --continuous A
    // keeps one a number, and then a discrete learner's refusal names --discrete
    Run roles = run("learn", "--data", csv.toString(), "--algorithm", "mpl-hc");
    assertEquals(0, roles.code(), roles.err());
    assertTrue(roles.err().contains("A: category"), roles.err());
    refused(
        run("learn", "--data", csv.toString(), "--algorithm", "mpl-hc", "--continuous", "A"),
        "--discrete");
    refused(
        run(
            "citest",
            "--data",
            csv.toString(),
            "--x",
            "A",
            "--y",
            "B",
            "--test",
            "mi",
            "--continuous",
            "A"),
        "--discrete");
    assertEquals(
        0, run("learn", "--data", csv.toString(), "--algorithm", "mpl-hc", "--discrete").code());
  }

  @Test
  void dataIsFoundInTheDataFolderByName() {
    Run r = run("learn", "--data", "bnlearn/coronary.csv", "--json");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("\"rows\":1841"), r.out());
  }

  @Test
  void helpAndOutputsExplainThemselves() {
    String help = run("citest", "--help").out().replaceAll("\\s+", " ");
    assertTrue(help.contains("fewer than 5 rows per cell on average"), help);
    assertTrue(help.toLowerCase(Locale.ROOT).contains("independence is accepted"), help);
    assertTrue(
        BenchCases.LEGEND.contains("ns/r/e = one-thread nanoseconds per row per evaluation"));
  }
}
