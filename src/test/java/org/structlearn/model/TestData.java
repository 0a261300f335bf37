package org.structlearn.model;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.io.TextFiles;

/**
 * Test-only readers for the bnlearn exports (the real CSV reader and model-string parser live
 * elsewhere): a comma-split CSV with levels from {@code <name>.levels.csv}, and {@code [A][B|A]}.
 */
public final class TestData {
  private TestData() {}

  /** A bnlearn CSV export (no quotes, no missing values) with R's level order. */
  public static Dataset bnlearnCsv(Path csv, Path levelsCsv) {
    Map<String, List<String>> levels = new LinkedHashMap<>();
    List<String> levelLines = TextFiles.read(levelsCsv).lines().toList();
    for (String line : levelLines.subList(1, levelLines.size())) {
      String[] f = line.split(",", -1);
      levels.computeIfAbsent(f[0], k -> new ArrayList<>()).add(f[2]);
    }
    List<String> lines = TextFiles.read(csv).lines().toList();
    String[] header = lines.get(0).split(",", -1);
    List<Variable> vars = new ArrayList<>();
    List<Map<String, Integer>> codes = new ArrayList<>();
    for (String h : header) {
      Variable v = Variable.discrete(h, levels.get(h));
      vars.add(v);
      Map<String, Integer> m = new HashMap<>();
      for (int i = 0; i < v.cardinality(); i++) {
        m.put(v.levels().get(i), i);
      }
      codes.add(m);
    }
    int rows = lines.size() - 1;
    List<int[]> columns = new ArrayList<>();
    for (int c = 0; c < header.length; c++) {
      columns.add(new int[rows]);
    }
    for (int r = 0; r < rows; r++) {
      String[] f = lines.get(r + 1).split(",", -1);
      for (int c = 0; c < header.length; c++) {
        columns.get(c)[r] = codes.get(c).get(f[c]);
      }
    }
    return Dataset.of(vars, columns);
  }

  /** A DAG over {@code nodes} (in that order) from a bnlearn model string. */
  public static Dag modelString(String model, List<String> nodes) {
    Dag.Builder b = Dag.builder(nodes);
    Matcher m = Pattern.compile("\\[([^\\]|]+)(?:\\|([^\\]]+))?\\]").matcher(model.trim());
    while (m.find()) {
      if (m.group(2) != null) {
        for (String p : m.group(2).split(":")) {
          b.addArc(p, m.group(1));
        }
      }
    }
    return b.build();
  }
}
