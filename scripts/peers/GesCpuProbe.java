import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.structlearn.data.Dataset;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;
import org.structlearn.score.DiscreteScoreSpec;
import org.structlearn.score.GaussianScoreSpec;
import org.structlearn.search.ges.Ges;
import org.structlearn.search.ges.GesOptions;
import org.structlearn.search.ges.GesResult;

/**
 * Where a fresh JVM's first GES search spends its CPU: one search after reading the data, with the
 * CPU time of every thread of the process (from /proc/self/task/N/schedstat, nanoseconds) taken
 * before and after it, grouped by thread name: the search thread (main), GES's helpers, the JIT's
 * C1 and C2 compiler threads, the collector's threads and the rest; plus the classes loaded during
 * the search; the local scores computed and found cached. Linux only; prints, asserts nothing.
 *
 * <pre>
 * javac -XDstringConcat=inline -d DIR -cp target/structlearn.jar scripts/peers/GesCpuProbe.java
 * java -cp target/structlearn.jar:DIR GesCpuProbe DATA.csv bic|bic-g THREADS [LEVELS.csv]
 * </pre>
 *
 * (compiled with inline string concatenation, so that the probe itself bootstraps no
 * invokedynamic before the search). Environment, each optional: PROBE_REPS=N runs N more searches
 * in the same JVM and prints the median search-thread CPU of those (warmThread); PROBE_PAUSE_MS
 * sleeps first (lets the JIT's queue from reading the data drain); PROBE_PRELOAD=FILE loads the
 * classes named in FILE first; PROBE_WARMCOUNT=1 counts every one- and two-parent family first (so
 * what is left cold is GES's own code); PROBE_SAMPLE=1 samples the search thread's stack every 0.5
 * ms (safepoint-biased, a rough guide); PROBE_MARK=1 prints the JVM's uptime in ms when the search
 * starts (to split -XX:+PrintCompilation's log).
 */
public final class GesCpuProbe {
  public static void main(String[] a) throws Exception {
    Dataset d =
        a.length > 3
            ? DatasetReader.read(
                Path.of(a[0]), CsvOptions.builder().levels(LevelFiles.read(Path.of(a[3]))).build())
            : DatasetReader.read(Path.of(a[0]));
    GesOptions o =
        GesOptions.builder()
            .score(a[1].equals("bic-g") ? GaussianScoreSpec.bicG() : DiscreteScoreSpec.bic())
            .threads(Integer.parseInt(a[2]))
            .build();
    var cl = ManagementFactory.getClassLoadingMXBean();
    var os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    String pause = System.getenv("PROBE_PAUSE_MS"); // let the JIT's queue drain first
    if (pause != null) {
      Thread.sleep(Long.parseLong(pause));
    }
    if (System.getenv("PROBE_MARK") != null) {
      System.out.println("MARK " + ManagementFactory.getRuntimeMXBean().getUptime());
    }
    String preload = System.getenv("PROBE_PRELOAD"); // a file of class names to load first
    if (preload != null) {
      for (String c : Files.readAllLines(Path.of(preload))) {
        Class.forName(c, false, GesCpuProbe.class.getClassLoader());
      }
    }
    if (System.getenv("PROBE_WARMCOUNT") != null) { // count families first: what is left is GES's
      var ls = o.score().bind(d);
      int n = d.columns();
      for (int rep = 0; rep < 3; rep++) {
        for (int y = 0; y < n; y++) {
          for (int x = 0; x < n; x++) {
            if (x != y) {
              ls.local(y, new int[] {x});
              ls.local(y, new int[] {Math.min(x, (y + 1) % n), Math.max(x, (y + 1) % n)});
            }
          }
        }
      }
    }
    String self = selfTid();
    Map<String, Long> before = threads();
    long loaded0 = cl.getTotalLoadedClassCount();
    Sampler sampler = System.getenv("PROBE_SAMPLE") != null ? new Sampler(Thread.currentThread()) : null;
    if (sampler != null) {
      sampler.start();
    }
    long p0 = os.getProcessCpuTime();
    long t0 = System.nanoTime();
    GesResult r = new Ges(o).learn(d);
    long t1 = System.nanoTime();
    long p1 = os.getProcessCpuTime();
    long loaded1 = cl.getTotalLoadedClassCount();
    if (sampler != null) {
      sampler.done = true;
      sampler.join();
      sampler.print();
    }
    Map<String, Long> after = threads();
    Map<String, Long> groups = new TreeMap<>();
    long all = 0;
    for (Map.Entry<String, Long> e : after.entrySet()) {
      long dt = e.getValue() - before.getOrDefault(e.getKey(), 0L);
      String name = e.getKey().substring(e.getKey().indexOf(' ') + 1);
      String g =
          e.getKey().startsWith(self + " ")
              ? "search"
              : name.startsWith("C2 ")
                  ? "C2"
                  : name.startsWith("C1 ")
                      ? "C1"
                      : name.startsWith("GC ") || name.startsWith("G1 ")
                          ? "GC"
                          : name.startsWith("structlearn") ? "helpers" : "other";
      groups.put(g, groups.getOrDefault(g, 0L) + dt);
      all += dt;
      if (g.equals("other") && dt > 1_000_000 && System.getenv("PROBE_VERBOSE") != null) {
        System.out.println("  " + e.getKey() + " " + dt / 1e9);
      }
    }
    StringBuilder b = new StringBuilder();
    b.append(String.format(Locale.ROOT, "process=%.4f wall=%.4f", (p1 - p0) / 1e9, (t1 - t0) / 1e9));
    for (Map.Entry<String, Long> e : groups.entrySet()) {
      b.append(String.format(Locale.ROOT, " %s=%.4f", e.getKey(), e.getValue() / 1e9));
    }
    b.append(String.format(Locale.ROOT, " threadsSum=%.4f", all / 1e9));
    b.append(" classes=").append(loaded1 - loaded0);
    b.append(String.format(Locale.ROOT, " score=%.4f", r.score()));
    b.append(" evals=").append(r.counters().evaluations()).append(" hits=").append(r.counters().cacheHits());
    b.append(" ops=").append(r.counters().movesConsidered()).append(" checks=").append(r.counters().cycleChecks()).append(" steps=").append(r.steps().size());
    String reps = System.getenv("PROBE_REPS");
    if (reps != null) {
      var tm = ManagementFactory.getThreadMXBean();
      long[] w = new long[Integer.parseInt(reps)];
      for (int i = 0; i < w.length; i++) {
        long c0 = tm.getCurrentThreadCpuTime();
        new Ges(o).learn(d);
        w[i] = tm.getCurrentThreadCpuTime() - c0;
      }
      java.util.Arrays.sort(w);
      b.append(String.format(Locale.ROOT, " warmThread=%.4f", w[w.length / 2] / 1e9));
    }
    System.out.println(b);
  }

