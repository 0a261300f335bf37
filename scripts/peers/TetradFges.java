import edu.cmu.tetrad.data.DataSet;
import edu.cmu.tetrad.data.SimpleDataLoader;
import edu.cmu.tetrad.graph.Edge;
import edu.cmu.tetrad.graph.Endpoint;
import edu.cmu.tetrad.graph.Graph;
import edu.cmu.tetrad.search.Fges;
import edu.cmu.tetrad.search.score.BdeuScore;
import edu.cmu.tetrad.search.score.DiscreteBicScore;
import edu.cmu.tetrad.search.score.Score;
import edu.cmu.tetrad.search.score.SemBicScore;
import edu.pitt.dbmi.data.reader.Delimiter;
import java.io.File;
import java.io.PrintWriter;

/**
 * Tetrad's FGES on a CSV, for ges-side-by-side.sh (compiled there in a scratch Maven project under
 * /tmp against tetrad-lib from Maven Central, never a dependency of structlearn):
 *   TetradFges DATA.csv bic|bdeu|sem-bic THREADS FAITHFULNESS_ASSUMED OUT.csv [REPS]
 * Runs the search REPS times in one JVM, printing each search's wall time and the process's CPU
 * time (data loading excluded), and
 * writes the last CPDAG's links (from,to,directed|undirected). Penalty discount 1 and structure
 * prior 0 (plain BIC), BDeu sample prior 1 (bnlearn's iss 1).
 */
public class TetradFges {
  static long cpu() {
    return ((com.sun.management.OperatingSystemMXBean)
            java.lang.management.ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  public static void main(String[] a) throws Exception {
    File csv = new File(a[0]);
    String score = a[1]; // bic | bdeu | sem-bic
    int threads = Integer.parseInt(a[2]);
    boolean faithful = Boolean.parseBoolean(a[3]);
    String out = a[4];
    int reps = a.length > 5 ? Integer.parseInt(a[5]) : 1;
    boolean discrete = !score.equals("sem-bic");
    DataSet data = discrete
        ? SimpleDataLoader.loadDiscreteData(csv, "//", '"', "*", true, Delimiter.COMMA, false)
        : SimpleDataLoader.loadContinuousData(csv, "//", '"', "*", true, Delimiter.COMMA, false);
    Graph g = null;
    for (int r = 0; r < reps; r++) {
      Score s;
      switch (score) {
        case "bic" -> { DiscreteBicScore b = new DiscreteBicScore(data); b.setPenaltyDiscount(1); b.setStructurePrior(0); s = b; }
        case "bdeu" -> { BdeuScore b = new BdeuScore(data); b.setSamplePrior(1); b.setStructurePrior(0); s = b; }
        default -> { SemBicScore b = new SemBicScore(data, true); b.setPenaltyDiscount(1); b.setStructurePrior(0); s = b; }
      }
      long t0 = System.nanoTime();
      long c0 = cpu();
      Fges f = new Fges(s);
      f.setFaithfulnessAssumed(faithful);
      f.setNumThreads(threads);
      f.setVerbose(false);
      g = f.search();
      System.out.printf("tetrad-fges %s threads=%d faithful=%s time=%.4f cpu=%.4f edges=%d%n", score, threads, faithful, (System.nanoTime() - t0) / 1e9, (cpu() - c0) / 1e9, g.getNumEdges());
    }
    try (PrintWriter w = new PrintWriter(out)) {
      w.println("from,to,type");
      for (Edge e : g.getEdges()) {
        String x = e.getNode1().getName(), y = e.getNode2().getName();
        if (e.getEndpoint1() == Endpoint.TAIL && e.getEndpoint2() == Endpoint.ARROW) w.println(x + "," + y + ",directed");
        else if (e.getEndpoint1() == Endpoint.ARROW && e.getEndpoint2() == Endpoint.TAIL) w.println(y + "," + x + ",directed");
        else w.println(x + "," + y + ",undirected");
      }
    }
  }
}
