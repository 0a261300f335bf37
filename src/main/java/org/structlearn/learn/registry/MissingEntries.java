package org.structlearn.learn.registry;

import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.latent.NbmInfluenceOptions;
import org.structlearn.learn.GraphKind;
import org.structlearn.missing.Completion;
import org.structlearn.missing.StructuralEm;
import org.structlearn.missing.StructuralEmOptions;

/**
 * Structural EM (package {@code missing}): a DAG and its parameters from data with missing cells,
 * using every row.
 */
final class MissingEntries {
  private MissingEntries() {}

  static final Setting<StructuralEmOptions.Maximize> MAXIMIZE =
      Setting.choice(
          "maximize",
          "tabu|hc",
          Setting.ordered(
              "tabu",
              StructuralEmOptions.Maximize.TABU,
              "hc",
              StructuralEmOptions.Maximize.HILL_CLIMBING),
          "structural-em: the structure search of each round (default tabu; bnlearn's is hc).");

  static final Setting<Boolean> FROM_PREVIOUS =
      Setting.flag(
          "from-previous",
          "structural-em: start each round's search from the structure of the round before"
              + " (Friedman's and bnlearn's choice) instead of afresh from the start graph.");

  static final Setting<Boolean> BNLEARN =
      Setting.flag(
          "bnlearn",
          "structural-em: bnlearn's structural.em defaults (completion hard, maximize hc,"
              + " from-previous, rounds 5, parameter-iss 0); options given explicitly still"
              + " apply.");

  static final Setting<Integer> ROUNDS =
      Setting.integer("rounds", "N", 1, "structural-em: the most rounds (default 10; bnlearn 5).");

  static final Setting<Integer> PARAMETER_ITERATIONS =
      Setting.integer(
          "parameter-iterations",
          "N",
          0,
          "structural-em: the most EM iterations on each round's parameters (default 25).");

  static final Setting<Double> TOLERANCE =
      Setting.number(
          "tolerance",
          "T",
          "structural-em: parameter EM stops when the observed log-likelihood gains less than"
              + " this per row (default 1e-5).");

  static final Setting<Integer> EXACT_LIMIT =
      Setting.integer(
          "exact-limit",
          "N",
          1,
          "structural-em: a group of dependent missing cells with at most this many joint values"
              + " is completed exactly (default 256).");

  static final Setting<Integer> DRAWS =
      Setting.integer(
          "draws",
          "N",
          1,
          "structural-em: draws from the exact posterior of a larger group (default 64).");

  static final Setting<Double> PARAMETER_ISS =
      Setting.number(
          "parameter-iss",
          "A",
          "structural-em: imaginary sample size of the discrete tables' Dirichlet prior, spread"
              + " over each table's cells (default 1; 0: maximum likelihood, bnlearn's).");

  static final Setting<Integer> PARTICLES =
      Setting.integer(
          "particles",
          "N",
          1,
          "structural-em, mixed data: likelihood-weighting particles per incomplete row in each"
              + " E-step (default 500, bnlearn's bayes-lw n).");

  static List<Algorithm> entries() {
    return List.of(
        Algorithm.builder("structural-em")
            .summary(
                "Structural EM (Friedman 1997/1998; bnlearn's structural.em): a DAG and its"
                    + " parameters from discrete, continuous or mixed data with missing cells,"
                    + " every row used")
            .settings(
                ScoreSettings.SCORE,
                ScoreSettings.ISS,
                ScoreSettings.LAMBDA,
                ScoreSettings.RIDGE,
                SearchEntries.MAX_PARENTS,
                SearchEntries.WHITELIST,
                SearchEntries.BLACKLIST,
                SearchEntries.START,
                SearchEntries.TABU_LENGTH,
                SearchEntries.MAX_NO_IMPROVEMENT,
                LatentEntries.COMPLETION,
                MAXIMIZE,
                FROM_PREVIOUS,
                BNLEARN,
                ROUNDS,
                PARAMETER_ITERATIONS,
                TOLERANCE,
                EXACT_LIMIT,
                DRAWS,
                PARAMETER_ISS,
                PARTICLES,
                CommonSettings.SEED,
                CommonSettings.THREADS)
            .kind(GraphKind.DAG)
            .learner(MissingEntries::learner)
            .build());
  }

  private static StructuralEm learner(Settings s, Dataset data) {
    StructuralEmOptions.Builder b =
        s.isSet(BNLEARN)
            ? StructuralEmOptions.bnlearn().toBuilder()
            : StructuralEmOptions.builder();
    if (s.has(LatentEntries.COMPLETION)) {
      b.completion(
          s.get(LatentEntries.COMPLETION) == NbmInfluenceOptions.Completion.SOFT
              ? Completion.EXPECTED
              : Completion.IMPUTED);
    }
    if (s.has(MAXIMIZE)) {
      b.maximize(s.get(MAXIMIZE));
    }
    if (s.isSet(FROM_PREVIOUS)) {
      b.restart(false);
    }
    if (s.has(ROUNDS)) {
      b.maxIterations(s.get(ROUNDS));
    }
    if (s.has(PARAMETER_ITERATIONS)) {
      b.parameterIterations(s.get(PARAMETER_ITERATIONS));
    }
    if (s.has(TOLERANCE)) {
      b.tolerance(s.get(TOLERANCE));
    }
    if (s.has(EXACT_LIMIT)) {
      b.exactLimit(s.get(EXACT_LIMIT));
    }
    if (s.has(DRAWS)) {
      b.draws(s.get(DRAWS));
    }
    if (s.has(PARAMETER_ISS)) {
      b.parameterIss(s.get(PARAMETER_ISS));
    }
    if (s.has(PARTICLES)) {
      b.particles(s.get(PARTICLES));
    }
    return new StructuralEm(b.search(SearchEntries.options(s, data)).build());
  }
}
