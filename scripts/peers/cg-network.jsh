// Makes data/mixed/cg30.json: a conditional linear Gaussian network of 30 nodes for the speed
// comparison (scripts/peers/cg-speed.sh) and the bench case. Seeded: running it again gives the
// same network (the same JSON once decompressed). Run from the project root after `mvn -DskipTests package`:
//   jshell --class-path target/structlearn.jar scripts/peers/cg-network.jsh
// 10 discrete nodes D0..D9 (2 to 4 levels; D_i has up to 2 parents among D0..D_{i-1}, Dirichlet(1)
// rows), 20 continuous nodes X0..X19 (X_i has up to 2 discrete parents and up to 3 continuous
// parents among X0..X_{i-1}; per configuration an intercept ~ N(0, 9), coefficients ±U(0.5, 1.5)
// scaled by 1/parents, an sd ~ U(0.5, 2)).
import java.util.*;
import org.structlearn.data.Variable;
import org.structlearn.graph.*;
import org.structlearn.mixed.*;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.io.network.CgNetworkJson;

SplittableRandom rnd = new SplittableRandom(2026_11_26L);
List<String> names = new ArrayList<>();
List<Variable> vars = new ArrayList<>();
for (int i = 0; i < 10; i++) {
  int levels = 2 + rnd.nextInt(3);
  List<String> l = new ArrayList<>();
  for (int k = 0; k < levels; k++) l.add("s" + k);
  vars.add(Variable.discrete("D" + i, l));
  names.add("D" + i);
}
for (int i = 0; i < 20; i++) { vars.add(Variable.continuous("X" + i)); names.add("X" + i); }
List<Arc> arcs = new ArrayList<>();
int[][] parents = new int[30][];
for (int v = 0; v < 30; v++) {
  TreeSet<Integer> p = new TreeSet<>();
  if (v < 10) {
    int k = v == 0 ? 0 : rnd.nextInt(Math.min(2, v) + 1);
    while (p.size() < k) p.add(rnd.nextInt(v));
  } else {
    int kd = rnd.nextInt(3);
    while (p.size() < kd) p.add(rnd.nextInt(10));
    int before = v - 10;
    int kc = before == 0 ? 0 : rnd.nextInt(Math.min(3, before) + 1);
    while (p.size() < kd + kc) p.add(10 + rnd.nextInt(before));
  }
  parents[v] = p.stream().mapToInt(Integer::intValue).toArray();
  for (int q : parents[v]) arcs.add(new Arc(q, v));
}
Dag dag = Dag.of(names, arcs);
List<Object> cpds = new ArrayList<>();
for (int v = 0; v < 30; v++) {
  int[] pa = dag.parents(v);
  if (v < 10) {
    List<Variable> pv = new ArrayList<>();
    int q = 1;
    for (int x : pa) { pv.add(vars.get(x)); q *= vars.get(x).cardinality(); }
    int r = vars.get(v).cardinality();
    double[] probs = new double[q * r];
    for (int c = 0; c < q; c++) {
      double sum = 0;
      for (int k = 0; k < r; k++) { probs[c * r + k] = -Math.log(1 - rnd.nextDouble()); sum += probs[c * r + k]; }
      for (int k = 0; k < r; k++) probs[c * r + k] /= sum;
    }
    cpds.add(DiscreteCpd.of(vars.get(v), pa, pv, probs));
  } else {
    int[] dp = Arrays.stream(pa).filter(x -> x < 10).toArray();
    int[] cp = Arrays.stream(pa).filter(x -> x >= 10).toArray();
    int[] cards = Arrays.stream(dp).map(x -> vars.get(x).cardinality()).toArray();
    int q = Arrays.stream(cards).reduce(1, (a, b) -> a * b);
    double[][] coef = new double[q][cp.length + 1];
    double[] sd = new double[q];
    for (int c = 0; c < q; c++) {
      double u1 = 1 - rnd.nextDouble();
      coef[c][0] = 3 * Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * rnd.nextDouble());
      for (int k = 0; k < cp.length; k++) {
        coef[c][k + 1] = (rnd.nextBoolean() ? 1 : -1) * (0.5 + rnd.nextDouble()) / cp.length;
      }
      sd[c] = 0.5 + 1.5 * rnd.nextDouble();
    }
    cpds.add(CgCpd.of(dp, cards, cp, coef, sd));
  }
}
CgNetwork net = CgNetwork.of(dag, vars, cpds);
CgNetworkJson.write(net, java.nio.file.Path.of("data/mixed/cg30.json.gz"));
System.out.println(net);
/exit
