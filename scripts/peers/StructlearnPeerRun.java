// structlearn's side of the GES and exact-search peer scripts, run as a single-file program:
//   java -cp target/structlearn.jar scripts/peers/StructlearnPeerRun.java MODE ...
// MODE:
//   ges DATA.csv SCORE THREADS REPS OUT.csv    GES REPS times in this JVM; prints the first run's
//                                             time and the median of the others (wall, and CPU of
//                                             the whole process) and the score; writes
//                                             the CPDAG's links (from,to,directed|undirected)
//   hc|tabu DATA.csv SCORE THREADS REPS OUT.csv  the same for hill climbing / tabu search (a DAG)
//   exact DATA.csv SCORE MAXPARENTS THREADS OUT.csv  exact search; time, score, memory
//   rescore DATA.csv SCORE LINKS.csv...       each graph's score under SCORE on a consistent
//                                             extension (every DAG of a class scores the same
//                                             under a score-equivalent score)
//   random-bn NODES PARENTS ROWS SEED OUT.csv  a random discrete network (a random DAG whose nodes
//                                             take up to PARENTS parents among earlier nodes, 2-4
//                                             levels, Dirichlet(1) rows), sampled
// DATA.csv may be .csv or .csv.gz; a file NAME.levels.csv[.gz] beside it gives the levels in order.
// SCORE: bic, bdeu (iss 1), bic-g. Times exclude reading the data. Prints, asserts nothing.
// ges, hc and tabu read the data while a warm-up runs on the other core, as `learn` does (Warmup:
// GES's rounds for ges, Gaussian ones for bic-g; hill climbing's for hc and tabu), and stop it
// before the first search; add --no-warmup after OUT.csv to read without it.
import java.nio.file.*;
import java.util.*;
import org.structlearn.data.*;
import org.structlearn.graph.*;
import org.structlearn.io.*;
import org.structlearn.model.*;
import org.structlearn.score.*;
import org.structlearn.search.*;
import org.structlearn.search.exact.*;
import org.structlearn.search.ges.*;
import org.structlearn.sim.ForwardSampler;

public class StructlearnPeerRun {
  public static void main(String[] a) throws Exception {
    switch (a[0]) {
      case "ges", "hc", "tabu" -> learn(a);
      case "exact" -> exact(a);
      case "rescore" -> rescore(a);
      case "random-bn" -> randomBn(a);
      default -> throw new IllegalArgumentException("unknown mode " + a[0]);
    }
  }

  static Dataset read(String file) {
    Path p = Path.of(file);
    String base = file.replaceAll("\\.csv(\\.gz)?$", "");
    for (String l : List.of(base + ".levels.csv", base + ".levels.csv.gz")) {
      if (Files.exists(Path.of(l))) {
        return DatasetReader.read(p, CsvOptions.builder().levels(LevelFiles.read(Path.of(l))).build());
      }
    }
    return DatasetReader.read(p);
  }

  static ScoreSpec score(String s) {
    return switch (s) {
      case "bic" -> DiscreteScoreSpec.bic();
      case "bdeu" -> DiscreteScoreSpec.of(DiscreteScoreType.BDEU);
      case "bic-g" -> GaussianScoreSpec.bicG();
      default -> throw new IllegalArgumentException("score " + s);
    };
  }

  static void learn(String[] a) throws Exception {
    boolean warmUp = !(a.length > 6 && a[6].equals("--no-warmup"));
    Warmup w =
        !warmUp ? null
            : !a[0].equals("ges") ? Warmup.start()
            : a[2].equals("bic-g") ? Warmup.start(Warmup.Workload.GES, GesWarmup.gaussian())
            : Warmup.start(Warmup.Workload.GES, GesWarmup.discrete());
    Dataset d;
    try {
      d = read(a[1]);
    } finally {
      if (w != null) {
        w.stop();
      }
    }
    ScoreSpec s = score(a[2]);
    int threads = Integer.parseInt(a[3]);
    int reps = Integer.parseInt(a[4]);
    double first = 0;
    double firstCpu = 0;
    double[] warm = new double[Math.max(0, reps - 1)];
    double[] warmCpu = new double[Math.max(0, reps - 1)];
    Pdag g = null;
    double sc = 0;
    for (int r = 0; r < reps; r++) {
      long t0 = System.nanoTime();
      long c0 = cpu();
      if (a[0].equals("ges")) {
        GesResult res = new Ges(GesOptions.builder().score(s).threads(threads).build()).learn(d);
        g = res.graph();
        sc = res.score();
      } else {
        SearchOptions o = SearchOptions.builder().score(s).threads(threads).build();
        LearnResult res = a[0].equals("hc") ? new HillClimbing(o).learn(d) : new TabuSearch(o).learn(d);
        g = Pdag.of(res.graph());
        sc = res.score();
      }
      double t = (System.nanoTime() - t0) / 1e9;
      double c = (cpu() - c0) / 1e9;
      if (r == 0) {
        first = t;
        firstCpu = c;
      } else {
        warm[r - 1] = t;
        warmCpu[r - 1] = c;
      }
    }
    writeLinks(g, a[5]);
    System.out.printf(
        Locale.ROOT,
        "%s first=%.4f warm=%.4f firstCpu=%.4f warmCpu=%.4f score=%.4f links=%d%n",
        a[0], first, median(warm), firstCpu, median(warmCpu), sc, g.arcs().size() + g.edges().size());
  }

