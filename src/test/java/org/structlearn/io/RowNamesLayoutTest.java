package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;

/**
 * R's write.table layout: a header one field shorter than the rows, whose first field is the row's
 * name. Read as write.csv's layout is (a first column named row.names), the same data; a header
 * short on some rows only is still a ragged file; a long file (past the 64 KiB looked at twice)
 * reads to its end.
 */
class RowNamesLayoutTest {
  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text, StandardCharsets.UTF_8);
    return p;
  }

  @Test
  void aHeaderOneShortReadsTheFirstFieldAsRowNames() throws IOException {
    Path table =
        write("t.tsv", "mpg\tcyl\nMazda RX4\t21\t6\nDatsun 710\t22.8\t4\nValiant\t18.1\t6\n");
    Path csv =
        write(
            "c.csv",
            "\"\",\"mpg\",\"cyl\"\n\"Mazda RX4\",21,6\n\"Datsun 710\",22.8,4\n\"Valiant\",18.1,6\n");
    Dataset a = DatasetReader.read(table);
    Dataset b = DatasetReader.read(csv);
    assertEquals(List.of("row.names", "mpg", "cyl"), a.names());
    assertEquals(b, a, "write.table's layout reads as write.csv's");
    assertEquals(22.8, a.value(1, 1), 0.0);
  }

  @Test
  void aByteOrderMarkAndCrLfLinesAreKept() throws IOException {
    Path table = write("bom.csv", "\uFEFFx,y\r\na,1,2\r\nb,3,4\r\n");
    Dataset d = DatasetReader.read(table);
    assertEquals(List.of("row.names", "x", "y"), d.names());
    assertEquals(4.0, d.value(2, 1), 0.0);
  }

  @Test
  void aHeaderShortOnSomeRowsIsStillRagged() throws IOException {
    Path ragged = write("r.csv", "x,y\na,1,2\n3,4\n");
    DataException e = assertThrows(DataException.class, () -> DatasetReader.read(ragged));
    assertTrue(e.getMessage().contains("line 2: 3 fields, but the header has 2"), e.getMessage());
    Path named = write("n.csv", "row.names,y\na,1,2\nb,3,4\n");
    DataException f = assertThrows(DataException.class, () -> DatasetReader.read(named));
    assertTrue(f.getMessage().contains("but the header has 2"), f.getMessage());
  }

  @Test
  void aLongFileReadsToItsEnd() throws IOException {
    StringBuilder sb = new StringBuilder("x,y\n");
    for (int r = 0; r < 20_000; r++) {
      sb.append("row").append(r).append(',').append(r % 7).append(',').append(r * 0.5).append('\n');
    }
    assertTrue(sb.length() > 1 << 17);
    Dataset d = DatasetReader.read(write("long.csv", sb.toString()));
    assertEquals(20_000, d.rows());
    assertEquals(3, d.columns());
    assertEquals(19_999 * 0.5, d.value(2, 19_999), 0.0);
  }
}
