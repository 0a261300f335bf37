package org.structlearn.io;

import java.nio.file.Files;
import java.nio.file.Path;
import org.structlearn.StructlearnException;

/**
 * The one configurable place where benchmark networks and data sets are found: the directory named
 * by the environment variable {@code STRUCTLEARN_DATA} if it is set, else the system property
 * {@code structlearn.data}, else {@code data/} under the working directory. CI points it at {@code
 * ../shared/data}; paths below it follow that folder's layout ({@code bif/alarm.bif.gz}, {@code
 * bnlearn/alarm.csv}, ...).
 */
public final class DataLocation {
  /** Name of the environment variable that overrides the default location. */
  public static final String ENV = "STRUCTLEARN_DATA";

  /** Name of the system property consulted when the environment variable is not set. */
  public static final String PROPERTY = "structlearn.data";

  private DataLocation() {}

  /** The data directory (which need not exist). */
  public static Path root() {
    String env = System.getenv(ENV);
    if (env != null && !env.isBlank()) {
      return Path.of(env);
    }
    String prop = System.getProperty(PROPERTY);
    if (prop != null && !prop.isBlank()) {
      return Path.of(prop);
    }
    return Path.of("data");
  }

  /**
   * A file below the data directory.
   *
   * @throws StructlearnException if it does not exist, saying where it was looked for and how to
   *     set the location
   */
  public static Path resolve(String relative) {
    Path p = root().resolve(relative);
    if (!Files.exists(p)) {
      throw new StructlearnException(
          "data file '"
              + relative
              + "' not found at "
              + p.toAbsolutePath()
              + "; set the environment "
              + "variable "
              + ENV
              + " to the folder that holds it (e.g. ../shared/data)");
    }
    return p;
  }
}
