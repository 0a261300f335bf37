package org.structlearn.constraint;

import java.util.List;
import java.util.Objects;
import org.structlearn.citest.CachedCiTest;
import org.structlearn.citest.CiTest;
import org.structlearn.citest.CiTestType;
import org.structlearn.data.Dataset;
import org.structlearn.graph.UndirectedGraphs;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;

/**
 * GSIMN, Grow-Shrink Inference-based Markov Network (Bromberg, Margaritis and Honavar 2009): {@link
 * Gsmn} with the same orders, phases and collaboration, but before each conditional test it tries
 * to infer the outcome from the outcomes known so far (tests run and inferred) with the Triangle
 * theorem; only when that fails is the test run. The rules, exactly:
 *
 * <ul>
 *   <li>(X not⊥ W | Z₁) ∧ (W not⊥ Y | Z₂) ⇒ X not⊥ Y | Z₁ ∩ Z₂
 *   <li>(X ⊥ W | Z₁) ∧ (W not⊥ Y | Z₁ ∪ Z₂) ⇒ X ⊥ Y | Z₁
 * </ul>
 *
 * for variables X, Y, W not in Z₁ ∪ Z₂, combined with strong union (X ⊥ Y | Z ⇒ X ⊥ Y | Z ∪ Z');
 * see {@code TriangleKnowledge} for how a query (X, Y | Z) is matched. Both hold when independence
 * is separation in an undirected graph, so with an exact oracle GSIMN returns GSMN's graph with
 * fewer tests; on data an inferred outcome may differ from the test's. {@link
 * GsmnResult#testsInferred()} counts the outcomes inferred.
 *
 * <p><b>Not reconstructed</b>: the paper's GSIMN also changes the visit order dynamically to favour
 * inference; this class keeps GSMN's static orders, so the saving measured against GSMN is that of
 * the inference alone. Thread-safe; holds only options.
 */
public final class Gsimn implements StructureLearner {
  private final GrowShrinkOptions options;
  private final CiTestType test;

  /** GSIMN with the given options ({@code symmetry} is not used). */
  public Gsimn(GrowShrinkOptions options) {
    this(options, null);
  }

  /**
   * GSIMN with the given options, testing independence on the data ({@link #learn(Dataset,
   * LearnListener)}) with {@code test}; null for bnlearn's default for the data (mi for discrete
   * data, cor for continuous).
   */
  public Gsimn(GrowShrinkOptions options, CiTestType test) {
    this.options = Objects.requireNonNull(options, "options");
    this.test = test;
  }

  /** GSIMN with {@link GrowShrinkOptions#defaults()}. */
  public Gsimn() {
    this(GrowShrinkOptions.defaults());
  }

  /** The options. */
  @Override
  public GrowShrinkOptions options() {
    return options;
  }

  /** The test {@link #learn(Dataset, LearnListener)} binds, or null for the data's default. */
  public CiTestType test() {
    return test;
  }

  @Override
  public GraphKind kind() {
    return GraphKind.UNDIRECTED;
  }

  /**
   * Learns from the data with the learner's test; the listener hears nothing but may interrupt.
   *
   * @throws org.structlearn.citest.CiQueryException if a column does not suit the test
   */
  @Override
  public GsmnResult learn(Dataset data, LearnListener listener) {
    return learn(new CachedCiTest(CiTestType.orDefault(test, data).bind(data)), data.names());
  }

  /**
   * Learns the Markov network structure over the test's variables.
   *
   * @param names the variables' names, one per column of the test
   * @throws IllegalArgumentException if there is not one name per variable
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted (checked before
   *     every test)
   */
  public GsmnResult learn(CiTest test, List<String> names) {
    return new GsmnRun(test, options, names, true).run("GSIMN");
  }

  /** {@link #learn(CiTest, List)} with names {@code X1, X2, ...}. */
  public GsmnResult learn(CiTest test) {
    return learn(test, UndirectedGraphs.defaultNames(test.variables()));
  }

  @Override
  public String toString() {
    return "Gsimn(test=" + (test == null ? "default" : test.cliName()) + ", " + options + ")";
  }
}
