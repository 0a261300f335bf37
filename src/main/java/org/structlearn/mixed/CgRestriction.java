package org.structlearn.mixed;

import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.data.Variable;
import org.structlearn.knowledge.Knowledge;

/**
 * The one structural rule of conditional linear Gaussian networks, as background knowledge: a
 * continuous variable may not be the parent of a discrete one. Added to the user's knowledge, it
 * keeps a search from even trying such an arc.
 */
public final class CgRestriction {
  private CgRestriction() {}

  /**
   * {@code user} with every arc from a continuous to a discrete variable of {@code variables}
   * forbidden.
   *
   * @throws StructlearnException if {@code user} requires such an arc, naming it
   */
  public static Knowledge knowledge(Knowledge user, List<Variable> variables) {
    for (List<String> a : user.required()) {
      Variable from = find(variables, a.get(0));
      Variable to = find(variables, a.get(1));
      if (from != null && to != null && !from.isDiscrete() && to.isDiscrete()) {
        throw new StructlearnException(
            "the required arc "
                + a.get(0)
                + " -> "
                + a.get(1)
                + " points from a continuous to a discrete variable, which a conditional Gaussian"
                + " network does not allow; reverse it or drop it");
      }
    }
    Knowledge.Builder b = Knowledge.builder();
    user.required().forEach(a -> b.require(a.get(0), a.get(1)));
    user.forbidden().forEach(a -> b.forbid(a.get(0), a.get(1)));
    user.tiers().forEach(b::tier);
    for (Variable from : variables) {
      if (from.isDiscrete()) {
        continue;
      }
      for (Variable to : variables) {
        if (to.isDiscrete()) {
          b.forbid(from.name(), to.name());
        }
      }
    }
    return b.build();
  }

  /** Whether the arc from {@code from} to {@code to} is allowed in a CG network. */
  public static boolean allows(Variable from, Variable to) {
    return from.isDiscrete() || !to.isDiscrete();
  }

  private static Variable find(List<Variable> variables, String name) {
    return variables.stream().filter(v -> v.name().equals(name)).findFirst().orElse(null);
  }
}
