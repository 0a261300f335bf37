package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.StructlearnException;

class OutputFilesTest {
  @TempDir Path dir;

  private static final byte[] OLD = "old content\n1,2,3\n".getBytes(StandardCharsets.UTF_8);

  private List<Path> temporaries() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(OutputFiles::isTemporary).toList();
    }
  }

  @Test
  void replacesTheOldFileAndLeavesNoTemporaryFile() throws IOException {
    Path f = dir.resolve("x.csv");
    Files.write(f, OLD);
    OutputFiles.writeString(f, "new\n");
    assertEquals("new\n", Files.readString(f));
    assertEquals(List.of(), temporaries());
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(List.of(f), files.toList());
    }
  }

  @Test
  void writesTheContentToATemporaryFileInTheSameFolderBeforeTheMove() throws IOException {
    Path f = dir.resolve("x.csv");
    Files.write(f, OLD);
    OutputFiles.write(
        f,
        out -> {
          out.write("partial".getBytes(StandardCharsets.UTF_8));
          out.flush();
          List<Path> tmp = temporaries();
          assertEquals(1, tmp.size());
          assertTrue(tmp.get(0).getFileName().toString().startsWith(".x.csv."), tmp.toString());
          assertEquals("partial", Files.readString(tmp.get(0)));
          assertArrayEquals(OLD, Files.readAllBytes(f), "the target is untouched while writing");
        });
    assertEquals("partial", Files.readString(f));
    assertEquals(List.of(), temporaries());
  }

  @Test
  void anExceptionOfTheBodyLeavesTheOldFileAndNoTemporaryFile() throws IOException {
    Path f = dir.resolve("x.csv");
    Files.write(f, OLD);
    IllegalStateException boom = new IllegalStateException("boom");
    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class,
            () ->
                OutputFiles.writeText(
                    f,
                    w -> {
                      w.write("half a file".repeat(10_000));
                      w.flush();
                      throw boom;
                    }));
    assertSame(boom, thrown, "the body's exception passes through unchanged");
    assertArrayEquals(OLD, Files.readAllBytes(f));
    assertEquals(List.of(), temporaries());
  }

  @Test
  void anIoErrorOfTheBodyNamesTheFileAndTheReason() throws IOException {
    Path f = dir.resolve("x.csv");
    Files.write(f, OLD);
    StructlearnException e =
        assertThrows(
            StructlearnException.class,
            () ->
                OutputFiles.write(
                    f,
                    out -> {
                      out.write(1);
                      throw new java.nio.file.FileSystemException(
                          f.toString(), null, "No space left on device");
                    }));
    assertEquals("cannot write " + f + ": No space left on device", e.getMessage());
    assertArrayEquals(OLD, Files.readAllBytes(f));
    assertEquals(List.of(), temporaries());
  }

  @Test
  void aNewFileIsCreatedAndAFailedNewFileLeavesNothing() throws IOException {
    Path f = dir.resolve("new.txt");
    assertThrows(
        IllegalArgumentException.class,
        () ->
            OutputFiles.writeText(
                f,
                w -> {
                  throw new IllegalArgumentException("no");
                }));
    assertFalse(Files.exists(f));
    assertEquals(List.of(), temporaries());
    OutputFiles.writeString(f, "made");
    assertEquals("made", Files.readString(f));
  }

  @Test
  void gzipsWhenTheNameEndsInGz() throws IOException {
    Path f = dir.resolve("x.csv.gz");
    OutputFiles.writeString(f, "a,b\n1,2\n");
    byte[] raw = Files.readAllBytes(f);
    assertEquals(0x1f, raw[0] & 0xff);
    assertEquals(0x8b, raw[1] & 0xff);
    try (InputStream in = new GZIPInputStream(Files.newInputStream(f))) {
      assertEquals("a,b\n1,2\n", new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void aBodyThatClosesItsStreamStillCommits() throws IOException {
    Path f = dir.resolve("x.txt.gz");
    OutputFiles.writeText(
        f,
        w -> {
          try (w) {
            w.write("closed early");
          }
        });
    assertEquals("closed early", TextFiles.read(f));
  }

  @Test
  void writesThroughASymbolicLinkAndKeepsTheLink() throws IOException {
    Path real = dir.resolve("real.txt");
    Files.write(real, OLD);
    Path link = dir.resolve("link.txt");
    try {
      Files.createSymbolicLink(link, real.getFileName());
    } catch (UnsupportedOperationException | IOException e) {
      Assumptions.abort("symbolic links are not supported here");
    }
    OutputFiles.writeString(link, "via link");
    assertTrue(Files.isSymbolicLink(link));
    assertEquals("via link", Files.readString(real));
  }

  @Test
  void keepsThePermissionsOfTheReplacedFile() throws IOException {
    Path f = dir.resolve("x.csv");
    Files.write(f, OLD);
    try {
      Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r-----"));
    } catch (UnsupportedOperationException e) {
      Assumptions.abort("no POSIX permissions here");
    }
    OutputFiles.writeString(f, "new");
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
  }

  @Test
  void aFolderOrAMissingFolderIsRefusedWithAClearMessage() {
    StructlearnException folder =
        assertThrows(StructlearnException.class, () -> OutputFiles.writeString(dir, "x"));
    assertTrue(folder.getMessage().contains("is a folder"), folder.getMessage());
    Path missing = dir.resolve("no-such-folder").resolve("x.csv");
    StructlearnException e =
        assertThrows(StructlearnException.class, () -> OutputFiles.writeString(missing, "x"));
    assertEquals("cannot write " + missing + ": no such file or directory", e.getMessage());
    StructlearnException check =
        assertThrows(StructlearnException.class, () -> OutputFiles.checkWritable(missing, "--out"));
    assertTrue(
        check.getMessage().contains("the folder " + missing.getParent() + " does not exist"),
        check.getMessage());
    assertThrows(StructlearnException.class, () -> OutputFiles.checkWritable(dir, "--out"));
  }

  @Test
  void sameFileSeesThroughDotsLinksAndMissingFiles() throws IOException {
    Path f = dir.resolve("v.csv");
    Files.write(f, OLD);
    assertTrue(OutputFiles.sameFile(f, dir.resolve(".").resolve("v.csv")));
    assertTrue(OutputFiles.sameFile(f, dir.resolve("sub").resolve("..").resolve("v.csv")));
    assertFalse(OutputFiles.sameFile(f, dir.resolve("w.csv")));
    assertTrue(OutputFiles.sameFile(dir.resolve("w.csv"), dir.resolve("./w.csv")));
    Path hard = dir.resolve("hard.csv");
    try {
      Files.createLink(hard, f);
    } catch (UnsupportedOperationException | IOException e) {
      return;
    }
    assertTrue(OutputFiles.sameFile(hard, f));
  }

  @Test
  void removesTemporaryFilesOfDeadProcessesButNotOfLiveOnes() throws Exception {
    Process p = new ProcessBuilder(javaBinary(), "-version").start();
    p.getInputStream().close();
    p.getErrorStream().close();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    long dead = p.pid();
    Assumptions.assumeFalse(ProcessHandle.of(dead).isPresent(), "the pid was reused");
    long live = ProcessHandle.current().pid();
    Path staleTmp = dir.resolve(".x.csv." + dead + "-0123abcd.tmp");
    Path liveTmp = dir.resolve(".x.csv." + live + "-0123abcd.tmp");
    Path otherTarget = dir.resolve(".y.csv." + dead + "-0123abcd.tmp");
    for (Path t : List.of(staleTmp, liveTmp, otherTarget)) {
      Files.writeString(t, "left over");
      assertTrue(OutputFiles.isTemporary(t));
    }
    OutputFiles.writeString(dir.resolve("x.csv"), "new");
    assertFalse(Files.exists(staleTmp), "a dead process's temporary file is removed");
    assertTrue(Files.exists(liveTmp), "a live process's temporary file is kept");
    assertTrue(Files.exists(otherTarget), "another target's temporary file is left alone");
  }

  private static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
