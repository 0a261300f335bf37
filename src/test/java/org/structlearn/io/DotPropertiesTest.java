package org.structlearn.io;

// Kept out of the build until the DOT reader lands (GraphFiles.read(Path, null) on a .dot file
// returning a Pdag). To enable: rename this file to DotPropertiesTest.java.

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.structlearn.io.PropertyRuns.qt;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.graph.Pdag;
import org.structlearn.io.graph.Dot;
import org.structlearn.io.graph.GraphFiles;

/**
 * DOT round trips (Dot.of then GraphFiles.read: same nodes, arcs and undirected edges, for any
 * name, since DOT quotes every ID) and mutation fuzzing of the DOT reader.
 */
class DotPropertiesTest {
  @TempDir Path dir;
  private static final List<byte[]> SEEDS = new ArrayList<>();

  @BeforeAll
  static void seeds() {
    SEEDS.add(utf8("digraph {\n  a -> b;\n  b -> c;\n  c -- d;\n}\n"));
    SEEDS.add(utf8("graph g { x -- y; y -- z [weight=2]; }\n"));
    qt(6)
        .forAll(IoGenerators.pdags(6, s -> !s.isEmpty()))
        .checkAssert(g -> SEEDS.add(utf8(Dot.of(g))));
  }

  @Test
  void dotWriteThenReadGivesTheSamePdag() {
    qt(400)
        .forAll(IoGenerators.pdags(8, s -> !s.isEmpty()))
        .checkAssert(
            g -> {
              Path file = write("graph.dot", utf8(Dot.of(g)));
              Pdag back = GraphFiles.read(file, null);
              assertEquals(g, back, Dot.of(g));
            });
  }

  @Test
  void dotReaderThrowsTypedErrorsOrReturnsValidGraphs() {
    qt(400)
        .forAll(Mutations.of(SEEDS).describedAs(MutationPropertiesTest::show))
        .checkAssert(
            bytes ->
                MutationPropertiesTest.expectTypedOutcome(
                    dir,
                    bytes,
                    "graph.dot",
                    file -> MutationPropertiesTest.check(GraphFiles.read(file, null))));
  }

  private Path write(String name, byte[] bytes) {
    try {
      return Files.write(dir.resolve(name), bytes);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
