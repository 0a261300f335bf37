package org.structlearn.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.structlearn.BnlearnData;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.knowledge.Knowledge;

/**
 * Bad options fail early with a typed error that names the option and the bad value: range checks
 * in the {@link SearchOptions} constructor ({@link IllegalArgumentException}, as every options
 * record in the library), mismatches with the data when a learner binds them ({@link
 * StructlearnException}).
 */
class SearchOptionsTest {
  private static final List<Function<SearchOptions, Function<Dataset, LearnResult>>> LEARNERS =
      List.of(
          o -> new HillClimbing(o)::learn,
          o -> new TabuSearch(o)::learn,
          o -> new ExhaustiveSearch(o)::learn);

  private static void assertRejected(Consumer<SearchOptions.Builder> bad, String message) {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> {
              SearchOptions.Builder b = SearchOptions.builder();
              bad.accept(b);
              b.build();
            });
    if (message != null) {
      assertEquals(message, e.getMessage());
    }
  }

  @Test
  void rangeChecksNameTheOptionAndTheValue() {
    assertRejected(b -> b.maxParents(-1), "maxParents must be >= 0, was -1");
    assertRejected(
        b -> b.threads(0),
        "threads must be in 1.."
            + org.structlearn.WorkerPool.MAX_THREADS
            + " (at most 8 per processor of this machine's "
            + Runtime.getRuntime().availableProcessors()
            + ", or 64; the result does not depend on it), was 0");
    assertRejected(b -> b.threads(100_000), null);
    assertRejected(b -> b.perturb(0), "perturb must be >= 1, was 0");
    assertRejected(b -> b.restarts(-2), "restarts must be >= 0, was -2");
    assertRejected(b -> b.candidates(-1), "candidates must be >= 0, was -1");
    assertRejected(b -> b.maxIterations(-1), "maxIterations must be >= 0, was -1");
    assertRejected(b -> b.tabuLength(-1), "tabuLength must be >= 0, was -1");
    assertRejected(b -> b.maxNoImprovement(0), "maxNoImprovement must be >= 1, was 0");
    assertRejected(b -> b.minImprovement(-1e-3), "minImprovement must be >= 0, was -0.001");
    assertRejected(b -> b.minImprovement(Double.NaN), "minImprovement must be >= 0, was NaN");
  }

  private static StructlearnException assertFailsOnLearn(
      Function<Dataset, LearnResult> learner, Dataset data, String... fragments) {
    StructlearnException e = assertThrows(StructlearnException.class, () -> learner.apply(data));
    for (String f : fragments) {
      assertTrue(e.getMessage().contains(f), () -> "'" + f + "' not in: " + e.getMessage());
    }
    return e;
  }

  @Test
  void startGraphNamingAnUnknownVariableIsRejectedByName() {
    Dataset data = BnlearnData.data("learning.test");
    Dag start = Dag.builder(List.of("A", "Z")).addArc("A", "Z").build();
    SearchOptions o = SearchOptions.builder().start(start).build();
    assertFailsOnLearn(new HillClimbing(o)::learn, data, "start graph", "'Z'");
    assertFailsOnLearn(new TabuSearch(o)::learn, data, "start graph", "'Z'");
  }

  @Test
  void startGraphAgainstTheKnowledgeIsRejected() {
    Dataset data = BnlearnData.data("learning.test");
    Dag start = Dag.builder(data.names()).addArc("A", "B").build();
    SearchOptions forbidding =
        SearchOptions.builder()
            .start(start)
            .knowledge(Knowledge.builder().forbid("A", "B").build())
            .build();
    assertFailsOnLearn(new HillClimbing(forbidding)::learn, data, "A -> B", "forbids");
    SearchOptions requiringReverse =
        SearchOptions.builder()
            .start(start)
            .knowledge(Knowledge.builder().require("B", "A").build())
            .build();
    assertFailsOnLearn(new HillClimbing(requiringReverse)::learn, data, "B -> A", "start graph");
    Dag twoParents = Dag.builder(data.names()).addArc("A", "C").addArc("B", "C").build();
    SearchOptions tooMany = SearchOptions.builder().start(twoParents).maxParents(1).build();
    assertFailsOnLearn(new HillClimbing(tooMany)::learn, data, "'C'", "maxParents = 1");
  }

  @Test
  void knowledgeNamingAnUnknownVariableIsRejectedByEveryLearner() {
    Dataset five = BnlearnData.data("learning.test").select(List.of("A", "B", "C", "D", "E"));
    List<Knowledge> bad =
        List.of(
            Knowledge.builder().require("A", "Q").build(),
            Knowledge.builder().forbid("Q", "A").build(),
            Knowledge.builder().tier(List.of("A", "Q")).build());
    for (Knowledge k : bad) {
      for (var learner : LEARNERS) {
        assertFailsOnLearn(
            learner.apply(SearchOptions.builder().knowledge(k).build()), five, "'Q'", "lack");
      }
    }
  }

  @Test
  void requiredArcThatIsForbiddenIsRejected() {
    Executable both = () -> Knowledge.builder().require("A", "B").forbid("A", "B").build();
    StructlearnException e = assertThrows(StructlearnException.class, both);
    assertTrue(e.getMessage().contains("A -> B is both required and forbidden"), e.getMessage());
    // forbidden through the tiers: found when the knowledge meets the data
    Knowledge againstTiers =
        Knowledge.builder().require("B", "A").tier(List.of("A")).tier(List.of("B")).build();
    Dataset five = BnlearnData.data("learning.test").select(List.of("A", "B", "C", "D", "E"));
    for (var learner : LEARNERS) {
      assertFailsOnLearn(
          learner.apply(SearchOptions.builder().knowledge(againstTiers).build()),
          five,
          "required arc B -> A",
          "later tier");
    }
  }

  @Test
  void toStringShowsEveryOption() {
    String s = SearchOptions.builder().maxParents(3).restarts(2).seed(9).build().toString();
    for (String f :
        List.of(
            "score=bic",
            "start=empty",
            "knowledge=none",
            "maxParents=3",
            "candidates=off",
            "maxIterations=none",
            "restarts=2",
            "perturb=1",
            "tabuLength=10",
            "maxNoImprovement=10",
            "seed=9",
            "threads=" + Runtime.getRuntime().availableProcessors(), // the default: all of them
            "Optimizations[")) {
      assertTrue(s.contains(f), () -> f + " not in " + s);
    }
  }
}
