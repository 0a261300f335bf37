package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.data.Dataset;
import org.structlearn.data.IncompleteDataset;

/**
 * {@link DatasetReader#readIncomplete}: missing cells kept, types and levels as read() has them.
 */
class ReadIncompleteTest {
  @TempDir Path dir;

  @Test
  void missingCellsAreKeptAndSkippedByTypeInference() throws IOException {
    Path p = dir.resolve("t.csv");
    Files.writeString(p, "A,X,E,L\nb,1.5,,u\n,NA,,v\na,2,,NA\nb,3,,u\n");
    IncompleteDataset t =
        DatasetReader.readIncomplete(
            p, CsvOptions.builder().levels(Map.of("L", List.of("u", "v", "NA"))).build());
    assertEquals(List.of("a", "b"), t.variable(0).levels());
    assertFalse(t.isDiscrete(1));
    assertTrue(t.isMissing(0, 1));
    assertTrue(t.isMissing(1, 1));
    assertEquals(2.0, t.value(1, 2));
    assertFalse(t.isDiscrete(2)); // a column with no value at all: all NaN
    assertEquals(4, t.missingCount(2));
    assertEquals(2, t.code(3, 2)); // NA is a level of L, whose level list names it
    assertEquals(0, t.missingCount(3));
  }

  @Test
  void aCompleteFileReadsAsReadGivesIt() {
    Path asia = DataLocation.resolve("bnlearn/asia.csv");
    Dataset full = DatasetReader.read(asia);
    IncompleteDataset t = DatasetReader.readIncomplete(asia, CsvOptions.defaults());
    assertTrue(t.isComplete());
    assertEquals(full, t.completeRows());
  }

  @Test
  void theRealTablesReadWithTheirHoles() {
    IncompleteDataset survey =
        DatasetReader.readIncomplete(
            DataLocation.resolve("real/survey.csv"), CsvOptions.defaults());
    assertEquals(237, survey.rows());
    assertEquals(107, survey.missingCells());
    assertEquals(168, survey.completeRowIndices().length);
    IncompleteDataset titanic =
        DatasetReader.readIncomplete(
            DataLocation.resolve("real/titanic_train.csv"), CsvOptions.defaults());
    assertEquals(177, titanic.missingCount(titanic.indexOf("Age")));
    assertEquals(687, titanic.missingCount(titanic.indexOf("Cabin")));
    assertEquals(2, titanic.missingCount(titanic.indexOf("Embarked")));
  }
}
