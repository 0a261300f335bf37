package org.structlearn.io;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The temporary files of {@link OutputFiles}: named {@code .<target>.<pid>-<8 hex digits>.tmp} in
 * the target's folder, registered while they live, and deleted by one JVM shutdown hook if the
 * process ends before they are committed. Creating a file and the hook's sweep hold the same lock,
 * so no temporary file can be created after the sweep.
 */
final class Temporaries {
  private static final Pattern NAME = Pattern.compile("\\.(.+)\\.(\\d+)-[0-9a-f]{8}\\.tmp");
  private static final long PID = ProcessHandle.current().pid();
  private static final Object LOCK = new Object();
  private static final Set<Path> LIVE = new HashSet<>();
  private static boolean shuttingDown;

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(Temporaries::sweep, "structlearn-tmp-cleanup"));
  }

  private Temporaries() {}

  /**
   * Creates a new, empty temporary file for the target name in the folder and registers it.
   *
   * @throws IOException if the file cannot be created, or the JVM is shutting down
   */
  static Path create(Path dir, String targetName) throws IOException {
    synchronized (LOCK) {
      if (shuttingDown) {
        throw new IOException("the program is shutting down");
      }
      for (int attempt = 0; ; attempt++) {
        String random = String.format("%08x", ThreadLocalRandom.current().nextInt());
        Path tmp = dir.resolve("." + targetName + "." + PID + "-" + random + ".tmp");
        try {
          Files.createFile(tmp);
          LIVE.add(tmp);
          return tmp;
        } catch (java.nio.file.FileAlreadyExistsException e) {
          if (attempt > 100) {
            throw e;
          }
        }
      }
    }
  }

  /** Stops tracking a temporary file (committed or deleted). */
  static void forget(Path tmp) {
    synchronized (LOCK) {
      LIVE.remove(tmp);
    }
  }

  static boolean isTemporaryName(String fileName) {
    return NAME.matcher(fileName).matches();
  }

  /**
   * Deletes the target's temporary files left by processes that no longer run (killed with {@code
   * kill -9}). Files of live processes, including this one, are kept; failures are ignored.
   */
  static void removeStale(Path dir, String targetName) {
    String prefix = "." + targetName + ".";
    List<Path> stale = new ArrayList<>();
    try (DirectoryStream<Path> files =
        Files.newDirectoryStream(dir, p -> p.getFileName().toString().startsWith(prefix))) {
      for (Path p : files) {
        Matcher m = NAME.matcher(p.getFileName().toString());
        if (m.matches() && m.group(1).equals(targetName) && !running(m.group(2))) {
          stale.add(p);
        }
      }
    } catch (IOException | RuntimeException e) {
      return; // a folder we cannot list: the write itself will report the problem
    }
    stale.forEach(OutputFiles::deleteQuietly);
  }

  private static boolean running(String pid) {
    try {
      long p = Long.parseLong(pid);
      return p == PID || ProcessHandle.of(p).map(ProcessHandle::isAlive).orElse(false);
    } catch (NumberFormatException | UnsupportedOperationException | SecurityException e) {
      return true; // when in doubt, keep the file
    }
  }

  private static void sweep() {
    synchronized (LOCK) {
      shuttingDown = true;
      LIVE.forEach(OutputFiles::deleteQuietly);
      LIVE.clear();
    }
  }
}
