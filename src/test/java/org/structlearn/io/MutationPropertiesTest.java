package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.structlearn.io.PropertyRuns.qt;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.quicktheories.core.Gen;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
import org.structlearn.io.graph.ArcLists;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.BifWriter;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;

/**
 * Mutation fuzzing of every parser of the {@code io} package: valid files (the project's own data
 * files and files the writers make from generated values) are damaged at random, and each parser
 * must either return a valid value (acyclic graph, CPT rows summing to 1, consistent data) or throw
 * a {@link StructlearnException} whose message names the file, within a few seconds; never another
 * exception, never a hang.
 */
class MutationPropertiesTest {
  private static final long TIMEOUT_SECONDS = 10;
  private static final ExecutorService POOL =
      Executors.newCachedThreadPool(
          r -> {
            Thread t = new Thread(r, "fuzzed-parser");
            t.setDaemon(true); // a hung parser must not keep the test JVM alive; idle ones end
            return t;
          });

  @TempDir static Path dir;

  private static final List<byte[]> BIF = new ArrayList<>();
  private static final List<byte[]> MODEL_STRINGS = new ArrayList<>();
  private static final List<byte[]> ARC_LISTS = new ArrayList<>();
  private static final List<byte[]> CSV = new ArrayList<>();
  private static final List<byte[]> LEVELS = new ArrayList<>();
  private static final List<byte[]> JSON = new ArrayList<>();

  @BeforeAll
  static void seeds() {
    BIF.add(shipped("bif/asia.bif"));
    MODEL_STRINGS.add(shipped("bnlearn/asia.truth.modelstring.txt"));
    ARC_LISTS.add(shipped("bnlearn/asia.truth.arcs.csv"));
    CSV.add(head(shipped("bnlearn/asia.csv"), 30));
    CSV.add(head(shipped("bnlearn/gaussian.test.csv"), 30));
    LEVELS.add(shipped("bnlearn/asia.levels.csv"));
    JSON.add(shipped("gaussian/gaussian.test.json"));
    collect(IoGenerators.bayesianNetworks(4), bn -> BIF.add(bif(bn)));
    collect(
        IoGenerators.dags(6, 3, IoGenerators::modelStringName),
        d -> MODEL_STRINGS.add(utf8(ModelStrings.format(d))));
    collect(
        IoGenerators.pdags(6, IoGenerators::everywhere),
        g -> ARC_LISTS.add(utf8(ArcLists.format(g))));
    collect(IoGenerators.gaussianNetworks(4), g -> JSON.add(utf8(GaussianNetworkJson.toJson(g))));
    collect(
        IoGenerators.datasets(RoundTripPropertiesTest::csvName, RoundTripPropertiesTest::csvLevel),
        d -> CSV.add(csv(d)));
    LEVELS.add(utf8("variable,index,level\nA,1,\"a,b\"\nA,2,NA\nB,1,x\n"));
  }

  @Test
  void bifReader() {
    fuzz(BIF, "net.bif", 400, file -> check(BifReader.read(file)));
  }

  @Test
  void modelStrings() {
    fuzz(
        MODEL_STRINGS,
        "graph.txt",
        400,
        file -> {
          check(GraphFiles.read(file, null));
          String text = new String(read(file), StandardCharsets.UTF_8);
          try {
            check(ModelStrings.parse(text));
          } catch (StructlearnException e) {
            assertFalse(e.getMessage().isBlank());
          }
        });
  }

  @Test
  void arcLists() {
    fuzz(
        ARC_LISTS,
        "arcs.csv",
        400,
        file -> {
          check(ArcLists.readPdag(file));
          check(GraphFiles.read(file, null));
          check(ArcLists.readDag(file));
        });
  }

  @Test
  void arcListsOverGivenNodes() {
    fuzz(
        ARC_LISTS.subList(0, 1),
        "arcs.csv",
        200,
        file ->
            check(
                ArcLists.readPdag(
                    file,
                    List.of("asia", "tub", "smoke", "lung", "bronc", "either", "xray", "dysp"))));
  }

  @Test
  void datasetReader() {
    fuzz(CSV, "data.csv", 200, file -> check(DatasetReader.read(file)));
  }

  @Test
  void levelFiles() {
    fuzz(LEVELS, "levels.csv", 200, file -> check(LevelFiles.read(file)));
  }

  @Test
  void gaussianNetworkJson() {
    fuzz(
        JSON,
        "net.json",
        400,
        file -> {
          check(GaussianNetworkJson.read(file));
          check(GraphFiles.read(file, null));
        });
  }

  /**
   * Feeds damaged copies of the seeds, written to a file of the given name, to {@code parse}: it
   * must finish within the timeout, returning normally or with a {@link StructlearnException} that
   * names the file.
   */
  private static void fuzz(
      List<byte[]> seeds, String fileName, int examples, Consumer<Path> parse) {
    Gen<byte[]> inputs = Mutations.of(seeds).describedAs(MutationPropertiesTest::show);
    qt(examples).forAll(inputs).checkAssert(bytes -> expectTypedOutcome(bytes, fileName, parse));
  }

