// structlearn's side of scripts/peers/neighbourhood-side-by-side.sh, run as a single-file program:
//   java -cp target/structlearn.jar scripts/peers/NeighbourhoodPeerRun.java DATA.csv KIND GAMMA OUTPREFIX [REPS [RATIO]]
// KIND: discrete or gaussian. Runs neighbourhood selection (one thread; REPS times, default 1, after one
// warm-up run; prints the median seconds of a whole run: every node's path and EBIC) and writes the files
// scripts/peers/neighbourhood-reference.R writes: OUTPREFIX.nodes.csv, .path.csv, .coef.csv. Also
// OUTPREFIX.edges.csv (rule, a, b) with the AND and OR graphs. Prints the total path time. RATIO:
// glmnet's lambda.min.ratio (default glmnet's).
import java.io.*;
import java.nio.file.*;
import java.util.*;
import org.structlearn.data.*;
import org.structlearn.io.*;
import org.structlearn.search.neighbourhood.*;

public class NeighbourhoodPeerRun {
  public static void main(String[] a) throws Exception {
    boolean discrete = a[1].equals("discrete");
    CsvOptions csv =
        CsvOptions.builder()
            .defaultType(discrete ? VariableType.DISCRETE : VariableType.CONTINUOUS)
            .build();
    Dataset data = DatasetReader.read(Path.of(a[0]), csv);
    double gamma = Double.parseDouble(a[2]);
    String out = a[3];
    int reps = a.length > 4 ? Integer.parseInt(a[4]) : 1;
    NeighbourhoodOptions.Builder b = NeighbourhoodOptions.builder().gamma(gamma);
    if (a.length > 5) {
      b.lambdaRatio(Double.parseDouble(a[5]));
    }
    NeighbourhoodOptions and = b.build();
    NeighbourhoodResult r = new NeighbourhoodSelection(and).learn(data); // warm-up
    double[] times = new double[reps];
    for (int k = 0; k < reps; k++) {
      long t0 = System.nanoTime();
      r = new NeighbourhoodSelection(and).learn(data);
      times[k] = (System.nanoTime() - t0) / 1e9;
    }
    Arrays.sort(times);
    System.out.printf(Locale.ROOT, "seconds=%.4f%n", times[reps / 2]);
    NeighbourhoodResult or =
        new NeighbourhoodSelection(and.toBuilder().rule(NeighbourhoodOptions.Rule.OR).build()).learn(data);
    write(r, or, data, out);
  }

  static void write(NeighbourhoodResult r, NeighbourhoodResult or, Dataset data, String out)
      throws IOException {
    List<String> names = data.names();
    try (PrintWriter nodes = new PrintWriter(out + ".nodes.csv");
        PrintWriter path = new PrintWriter(out + ".path.csv");
        PrintWriter coef = new PrintWriter(out + ".coef.csv");
        PrintWriter edges = new PrintWriter(out + ".edges.csv")) {
      nodes.println("node,family,penalties,chosen,lambda,ebic,seconds");
      path.println("node,l,lambda,devratio,df,ebic");
      coef.println("node,l,predictor,column,class,value");
      edges.println("rule,a,b");
      for (NodeFit f : r.nodes()) {
        if (!f.modelled()) {
          continue;
        }
        LassoPath p = f.path();
        nodes.printf(Locale.ROOT, "%s,%s,%d,%d,%.17g,%.17g,NA%n", f.node(), f.family(), p.size(),
            f.chosen() + 1, f.lambda(), f.chosenEbic());
        for (int l = 0; l < p.size(); l++) {
          path.printf(Locale.ROOT, "%s,%d,%.17g,%.17g,%d,%.17g%n", f.node(), l + 1, p.lambdas()[l],
              p.devRatios()[l], p.df(l), f.ebic()[l]);
          for (int c = 0; c < p.classes(); c++) {
            for (int j = 0; j < p.predictors(); j++) {
              double b = p.betas()[l][c][j];
              if (b != 0) {
                coef.printf(Locale.ROOT, "%s,%d,%s,%d,%d,%.17g%n", f.node(), l + 1,
                    names.get(f.predictorNodes()[j]), j + 1, c + 1, b);
              }
            }
          }
        }
      }
      for (var e : r.graph().edges()) {
        edges.printf("and,%s,%s%n", names.get(e.a()), names.get(e.b()));
      }
      for (var e : or.graph().edges()) {
        edges.printf("or,%s,%s%n", names.get(e.a()), names.get(e.b()));
      }
    }
  }
}
