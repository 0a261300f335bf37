package org.structlearn.constraint;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * GSIMN's knowledge base: the outcomes of earlier tests (run or inferred), and the inference of a
 * new test's outcome from them (Bromberg, Margaritis and Honavar 2009). Valid for graph-isomorph
 * distributions (independence is vertex separation in some undirected graph), the paper's
 * assumption, where Pearl's axioms hold; with data an inferred outcome may differ from what the
 * test would say.
 *
 * <p>The rules, for the query (X, Y | Z) and any other variable W ∉ Z:
 *
 * <ol>
 *   <li><b>Strong union</b> (Pearl): X ⊥ Y | Z₁ with Z₁ ⊂ Z gives X ⊥ Y | Z; X not⊥ Y | Z₂ with Z₂
 *       ⊃ Z gives X not⊥ Y | Z. Applied to known facts on the pairs (X, W) and (W, Y) too.
 *   <li><b>Triangle theorem, dependence</b>: (X not⊥ W | Z₁) ∧ (W not⊥ Y | Z₂) ⇒ (X not⊥ Y | Z₁ ∩
 *       Z₂). Used with Z₁, Z₂ ⊇ Z (so Z ⊆ Z₁ ∩ Z₂ and strong union brings it down to Z).
 *   <li><b>Triangle theorem, independence</b>: (X ⊥ W | Z₁) ∧ (W not⊥ Y | Z₁ ∪ Z₂) ⇒ (X ⊥ Y | Z₁).
 *       Used with Z₁ = Z after strong union: X ⊥ W | Z' for some known Z' ⊆ Z, and W not⊥ Y | Z''
 *       for some known Z'' ⊇ Z; and the same with the roles of X and Y swapped.
 * </ol>
 *
 * Before inferring, the run asks whether exactly this query was run (then the test cache answers
 * it, counted as reused) or inferred before (then that outcome is used again). Rules are tried in
 * the order above, W ascending; the first conclusion is taken. Inferred outcomes are added to the
 * base (forward use in later inferences). Not thread-safe; one per run. A query costs O(n · facts
 * per pair) subset checks.
 */
final class TriangleKnowledge {
  private record Fact(BitSet given, boolean independent, boolean inferred) {}

  private final int n;
  private final Map<Long, List<Fact>> facts = new HashMap<>();

  TriangleKnowledge(int n) {
    this.n = n;
  }

  void add(int x, int y, BitSet given, boolean independent, boolean inferred) {
    facts
        .computeIfAbsent(key(x, y), k -> new ArrayList<>())
        .add(new Fact(given, independent, inferred));
  }

  /** The outcome of exactly this query if it was inferred before (true = independent), or null. */
  Boolean inferredBefore(int x, int y, BitSet z) {
    List<Fact> list = facts.get(key(x, y));
    if (list != null) {
      for (Fact f : list) {
        if (f.inferred && f.given.equals(z)) {
          return f.independent;
        }
      }
    }
    return null;
  }

  /** True if exactly this query was run (its outcome is in the test cache). */
  boolean ran(int x, int y, BitSet z) {
    List<Fact> list = facts.get(key(x, y));
    return list != null && list.stream().anyMatch(f -> !f.inferred && f.given.equals(z));
  }

  /** The inferred outcome (true = independent), or null if the rules do not decide it. */
  Boolean infer(int x, int y, BitSet z) {
    if (knownIndependent(x, y, z, true)) {
      return Boolean.TRUE;
    }
    if (knownDependent(x, y, z, true)) {
      return Boolean.FALSE;
    }
    for (int w = 0; w < n; w++) {
      if (w == x || w == y || z.get(w)) {
        continue;
      }
      boolean depXw = knownDependent(x, w, z, false);
      boolean depWy = knownDependent(w, y, z, false);
      if (depXw && depWy) {
        return Boolean.FALSE;
      }
      if (depWy && knownIndependent(x, w, z, false) || depXw && knownIndependent(w, y, z, false)) {
        return Boolean.TRUE;
      }
    }
    return null;
  }

  /** A known a ⊥ b | Z' with Z' ⊆ z (Z' ⊂ z when strict). */
  private boolean knownIndependent(int a, int b, BitSet z, boolean strict) {
    List<Fact> list = facts.get(key(a, b));
    if (list != null) {
      for (Fact f : list) {
        if (f.independent && isSubset(f.given, z) && !(strict && f.given.equals(z))) {
          return true;
        }
      }
    }
    return false;
  }

  /** A known a not⊥ b | Z' with Z' ⊇ z (Z' ⊃ z when strict). */
  private boolean knownDependent(int a, int b, BitSet z, boolean strict) {
    List<Fact> list = facts.get(key(a, b));
    if (list != null) {
      for (Fact f : list) {
        if (!f.independent && isSubset(z, f.given) && !(strict && f.given.equals(z))) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean isSubset(BitSet small, BitSet large) {
    if (small.cardinality() > large.cardinality()) {
      return false;
    }
    for (int i = small.nextSetBit(0); i >= 0; i = small.nextSetBit(i + 1)) {
      if (!large.get(i)) {
        return false;
      }
    }
    return true;
  }

  private static long key(int a, int b) {
    return a < b ? ((long) a << 32) | b : ((long) b << 32) | a;
  }
}
