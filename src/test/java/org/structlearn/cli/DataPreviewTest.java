package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The warm-up's shape of --data: from the level file, else from the first lines. */
class DataPreviewTest {
  @TempDir Path dir;

  private DataOptions options(Path data, Path levels) {
    DataOptions o = new DataOptions();
    o.data = data;
    o.levels = levels;
    return o;
  }

  /** A level file: A with levels x, y; B with p, q, r. */
  private Path levelFile() throws IOException {
    Path levels = dir.resolve("l.csv");
    Files.writeString(levels, "variable,index,level\nA,1,x\nA,2,y\nB,1,p\nB,2,q\nB,3,r\n");
    return levels;
  }

  @Test
  void levelsComeFromTheLevelFileWhenGiven() throws IOException {
    Path levels = levelFile();
    Path data = dir.resolve("d.csv");
    Files.writeString(data, "A,B\nx,p\n");
    assertArrayEquals(new int[] {2, 3}, DataPreview.levels(options(data, levels)).get());
  }

  @Test
  void levelsAreCountedOverTheFirstLinesOfPlainOrGzipData() throws IOException {
    String text = "A;B;C\n1;a;u\n2;b;u\n3;a;v\n1;c;u\n";
    Path plain = dir.resolve("d.csv");
    Files.writeString(plain, text);
    Path gz = dir.resolve("d.csv.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
    for (Path p : List.of(plain, gz)) {
      assertArrayEquals(new int[] {3, 3, 2}, DataPreview.levels(options(p, null)).get());
    }
  }

  @Test
  void theRawCommandLineGivesTheSameShapeBeforeItIsParsed() throws IOException {
    Path levels = levelFile();
    Path data = dir.resolve("d.csv");
    Files.writeString(data, "A,B,C\nx,p,1\ny,p,2\nx,q,3\n");
    String d = data.toString();
    String l = levels.toString();
    assertArrayEquals(
        new int[] {2, 3},
        DataPreview.levels(new String[] {"learn", "--data", d, "--levels", l}).get());
    assertArrayEquals(
        new int[] {2, 3},
        DataPreview.levels(new String[] {"learn", "--levels=" + l, "--data=" + d}).get());
    assertArrayEquals(
        new int[] {2, 2, 3},
        DataPreview.levels(new String[] {"learn", "--data", d, "--json"}).get());
    assertNull(DataPreview.levels(new String[] {"learn", "--json"}));
    assertNull(
        DataPreview.levels(new String[] {"learn", "--data", dir.resolve("none").toString()}).get());
  }

  @Test
  void quotedOrRaggedOrMissingDataGiveNoShape() throws IOException {
    Path quoted = dir.resolve("q.csv");
    Files.writeString(quoted, "A,B\n\"x,y\",1\n");
    assertNull(DataPreview.levels(options(quoted, null)).get());
    Path ragged = dir.resolve("r.csv");
    Files.writeString(ragged, "A,B\n1,2,3\n");
    assertNull(DataPreview.levels(options(ragged, null)).get());
    assertNull(DataPreview.levels(options(dir.resolve("none.csv"), null)).get());
  }
}
