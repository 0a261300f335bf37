package org.structlearn.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Pdag;
import org.structlearn.io.DataLocation;
import org.structlearn.io.TextFiles;
import org.structlearn.io.graph.ArcLists;
import org.structlearn.io.graph.ModelStrings;

/**
 * SHD and skeleton Hamming distance of every structure bnlearn learned in the benchmark, against
 * bnlearn 5.2.1's own {@code shd()} and {@code hamming()} (columns {@code shd.cpdag} and {@code
 * hamming.skeleton} of {@code bnlearn/baseline/results-all.csv}, see {@code bnlearn/README.md}).
 */
class BnlearnReferenceTest {
  private static final Pattern FILE = Pattern.compile("(.+)-n(\\d+)-(.+)\\.arcs\\.csv(\\.gz)?");
  private static final Pattern RBN = Pattern.compile("(.+)-rbn-seed(\\d+)");

  @Test
  void shdAndHammingMatchBnlearnForEveryLearnedGraph() throws IOException {
    Path base = DataLocation.resolve("bnlearn/baseline");
    Map<String, Map<String, String>> rows = new HashMap<>();
    for (Map<String, String> r :
        readCsv(DataLocation.resolve("bnlearn/baseline/results-all.csv"))) {
      rows.put(r.get("dataset") + "|" + r.get("n") + "|" + r.get("algorithm"), r);
    }
    List<Path> files;
    try (Stream<Path> s = Files.list(base.resolve("learned"))) {
      files = s.filter(p -> FILE.matcher(p.getFileName().toString()).matches()).sorted().toList();
    }
    assertEquals(32, files.size(), "learned graphs in baseline/learned");
    List<String> mismatches = new ArrayList<>();
    for (Path f : files) {
      Matcher m = FILE.matcher(f.getFileName().toString());
      assertTrue(m.matches(), f.toString());
      String net = m.group(1);
      Matcher rbn = RBN.matcher(net);
      String dataset = rbn.matches() ? rbn.group(1) + "(rbn,seed" + rbn.group(2) + ")" : net;
      String netName = rbn.matches() ? rbn.group(1) : net;
      String key = dataset + "|" + m.group(2) + "|" + algorithm(m.group(3));
      Map<String, String> row = rows.get(key);
      assertNotNull(row, "no results row for " + key);
      Dag truth = truth(netName);
      Pdag learned = ArcLists.readPdag(f, truth.names());
      StructureComparison c = StructureComparison.of(truth, learned);
      int shd = Integer.parseInt(row.get("shd.cpdag"));
      int hamming = Integer.parseInt(row.get("hamming.skeleton"));
      assertEquals(c.shd(), Shd.of(truth, learned), "Shd and StructureComparison agree");
      if (c.shd() != shd || c.hamming() != hamming) {
        mismatches.add(
            f.getFileName()
                + ": shd "
                + c.shd()
                + " vs "
                + shd
                + ", hamming "
                + c.hamming()
                + " vs "
                + hamming);
      }
    }
    assertEquals(List.of(), mismatches);
  }

  /**
   * {@code hc-bde-iss1} -> {@code hc(score='bde',iss=1)}, {@code pc.stable} -> {@code pc.stable()}.
   */
  static String algorithm(String token) {
    int dash = token.indexOf('-');
    if (dash < 0) {
      return token + "()";
    }
    String name = token.substring(0, dash);
    String score = token.substring(dash + 1);
    Matcher iss = Pattern.compile("(.+)-iss(\\d+)").matcher(score);
    if (iss.matches()) {
      return name + "(score='" + iss.group(1) + "',iss=" + iss.group(2) + ")";
    }
    return name + "(score='" + score + "')";
  }

  static Dag truth(String net) throws IOException {
    String top = "bnlearn/" + net + ".truth.modelstring.txt";
    String name =
        DataLocation.find(top).isPresent()
            ? top
            : "bnlearn/baseline/" + net + ".truth.modelstring.txt";
    return ModelStrings.parse(DataLocation.readString(name));
  }

  /** A small RFC 4180 reader: quoted fields may hold commas. */
  static List<Map<String, String>> readCsv(Path file) throws IOException {
    List<String> lines = TextFiles.read(file).lines().toList();
    List<String> header = split(lines.get(0));
    List<Map<String, String>> out = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      if (line.isBlank()) {
        continue;
      }
      List<String> f = split(line);
      assertEquals(header.size(), f.size(), line);
      Map<String, String> row = new HashMap<>();
      for (int i = 0; i < f.size(); i++) {
        row.put(header.get(i), f.get(i));
      }
      out.add(row);
    }
    return out;
  }

  private static List<String> split(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder sb = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (quoted) {
        if (ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          sb.append('"');
          i++;
        } else if (ch == '"') {
          quoted = false;
        } else {
          sb.append(ch);
        }
      } else if (ch == '"') {
        quoted = true;
      } else if (ch == ',') {
        out.add(sb.toString());
        sb.setLength(0);
      } else {
        sb.append(ch);
      }
    }
    out.add(sb.toString());
    return out;
  }
}
