package org.structlearn.learn.registry;

import java.util.List;
import org.structlearn.data.Dataset;
import org.structlearn.learn.GraphKind;
import org.structlearn.search.exact.ExactOptions;
import org.structlearn.search.exact.ExactSearch;
import org.structlearn.search.ges.Ges;
import org.structlearn.search.ges.GesOptions;

/**
 * Greedy equivalence search ({@code ges}) and the exact search by dynamic programming ({@code
 * exact}), which also runs {@code exhaustive} over DAGs of more than five variables.
 */
final class GesExactEntries {
  private GesExactEntries() {}

  static final Setting<Integer> MAX_MEMORY =
      Setting.integer(
          "max-memory",
          "MB",
          1,
          "exact: the most memory the search may plan to use, in MB (default: the JVM's free"
              + " heap); a problem whose estimate is larger is refused with the estimate.");

  static final Setting<Boolean> NO_TURNING =
      Setting.flag(
          "no-turning",
          "ges: skip the turning phase (Hauser and Buhlmann 2012) that follows the backward phase"
              + " and turns single links while that raises the score.");

  static final Setting<Boolean> NO_ITERATE =
      Setting.flag(
          "no-iterate",
          "ges: run the forward, backward (and turning) phases once, as Chickering's GES does,"
              + " instead of repeating them until none raises the score.");

  static List<Algorithm> entries() {
    return List.of(
        Algorithm.builder("ges")
            .summary(
                "Greedy equivalence search (Chickering 2002, with FGES's cached, parallel"
                    + " operator scores and Hauser and Buhlmann's turning phase): a CPDAG")
            .settings(
                ScoreSettings.SCORE,
                ScoreSettings.ISS,
                ScoreSettings.LAMBDA,
                ScoreSettings.RIDGE,
                SearchEntries.MAX_PARENTS,
                SearchEntries.WHITELIST,
                SearchEntries.BLACKLIST,
                NO_TURNING,
                NO_ITERATE,
                CommonSettings.SEED,
                CommonSettings.THREADS)
            .kind(GraphKind.CPDAG)
            .check(SearchEntries::checkDagScore)
            .learner((s, data) -> new Ges(gesOptions(s, data)))
            .build(),
        Algorithm.builder("exact")
            .summary(
                "The optimal DAG by dynamic programming over subsets (Silander and Myllymaki"
                    + " 2006), up to "
                    + ExactSearch.MAX_VARIABLES
                    + " variables as memory allows; --max-parents bounds the in-degree")
            .settings(
                ScoreSettings.SCORE,
                ScoreSettings.ISS,
                ScoreSettings.LAMBDA,
                ScoreSettings.RIDGE,
                SearchEntries.MAX_PARENTS,
                SearchEntries.WHITELIST,
                SearchEntries.BLACKLIST,
                MAX_MEMORY,
                CommonSettings.SEED,
                CommonSettings.THREADS)
            .kind(GraphKind.DAG)
            .check(SearchEntries::checkDagScore)
            .learner((s, data) -> new ExactSearch(exactOptions(s, data)))
            .build());
  }

  static GesOptions gesOptions(Settings s, Dataset data) {
    GesOptions.Builder b =
        GesOptions.builder()
            .score(ScoreSettings.dagSpec(s, data))
            .knowledge(SearchEntries.knowledge(s, data))
            .turning(!s.isSet(NO_TURNING))
            .iterate(!s.isSet(NO_ITERATE))
            .seed(CommonSettings.seed(s))
            .threads(CommonSettings.threads(s));
    if (s.has(SearchEntries.MAX_PARENTS)) {
      b.maxParents(s.get(SearchEntries.MAX_PARENTS));
    }
    return b.build();
  }

  /** The exact search's options; also those of {@code exhaustive} over DAGs. */
  static ExactOptions exactOptions(Settings s, Dataset data) {
    ExactOptions.Builder b =
        ExactOptions.builder()
            .score(ScoreSettings.dagSpec(s, data))
            .knowledge(SearchEntries.knowledge(s, data))
            .seed(CommonSettings.seed(s))
            .threads(CommonSettings.threads(s));
    if (s.has(SearchEntries.MAX_PARENTS)) {
      b.maxParents(s.get(SearchEntries.MAX_PARENTS));
    }
    if (s.has(MAX_MEMORY)) {
      b.maxMemoryBytes((long) s.get(MAX_MEMORY) << 20);
    }
    return b.build();
  }
}
