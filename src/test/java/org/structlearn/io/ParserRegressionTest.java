package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.StructlearnException;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
import org.structlearn.io.graph.ArcLists;
import org.structlearn.io.graph.GraphFiles;
import org.structlearn.io.graph.GraphFormatException;
import org.structlearn.io.network.BifFormatException;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.GaussianNetworkJson;
import org.structlearn.model.GaussianNetwork;
import org.structlearn.model.LinearGaussianCpd;

/** The shrunk inputs with which the property tests found bugs, kept as plain examples. */
class ParserRegressionTest {
  @TempDir Path dir;

  private Path file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  @Test
  void levelFileWithARowLongerThanTheHeaderIsADataExceptionNamingTheFile() throws IOException {
    Path f = file("levels.csv", "wariablindex,level\nA,1,no\n");
    DataException e = assertThrows(DataException.class, () -> LevelFiles.read(f));
    assertTrue(e.getMessage().contains("levels.csv"), e.getMessage());
  }

  @Test
  void levelFileRowsAreReadAsCsvWithTheirLinesNamed() throws IOException {
    Path ok =
        file("ok.csv", "level, variable ,index,note\n\"a, b\",A,2,x\n\n  NA  ,A,1,y\nz,B,1,\n");
    assertEquals(
        java.util.Map.of("A", List.of("NA", "a, b"), "B", List.of("z")), LevelFiles.read(ok));
    Path shortRow = file("short.csv", "variable,index,level\nA,1,u\n\nA,2\n");
    DataException e = assertThrows(DataException.class, () -> LevelFiles.read(shortRow));
    assertEquals(
        "level file "
            + shortRow
            + " line 4: 2 fields, but the header has 3; give every row one field per column",
        e.getMessage());
  }

  @Test
  void levelFileListingALevelTwiceIsRefused() throws IOException {
    Path f = file("levels.csv", "variable,index,level\nA,1,yes\nA,2,yes\n");
    DataException e = assertThrows(DataException.class, () -> LevelFiles.read(f));
    assertTrue(e.getMessage().contains("'A' lists a level twice"), e.getMessage());
  }

  @Test
  void graphFileErrorsNameTheFile() throws IOException {
    Path arcs = file("graph.txt", "ZA][S][B|S]\n");
    assertTrue(message(() -> GraphFiles.read(arcs, null)).contains("graph.txt"));
    Path model = file("model.txt", "[A][B|C]\n");
    assertTrue(message(() -> GraphFiles.read(model, null)).contains("model.txt"));
    Path cycle = file("cycle.txt", "[A|B][B|A]\n");
    String m = message(() -> GraphFiles.read(cycle, null));
    assertTrue(m.contains("cycle.txt") && m.contains("cycle"), m);
  }

  @Test
  void arcListRefusesToWriteANameWithALineBreak() {
    Dag d = Dag.of(List.of("a\nb", "c"), List.of());
    GraphFormatException e = assertThrows(GraphFormatException.class, () -> ArcLists.format(d));
    assertTrue(e.getMessage().contains("line break"), e.getMessage());
  }

  @Test
  void gaussianJsonRoundTripsAnSdWhoseSquareUnderflows() {
    GaussianNetwork g =
        GaussianNetwork.of(Dag.empty(List.of("a")), List.of(LinearGaussianCpd.root(0, 1e-170)));
    assertEquals(g, GaussianNetworkJson.parse(GaussianNetworkJson.toJson(g), "tiny"));
    GaussianNetwork h =
        GaussianNetwork.of(Dag.empty(List.of("a")), List.of(LinearGaussianCpd.root(0, 1e200)));
    assertEquals(h, GaussianNetworkJson.parse(GaussianNetworkJson.toJson(h), "huge"));
  }

  @Test
  void csvColumnNameWithAQuoteInsideRoundTrips() {
    Dataset d =
        Dataset.of(
            List.of(
                Variable.discrete("a\"a", List.of("a")), Variable.discrete("aa,", List.of("a"))),
            List.of(new int[] {0}, new int[] {0}));
    Path f = dir.resolve("data.csv");
    DatasetWriter.write(d, f);
    assertEquals(d, DatasetReader.read(f, RoundTripPropertiesTest.optionsFor(d)));
  }

  @Test
  void bifLevelCountBeyondAnIntIsAFormatError() {
    String text = "variable A { type discrete [ 99999999999 ] { a, b }; }";
    BifFormatException e =
        assertThrows(
            BifFormatException.class, () -> BifReader.read(new StringReader(text), "big.bif"));
    assertTrue(e.getMessage().contains("too large"), e.getMessage());
  }

  @Test
  void csvInfinityWrittenLowercaseIsADataExceptionNotANumberFormatException() throws IOException {
    Path f = file("inf.csv", "x\n1\ninf\n");
    DataException e = assertThrows(DataException.class, () -> DatasetReader.read(f));
    assertTrue(e.getMessage().contains("not a finite number"), e.getMessage());
    Path levels = file("levels.csv", "x\n1\nInf\n");
    Dataset d =
        DatasetReader.read(
            levels,
            CsvOptions.builder().defaultType(org.structlearn.data.VariableType.DISCRETE).build());
    assertEquals(List.of("1", "Inf"), d.variable(0).levels());
  }

  @Test
  void arcListOverGivenNodesStillWorksFromGraphFiles() throws IOException {
    Path f = file("arcs.csv", "from,to\na,b\n");
    Pdag g = GraphFiles.read(f, List.of("a", "b", "c"));
    assertEquals(List.of("a", "b", "c"), g.names());
  }

  private static String message(Runnable r) {
    StructlearnException e = assertThrows(StructlearnException.class, r::run);
    return e.getMessage();
  }
}
