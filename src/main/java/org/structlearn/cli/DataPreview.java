package org.structlearn.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.structlearn.io.LevelFiles;
import org.structlearn.io.TextFiles;

/**
 * The number of levels of each column of {@code --data}, for the warm-up to shape its synthetic
 * data like the caller's ({@link org.structlearn.search.Warmup#shapeFrom}): from the level file
 * when {@code --levels} is given, otherwise counted over the first {@value #LINES} lines of the
 * data (a simple split on the delimiter; null, so no shaping, for quoted fields or a column of more
 * than 256 values). Computed when asked, on the warm-up's thread; a few milliseconds.
 */
final class DataPreview {
  /** The data lines counted when there is no level file. */
  static final int LINES = 2000;

  private static final char[] DELIMITERS = {',', ';', '\t', '|'};

  private DataPreview() {}

  /**
   * As {@link #levels(DataOptions)}, from the raw command line before it is parsed: the file of
   * {@code --levels} (every column) or the first lines of {@code --data} (UTF-8, the delimiter
   * guessed); null when the arguments name neither. The warm-up can then run on data shaped like
   * the caller's from its first round instead of from when the parsed options reach it.
   */
  static Supplier<int[]> levels(String[] args) {
    Path levels = argument(args, "--levels");
    Path data = argument(args, "--data");
    if (levels == null && data == null) {
      return null;
    }
    return () -> {
      try {
        return levels != null
            ? fromLevelFile(levels, StandardCharsets.UTF_8, List.of())
            : fromFirstLines(data, StandardCharsets.UTF_8, null);
      } catch (IOException | RuntimeException e) {
        return null;
      }
    };
  }

  /**
   * The path given to {@code option} ({@code --option PATH} or {@code --option=PATH}) in the raw
   * arguments, or null (also for a path that is not valid: the parsed options report it).
   */
  static Path argument(String[] args, String option) {
    try {
      for (int i = 0; i < args.length; i++) {
        if (args[i].equals(option) && i + 1 < args.length) {
          return Path.of(args[i + 1]);
        }
        if (args[i].startsWith(option + "=")) {
          return Path.of(args[i].substring(option.length() + 1));
        }
      }
    } catch (java.nio.file.InvalidPathException e) {
      return null; // the parsed options report it
    }
    return null;
  }

  /** A supplier of the columns' level counts, or of null when they cannot be had cheaply. */
  static Supplier<int[]> levels(DataOptions options) {
    return () -> {
      Charset charset = options.encoding == null ? StandardCharsets.UTF_8 : options.encoding;
      try {
        return options.levels != null
            ? fromLevelFile(options.levels, charset, options.columnList())
            : fromFirstLines(options.data, charset, options.delimiter);
      } catch (IOException e) {
        return null;
      }
    };
  }

  private static int[] fromLevelFile(Path file, Charset charset, List<String> columns) {
    Map<String, List<String>> levels = LevelFiles.read(file, charset);
    List<Integer> counts = new ArrayList<>();
    levels.forEach(
        (name, list) -> {
          if (columns.isEmpty() || columns.contains(name)) {
            counts.add(list.size());
          }
        });
    return counts.stream().mapToInt(Integer::intValue).toArray();
  }

  private static int[] fromFirstLines(Path data, Charset charset, Character delimiter)
      throws IOException {
    try (InputStream raw = TextFiles.open(data)) {
      BufferedReader in = new BufferedReader(new InputStreamReader(raw, charset));
      String header = in.readLine();
      if (header == null || header.indexOf('"') >= 0) {
        return null;
      }
      char d = delimiter != null ? delimiter : delimiterOf(header);
      int columns = split(header, d).size();
      List<Set<String>> seen = new ArrayList<>();
      for (int c = 0; c < columns; c++) {
        seen.add(new HashSet<>());
      }
      String line;
      for (int i = 0; i < LINES && (line = in.readLine()) != null; i++) {
        List<String> cells = split(line, d);
        if (line.indexOf('"') >= 0 || cells.size() != columns) {
          return null;
        }
        for (int c = 0; c < columns; c++) {
          if (seen.get(c).add(cells.get(c)) && seen.get(c).size() > 256) {
            return null;
          }
        }
      }
      return seen.stream().mapToInt(Set::size).toArray();
    }
  }

  private static char delimiterOf(String header) {
    for (char c : DELIMITERS) {
      if (header.indexOf(c) >= 0) {
        return c;
      }
    }
    return ',';
  }

  private static List<String> split(String line, char d) {
    List<String> out = new ArrayList<>();
    int from = 0;
    for (int i = 0; i <= line.length(); i++) {
      if (i == line.length() || line.charAt(i) == d) {
        out.add(line.substring(from, i).trim());
        from = i + 1;
      }
    }
    return out;
  }
}
