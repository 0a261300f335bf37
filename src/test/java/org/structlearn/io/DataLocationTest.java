package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.StructlearnException;

/**
 * The lookup order: an override folder first (the system property here, as the environment cannot
 * be set from a test; {@code STRUCTLEARN_DATA} comes before it), then the project's data/.
 */
class DataLocationTest {
  @TempDir Path tmp;

  @AfterEach
  void clear() {
    System.clearProperty(DataLocation.PROPERTY);
  }

  @Test
  void theProjectRootIsFoundAndHoldsTheManifest() {
    Path root = DataLocation.projectRoot().orElseThrow();
    assertTrue(Files.isRegularFile(root.resolve("data/MANIFEST.md")));
    assertEquals(root.resolve("data"), DataLocation.roots().get(DataLocation.roots().size() - 1));
  }

  @Test
  void anOverrideFolderComesFirstAndTheProjectDataAfterIt() throws IOException {
    Files.createDirectories(tmp.resolve("bnlearn"));
    Files.writeString(tmp.resolve("bnlearn/asia.truth.modelstring.txt"), "[A][B|A]");
    System.setProperty(DataLocation.PROPERTY, tmp.toString());
    assertEquals(tmp.toAbsolutePath(), DataLocation.root());
    assertEquals("[A][B|A]", DataLocation.readString("bnlearn/asia.truth.modelstring.txt"));
    // not in the override: found in the project's data/, compressed
    assertTrue(DataLocation.resolve("bnlearn/asia.csv").toString().endsWith("asia.csv.gz"));
  }

  @Test
  void aMissingFileNamesEveryFolderSearched() {
    System.setProperty(DataLocation.PROPERTY, tmp.toString());
    StructlearnException e =
        assertThrows(StructlearnException.class, () -> DataLocation.resolve("nope/x.csv"));
    assertTrue(e.getMessage().contains(tmp.resolve("nope/x.csv").toString()), e.getMessage());
    assertTrue(e.getMessage().contains("data/nope/x.csv"), e.getMessage());
    assertTrue(e.getMessage().contains(DataLocation.ENV), e.getMessage());
  }

  @Test
  void theProjectIsFoundFromASubfolder() {
    Path root = DataLocation.projectRoot().orElseThrow();
    assertEquals(root, DataLocation.projectAbove(root.resolve("notebooks")).orElseThrow());
    assertTrue(DataLocation.projectAbove(tmp).isEmpty());
  }
}
