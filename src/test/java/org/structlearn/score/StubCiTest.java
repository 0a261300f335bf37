package org.structlearn.score;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.structlearn.citest.CiResult;
import org.structlearn.citest.CiTest;

/** A CI test returning fixed posteriors of independence, keyed by "x,y|z1,z2" with x < y. */
final class StubCiTest implements CiTest {
  private final int variables;
  private final Map<String, Double> posteriors = new HashMap<>();

  StubCiTest(int variables) {
    this.variables = variables;
  }

  /** Sets P(x ⊥ y | given). */
  StubCiTest put(int x, int y, double posterior, int... given) {
    posteriors.put(key(x, y, given), posterior);
    return this;
  }

  private static String key(int x, int y, int[] given) {
    int[] z = given.clone();
    Arrays.sort(z);
    return Math.min(x, y) + "," + Math.max(x, y) + "|" + Arrays.toString(z);
  }

  @Override
  public CiResult test(int x, int y, int[] given) {
    Double p = posteriors.get(key(x, y, given));
    if (p == null) {
      throw new AssertionError("unexpected query " + key(x, y, given));
    }
    return CiResult.bayesian(Math.log(p) - Math.log1p(-p), 0);
  }

  @Override
  public int variables() {
    return variables;
  }
}
