package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.structlearn.io.DataLocation;

/**
 * An output that is the same file as an input, a folder, or in a missing folder is refused with
 * exit code 2 before any work starts, and nothing is written.
 */
class OutputRefusalTest {
  @TempDir Path dir;

  private final Map<String, Path> files = new java.util.HashMap<>();
  private final Map<String, byte[]> before = new java.util.HashMap<>();

  record Run(int code, String out, String err) {}

  static Run run(List<String> args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        Main.execute(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
    return new Run(code, out.toString(), err.toString());
  }

  /** Small input files of every kind, copied into the folder so that they can be outputs. */
  @BeforeEach
  void inputs() throws IOException {
    copy("data", "asia.csv", DataLocation.readString("bnlearn/asia.csv"));
    copy("levels", "asia.levels.csv", DataLocation.readString("bnlearn/asia.levels.csv"));
    copy("graph", "asia.txt", DataLocation.readString("bnlearn/asia.truth.modelstring.txt"));
    copy("arcs", "asia.arcs.csv", DataLocation.readString("bnlearn/asia.truth.arcs.csv"));
    Files.copy(DataLocation.resolve("bif/asia.bif.gz"), dir.resolve("asia.bif.gz"));
    files.put("network", dir.resolve("asia.bif.gz"));
    for (Map.Entry<String, Path> e : files.entrySet()) {
      before.put(e.getKey(), Files.readAllBytes(e.getValue()));
    }
  }

  private void copy(String key, String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    files.put(key, p);
  }

  private String f(String key) {
    return files.get(key).toString();
  }

  /** A command that writes, the input option reused as the output, and that input's file. */
  static Stream<Arguments> cases() {
    return Stream.of(
        Arguments.of("learn --data {data} --out {data}", "--data", "data"),
        Arguments.of("learn --data {data} --levels {levels} --out {levels}", "--levels", "levels"),
        Arguments.of("learn --data {data} --start {graph} --out {graph}", "--start", "graph"),
        Arguments.of("learn --data {data} --whitelist {arcs} --out {arcs}", "--whitelist", "arcs"),
        Arguments.of("learn --data {data} --blacklist {arcs} --out {arcs}", "--blacklist", "arcs"),
        Arguments.of("fit --data {data} --graph {graph} --out {data}", "--data", "data"),
        Arguments.of("fit --data {data} --graph {network} --out {network}", "--graph", "network"),
        Arguments.of(
            "fit --data {data} --levels {levels} --graph {graph} --out {levels}",
            "--levels",
            "levels"),
        Arguments.of(
            "sample --network {network} --rows 10 --out {network}", "--network", "network"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void anOutputThatIsAnInputIsRefusedAndNothingIsWritten(String command, String option, String key)
      throws IOException {
    List<String> args = new ArrayList<>();
    for (String word : command.split(" ")) {
      args.add(word.startsWith("{") ? f(word.substring(1, word.length() - 1)) : word);
    }
    Run r = run(args);
    assertEquals(2, r.code(), r.err());
    assertEquals(
        "error: --out "
            + f(key)
            + " is the same file as "
            + option
            + ": choose another output file",
        r.err().strip());
    assertEquals("", r.out());
    for (Map.Entry<String, Path> e : files.entrySet()) {
      assertArrayEquals(before.get(e.getKey()), Files.readAllBytes(e.getValue()), e.getKey());
    }
    try (Stream<Path> all = Files.list(dir)) {
      assertEquals(files.size(), all.count(), "no file was added");
    }
  }

  @Test
  void theSameFileByAnotherNameOrALinkIsRefused() throws IOException {
    Path data = files.get("data");
    Path other = dir.resolve("sub").resolve("..").resolve(".").resolve(data.getFileName());
    Files.createDirectory(dir.resolve("sub"));
    Run r = run(List.of("learn", "--data", data.toString(), "--out", other.toString()));
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().contains("is the same file as --data " + data), r.err());
    Path link = dir.resolve("link.csv");
    try {
      Files.createSymbolicLink(link, data.getFileName());
    } catch (UnsupportedOperationException | IOException e) {
      return;
    }
    Run viaLink = run(List.of("learn", "--data", link.toString(), "--out", data.toString()));
    assertEquals(2, viaLink.code(), viaLink.err());
    assertTrue(viaLink.err().contains("is the same file as --data " + link), viaLink.err());
    assertArrayEquals(before.get("data"), Files.readAllBytes(data));
  }

  @Test
  void aFolderOrAMissingFolderAsOutputIsRefused() {
    Run folder = run(List.of("learn", "--data", f("data"), "--out", dir.toString()));
    assertEquals(2, folder.code());
    assertTrue(folder.err().contains("--out " + dir + " is a folder"), folder.err());
    Path missing = dir.resolve("missing").resolve("g.csv");
    for (String command : List.of("learn", "sample", "fit")) {
      List<String> args =
          switch (command) {
            case "learn" -> List.of("learn", "--data", f("data"), "--out", missing.toString());
            case "sample" ->
                List.of("sample", "--network", f("network"), "--rows", "5", "--out", "" + missing);
            default ->
                List.of(
                    "fit", "--data", f("data"), "--graph", f("graph"), "--out", missing.toString());
          };
      Run r = run(args);
      assertEquals(2, r.code(), command);
      assertTrue(
          r.err().contains("the folder " + missing.getParent() + " does not exist"), r.err());
    }
    assertFalse(Files.exists(missing.getParent()));
  }

  @Test
  void anUnknownOutputFormatIsRefusedBeforeLearning() {
    Run r = run(List.of("learn", "--data", f("data"), "--out", dir.resolve("g.xyz").toString()));
    assertEquals(2, r.code());
    assertTrue(r.err().contains("unknown format"), r.err());
    assertEquals("", r.out(), "nothing was learned");
  }

  @Test
  void aDifferentOutputIsWrittenAndReplacedWithoutTemporaryFiles() throws IOException {
    Path out = dir.resolve("learned.txt");
    Files.writeString(out, "old");
    Run r = run(List.of("learn", "--data", f("data"), "--out", out.toString()));
    assertEquals(0, r.code(), r.err());
    assertTrue(Files.readString(out).startsWith("["), Files.readString(out));
    try (Stream<Path> all = Files.list(dir)) {
      assertEquals(
          List.of(),
          all.filter(org.structlearn.io.OutputFiles::isTemporary).toList(),
          "no temporary file is left");
    }
  }
}
