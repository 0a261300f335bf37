// The structlearn side of structural-em.sh's evaluation, run as a single-file program:
//   java -cp target/structlearn.jar scripts/peers/StructuralEmEval.java TRUTH.bif HOLED.csv TEST.csv ARCS.csv...
// For each learned DAG (an arc list), prints one line "SHD heldout": the SHD of its CPDAG to the true
// network's (bnlearn's shd()), and the log-likelihood per held-out row after a common refit: the
// DAG's tables fitted by EM to the same holed training rows (bnlearn's bayes prior, iss 1), so the
// structures, not the parameter estimators, are compared.
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.io.ArcLists;
import org.structlearn.io.BifReader;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.metrics.Shd;
import org.structlearn.missing.StructuralEm;
import org.structlearn.missing.StructuralEmOptions;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.search.SearchOptions;

public class StructuralEmEval {
  public static void main(String[] args) {
    BayesianNetwork truth = BifReader.read(Path.of(args[0]));
    Map<String, java.util.List<String>> levels =
        truth.variables().stream().collect(Collectors.toMap(Variable::name, Variable::levels));
    CsvOptions keep =
        CsvOptions.builder().missing(CsvOptions.MissingValues.KEEP).levels(levels).build();
    java.util.List<String> names = truth.dag().names();
    Dataset holed = DatasetReader.read(Path.of(args[1]), keep).select(names);
    Dataset test = DatasetReader.read(Path.of(args[2]), keep).select(names);
    for (int i = 3; i < args.length; i++) {
      Dag g = ArcLists.readDag(Path.of(args[i]), names);
      StructuralEmOptions refit =
          StructuralEmOptions.builder()
              .maximize(StructuralEmOptions.Maximize.HILL_CLIMBING)
              .maxIterations(1)
              .parameterIterations(100)
              .parameterIss(1)
              .search(SearchOptions.builder().start(g).maxIterations(0).threads(1).build())
              .build();
      BayesianNetwork fit = new StructuralEm(refit).learn(holed).discrete();
      System.out.printf(
          Locale.ROOT,
          "%d %.4f%n",
          Shd.of(truth.dag(), g),
          fit.logLikelihood(test) / test.rows());
    }
  }
}
