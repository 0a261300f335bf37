package org.structlearn.learn.registry;

import java.util.List;
import org.structlearn.learn.GraphKind;
import org.structlearn.search.neighbourhood.NeighbourhoodOptions;
import org.structlearn.search.neighbourhood.NeighbourhoodSelection;

/**
 * l1-regularised neighbourhood selection ({@code neighbourhood-selection}): nodewise lasso
 * regressions by glmnet's coordinate descent, the penalty of each node chosen by the extended BIC,
 * the choices joined by AND or OR into an undirected graph.
 */
final class NeighbourhoodEntries {
  private NeighbourhoodEntries() {}

  static final Setting<Double> GAMMA =
      Setting.number(
          "gamma",
          "G",
          "neighbourhood-selection: the extended BIC's gamma, >= 0 (default 0.25, IsingFit's and"
              + " mgm's; 0 is the BIC).");

  static final Setting<NeighbourhoodOptions.Rule> RULE =
      Setting.choice(
          "rule",
          "and|or",
          Setting.ordered("and", NeighbourhoodOptions.Rule.AND, "or", NeighbourhoodOptions.Rule.OR),
          "neighbourhood-selection: an edge when both nodes chose each other (and; default,"
              + " IsingFit's) or when either did (or).");

  static final Setting<Integer> LAMBDA_COUNT =
      Setting.integer(
          "lambda-count",
          "K",
          1,
          "neighbourhood-selection: penalties on each node's path, glmnet's nlambda, 1 to 10000"
              + " (default 100); the path may end earlier, as glmnet's does.");

  static final Setting<Double> LAMBDA_RATIO =
      Setting.number(
          "lambda-ratio",
          "R",
          "neighbourhood-selection: the smallest penalty as a fraction of the largest, glmnet's"
              + " lambda.min.ratio, in (0, 1) (default glmnet's: 1e-4, or 0.01 with fewer rows"
              + " than predictors).");

  static final Setting<Double> PENALTY =
      Setting.number(
          "penalty",
          "L",
          "neighbourhood-selection: one fixed penalty for every node, on the response's scale as"
              + " glmnet's lambda, > 0, instead of the extended BIC's choice along the path.");

  static List<Algorithm> entries() {
    return List.of(
        Algorithm.builder("neighbourhood-selection")
            .summary(
                "l1-regularised neighbourhood selection (Ravikumar et al. 2010; Meinshausen and"
                    + " Buhlmann 2006): nodewise lasso regressions as glmnet's, the penalty by"
                    + " EBIC as IsingFit; an undirected graph")
            .settings(GAMMA, RULE, LAMBDA_COUNT, LAMBDA_RATIO, PENALTY, CommonSettings.THREADS)
            .kind(GraphKind.UNDIRECTED)
            .learner((s, data) -> new NeighbourhoodSelection(options(s)))
            .build());
  }

  static NeighbourhoodOptions options(Settings s) {
    NeighbourhoodOptions.Builder b =
        NeighbourhoodOptions.builder().threads(CommonSettings.threads(s));
    if (s.has(GAMMA)) {
      b.gamma(s.get(GAMMA));
    }
    if (s.has(RULE)) {
      b.rule(s.get(RULE));
    }
    if (s.has(LAMBDA_COUNT)) {
      b.lambdaCount(s.get(LAMBDA_COUNT));
    }
    if (s.has(LAMBDA_RATIO)) {
      b.lambdaRatio(s.get(LAMBDA_RATIO));
    }
    if (s.has(PENALTY)) {
      b.penalty(s.get(PENALTY));
    }
    return b.build();
  }
}
