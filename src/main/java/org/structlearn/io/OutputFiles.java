package org.structlearn.io;

import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.zip.GZIPOutputStream;
import org.structlearn.InterruptedRunException;
import org.structlearn.StructlearnException;

/**
 * Writes output files so that no reader ever sees one half-written and an interrupted run leaves
 * the old file as it was: the content goes to a temporary file in the same folder, named {@code
 * .<name>.<pid>-<random>.tmp}, which is flushed, synced to the disk ({@code fsync}) and then
 * renamed over the target in one atomic step ({@link StandardCopyOption#ATOMIC_MOVE}). The
 * temporary file is deleted when the body or the file system fails, and by a JVM shutdown hook when
 * the process ends early (Ctrl-C, SIGTERM, {@code System.exit}); a process killed outright ({@code
 * kill -9}) cannot clean up, but the target is untouched, and the next write to the same target
 * deletes temporary files whose process (the pid in the name) no longer runs on this machine.
 *
 * <p>Files whose name ends in {@code .gz} are gzip-compressed. A target that is a symbolic link is
 * written through the link (the link stays, the file it points to is replaced); the replacement
 * keeps the old file's POSIX permissions. Every method throws {@link StructlearnException} with
 * "cannot write FILE: REASON" ({@link IoErrors#reason}) when the file system fails (an {@link
 * UncheckedIOException} of the body counts as such a failure); other exceptions of the body pass
 * through unchanged, after the temporary file is deleted.
 *
 * <p><b>Targets that are not regular files</b> are written directly, never replaced: a character
 * device ({@code /dev/null}), a named pipe (FIFO; opening it waits for a reader, as {@code cat >
 * fifo} does), a socket (refused by the system with an error), and a descriptor path such as {@code
 * /proc/self/fd/1}, {@code /dev/stdout} or {@code /dev/fd/3}, or a symbolic link that leads to one
 * (written as the open descriptor is: appended). The atomic rename would otherwise put a regular
 * file in their place (as root, {@code --out /dev/null} would replace the device). Such a write is
 * not atomic: an interrupted run leaves what it wrote.
 *
 * <p>Caveat: on a folder shared between machines (NFS), the stale-file clean-up cannot see
 * processes of other machines and may delete another machine's temporary file, whose write then
 * fails with an error; the target is never damaged either way.
 */
public final class OutputFiles {
  private OutputFiles() {}

  /** Writes bytes to the (possibly compressing) stream of an output file. */
  @FunctionalInterface
  public interface StreamBody {
    /** Writes the content; the stream may be flushed or closed, the file is committed after. */
    void writeTo(OutputStream out) throws IOException;
  }

  /** Writes text (UTF-8) to an output file. */
  @FunctionalInterface
  public interface TextBody {
    /** Writes the content; the writer may be flushed or closed, the file is committed after. */
    void writeTo(Writer out) throws IOException;
  }

  /**
   * Writes the file atomically with the bytes the body writes (gzip-compressed if the name ends in
   * {@code .gz}).
   *
   * @throws StructlearnException if the file cannot be written, naming it and the reason
   */
  public static void write(Path target, StreamBody body) {
    if (isSpecial(target)) {
      writeDirectly(target, body);
      return;
    }
    Path file = destination(target);
    Path dir = folderOf(file);
    String name = file.getFileName().toString();
    Temporaries.removeStale(dir, name);
    Path tmp = null;
    boolean committed = false;
    try {
      tmp = Temporaries.create(dir, name);
      writeAndSync(tmp, name.endsWith(".gz"), body);
      copyPermissions(file, tmp);
      move(tmp, file);
      committed = true;
      syncFolder(dir);
    } catch (ClosedChannelException e) {
      // an interrupt closes the channel: the write that saw it throws ClosedByInterruptException,
      // later ones ClosedChannelException; either way the run was stopped, not the disk
      Thread.currentThread().interrupt();
      throw new InterruptedRunException(
          "writing " + target + " was interrupted; the file is unchanged", e);
    } catch (IOException e) {
      throw new StructlearnException(IoErrors.message("write", target, e), e);
    } catch (UncheckedIOException e) {
      throw new StructlearnException(IoErrors.message("write", target, e.getCause()), e);
    } finally {
      if (tmp != null) {
        if (!committed) {
          deleteQuietly(tmp);
        }
        Temporaries.forget(tmp);
      }
    }
  }

  /**
   * Writes the file atomically with the text the body writes, UTF-8 encoded (gzip-compressed if the
   * name ends in {@code .gz}).
   *
   * @throws StructlearnException if the file cannot be written, naming it and the reason
   */
  public static void writeText(Path target, TextBody body) {
    write(
        target,
        out -> {
          Writer w = new KeepOpenWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
          body.writeTo(w);
          w.flush();
        });
  }

  /**
   * Writes the text to the file atomically, UTF-8 encoded (gzip-compressed if the name ends in
   * {@code .gz}).
   *
   * @throws StructlearnException if the file cannot be written, naming it and the reason
   */
  public static void writeString(Path target, String text) {
    writeText(target, w -> w.write(text));
  }

  /**
   * Checks, before any work, that a file can be written at this path: it is not a folder and its
   * folder exists.
   *
   * @param label names the path in the message, e.g. {@code "--out"} or {@code "the output"}
   * @throws StructlearnException saying what is wrong and what to do
   */
  public static void checkWritable(Path target, String label) {
    if (Files.isDirectory(target)) {
      throw new StructlearnException(
          label + " " + target + " is a folder: give the name of a file to write");
    }
    Path dir = folderOf(target.toAbsolutePath());
    if (!Files.isDirectory(dir)) {
      throw new StructlearnException(
          label
              + " "
              + target
              + ": the folder "
              + dir
              + " does not exist; create it first or choose another output file");
    }
  }

