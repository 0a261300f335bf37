package org.structlearn.latent;

/**
 * How {@link InfluenceNetworks#random(InfluenceNetworkOptions, long)} draws an influence network.
 * The defaults are the ground truth of Ajoodha and Rosman's experiment (2017, section V): 10 naive
 * Bayes models of 5 observations each, 3 states per variable, Dirichlet parameter 5, in-degree at
 * most 3, 24 latent arcs.
 *
 * @param models number of naive Bayes models (latent variables), >= 1; default 10
 * @param observationsPerModel observed children per latent variable, >= 2; default 5
 * @param states states of every latent and observed variable, >= 2; default 3
 * @param dirichlet parameter of the symmetric Dirichlet every table row is drawn from, > 0 and
 *     finite; default 5
 * @param maxInDegree largest number of latent parents of a latent variable, >= 0; default 3
 * @param arcs number of arcs between latent variables, >= 0; default 24
 */
public record InfluenceNetworkOptions(
    int models, int observationsPerModel, int states, double dirichlet, int maxInDegree, int arcs) {

  public InfluenceNetworkOptions {
    check(models >= 1, "models must be >= 1, was " + models);
    check(
        observationsPerModel >= 2,
        "observationsPerModel must be >= 2 (a naive Bayes model needs two), was "
            + observationsPerModel);
    check(states >= 2, "states must be >= 2, was " + states);
    check(
        dirichlet > 0 && Double.isFinite(dirichlet),
        "dirichlet must be > 0 and finite, was " + dirichlet);
    check(maxInDegree >= 0, "maxInDegree must be >= 0, was " + maxInDegree);
    check(arcs >= 0, "arcs must be >= 0, was " + arcs);
    long max = maxArcs(models, maxInDegree);
    check(
        arcs <= max,
        "arcs must be at most "
            + max
            + " for "
            + models
            + " latent variables with in-degree at most "
            + maxInDegree
            + ", was "
            + arcs);
  }

  /** The seed's settings. */
  public static InfluenceNetworkOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * The most arcs a DAG over {@code n} nodes with in-degree at most {@code d} can have: the node at
   * position {@code p} of a topological order has at most {@code min(p, d)} parents.
   */
  public static long maxArcs(int n, int d) {
    long sum = 0;
    for (int p = 0; p < n; p++) {
      sum += Math.min(p, d);
    }
    return sum;
  }

  private static void check(boolean ok, String message) {
    if (!ok) {
      throw new IllegalArgumentException(message);
    }
  }

  /** Builder with the seed's defaults. */
  public static final class Builder {
    private int models = 10;
    private int observationsPerModel = 5;
    private int states = 3;
    private double dirichlet = 5;
    private int maxInDegree = 3;
    private int arcs = 24;

    private Builder() {}

    public Builder models(int v) {
      models = v;
      return this;
    }

    public Builder observationsPerModel(int v) {
      observationsPerModel = v;
      return this;
    }

    public Builder states(int v) {
      states = v;
      return this;
    }

    public Builder dirichlet(double v) {
      dirichlet = v;
      return this;
    }

    public Builder maxInDegree(int v) {
      maxInDegree = v;
      return this;
    }

    public Builder arcs(int v) {
      arcs = v;
      return this;
    }

    /**
     * The options.
     *
     * @throws IllegalArgumentException naming the first bad value
     */
    public InfluenceNetworkOptions build() {
      return new InfluenceNetworkOptions(
          models, observationsPerModel, states, dirichlet, maxInDegree, arcs);
    }
  }
}