  /** CPU time of the whole process (every thread, the JIT's and the collector's too), in ns. */
  static long cpu() {
    return ((com.sun.management.OperatingSystemMXBean)
            java.lang.management.ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  static double median(double[] x) {
    double[] s = x.clone();
    Arrays.sort(s);
    return s.length == 0 ? Double.NaN : s[(s.length - 1) / 2];
  }

  static void exact(String[] a) throws Exception {
    Dataset d = read(a[1]);
    long t0 = System.nanoTime();
    long c0 = cpu();
    ExactResult r =
        new ExactSearch(
                ExactOptions.builder()
                    .score(score(a[2]))
                    .maxParents(Integer.parseInt(a[3]))
                    .threads(Integer.parseInt(a[4]))
                    .build())
            .learn(d);
    double t = (System.nanoTime() - t0) / 1e9;
    double c = (cpu() - c0) / 1e9;
    writeLinks(Pdag.of(r.graph()), a[5]);
    System.out.printf(Locale.ROOT, "exact cpu=%.3f time=%.3f score=%.4f scored=%d kept=%d memory=[%s] peakHeapMB=%d%n", c, t, r.score(), r.parentSetsScored(), r.parentSetsKept(), r.memory(), (Runtime.getRuntime().totalMemory() >> 20));
  }

  static void writeLinks(Pdag g, String out) throws Exception {
    StringBuilder b = new StringBuilder("from,to,type\n");
    for (Arc x : g.arcs()) {
      b.append(g.name(x.from())).append(',').append(g.name(x.to())).append(",directed\n");
    }
    for (Edge e : g.edges()) {
      b.append(g.name(e.a())).append(',').append(g.name(e.b())).append(",undirected\n");
    }
    Files.writeString(Path.of(out), b.toString());
  }

  static void rescore(String[] a) throws Exception {
    Dataset d = read(a[1]);
    LocalScore s = score(a[2]).bind(d);
    for (int i = 3; i < a.length; i++) {
      List<Arc> arcs = new ArrayList<>();
      List<Edge> edges = new ArrayList<>();
      List<String> lines = Files.readAllLines(Path.of(a[i]));
      for (String line : lines.subList(1, lines.size())) {
        if (line.isBlank()) {
          continue;
        }
        String[] f = line.split(",");
        int x = d.require(f[0].trim());
        int y = d.require(f[1].trim());
        if (f[2].trim().equals("directed")) {
          arcs.add(new Arc(x, y));
        } else {
          edges.add(new Edge(Math.min(x, y), Math.max(x, y)));
        }
      }
      Pdag p = Pdag.of(d.names(), arcs, edges);
      Optional<Dag> ext = Pdags.consistentExtension(p);
      if (ext.isEmpty()) {
        System.out.printf("%s no-extension%n", a[i]);
        continue;
      }
      Dag dag = ext.get();
      double t = 0;
      for (int v = 0; v < dag.size(); v++) {
        t += s.local(v, dag.parents(v));
      }
      Pdag c = Cpdags.of(dag);
      System.out.printf(Locale.ROOT, "%s score=%.4f links=%d cpdag=%s%n", a[i], t, dag.arcCount(), c.equals(p) ? "yes" : "no");
    }
  }

  static void randomBn(String[] a) throws Exception {
    int n = Integer.parseInt(a[1]);
    int maxParents = Integer.parseInt(a[2]);
    int rows = Integer.parseInt(a[3]);
    long seed = Long.parseLong(a[4]);
    SplittableRandom rnd = new SplittableRandom(seed);
    List<String> names = new ArrayList<>();
    List<Variable> vars = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      names.add("V" + v);
      int levels = 2 + rnd.nextInt(3);
      List<String> ls = new ArrayList<>();
      for (int l = 0; l < levels; l++) {
        ls.add("s" + l);
      }
      vars.add(Variable.discrete("V" + v, ls));
    }
    List<Arc> arcs = new ArrayList<>();
    for (int v = 1; v < n; v++) {
      int k = rnd.nextInt(Math.min(v, maxParents) + 1);
      Set<Integer> ps = new TreeSet<>();
      while (ps.size() < k) {
        ps.add(rnd.nextInt(v));
      }
      for (int p : ps) {
        arcs.add(new Arc(p, v));
      }
    }
    Dag dag = Dag.of(names, arcs);
    List<DiscreteCpd> cpds = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      int[] ps = dag.parents(v);
      List<Variable> pv = new ArrayList<>();
      int q = 1;
      for (int p : ps) {
        pv.add(vars.get(p));
        q *= vars.get(p).cardinality();
      }
      int r = vars.get(v).cardinality();
      double[] probs = new double[q * r];
      for (int c = 0; c < q; c++) {
        double sum = 0;
        for (int k = 0; k < r; k++) {
          probs[c * r + k] = -Math.log(1 - rnd.nextDouble()); // Dirichlet(1) by normalised exponentials
          sum += probs[c * r + k];
        }
        for (int k = 0; k < r; k++) {
          probs[c * r + k] /= sum;
        }
      }
      cpds.add(DiscreteCpd.of(vars.get(v), ps, pv, probs));
    }
    BayesianNetwork bn = BayesianNetwork.of(dag, vars, cpds);
    Dataset data = ForwardSampler.sample(bn, rows, seed);
    DatasetWriter.write(data, Path.of(a[5]));
    System.out.println("random-bn " + n + " nodes, " + dag.arcCount() + " arcs -> " + a[5]);
  }
}
