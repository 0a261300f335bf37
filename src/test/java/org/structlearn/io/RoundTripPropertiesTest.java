package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.structlearn.io.PropertyRuns.qt;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.data.VariableType;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
import org.structlearn.io.graph.ArcLists;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.io.graph.GraphFormatException;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.BifWriter;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.GaussianNetwork;

/**
 * Property-based round trips through every writer/reader pair of the {@code io} package, on
 * generated networks, graphs and data sets whose names carry the characters each format must quote;
 * and the writers' refusal of names a format cannot express.
 */
class RoundTripPropertiesTest {
  @TempDir Path dir;

  @Test
  void bifWriteThenReadGivesAnEqualNetwork() {
    qt(300)
        .forAll(IoGenerators.bayesianNetworks(6))
        .checkAssert(
            bn -> {
              StringWriter out = new StringWriter();
              BifWriter.write(bn, out);
              BayesianNetwork back = BifReader.read(new StringReader(out.toString()), "generated");
              assertEquals(bn, back, out::toString);
            });
  }

  @Test
  void bifFileRoundTripsPlainAndGzipped() {
    qt(50)
        .forAll(IoGenerators.bayesianNetworks(4))
        .checkAssert(
            bn -> {
              for (String name : List.of("net.bif", "net.bif.gz")) {
                Path file = dir.resolve(name);
                BifWriter.write(bn, file);
                assertEquals(bn, BifReader.read(file));
                assertEquals(Pdag.of(bn.dag()), GraphFiles.read(file, null));
              }
            });
  }

  @Test
  void modelStringFormatThenParseGivesTheSameDag() {
    qt(500)
        .forAll(IoGenerators.dags(8, 4, IoGenerators::modelStringName))
        .checkAssert(
            dag -> {
              String text = ModelStrings.format(dag);
              Dag back = ModelStrings.parse(text);
              assertEquals(dag, back.reorder(dag.names()), text);
            });
  }

  @Test
  void modelStringFormatRefusesNamesItCannotExpress() {
    qt(300)
        .forAll(IoGenerators.dags(5, 2, s -> !s.isEmpty()))
        .assuming(dag -> !dag.names().stream().allMatch(IoGenerators::modelStringName))
        .checkAssert(
            dag -> {
              GraphFormatException e =
                  assertThrows(GraphFormatException.class, () -> ModelStrings.format(dag));
              String bad =
                  dag.names().stream()
                      .filter(n -> !IoGenerators.modelStringName(n))
                      .findFirst()
                      .orElseThrow();
              assertTrue(e.getMessage().contains("'" + bad + "'"), e.getMessage());
            });
  }

  @Test
  void arcListWriteThenReadGivesTheSamePdag() {
    qt(500)
        .forAll(IoGenerators.pdags(8, IoGenerators::everywhere))
        .checkAssert(
            pdag -> {
              String text = ArcLists.format(pdag);
              assertEquals(pdag, ArcLists.parsePdag(text, pdag.names()), text);
              Path file = dir.resolve("arcs.csv");
              ArcLists.write(pdag, file);
              assertEquals(pdag, ArcLists.readPdag(file, pdag.names()), text);
            });
  }

  @Test
  void arcListReadsADagBackAsADag() {
    qt(300)
        .forAll(IoGenerators.dags(8, 3, IoGenerators::everywhere))
        .checkAssert(
            dag -> {
              String text = ArcLists.format(dag);
              assertEquals(dag, ArcLists.parseDag(text, dag.names()), text);
            });
  }

  @Test
  void arcListFormatRefusesLineBreaksInNames() {
    qt(200)
        .forAll(IoGenerators.pdags(5, s -> !s.isEmpty()))
        .assuming(g -> !g.names().stream().allMatch(IoGenerators::everywhere))
        .checkAssert(
            g -> {
              GraphFormatException e =
                  assertThrows(GraphFormatException.class, () -> ArcLists.format(g));
              assertTrue(e.getMessage().contains("line break"), e.getMessage());
            });
  }

  @Test
  void gaussianJsonWriteThenReadGivesAnEqualNetwork() {
    qt(400)
        .forAll(IoGenerators.gaussianNetworks(6))
        .checkAssert(
            gn -> {
              String json = GaussianNetworkJson.toJson(gn);
              GaussianNetwork back = GaussianNetworkJson.parse(json, "generated");
              assertEquals(gn, back, json);
            });
  }

  @Test
  void gaussianJsonFileRoundTripsPlainAndGzipped() {
    qt(50)
        .forAll(IoGenerators.gaussianNetworks(4))
        .checkAssert(
            gn -> {
              for (String name : List.of("net.json", "net.json.gz")) {
                Path file = dir.resolve(name);
                GaussianNetworkJson.write(gn, file);
                assertEquals(gn, GaussianNetworkJson.read(file));
                assertEquals(Pdag.of(gn.dag()), GraphFiles.read(file, null));
              }
            });
  }

  @Test
  void csvWriteThenReadWithLevelListsGivesAnEqualDataset() {
    qt(200)
        .forAll(
            IoGenerators.datasets(
                RoundTripPropertiesTest::csvName, RoundTripPropertiesTest::csvLevel))
        .checkAssert(
            data -> {
              if (data.columns() == 1 && loneColumnLooksDelimited(data.names().get(0))) {
                return; // refused as a likely wrong delimiter, by design
              }
              Path file = dir.resolve("data.csv");
              DatasetWriter.write(data, file);
              Dataset back;
              try {
                back = DatasetReader.read(file, optionsFor(data));
              } catch (RuntimeException e) {
                throw new AssertionError("cannot read back:\n" + text(file), e);
              }
              assertEquals(data, back, () -> text(file));
            });
  }

  /** The options that say what the writer cannot: the level lists and which columns are numbers. */
  static CsvOptions optionsFor(Dataset data) {
    Map<String, VariableType> types =
        data.variables().stream().collect(Collectors.toMap(Variable::name, Variable::type));
    return CsvOptions.builder()
        .delimiter(',')
        .types(types)
        .levels(IoGenerators.levels(data))
        .build();
  }

  private static boolean loneColumnLooksDelimited(String name) {
    return name.chars().anyMatch(c -> ";|\t".indexOf(c) >= 0);
  }

  /**
   * CSV column names: no line breaks, no surrounding blanks (the header is trimmed), no leading
   * U+FEFF (read as a byte order mark).
   */
  static boolean csvName(String s) {
    return IoGenerators.everywhere(s)
        && s.strip().equals(s)
        && s.trim().equals(s)
        && !s.startsWith("\uFEFF");
  }

  /** CSV levels: as names, and not a missing-value marker. */
  static boolean csvLevel(String s) {
    return csvName(s) && !s.equals("NA");
  }

  private static String text(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      return e.toString();
    }
  }
}
