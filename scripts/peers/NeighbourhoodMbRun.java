// structlearn's side of scripts/peers/neighbourhood-huge-mb.sh, run as a single-file program:
//   java -cp target/structlearn.jar scripts/peers/NeighbourhoodMbRun.java Z.csv LAMBDAS.csv OUT.csv
// Z.csv: continuous data, every column standardised (divisor n) by neighbourhood-huge-mb.R;
// LAMBDAS.csv: huge's penalties (l, lambda). For each penalty, neighbourhood selection with that
// fixed penalty on every node (nodewise Gaussian lasso, glmnet's coordinate descent), AND and OR;
// writes OUT.csv (l, rule, a, b) as the R side does.
import java.io.*;
import java.nio.file.*;
import java.util.*;
import org.structlearn.data.*;
import org.structlearn.graph.Edge;
import org.structlearn.io.*;
import org.structlearn.search.neighbourhood.*;

public class NeighbourhoodMbRun {
  public static void main(String[] a) throws Exception {
    Dataset data =
        DatasetReader.read(
            Path.of(a[0]), CsvOptions.builder().defaultType(VariableType.CONTINUOUS).build());
    List<String> lines = Files.readAllLines(Path.of(a[1]));
    try (PrintWriter out = new PrintWriter(a[2])) {
      out.println("l,rule,a,b");
      for (String line : lines.subList(1, lines.size())) {
        String[] f = line.split(",");
        double lambda = Double.parseDouble(f[1]);
        for (NeighbourhoodOptions.Rule rule : NeighbourhoodOptions.Rule.values()) {
          NeighbourhoodOptions o =
              NeighbourhoodOptions.builder().penalty(lambda).rule(rule).build();
          for (Edge e : new NeighbourhoodSelection(o).learn(data).graph().edges()) {
            out.printf("%s,%s,%s,%s%n", f[0], rule.key(), data.names().get(e.a()), data.names().get(e.b()));
          }
        }
      }
    }
  }
}
