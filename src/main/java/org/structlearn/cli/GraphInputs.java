package org.structlearn.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.io.graph.GraphFile;
import org.structlearn.io.graph.GraphFiles;

/**
 * Graph arguments: read with {@link GraphFiles}, put over the data's columns or the other graph's
 * nodes when their format cannot list isolated nodes (arc lists, DOT without node statements), and
 * a note on stderr naming the nodes so added.
 */
final class GraphInputs {
  private GraphInputs() {}

  /**
   * A graph argument over the data's columns (when its format may omit isolated nodes), noting on
   * {@code err} the nodes added.
   */
  static GraphFile overData(GraphFile file, Dataset data, PrintWriter err) {
    return noted(file.over(data.names(), "--data"), err);
  }

  /**
   * The two graphs of a comparison over a common node set where their formats allow: a graph that
   * may omit isolated nodes takes the other's nodes; when both may, the union (the true graph's
   * nodes first).
   */
  static GraphFile[] pair(Path truth, Path learned, PrintWriter err) {
    GraphFile t = GraphFiles.load(truth);
    GraphFile l = GraphFiles.load(learned);
    if (!t.listsEveryNode() && !l.listsEveryNode()) {
      List<String> union = new ArrayList<>(new LinkedHashSet<>(t.names()));
      for (String n : l.names()) {
        if (!union.contains(n)) {
          union.add(n);
        }
      }
      t = t.over(union, "--learned");
      l = l.over(union, "--true");
    } else if (!t.listsEveryNode()) {
      t = t.over(l.names(), "--learned");
    } else if (!l.listsEveryNode()) {
      l = l.over(t.names(), "--true");
    }
    return new GraphFile[] {noted(t, err), noted(l, err)};
  }

  private static GraphFile noted(GraphFile g, PrintWriter err) {
    String note = g.addedNote();
    if (note != null) {
      err.println("note: " + note);
      err.flush();
    }
    return g;
  }
}
