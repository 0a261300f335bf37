package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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
  void childLevelsThatAreNotIdentifiersAreKept() {
    BayesianNetwork bn = BifReader.read(DataLocation.resolve("bif/child.bif.gz"));
    // levels as listed in child.bif (see the BIF notes in MANIFEST.md)
    String all = bn.variables().toString();
    for (String level : new String[] {"<5", "5-12", "12+", "<7.5", ">=7.5", "Asy/Patch"}) {
      assertTrue(all.contains(level), level);
    }
  }
}
