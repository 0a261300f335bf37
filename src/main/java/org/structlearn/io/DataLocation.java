package org.structlearn.io;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.structlearn.StructlearnException;

/**
 * Where benchmark networks and data sets are found. A relative name such as {@code
 * bnlearn/alarm.csv} is looked up in these folders, in this order, first as it is and then with
 * {@code .gz} appended (the project ships its copies gzip-compressed, e.g. {@code
 * data/bnlearn/alarm.csv.gz}; every reader decompresses by content):
 *
 * <ol>
 *   <li>the folder named by the environment variable {@code STRUCTLEARN_DATA}, if set (an override
 *       for large or private benchmark files);
 *   <li>the folder named by the system property {@code structlearn.data}, if set;
 *   <li>the project's own {@code data/} folder: the project root is found from where this class was
 *       loaded ({@code target/classes} or {@code target/structlearn.jar}) or, failing that, by
 *       walking up from the working directory, so that a notebook finds it whatever folder its
 *       kernel started in. A project root is a folder holding {@code pom.xml} and {@code
 *       data/MANIFEST.md}.
 * </ol>
 *
 * <p>Paths below a folder follow the layout of {@code data/} ({@code bif/alarm.bif.gz}, {@code
 * bnlearn/alarm.csv}, {@code gaussian/ecoli70.json}, ...), listed in {@code data/MANIFEST.md}.
 */
public final class DataLocation {
  /** Name of the environment variable that overrides the default location. */
  public static final String ENV = "STRUCTLEARN_DATA";

  /** Name of the system property consulted after the environment variable. */
  public static final String PROPERTY = "structlearn.data";

  /** The file that marks a project's data folder. */
  static final String MARKER = "MANIFEST.md";

  private DataLocation() {}

  /**
   * The folders searched, in order: {@code $STRUCTLEARN_DATA}, {@code -Dstructlearn.data}, the
   * project's {@code data/}. Folders that are not set or not found are left out; the list may be
   * empty.
   */
  public static List<Path> roots() {
    Set<Path> roots = new LinkedHashSet<>();
    String env = System.getenv(ENV);
    if (env != null && !env.isBlank()) {
      roots.add(Path.of(env).toAbsolutePath().normalize());
    }
    String prop = System.getProperty(PROPERTY);
    if (prop != null && !prop.isBlank()) {
      roots.add(Path.of(prop).toAbsolutePath().normalize());
    }
    projectRoot().ifPresent(r -> roots.add(r.resolve("data")));
    return List.copyOf(roots);
  }

  /**
   * The first folder of {@link #roots()}, or {@code data} under the working directory when there is
   * none; it need not exist.
   */
  public static Path root() {
    List<Path> roots = roots();
    return roots.isEmpty() ? Path.of("data").toAbsolutePath() : roots.get(0);
  }

  /**
   * The root of the structlearn project this code runs from: a folder with {@code pom.xml} and
   * {@code data/MANIFEST.md}, found above the jar or class folder this class was loaded from, else
   * above the working directory.
   */
  public static Optional<Path> projectRoot() {
    Optional<Path> fromCode = codeLocation().flatMap(DataLocation::projectAbove);
    if (fromCode.isPresent()) {
      return fromCode;
    }
    return projectAbove(Path.of("").toAbsolutePath());
  }

  /** The file for a relative data name, or empty when no folder of {@link #roots()} has it. */
  public static Optional<Path> find(String relative) {
    for (Path root : roots()) {
      Path plain = root.resolve(relative);
      if (Files.exists(plain)) { // a file or a folder
        return Optional.of(plain);
      }
      Path gz = root.resolve(relative + ".gz");
      if (!relative.endsWith(".gz") && Files.isRegularFile(gz)) {
        return Optional.of(gz);
      }
    }
    return Optional.empty();
  }

  /**
   * The file for a relative data name ({@code bnlearn/alarm.csv} may be {@code
   * data/bnlearn/alarm.csv.gz}).
   *
   * @throws StructlearnException if no folder has it, listing the folders searched and how to add
   *     one
   */
  public static Path resolve(String relative) {
    return find(relative).orElseThrow(() -> notFound(relative));
  }

  /**
   * The text of a data file, decompressed if it is gzip-compressed, decoded as UTF-8.
   *
   * @throws StructlearnException if the file is not found or cannot be read, naming it
   */
  public static String readString(String relative) {
    return TextFiles.read(resolve(relative));
  }

  private static StructlearnException notFound(String relative) {
    List<Path> roots = roots();
    List<String> looked = new ArrayList<>();
    for (Path r : roots) {
      looked.add(r.resolve(relative).toString() + "[.gz]");
    }
    String where =
        looked.isEmpty()
            ? "no data folder is known (no " + ENV + " and no project data/ folder was found)"
            : "looked for " + String.join(", ", looked);
    return new StructlearnException(
        "data file '"
            + relative
            + "' not found: "
            + where
            + "; set the environment variable "
            + ENV
            + " to a folder that holds it with this layout, or run from inside the structlearn"
            + " project (its data/ folder is found from any subfolder)");
  }

  private static Optional<Path> codeLocation() {
    try {
      CodeSource src = DataLocation.class.getProtectionDomain().getCodeSource();
      if (src == null || src.getLocation() == null) {
        return Optional.empty();
      }
      return Optional.of(Path.of(src.getLocation().toURI()).toAbsolutePath());
    } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
      return Optional.empty(); // not a file: URL (e.g. a remote class loader): no project
    } catch (java.nio.file.FileSystemNotFoundException e) {
      return Optional.empty();
    }
  }

  static Optional<Path> projectAbove(Path start) {
    for (Path p = start; p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve("pom.xml"))
          && Files.isRegularFile(p.resolve("data").resolve(MARKER))) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }
}
