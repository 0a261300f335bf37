package org.structlearn.constraint;

/**
 * How {@link GrowShrink} reconciles Markov blankets that disagree (Y in MB(X) but X not in MB(Y)),
 * bnlearn's "symmetry correction" ({@code bn.recovery} in bnlearn 5.2.1).
 */
public enum BlanketSymmetry {
  /**
   * Keep X–Y only if each is in the other's blanket; bnlearn's choice for the blankets of {@code
   * gs()} (filter "AND"), the default.
   */
  AND,
  /** Keep X–Y if either is in the other's blanket. */
  OR
}
