// The CPU time of one hill climb with bic-cg on one thread, in a fresh JVM, as `learn` runs it
// (the conditional Gaussian warm-up runs while the data are read, then stops; rows with a missing
// cell are dropped, as `learn --missing-cells drop-rows` does): prints
// "cpu-seconds wall-seconds bic arcs". A launcher of scripts/peers/cg-speed.sh:
//   java -cp target/structlearn.jar scripts/peers/CgSearchCpu.java DATA.csv
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import org.structlearn.data.Dataset;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.mixed.CgSearch;
import org.structlearn.mixed.CgWarmup;
import org.structlearn.search.LearnResult;
import org.structlearn.search.Warmup;

public class CgSearchCpu {
  public static void main(String[] args) {
    Dataset data;
    try (Warmup w = Warmup.start(CgWarmup.rounds())) {
      data = DatasetReader.readIncomplete(Path.of(args[0]), CsvOptions.defaults()).completeRows();
    }
    var mx = ManagementFactory.getThreadMXBean();
    long cpu = mx.getCurrentThreadCpuTime();
    LearnResult r =
        CgSearch.hillClimbing(CgSearch.defaults().toBuilder().threads(1).build()).learn(data);
    cpu = mx.getCurrentThreadCpuTime() - cpu;
    System.out.printf(
        java.util.Locale.ROOT,
        "%.6f %.6f %.4f %d%n",
        cpu / 1e9,
        r.elapsed().toNanos() / 1e9,
        r.score(),
        r.graph().arcCount());
  }
}
