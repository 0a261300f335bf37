package org.structlearn.inference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.structlearn.inference.exact.GaussianConditioning;

/** The answers of a {@link Query} on a linear Gaussian network (exact conditional normals). */
final class GaussianAnswers {
  private GaussianAnswers() {}

  private static NetworkModel gaussian(Query q, String what) {
    NetworkModel m = q.model();
    if (m.isDiscrete()) {
      throw new IllegalArgumentException(
          what + " needs a linear Gaussian network; for a discrete one use posterior or joint");
    }
    if (q.options().method().isSampling()) {
      throw new IllegalArgumentException(
          "a linear Gaussian network is answered exactly; use QueryMethod.EXACT");
    }
    return m;
  }

  static ContinuousMarginal marginal(Query q, int v) {
    NetworkModel m = gaussian(q, "density");
    NetworkModel.Continuous ev = m.continuous(q.evidence());
    for (int i = 0; i < ev.observed().length; i++) {
      if (ev.observed()[i] == v && ev.noise()[i] == 0) {
        return ContinuousMarginal.normal(m.names.get(v), ev.values()[i], 0);
      }
    }
    GaussianConditioning.Conditional c = condition(m, ev, new int[] {v});
    return ContinuousMarginal.normal(m.names.get(v), c.mean()[0], Math.sqrt(c.covariance()[0][0]));
  }

  static MultivariateNormal joint(Query q, int[] vars) {
    NetworkModel m = gaussian(q, "jointDensity");
    NetworkModel.Continuous ev = m.continuous(q.evidence());
    for (int i = 0; i < ev.observed().length; i++) {
      int o = ev.observed()[i];
      if (ev.noise()[i] == 0 && Arrays.stream(vars).anyMatch(x -> x == o)) {
        throw new IllegalArgumentException(
            m.names.get(o) + " is observed; leave it out of the joint");
      }
    }
    GaussianConditioning.Conditional c = condition(m, ev, vars);
    List<String> names = new ArrayList<>();
    for (int v : vars) {
      names.add(m.names.get(v));
    }
    return new MultivariateNormal(names, c.mean(), c.covariance());
  }

  static double logDensity(Query q) {
    NetworkModel m = gaussian(q, "the density of the evidence");
    return condition(m, m.continuous(q.evidence()), new int[0]).logDensity();
  }

  private static GaussianConditioning.Conditional condition(
      NetworkModel m, NetworkModel.Continuous ev, int[] query) {
    return m.normal().condition(ev.observed(), ev.values(), ev.noise(), query);
  }
}
