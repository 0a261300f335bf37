package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.network.BifWriter;
import org.structlearn.model.BayesianNetwork;

class BifRoundTripTest {

  /** Counts from the validation summary of shared/data/MANIFEST.md (variables/arcs/free params). */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "asia, 8, 8, 18",
    "cancer, 5, 4, 10",
    "earthquake, 5, 4, 10",
    "survey, 6, 6, 21",
    "sachs, 11, 17, 178",
    "child, 20, 25, 230",
    "insurance, 27, 52, 1008",
    "alarm, 37, 46, 509",
    "hailfinder, 56, 66, 2656",
    "pathfinder, 109, 195, 72079",
    "andes, 223, 338, 1157",
    "munin, 1041, 1397, 80592"
  })
  void readsCountsAndRoundTrips(String name, int nodes, int arcs, int params) {
    BayesianNetwork bn = BifReader.read(DataLocation.resolve("bif/" + name + ".bif.gz"));
    assertEquals(nodes, bn.size(), "variables");
    assertEquals(arcs, bn.dag().arcCount(), "arcs");
    assertEquals(params, bn.parameterCount(), "free parameters");

    StringWriter out = new StringWriter();
    BifWriter.write(bn, out);
    BayesianNetwork back = BifReader.read(new StringReader(out.toString()), name + " (rewritten)");
    assertEquals(bn, back);
    assertEquals(bn.hashCode(), back.hashCode());
  }

  @Test
  void gzipFileRoundTripsThroughPath(@TempDir Path dir) {
    BayesianNetwork bn = BifReader.read(DataLocation.resolve("bif/child.bif.gz"));
    Path gz = dir.resolve("child.bif.gz");
    Path plain = dir.resolve("child.bif");
    BifWriter.write(bn, gz);
    BifWriter.write(bn, plain);
    assertEquals(bn, BifReader.read(gz));
    assertEquals(bn, BifReader.read(plain));
  }

  @Test
  void labelledRowsAreMappedByLabelWhateverTheirOrderAndTheHeaderOrder() throws IOException {
    String text;
    try (Reader r =
        new InputStreamReader(
            new GZIPInputStream(Files.newInputStream(DataLocation.resolve("bif/asia.bif.gz"))),
            StandardCharsets.UTF_8)) {
      text = new java.io.BufferedReader(r).lines().reduce("", (a, b) -> a + b + "\n");
    }
    String original =
        """
        probability ( dysp | bronc, either ) {
          (yes, yes) 0.9, 0.1;
          (no, yes) 0.7, 0.3;
          (yes, no) 0.8, 0.2;
          (no, no) 0.1, 0.9;
        }
        """;
    // header parents swapped, rows enumerated first parent slowest and in reverse
    String shuffled =
        """
        probability ( dysp | either, bronc ) {
          (no, no) 0.1, 0.9;
          (no, yes) 0.8, 0.2;
          (yes, no) 0.7, 0.3;
          (yes, yes) 0.9, 0.1;
        }
        """;
    assertTrue(text.contains(original));
    BayesianNetwork a = BifReader.read(new StringReader(text), "asia.bif");
    BayesianNetwork b = BifReader.read(new StringReader(text.replace(original, shuffled)), "x");
    assertEquals(a, b);
  }

  @Test
  void summaryNamesCountsAndModel() {
    BayesianNetwork bn = BifReader.read(DataLocation.resolve("bif/asia.bif.gz"));
    String s = bn.toString();
    assertTrue(s.contains("nodes:      8 (asia, tub, smoke,"), s);
    assertTrue(s.contains("arcs:       8"), s);
    assertTrue(s.contains("parameters: 18"), s);
    assertTrue(s.contains("model:      " + bn.dag()), s);
  }

  @Test
  void childLevelsThatAreNotIdentifiersAreKept() {
    BayesianNetwork bn = BifReader.read(DataLocation.resolve("bif/child.bif.gz"));
    // levels as listed in child.bif (see the BIF notes in MANIFEST.md)
    String all = bn.variables().toString();
    for (String level : new String[] {"<5", "5-12", "12+", "<7.5", ">=7.5", "Asy/Patch"}) {
      assertTrue(all.contains(level), level);
    }
  }
}
