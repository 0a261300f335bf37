package org.structlearn.latent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;
import org.structlearn.model.BayesianNetwork;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.model.ModelException;
import org.structlearn.sim.ForwardSampler;

/**
 * An influence network between naive Bayes models (Ajoodha and Rosman, "Tracking influence between
 * naive Bayes models using score-based structure learning", 2017): an immutable value made of a DAG
 * over the latent (class) variables, one per group of {@link NbmGroups}, each latent with a table
 * given its latent parents, and each group's observed columns with a table {@code P(O | L)} given
 * their own latent only.
 *
 * <p>It is a discrete Bayesian network whose first nodes are the latent variables (in group order)
 * followed by the observed ones (group after group); {@link #toBayesianNetwork()} gives that
 * network, e.g. to write it as BIF. Latent tables index their parents like {@link DiscreteCpd}
 * (ascending latent index, first parent fastest); an observed table has the one parent {@code g},
 * the index of its group.
 *
 * <p>{@link #logLikelihoodPerRow(Dataset)} is exact: per row the evidence of each group {@code
 * e_g(l) = prod_j P(o_j | l)}, then the sum over all latent configurations by variable elimination
 * with a min-fill order ({@link LatentElimination}); time per row O(observations * k + sum of the
 * elimination tables), e.g. 10 latents with 3 states and 24 arcs cost a few thousand
 * multiplications per row. Every partial product is rescaled, so long rows do not underflow.
 */
public final class InfluenceNetwork implements RowLogLikelihoods {
  private final NbmGroups groups;
  private final Dag dag;
  private final BayesianNetwork network;
  private final int[] groupOfObserved;
  private final LatentElimination elimination;

  private InfluenceNetwork(NbmGroups groups, Dag dag, BayesianNetwork network) {
    this.groups = groups;
    this.dag = dag;
    this.network = network;
    int n = groups.size();
    this.groupOfObserved = new int[network.size() - n];
    for (int o = 0; o < groupOfObserved.length; o++) {
      groupOfObserved[o] = network.cpd(n + o).parents()[0];
    }
    this.elimination = new LatentElimination(dag, latentCards(), network.cpds().subList(0, n));
  }

  /**
   * A network from its parts.
   *
   * @param latentDag the DAG over the latent variables; its node names are the group names in group
   *     order
   * @param groups the observed columns of each latent variable
   * @param latentVariables one discrete variable per latent, in DAG order, same names
   * @param latentCpds the table of each latent given its DAG parents
   * @param observedVariables one discrete variable per observed column, in {@link
   *     NbmGroups#columns()} order, same names
   * @param observedCpds the table of each observed variable given its group's latent (parent index
   *     = group index)
   * @throws ModelException if names, orders, cardinalities or parents disagree, or a table is not a
   *     distribution
   */
  public static InfluenceNetwork of(
      Dag latentDag,
      NbmGroups groups,
      List<Variable> latentVariables,
      List<DiscreteCpd> latentCpds,
      List<Variable> observedVariables,
      List<DiscreteCpd> observedCpds) {
    if (!latentDag.names().equals(groups.names())) {
      throw new ModelException(
          "the latent DAG's nodes "
              + latentDag.names()
              + " must be the group names in group order "
              + groups.names());
    }
    List<String> names = new ArrayList<>(groups.names());
    names.addAll(groups.columns());
    List<Arc> arcs = new ArrayList<>(latentDag.arcs());
    int n = groups.size();
    int o = n;
    for (int g = 0; g < n; g++) {
      for (int j = 0; j < groups.group(g).columns().size(); j++) {
        arcs.add(new Arc(g, o++));
      }
    }
    List<Variable> vars = new ArrayList<>(latentVariables);
    vars.addAll(observedVariables);
    List<DiscreteCpd> cpds = new ArrayList<>(latentCpds);
    cpds.addAll(observedCpds);
    BayesianNetwork bn = BayesianNetwork.of(Dag.of(names, arcs), vars, cpds);
    return new InfluenceNetwork(groups, latentDag, bn);
  }

  /**
   * Starts a network over the given latent DAG; add every latent and observed table, then build.
   */
  public static Builder builder(Dag latentDag) {
    return new Builder(latentDag);
  }

  /** The groups: latent variable names and their observed columns. */
  public NbmGroups groups() {
    return groups;
  }

  /** The DAG over the latent variables (node {@code g} is group {@code g}). */
  public Dag latentDag() {
    return dag;
  }

  /** Number of latent variables (groups). */
  public int latentCount() {
    return groups.size();
  }

  /** The latent variables in group order. */
  public List<Variable> latentVariables() {
    return network.variables().subList(0, latentCount());
  }

  /** The latent tables in group order. */
  public List<DiscreteCpd> latentCpds() {
    return network.cpds().subList(0, latentCount());
  }

  /** The observed variables, group after group. */
  public List<Variable> observedVariables() {
    return network.variables().subList(latentCount(), network.size());
  }

  /** The observed tables {@code P(O | L_g)}, in {@link #observedVariables()} order. */
  public List<DiscreteCpd> observedCpds() {
    return network.cpds().subList(latentCount(), network.size());
  }

  /** Number of states of latent variable {@code g}. */
  public int states(int g) {
    return network.variables().get(g).cardinality();
  }

  /** The index of the group of observed variable {@code o} (in {@link #observedVariables()}). */
  public int groupOfObserved(int o) {
    return groupOfObserved[o];
  }

  /** Number of free parameters of the full network (latent and observed tables). */
  public int parameterCount() {
    return network.parameterCount();
  }

  /**
   * The full network as a discrete Bayesian network: latent variables first (group order), then the
   * observed ones, each observed variable a child of its group's latent.
   */
  public BayesianNetwork toBayesianNetwork() {
    return network;
  }

