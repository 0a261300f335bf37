// The structlearn side of structural-em.sh's evaluation, run as a single-file program:
//   java -cp target/structlearn.jar scripts/peers/StructuralEmEval.java \
//       TRUTH.bif HOLED.csv TEST.csv TEST-HOLED.csv ARCS.csv...
// For each learned DAG (an arc list), prints one line "SHD bic holed complete":
//   SHD: of its CPDAG to the true network's (bnlearn's shd());
//   bic: the observed-data BIC per training row (log-likelihood of the observed training cells,
//     every missing cell summed out, minus (log n)/2 per parameter), the score structural EM
//     climbs;
//   holed: the exact observed-data log-likelihood per row of the held-out rows that have a missing
//     cell (every missing cell summed out), and complete: the log-likelihood per row of the same
//     held-out rows before the cells were removed,
// both after a common refit: the DAG's tables fitted by EM to the same holed training rows
// (bnlearn's bayes prior, iss 1, 100 EM steps at most), so the structures, not the parameter
// estimators, are compared (bnlearn's own maximum-likelihood tables give probability 0 to
// configurations the training rows lack, hence -Inf on held-out rows).
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.io.graph.ArcLists;
import org.structlearn.io.network.BifReader;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.metrics.Shd;
import org.structlearn.missing.StructuralEm;
import org.structlearn.missing.StructuralEmOptions;
import org.structlearn.missing.StructuralEmResult;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.search.SearchOptions;

public class StructuralEmEval {
  public static void main(String[] args) {
    BayesianNetwork truth = BifReader.read(Path.of(args[0]));
    Map<String, List<String>> levels =
        truth.variables().stream().collect(Collectors.toMap(Variable::name, Variable::levels));
    CsvOptions keep =
        CsvOptions.builder().missing(CsvOptions.MissingValues.KEEP).levels(levels).build();
    List<String> names = truth.dag().names();
    Dataset holed = DatasetReader.read(Path.of(args[1]), keep).select(names);
    Dataset test = DatasetReader.read(Path.of(args[2]), keep).select(names);
    Dataset testHoled = DatasetReader.read(Path.of(args[3]), keep).select(names);
    List<Integer> withHoles = new ArrayList<>();
    for (int r = 0; r < testHoled.rows(); r++) {
      for (int c = 0; c < testHoled.columns(); c++) {
        if (testHoled.missing().isMissing(c, r)) {
          withHoles.add(r);
          break;
        }
      }
    }
    int[] keepRows = withHoles.stream().mapToInt(Integer::intValue).toArray();
    Dataset heldHoled = testHoled.rows(keepRows);
    Dataset heldComplete = test.rows(keepRows);
    for (int i = 4; i < args.length; i++) {
      Dag g = ArcLists.readDag(Path.of(args[i]), names);
      StructuralEmOptions refit =
          StructuralEmOptions.builder()
              .maximize(StructuralEmOptions.Maximize.HILL_CLIMBING)
              .maxIterations(1)
              .parameterIterations(100)
              .parameterIss(1)
              .search(SearchOptions.builder().start(g).maxIterations(0).threads(1).build())
              .build();
      StructuralEmResult fit = new StructuralEm(refit).learn(holed);
      System.out.printf(
          Locale.ROOT,
          "%d %.4f %.4f %.4f%n",
          Shd.of(truth.dag(), g),
          fit.last().penalisedLogLikelihood() / holed.rows(),
          fit.logLikelihood(heldHoled).getAsDouble() / heldHoled.rows(),
          fit.logLikelihood(heldComplete).getAsDouble() / heldComplete.rows());
    }
  }
}
