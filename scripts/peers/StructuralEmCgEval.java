// The structlearn side of structural-em-cg.sh, run as a single-file program:
//   java -cp target/structlearn.jar scripts/peers/StructuralEmCgEval.java OUTDIR SEED
// Reads OUTDIR/train.csv (the training rows before cells were removed), holed.csv (with NA cells)
// and test.csv (2000 held-out complete rows), written by structural-em-cg.R prepare; learns with
//   em      structural EM, defaults (expected completion: 64 resampled likelihood-weighting
//           particles per incomplete row, parameter EM each round; tabu afresh each round; bic-cg)
//   em-hc   the same with hill climbing from the previous round, at most 5 rounds (bnlearn's search)
//   bnl     structural EM with bnlearn's defaults (single imputation by likelihood weighting, 500
//           particles: posterior mode / weighted mean; hc from the previous round; 5 rounds)
//   drop    hill climbing with bic-cg on the complete rows only, mle-cg fit
// and prints per method "NAME SHD ll-own ll-refit cpu-s arcs rows-used el-s": SHD of the CPDAGs to the
// truth (bnlearn's shd()); ll-own: log-likelihood per held-out row under the method's own fitted
// network (-Infinity if a held-out row meets a configuration the network has no parameters for);
// ll-refit: the same with the DAG's parameters fitted (mle-cg) to the training rows before the
// cells were removed, which compares the structures alone; cpu-s: the process's CPU time (user+sys,
// every thread: JIT and GC included) over the learning call, with the default threads; el-s: its
// elapsed seconds. With a third argument R.arcs.csv it also prints the R line's ll-refit
// ("R-refit SHD ll-refit"), and with further arguments NAME=ARCS.csv the same for each arc list
// ("NAME-refit SHD ll-refit": the fresh `learn` runs of structural-em-cg.sh).
// With -Dwarm=N it also prints em-warm and bnl-warm: the same learning on one thread, cpu-s the
// median over N runs of the learning thread's CPU time after two warm-up runs in this JVM (the
// structural EM itself: no JIT, JVM start or data reading).
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.graph.ArcLists;
import org.structlearn.io.graph.ModelStrings;
import org.structlearn.metrics.Shd;
import org.structlearn.missing.StructuralEm;
import org.structlearn.missing.StructuralEmOptions;
import org.structlearn.missing.StructuralEmResult;
import org.structlearn.mixed.CgFit;
import org.structlearn.mixed.CgNetwork;
import org.structlearn.mixed.CgScoreSpec;
import org.structlearn.mixed.CgSearch;
import org.structlearn.search.SearchOptions;

public class StructuralEmCgEval {
  static final Dag TRUTH = ModelStrings.parse("[A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]");

  public static void main(String[] args) {
    Path dir = Path.of(args[0]);
    long seed = Long.parseLong(args[1]);
    Map<String, List<String>> levels =
        Map.of(
            "A", List.of("a", "b"),
            "B", List.of("a", "b", "c"),
            "C", List.of("a", "b", "c", "d"),
            "F", List.of("a", "b"));
    CsvOptions keep =
        CsvOptions.builder().missing(CsvOptions.MissingValues.KEEP).levels(levels).build();
    List<String> names = TRUTH.names();
    Dataset train = DatasetReader.read(dir.resolve("train.csv"), keep).select(names);
    Dataset holed = DatasetReader.read(dir.resolve("holed.csv"), keep).select(names);
    Dataset test = DatasetReader.read(dir.resolve("test.csv"), keep).select(names);
    SearchOptions cg = SearchOptions.builder().score(CgScoreSpec.bicCg()).seed(seed).build();
    StructuralEmOptions em = StructuralEmOptions.builder().search(cg).build();
    StructuralEmOptions emHc =
        em.toBuilder()
            .maximize(StructuralEmOptions.Maximize.HILL_CLIMBING)
            .restart(false)
            .maxIterations(5)
            .build();
    StructuralEmOptions bnl = StructuralEmOptions.bnlearn().toBuilder().search(cg).build();
    for (Map.Entry<String, StructuralEmOptions> m :
        List.of(Map.entry("em", em), Map.entry("em-hc", emHc), Map.entry("bnl", bnl))) {
      long t0 = cpu();
      long w0 = System.nanoTime();
      StructuralEmResult r = new StructuralEm(m.getValue()).learn(holed);
      double s = (cpu() - t0) / 1e9;
      double el = (System.nanoTime() - w0) / 1e9;
      print(m.getKey(), r.graph(), r.mixed(), train, test, s, r.rows(), el);
    }
    long t0 = cpu();
    long w0 = System.nanoTime();
    Dataset complete = holed.dropIncomplete();
    Dag drop = CgSearch.hillClimbing(cg).learn(complete).graph();
    CgNetwork dropFit = CgFit.fit(drop, complete);
    double dropCpu = (cpu() - t0) / 1e9;
    double dropEl = (System.nanoTime() - w0) / 1e9;
    print("drop", drop, dropFit, train, test, dropCpu, complete.rows(), dropEl);
    for (int a = 2; a < args.length; a++) {
      String name = a == 2 ? "R" : args[a].substring(0, args[a].indexOf('='));
      Dag r = ArcLists.readDag(Path.of(a == 2 ? args[a] : args[a].substring(name.length() + 1)), names);
      System.out.printf(
          Locale.ROOT, "%s-refit %d ll-refit %.4f%n", name, Shd.of(TRUTH, r), heldOut(CgFit.fit(r, train), test));
    }
    int warm = Integer.getInteger("warm", 0);
    for (Map.Entry<String, StructuralEmOptions> m :
        warm > 0 ? List.of(Map.entry("em", em), Map.entry("bnl", bnl)) : List.<Map.Entry<String, StructuralEmOptions>>of()) {
      StructuralEmOptions one =
          m.getValue().toBuilder().search(m.getValue().search().toBuilder().threads(1).build()).build();
      double[] t = new double[warm];
      StructuralEmResult r = null;
      for (int k = -2; k < warm; k++) { // two warm-up runs, then the timed ones
        long c0 = threadCpu();
        r = new StructuralEm(one).learn(holed);
        if (k >= 0) {
          t[k] = (threadCpu() - c0) / 1e9;
        }
      }
      java.util.Arrays.sort(t);
      print(m.getKey() + "-warm", r.graph(), r.mixed(), train, test, t[warm / 2], r.rows(), Double.NaN);
    }
  }

  static void print(
      String name, Dag g, CgNetwork own, Dataset train, Dataset test, double s, int rows, double el) {
    System.out.printf(
        Locale.ROOT,
        "%s %d %.4f %.4f %.3f %d %d %s%n",
        name,
        Shd.of(TRUTH, g),
        heldOut(own, test),
        heldOut(CgFit.fit(g, train), test),
        s,
        g.arcCount(),
        rows,
        Double.isNaN(el) ? "-" : String.format(Locale.ROOT, "%.3f", el));
  }

  static double heldOut(CgNetwork net, Dataset test) {
    try {
      return net.logLikelihood(test) / test.rows();
    } catch (RuntimeException e) {
      return Double.NEGATIVE_INFINITY;
    }
  }

  static long threadCpu() {
    return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
  }

  static long cpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
