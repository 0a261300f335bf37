import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTestType;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.ConstraintResult;
import org.structlearn.constraint.PcStable;
import org.structlearn.data.Dataset;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.search.HillClimbing;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.Warmup;

/**
 * cpu-side-by-side.sh's structlearn side: one search in this fresh JVM as {@code learn} runs it (the
 * warm-up shaped by the level file runs while the data are read and stops before the clock starts),
 * then prints "wall threadCpu processCpu result": seconds of wall clock, of the calling thread's CPU
 * and of the whole process's CPU (search helpers, the JIT's compiler threads, GC) over the search.
 *
 * <pre>java -cp target/structlearn.jar:DIR CpuSeconds DATA LEVELS THREADS hc|pc</pre>
 *
 * hc: hill climbing with BIC, result the BIC; pc: PC-stable with the mi test at 0.05, result the
 * CPDAG's arcs plus twice its undirected edges (an undirected edge counted both ways, as bnlearn).
 */
public final class CpuSeconds {
  public static void main(String[] a) {
    Map<String, List<String>> levels = LevelFiles.read(Path.of(a[1]));
    int threads = Integer.parseInt(a[2]);
    boolean pc = a[3].equals("pc");
    Warmup w = Warmup.start(pc ? Warmup.Workload.PC_STABLE : Warmup.Workload.SEARCH);
    w.shapeFrom(() -> levels.values().stream().mapToInt(List::size).toArray());
    Dataset d = DatasetReader.read(Path.of(a[0]), CsvOptions.builder().levels(levels).build());
    w.stop();
    ThreadMXBean tm = ManagementFactory.getThreadMXBean();
    var os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long c0 = tm.getCurrentThreadCpuTime(), p0 = os.getProcessCpuTime(), t0 = System.nanoTime();
    String result;
    if (pc) {
      ConstraintResult r =
          new PcStable(ConstraintOptions.builder().threads(threads).build())
              .learn(new CachedCiTest(CiTestType.MI.bind(d)), d.names());
      result = String.valueOf(r.cpdag().arcs().size() + 2 * r.cpdag().edges().size());
    } else {
      result =
          String.format(
              "%.4f",
              new HillClimbing(
                      SearchOptions.builder().score(DiscreteScoreSpec.bic()).threads(threads).build())
                  .learn(d)
                  .score());
    }
    long c1 = tm.getCurrentThreadCpuTime(), p1 = os.getProcessCpuTime(), t1 = System.nanoTime();
    System.out.printf("%.4f %.4f %.4f %s%n", (t1 - t0) / 1e9, (c1 - c0) / 1e9, (p1 - p0) / 1e9, result);
  }
}