  /**
   * Draws {@code rows} rows by forward sampling (latents in topological order, then the
   * observations), with the thread count of the machine; the same seed gives the same rows.
   *
   * @see ForwardSampler
   */
  public InfluenceSample sample(int rows, long seed) {
    return sample(rows, seed, Runtime.getRuntime().availableProcessors());
  }

  /** As {@link #sample(int, long)} with {@code threads} threads (same rows for any count). */
  public InfluenceSample sample(int rows, long seed, int threads) {
    Dataset all = ForwardSampler.sample(network, rows, seed, threads);
    return new InfluenceSample(all.select(groups.columns()), all.select(groups.names()));
  }

  /**
   * The exact log-likelihood (natural log) of the observed rows, latent variables summed out.
   *
   * @throws org.structlearn.data.DataException as {@link #logLikelihoodPerRow(Dataset)}
   */
  public double logLikelihood(Dataset observed) {
    double sum = 0;
    for (double ll : logLikelihoodPerRow(observed)) {
      sum += ll;
    }
    return sum;
  }

  /**
   * {@code log P(x_i)} of every row, latent variables summed out. Columns are matched by name (the
   * data may hold others, in any order) and levels by name.
   *
   * @throws org.structlearn.data.DataException if an observed variable has no column or a
   *     continuous one, or a level occurring in the data is not a level of the network
   */
  @Override
  public double[] logLikelihoodPerRow(Dataset observed) {
    return new RowEvidence(this, observed).logLikelihoods(elimination);
  }

  private int[] latentCards() {
    int[] cards = new int[groups.size()];
    for (int g = 0; g < cards.length; g++) {
      cards[g] = network.variables().get(g).cardinality();
    }
    return cards;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof InfluenceNetwork other
        && groups.equals(other.groups)
        && network.equals(other.network);
  }

  @Override
  public int hashCode() {
    return network.hashCode();
  }

  @Override
  public String toString() {
    return "influence network: "
        + groups.size()
        + " naive Bayes models, "
        + (network.size() - groups.size())
        + " observed variables, "
        + dag.arcCount()
        + " latent arcs "
        + dag;
  }

  /**
   * Collects the tables of an influence network by name; levels are {@code "0", "1", ...}. Observed
   * variables are grouped by the group they name, groups in DAG order.
   */
  public static final class Builder {
    private final Dag dag;
    private final Map<String, double[]> latentProbs = new LinkedHashMap<>();
    private final Map<String, Integer> latentStates = new LinkedHashMap<>();
    private final Map<String, List<String>> columns = new LinkedHashMap<>();
    private final Map<String, double[]> observedProbs = new LinkedHashMap<>();
    private final Map<String, Integer> observedStates = new LinkedHashMap<>();

    private Builder(Dag dag) {
      this.dag = dag;
      for (String name : dag.names()) {
        columns.put(name, new ArrayList<>());
      }
    }

    /**
     * The table of latent {@code name} with {@code states} states given its DAG parents (the
     * parents' states must be declared too): rows per parent configuration, first parent fastest.
     */
    public Builder latent(String name, int states, double[] probs) {
      if (dag.indexOf(name) < 0) {
        throw new ModelException(
            "latent '" + name + "' is not a node of the latent DAG " + dag.names());
      }
      latentStates.put(name, states);
      latentProbs.put(name, probs.clone());
      return this;
    }

    /**
     * Observed column {@code column} of group {@code group} with {@code states} states and table
     * {@code probs[l * states + o] = P(O = o | L = l)}.
     */
    public Builder observed(String group, String column, int states, double[] probs) {
      List<String> cs = columns.get(group);
      if (cs == null) {
        throw new ModelException(
            "observed '" + column + "' names group '" + group + "', not a node of the latent DAG");
      }
      cs.add(column);
      observedStates.put(column, states);
      observedProbs.put(column, probs.clone());
      return this;
    }

    /**
     * The network.
     *
     * @throws ModelException if a latent has no table, or as {@link InfluenceNetwork#of}
     * @throws NbmGroupsException if the observed columns do not form valid groups
     */
    public InfluenceNetwork build() {
      List<NbmGroups.Group> gs = new ArrayList<>();
      columns.forEach((g, cs) -> gs.add(new NbmGroups.Group(g, cs)));
      NbmGroups groups = NbmGroups.of(gs);
      List<Variable> lv = new ArrayList<>();
      for (String name : dag.names()) {
        Integer k = latentStates.get(name);
        if (k == null) {
          throw new ModelException("latent '" + name + "' has no table; give it one");
        }
        lv.add(Variable.discrete(name, InfluenceNetworks.levels(k)));
      }
      List<DiscreteCpd> lc = new ArrayList<>();
      for (int v = 0; v < dag.size(); v++) {
        List<Variable> pv = new ArrayList<>();
        for (int p : dag.parents(v)) {
          pv.add(lv.get(p));
        }
        lc.add(DiscreteCpd.of(lv.get(v), dag.parents(v), pv, latentProbs.get(dag.name(v))));
      }
      List<Variable> ov = new ArrayList<>();
      List<DiscreteCpd> oc = new ArrayList<>();
      for (int g = 0; g < groups.size(); g++) {
        for (String c : groups.group(g).columns()) {
          Variable var = Variable.discrete(c, InfluenceNetworks.levels(observedStates.get(c)));
          ov.add(var);
          oc.add(DiscreteCpd.of(var, new int[] {g}, List.of(lv.get(g)), observedProbs.get(c)));
        }
      }
      return of(dag, groups, lv, lc, ov, oc);
    }
  }
}
