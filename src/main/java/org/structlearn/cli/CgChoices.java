package org.structlearn.cli;

import org.structlearn.citest.CiTest;
import org.structlearn.data.Dataset;
import org.structlearn.knowledge.Knowledge;
import org.structlearn.mixed.CgRestriction;
import org.structlearn.mixed.CgScoreType;
import org.structlearn.mixed.MiCgTest;

/**
 * The command line's names for conditional linear Gaussian (mixed) data: the mi-cg test, which is
 * bnlearn's default test for data that mix discrete and continuous columns, as bic-cg is its
 * default score ({@link ScoreChoice}).
 */
final class CgChoices {
  /** The name of the mi-cg test. */
  static final String MI_CG = "mi-cg";

  private CgChoices() {}

  /** Whether the test named (or, when none is, the default for the data) is mi-cg. */
  static boolean miCg(String test, Dataset data) {
    return test == null ? isMixed(data) : test.trim().equalsIgnoreCase(MI_CG);
  }

  /** Whether the data mix discrete and continuous columns. */
  static boolean isMixed(Dataset data) {
    return !data.isAllDiscrete() && !data.isAllContinuous();
  }

  /** The mi-cg test bound to the data. */
  static CiTest miCgTest(Dataset data) {
    return new MiCgTest(data);
  }

  /**
   * The knowledge a constraint-based learner gets: with mi-cg, the user's plus the arcs from
   * continuous to discrete variables forbidden, as bnlearn adds them to its blacklist.
   */
  static Knowledge knowledge(boolean cg, Knowledge user, Dataset data) {
    return cg ? CgRestriction.knowledge(user, data.variables()) : user;
  }

  /** The CG score of this name, or null if the name is not one. */
  static CgScoreType score(String name) {
    for (CgScoreType t : CgScoreType.values()) {
      if (t.cliName().equals(name)) {
        return t;
      }
    }
    return null;
  }
}
