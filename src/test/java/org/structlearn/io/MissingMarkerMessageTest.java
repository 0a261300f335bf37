package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.data.DataException;
import org.structlearn.data.VariableType;

/**
 * A column declared continuous that holds a missing-value marker is refused with the way out (the
 * missing-value tokens, or leaving the type to be detected); another text keeps the plain message.
 */
class MissingMarkerMessageTest {
  @TempDir Path dir;

  @Test
  void aMarkerInADeclaredNumberColumnSaysHowToReadItAsMissing() throws IOException {
    Path f = Files.writeString(dir.resolve("m.csv"), "x,y\n1.5,a\n?,b\n2.5,a\n");
    CsvOptions continuous =
        CsvOptions.builder().types(Map.of("x", VariableType.CONTINUOUS)).build();
    DataException e = assertThrows(DataException.class, () -> DatasetReader.read(f, continuous));
    assertTrue(e.getMessage().contains("row 2 holds '?'"), e.getMessage());
    assertTrue(e.getMessage().contains("--missing '?,NA,'"), e.getMessage());
    Path g = Files.writeString(dir.resolve("g.csv"), "x,y\n1.5,a\nlow,b\n2.5,a\n");
    DataException plain =
        assertThrows(DataException.class, () -> DatasetReader.read(g, continuous));
    assertTrue(plain.getMessage().contains("fix the value, or declare"), plain.getMessage());
  }
}