  static void expectTypedOutcome(byte[] bytes, String fileName, Consumer<Path> parse) {
    expectTypedOutcome(dir, bytes, fileName, parse);
  }

  /** As above, writing the input into {@code folder} (for other test classes). */
  static void expectTypedOutcome(Path folder, byte[] bytes, String fileName, Consumer<Path> parse) {
    Path file = folder.resolve(fileName);
    try {
      Files.write(file, bytes);
    } catch (IOException e) {
      throw new AssertionError("cannot write " + file, e);
    }
    Future<?> run = POOL.submit(() -> parse.accept(file));
    try {
      run.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      run.cancel(true);
      throw new AssertionError("no answer within " + TIMEOUT_SECONDS + " s", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof AssertionError invalid) {
        throw invalid; // the parser returned a value that breaks an invariant
      }
      if (!(cause instanceof StructlearnException) || cause.getMessage() == null) {
        throw new AssertionError("expected a StructlearnException, got " + cause, cause);
      }
      assertTrue(
          cause.getMessage().contains(fileName),
          () -> "the message does not name the file: " + cause.getMessage());
    }
  }

  static void check(BayesianNetwork bn) {
    check(bn.dag());
    assertEquals(bn.dag().size(), bn.variables().size());
    for (int v = 0; v < bn.size(); v++) {
      DiscreteCpd cpd = bn.cpd(v);
      for (int j = 0; j < cpd.configurations(); j++) {
        double sum = 0;
        for (double p : cpd.row(j)) {
          assertTrue(p >= 0 && p <= 1 + 1e-9, "probability " + p);
          sum += p;
        }
        assertEquals(1, sum, 1e-6, "row sum");
      }
    }
  }

  static void check(Dag dag) {
    int[] position = new int[dag.size()];
    int[] topo = dag.topologicalOrder();
    assertEquals(dag.size(), topo.length);
    for (int i = 0; i < topo.length; i++) {
      position[topo[i]] = i;
    }
    for (Arc a : dag.arcs()) {
      assertTrue(position[a.from()] < position[a.to()], "arc against the topological order");
    }
    check(Pdag.of(dag));
  }

  static void check(Pdag g) {
    assertEquals(g.size(), new HashSet<>(g.names()).size());
    assertTrue(g.names().stream().noneMatch(String::isEmpty));
  }

  static void check(GaussianNetwork g) {
    check(g.dag());
    for (LinearGaussianCpd c : g.cpds()) {
      assertTrue(c.sd() > 0 && Double.isFinite(c.sd()), "sd " + c.sd());
      assertTrue(Double.isFinite(c.intercept()));
    }
  }

  static void check(Dataset d) {
    assertTrue(d.rows() >= 1 && d.columns() >= 1);
    assertEquals(d.columns(), new HashSet<>(d.names()).size());
    for (int c = 0; c < d.columns(); c++) {
      for (int r = 0; r < d.rows(); r++) {
        if (d.isDiscrete(c)) {
          int code = d.code(c, r);
          assertTrue(code >= 0 && code < d.cardinality(c));
        } else {
          assertTrue(Double.isFinite(d.value(c, r)));
        }
      }
    }
  }

  static void check(Map<String, List<String>> levels) {
    levels.forEach(
        (variable, list) -> {
          assertFalse(list.isEmpty(), variable);
          assertEquals(list.size(), new HashSet<>(list).size(), () -> variable + " " + list);
        });
  }

  /** Seeds several values of a generator (deterministically, from the fixed seed). */
  private static <T> void collect(Gen<T> gen, Consumer<T> sink) {
    qt(6).forAll(gen).checkAssert(sink);
  }

  private static byte[] shipped(String name) {
    return utf8(DataLocation.readString(name));
  }

  private static byte[] head(byte[] text, int lines) {
    String[] all = new String(text, StandardCharsets.UTF_8).split("\n", -1);
    return utf8(String.join("\n", List.of(all).subList(0, Math.min(lines, all.length))) + "\n");
  }

  private static byte[] bif(BayesianNetwork bn) {
    StringWriter out = new StringWriter();
    BifWriter.write(bn, out);
    return utf8(out.toString());
  }

  private static byte[] csv(Dataset d) {
    StringWriter out = new StringWriter();
    DatasetWriter.write(d, out, ',');
    return utf8(out.toString());
  }

  private static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** The input as Java string literal text, cut to 3,000 characters. */
  static String show(byte[] bytes) {
    String s = new String(bytes, StandardCharsets.ISO_8859_1);
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < Math.min(s.length(), 3000); i++) {
      char c = s.charAt(i);
      if (c == '\n') {
        sb.append("\\n");
      } else if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c < 0x20 || c > 0x7e) {
        sb.append(String.format("\\x%02x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append(s.length() > 3000 ? "\"... (" + bytes.length + " bytes)" : "\"").toString();
  }
}