  /**
   * Whether two paths name the same file: {@link Files#isSameFile} when both exist (which sees
   * through symbolic links, hard links and {@code ./x} against {@code x}), else equal normalised
   * absolute paths.
   */
  public static boolean sameFile(Path a, Path b) {
    if (Files.exists(a) && Files.exists(b)) {
      try {
        return Files.isSameFile(a, b);
      } catch (IOException e) {
        // fall through to comparing the names
      }
    }
    return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
  }

  /** Whether the file name is one of this class's temporary files (for any target). */
  public static boolean isTemporary(Path path) {
    return Temporaries.isTemporaryName(String.valueOf(path.getFileName()));
  }

  /**
   * Whether the target is written directly instead of replaced: it exists and is neither a regular
   * file nor a folder (following links), or it is, or links to, a descriptor path.
   */
  static boolean isSpecial(Path target) {
    Path p = target.toAbsolutePath().normalize();
    for (int hop = 0; hop < 40; hop++) {
      if (DESCRIPTOR.matcher(p.toString()).matches()) {
        return true;
      }
      if (!Files.isSymbolicLink(p)) {
        break;
      }
      try {
        Path parent = p.getParent();
        Path link = Files.readSymbolicLink(p);
        p = (parent == null ? link : parent.resolve(link)).toAbsolutePath().normalize();
      } catch (IOException | UnsupportedOperationException e) {
        break;
      }
    }
    return Files.exists(target) && !Files.isRegularFile(target) && !Files.isDirectory(target);
  }

  private static final java.util.regex.Pattern DESCRIPTOR =
      java.util.regex.Pattern.compile("/proc/[^/]+/fd/\\d+|/dev/fd/\\d+|/dev/std(in|out|err)");

  /** Writes straight into a device, pipe or descriptor (appending), with no temporary file. */
  private static void writeDirectly(Path target, StreamBody body) {
    try (OutputStream raw =
        Files.newOutputStream(target, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
      OutputStream buffered = new BufferedOutputStream(raw, 1 << 16);
      boolean gzip = String.valueOf(target.getFileName()).endsWith(".gz");
      OutputStream top = gzip ? new GZIPOutputStream(buffered, 1 << 16) : buffered;
      body.writeTo(new KeepOpen(top));
      if (top instanceof GZIPOutputStream gz) {
        gz.finish();
      }
      buffered.flush();
    } catch (ClosedChannelException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedRunException("writing " + target + " was interrupted", e);
    } catch (IOException e) {
      throw new StructlearnException(IoErrors.message("write", target, e), e);
    } catch (UncheckedIOException e) {
      throw new StructlearnException(IoErrors.message("write", target, e.getCause()), e);
    }
  }

  /** The file actually replaced: the target, or the file a symbolic link points to. */
  private static Path destination(Path target) {
    if (Files.isDirectory(target)) {
      throw new StructlearnException(
          "cannot write " + target + ": it is a folder; give the name of a file to write");
    }
    Path file = target.toAbsolutePath();
    if (Files.isSymbolicLink(file)) {
      try {
        file = file.toRealPath();
      } catch (IOException e) {
        // a dangling link: replace the link itself
      }
    }
    return file;
  }

  private static Path folderOf(Path absolute) {
    Path dir = absolute.getParent();
    return dir == null ? absolute.getRoot() : dir;
  }

  private static void writeAndSync(Path tmp, boolean gzip, StreamBody body) throws IOException {
    try (FileChannel channel = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
      OutputStream buffered = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
      OutputStream top = gzip ? new GZIPOutputStream(buffered, 1 << 16) : buffered;
      body.writeTo(new KeepOpen(top));
      if (top instanceof GZIPOutputStream gz) {
        gz.finish();
      }
      buffered.flush();
      channel.force(true);
      top.close();
    }
  }

  private static void move(Path tmp, Path file) throws IOException {
    try {
      Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      // same folder, so this happens only on unusual file systems: replace as well as they can
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** Makes the rename durable; folders cannot be opened for syncing on every system. */
  private static void syncFolder(Path dir) {
    try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
      channel.force(true);
    } catch (IOException | RuntimeException e) {
      // the rename is done; durability of the folder entry is best effort
    }
  }

  private static void copyPermissions(Path from, Path to) {
    if (!Files.exists(from)
        || Files.getFileAttributeView(to, PosixFileAttributeView.class) == null) {
      return;
    }
    try {
      Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(from));
    } catch (IOException | RuntimeException e) {
      // keep the default permissions of a new file
    }
  }

  static void deleteQuietly(Path p) {
    try {
      Files.deleteIfExists(p);
    } catch (IOException e) {
      // nothing more to do: the name marks it as a temporary file and a later write removes it
    }
  }

  /** A buffered writer whose close only flushes, so that the file is committed after it. */
  private static final class KeepOpenWriter extends BufferedWriter {
    KeepOpenWriter(Writer out) {
      super(out, 1 << 16);
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }

  /** Passes writes and flushes through but leaves the file open for syncing when closed. */
  private static final class KeepOpen extends FilterOutputStream {
    KeepOpen(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
      out.flush();
    }
  }
}
