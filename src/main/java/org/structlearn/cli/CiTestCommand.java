package org.structlearn.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.structlearn.StructlearnException;
import org.structlearn.citest.CiQueryException;
import org.structlearn.citest.CiResult;
import org.structlearn.citest.CiTest;
import org.structlearn.citest.CiTestType;
import org.structlearn.data.Dataset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code citest}: one conditional-independence test X ⊥ Y | Z on data, as bnlearn's {@code
 * ci.test}: the statistic, degrees of freedom and p-value (or, for {@code bayes}, the posterior
 * probability of independence), the number of rows used and the decision at {@code --alpha}.
 */
@Command(
    name = "citest",
    mixinStandardHelpOptions = true,
    description =
        "Test whether X is independent of Y given Z on data (as bnlearn's ci.test): prints the "
            + "statistic, degrees of freedom, p-value (or the posterior of independence for "
            + "bayes), the rows used and the decision at --alpha.")
final class CiTestCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin DataOptions dataOptions;

  @Option(names = "--x", required = true, paramLabel = "NAME", description = "The column X.")
  String x;

  @Option(names = "--y", required = true, paramLabel = "NAME", description = "The column Y.")
  String y;

  @Option(
      names = "--given",
      split = ",",
      paramLabel = "NAME",
      description = "The conditioning set Z, comma-separated column names (default: none).")
  List<String> given = new ArrayList<>();

  @Option(
      names = "--test",
      paramLabel = "T",
      description =
          "The test: x2, x2-adf, mi, mi-adf, mi-sh, ssmi, bayes (discrete columns), zf, cor, "
              + "mi-g (continuous columns) or mi-cg (discrete and continuous columns, conditional "
              + "Gaussian). Default: mi-cg if the columns mix both kinds, else mi if X is discrete, "
              + "cor otherwise (bnlearn's defaults). x2-adf and mi-adf adjust the degrees of freedom "
              + "for empty rows and columns, and when there are fewer than 5 rows per cell on "
              + "average (N < 5 x the levels of X times those of Y times those of Z) they report "
              + "statistic 0, p-value 1: too few rows to test, so independence is accepted "
              + "(bnlearn's rule).")
  String test;

  @Option(
      names = "--alpha",
      paramLabel = "A",
      description = "Significance level of the decision, in (0, 1) (default: ${DEFAULT-VALUE}).",
      defaultValue = "0.05")
  double alpha;

  @Option(names = "--json", description = "Print one JSON object.")
  boolean json;

  @Override
  public Integer call() {
    if (!(alpha > 0 && alpha < 1)) {
      throw new StructlearnException("--alpha must be in (0, 1), was " + alpha);
    }
    boolean cg = test != null && CgChoices.miCg(test, null);
    CiTestType type = test == null || cg ? null : testType(test);
    checkNames();
    Dataset all = dataOptions.load();
    require(all, x, "--x");
    require(all, y, "--y");
    for (String g : given) {
      require(all, g, "--given");
    }
    List<String> columns = new ArrayList<>(List.of(x, y));
    columns.addAll(given);
    Dataset data = all.select(columns);
    cg |= test == null && CgChoices.isMixed(data);
    if (type == null && !cg) {
      type = data.isDiscrete(0) ? CiTestType.MI : CiTestType.COR;
    }
    CiTest ci = cg ? CgChoices.miCgTest(data) : bind(type, data);
    int[] z = new int[given.size()];
    for (int i = 0; i < z.length; i++) {
      z[i] = i + 2;
    }
    CiResult r = ci.test(0, 1, z);
    Output.print(
        spec.commandLine().getOut(), report(cg ? CgChoices.MI_CG : type.cliName(), type, r), json);
    return 0;
  }

  private static CiTestType testType(String name) {
    try {
      return CiTestType.fromName(name);
    } catch (IllegalArgumentException e) {
      throw new StructlearnException("--test: " + e.getMessage());
    }
  }

  /** Refuses x = y, x or y in Z and a repeated Z before the data are read. */
  private void checkNames() {
    if (x.equals(y)) {
      throw new StructlearnException(
          "--x and --y both name '" + x + "'; a variable is not tested against itself");
    }
    List<String> seen = new ArrayList<>();
    for (String g : given) {
      if (g.isEmpty()) {
        throw new StructlearnException(
            "--given has an empty item; list column names separated by commas");
      }
      if (g.equals(x) || g.equals(y)) {
        throw new StructlearnException(
            "--given names '" + g + "', which is tested (--x or --y); remove it from --given");
      }
      if (seen.contains(g)) {
        throw new StructlearnException("--given names '" + g + "' twice; list it once");
      }
      seen.add(g);
    }
  }

  private void require(Dataset data, String name, String option) {
    if (data.indexOf(name) < 0) {
      throw new StructlearnException(
          option
              + " names column '"
              + name
              + "', which "
              + dataOptions.data
              + " lacks; its columns are "
              + data.names());
    }
  }

  /** Binds the test, naming the option whose column has the wrong type. */
  private CiTest bind(CiTestType type, Dataset data) {
    try {
      return type.bind(data);
    } catch (CiQueryException e) {
      String v = e.variable();
      String option = v.equals(x) ? "--x" : v.equals(y) ? "--y" : "--given";
      throw new StructlearnException(
          option + " (--test " + type.cliName() + "): " + e.getMessage());
    }
  }

  private Map<String, Object> report(String name, CiTestType type, CiResult r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("test", name);
    m.put("x", x);
    m.put("y", y);
    m.put("given", List.copyOf(given));
    if (r.isBayesian()) {
      m.put("posteriorIndependence", r.posteriorIndependence());
      m.put("logBayesFactor", r.logBayesFactor());
    } else {
      m.put("statistic", r.statistic());
      m.put("df", r.df());
      m.put("pValue", r.pValue());
      if (type == CiTestType.SSMI) {
        m.put("ssmi", r.significance());
      }
    }
    m.put("rows", r.rows());
    m.put("alpha", alpha);
    boolean independent = r.independent(alpha);
    m.put("independent", independent);
    m.put(
        "decision",
        (independent ? "independent" : "dependent")
            + (r.isBayesian()
                ? " (posterior of independence " + (independent ? "> 1/2)" : "<= 1/2)")
                : " (p-value " + (independent ? "> " : "<= ") + alpha + ")"));
    return m;
  }
}