  /** The Linux thread id of the calling thread (/proc/thread-self). */
  static String selfTid() throws Exception {
    return Path.of("/proc/thread-self").toRealPath().getFileName().toString();
  }

  /** "tid name" -> CPU nanoseconds of every thread of this process (no lambda, no stream). */
  static Map<String, Long> threads() throws Exception {
    Map<String, Long> m = new TreeMap<>();
    java.io.File[] tasks = new java.io.File("/proc/self/task").listFiles();
    for (java.io.File t : tasks) {
      try {
        String comm = Files.readString(t.toPath().resolve("comm")).trim();
        String st = Files.readString(t.toPath().resolve("schedstat")).trim();
        String key = new StringBuilder(t.getName()).append(' ').append(comm).toString();
        m.put(key, Long.parseLong(st.substring(0, st.indexOf(' '))));
      } catch (java.io.IOException gone) {
        // the thread ended between listing and reading
      }
    }
    return m;
  }

  /** Samples the search thread's stack every half millisecond (a rough profile of the cold run). */
  static final class Sampler extends Thread {
    final Thread target;
    volatile boolean done;
    final Map<String, Integer> top = new TreeMap<>();
    final Map<String, Integer> own = new TreeMap<>();
    int samples;

    Sampler(Thread target) {
      this.target = target;
      setDaemon(true);
    }

    @Override
    public void run() {
      while (!done) {
        StackTraceElement[] st = target.getStackTrace();
        if (st.length > 0) {
          samples++;
          String t = st[0].getClassName() + "." + st[0].getMethodName();
          top.put(t, top.getOrDefault(t, 0) + 1);
          for (StackTraceElement e : st) {
            if (e.getClassName().startsWith("org.structlearn")) {
              String o = e.getClassName() + "." + e.getMethodName();
              own.put(o, own.getOrDefault(o, 0) + 1);
              break;
            }
          }
        }
        java.util.concurrent.locks.LockSupport.parkNanos(500_000);
      }
    }

    void print() {
      System.out.println("samples " + samples);
      dump("top", top);
      dump("own", own);
    }

    void dump(String what, Map<String, Integer> m) {
      java.util.List<Map.Entry<String, Integer>> l = new java.util.ArrayList<>(m.entrySet());
      l.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
      for (int i = 0; i < Math.min(25, l.size()); i++) {
        System.out.println(what + " " + l.get(i).getValue() + " " + l.get(i).getKey());
      }
    }
  }
}
