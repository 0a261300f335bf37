package org.structlearn.latent;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.structlearn.data.DataException;
import org.structlearn.model.ModelException;

class LabelMatchingTest {
  @Test
  void recoversAKnownPermutation() {
    int[] perm = {2, 0, 3, 1}; // learned label l stands for true label perm[l]
    SplittableRandom rnd = new SplittableRandom(5);
    int n = 2000;
    int[] truth = new int[n];
    int[] learned = new int[n];
    int[] inverse = new int[4];
    for (int l = 0; l < 4; l++) {
      inverse[perm[l]] = l;
    }
    int wrong = 0;
    for (int r = 0; r < n; r++) {
      truth[r] = rnd.nextInt(4);
      learned[r] = inverse[truth[r]];
      if (rnd.nextDouble() < 0.2) { // 20% noise
        learned[r] = rnd.nextInt(4);
        wrong += learned[r] == inverse[truth[r]] ? 0 : 1;
      }
    }
    LabelMatching.Match m = LabelMatching.match(truth, learned, 4);
    assertArrayEquals(perm, m.permutation());
    assertEquals(1 - wrong / (double) n, m.accuracy(), 1e-12);
  }

  @Test
  void relabelMovesPriorAndTablesAndIsUndoneByTheInverse() {
    NaiveBayesModel m = NaiveBayesModel.random(3, new int[] {2, 4}, 2, 9);
    int[] perm = {1, 2, 0};
    NaiveBayesModel p = LabelMatching.relabel(m, perm);
    for (int c = 0; c < 3; c++) {
      assertEquals(m.prior()[c], p.prior()[perm[c]]);
      assertArrayEquals(m.cpt(1)[c], p.cpt(1)[perm[c]]);
    }
    assertEquals(m, LabelMatching.relabel(p, new int[] {2, 0, 1}));
    // the likelihood does not depend on the labels
    var d = m.sample(100, 1).data();
    assertEquals(m.logLikelihood(d, new int[] {0, 1}), p.logLikelihood(d, new int[] {0, 1}), 1e-9);
  }

  @Test
  void badInputIsRefused() {
    assertThrows(
        DataException.class, () -> LabelMatching.match(new int[] {0, 3}, new int[] {0, 1}, 3));
    assertThrows(
        DataException.class, () -> LabelMatching.match(new int[] {0}, new int[] {0, 1}, 2));
    NaiveBayesModel m = NaiveBayesModel.random(2, new int[] {2}, 1, 1);
    assertThrows(ModelException.class, () -> LabelMatching.relabel(m, new int[] {0, 0}));
  }
}
