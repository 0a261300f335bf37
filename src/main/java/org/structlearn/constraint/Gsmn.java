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
 * GSMN, the Grow-Shrink Markov Network algorithm (Bromberg, Margaritis and Honavar 2009, "Efficient
 * Markov network structure discovery using independence tests", JAIR 35; seed 003's Algorithm 8.4):
 * the Markov blanket (= neighbours) of every variable by grow and shrink, visiting the variables
 * one by one and letting each visit use the blankets found before it.
 *
 * <ol>
 *   <li><b>Orders.</b> Every pair's marginal test is run first (n(n−1)/2 tests). Its dependence
 *       strength (−ln p, or the negative log posterior odds of independence for a Bayesian test)
 *       gives the <em>visit order</em>: variables by decreasing average strength, i.e. ascending
 *       average p-value as seed 003 puts it; and each X's <em>grow order</em> λ_X: the others by
 *       decreasing strength with X (ascending p-value). Ties by column index.
 *   <li><b>Collaboration.</b> When X is visited, each variable Y visited before it has decided
 *       already: if X ∈ B(Y), Y starts in X's blanket (no test); if not, Y is not tested.
 *   <li><b>Grow.</b> One pass over λ_X: Y joins S when X not⊥ Y | S.
 *   <li><b>Shrink.</b> One pass over the members added by the grow phase, last added first: Y
 *       leaves when X ⊥ Y | S − {Y}. Members known from earlier visits stay.
 *   <li>The graph joins X to B(X); blankets are symmetric by construction.
 * </ol>
 *
 * <p><b>Reconstructed</b> (we could not consult the paper while writing this): the direction of
 * both orders (we follow seed 003's "ascending order" of the unconditional p-values, i.e. most
 * dependent first), the single pass of grow and shrink, the last-added-first shrink order, and that
 * known non-members are not tested at all; these are the choices under which an exact oracle
 * recovers any graph exactly (a neighbour is never separated, so one grow pass finds all; a
 * non-neighbour is separated by any superset of the neighbours).
 *
 * <p>Tests run through a {@link org.structlearn.citest.CachedCiTest} (the given one if it is one).
 * Cost: O(n²) marginal tests plus O(n) per visit. Thread-safe; holds only options.
 */
public final class Gsmn implements StructureLearner {
  private final GrowShrinkOptions options;
  private final CiTestType test;

  /** GSMN with the given options ({@code symmetry} is not used). */
  public Gsmn(GrowShrinkOptions options) {
    this(options, null);
  }

  /**
   * GSMN with the given options, testing independence on the data ({@link #learn(Dataset,
   * LearnListener)}) with {@code test}; null for bnlearn's default for the data (mi for discrete
   * data, cor for continuous).
   */
  public Gsmn(GrowShrinkOptions options, CiTestType test) {
    this.options = Objects.requireNonNull(options, "options");
    this.test = test;
  }

  /** GSMN with {@link GrowShrinkOptions#defaults()}. */
  public Gsmn() {
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
    return new GsmnRun(test, options, names, false).run("GSMN");
  }

  /** {@link #learn(CiTest, List)} with names {@code X1, X2, ...}. */
  public GsmnResult learn(CiTest test) {
    return learn(test, UndirectedGraphs.defaultNames(test.variables()));
  }

  @Override
  public String toString() {
    return "Gsmn(test=" + (test == null ? "default" : test.cliName()) + ", " + options + ")";
  }
}
