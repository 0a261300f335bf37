package org.structlearn.learn.registry;

import java.util.List;
import org.structlearn.learn.GraphKind;
import org.structlearn.score.undirected.BjpScoreSpec;
import org.structlearn.score.undirected.MplScoreSpec;
import org.structlearn.score.undirected.UndirectedGraphScoreSpec;
import org.structlearn.search.undirected.IbmapHillClimbing;
import org.structlearn.search.undirected.IbmapHillClimbingOptions;
import org.structlearn.search.undirected.MplHillClimbing;
import org.structlearn.search.undirected.MplHillClimbingOptions;

/**
 * The hill climbing searches over undirected graphs (Markov networks): BDgraph's MPL hill climbing
 * and IBMAP-HC of the BJP score or the IB-score.
 */
final class MarkovEntries {
  private MarkovEntries() {}

  static final Setting<MplHillClimbingOptions.Merge> MERGE =
      Setting.choice(
          "merge",
          "or|and",
          Setting.ordered(
              "or", MplHillClimbingOptions.Merge.OR, "and", MplHillClimbingOptions.Merge.AND),
          "mpl-hc: merge the per-node Markov blankets into candidate edges with or (either node's"
              + " blanket has the other; default, BDgraph's) or and (both have).");

  static final Setting<Integer> PROPOSALS =
      Setting.integer(
          "proposals",
          "K",
          1,
          "ibmap-hc: flips a step tries, most promising first, before the search stops (default 1,"
              + " the published IBMAP-HC: stop when the proposed flip does not improve the"
              + " score).");

  static List<Algorithm> entries() {
    return List.of(
        Algorithm.builder("mpl-hc")
            .summary(
                "BDgraph's hill climbing of the marginal pseudo-likelihood over undirected graphs"
                    + " (per-node Markov blankets, merged, then edge flips)")
            .settings(ScoreSettings.SCORE, CommonSettings.ALPHA, MERGE, CommonSettings.THREADS)
            .kind(GraphKind.UNDIRECTED)
            .check(MarkovEntries::checkMpl)
            .learner(
                (s, data) ->
                    new MplHillClimbing(
                        MplHillClimbingOptions.builder()
                            .score(
                                (MplScoreSpec) ScoreSettings.undirectedSpec(s, ScoreSettings.MPL))
                            .merge(s.orElse(MERGE, MplHillClimbingOptions.Merge.OR))
                            .threads(CommonSettings.threads(s))
                            .build()))
            .build(),
        Algorithm.builder("ibmap-hc")
            .summary(
                "IBMAP-HC (Schlüter, Bromberg and Edera 2014): hill climbing over undirected graphs"
                    + " of the Blankets Joint Posterior (bjp, default) or the IB-score (ib)")
            .settings(
                ScoreSettings.SCORE,
                ScoreSettings.PRIOR_INDEPENDENCE,
                ScoreSettings.CI_PRIOR,
                ScoreSettings.CI_ALPHA,
                PROPOSALS,
                CommonSettings.THREADS)
            .kind(GraphKind.UNDIRECTED)
            .check(MarkovEntries::checkIbmap)
            .hint(
                CommonSettings.ALPHA.key(),
                f -> "bjp and ib take " + f.written(ScoreSettings.CI_ALPHA.key()) + " instead")
            .learner(
                (s, data) -> {
                  UndirectedGraphScoreSpec spec =
                      ScoreSettings.undirectedSpec(s, ScoreSettings.BJP);
                  return new IbmapHillClimbing(
                      IbmapHillClimbingOptions.builder()
                          .score(
                              spec instanceof BjpScoreSpec
                                  ? IbmapHillClimbingOptions.Score.BJP
                                  : IbmapHillClimbingOptions.Score.IB)
                          .test(ScoreSettings.ciOptions(s))
                          .threads(CommonSettings.threads(s))
                          .proposals(s.orElse(PROPOSALS, 1))
                          .build());
                })
            .build());
  }

  private static void checkMpl(Settings s) {
    String score = ScoreSettings.name(s);
    if (score != null && !score.equals(ScoreSettings.MPL)) {
      throw s.refuse(
          ScoreSettings.SCORE,
          score
              + ": "
              + s.form().algorithm("mpl-hc")
              + " climbs the mpl score only; drop it (or write mpl), or use "
              + s.form().algorithm("exhaustive")
              + " with "
              + score);
    }
    ScoreSettings.checkHyperparameters(s, ScoreSettings.MPL);
  }

  private static void checkIbmap(Settings s) {
    String score = ScoreSettings.name(s);
    if (score != null && !score.equals(ScoreSettings.BJP) && !score.equals(ScoreSettings.IB)) {
      throw s.refuse(
          ScoreSettings.SCORE,
          score
              + ": "
              + s.form().algorithm("ibmap-hc")
              + " climbs the bjp or ib score"
              + (score.equals(ScoreSettings.MPL)
                  ? "; for mpl use " + s.form().algorithm("mpl-hc")
                  : "; write bjp (default) or ib"));
    }
    ScoreSettings.checkHyperparameters(s, score == null ? ScoreSettings.BJP : score);
  }
}
