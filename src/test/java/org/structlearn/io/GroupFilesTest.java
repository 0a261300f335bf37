package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.latent.NbmGroups;
import org.structlearn.latent.NbmGroupsException;

class GroupFilesTest {
  @TempDir Path dir;

  private Path file(String text) throws IOException {
    Path p = dir.resolve("groups.csv");
    Files.writeString(p, text);
    return p;
  }

  private void assertError(String text, String... parts) throws IOException {
    Path p = file(text);
    NbmGroupsException e = assertThrows(NbmGroupsException.class, () -> GroupFiles.read(p));
    assertTrue(e.getMessage().contains(p.toString()), e.getMessage());
    for (String part : parts) {
      assertTrue(e.getMessage().contains(part), e.getMessage() + " should name " + part);
    }
  }

  @Test
  void readsGroupsInOrderOfFirstAppearance() throws IOException {
    NbmGroups g = GroupFiles.read(file("column,group\nx,L2\na,L1\ny,L2\nb,L1\n"));
    assertEquals(List.of("L2", "L1"), g.names());
    assertEquals(List.of("x", "y"), g.group(0).columns());
    assertEquals(List.of("a", "b"), g.group(1).columns());
  }

  @Test
  void errorsNameTheFileLineAndCulprit() throws IOException {
    assertError("column,group\na,L1\nb,L1\na,L2\n", "line 4", "'a'", "line 2");
    assertError("column,group\na,L1\nb,L1\nc,L2\n", "'L2'", "at least 2");
    assertError("col,group\na,L1\n", "'column'");
    assertError("", "empty");
    assertError("column,group\na,\n", "line 2");
  }
}
