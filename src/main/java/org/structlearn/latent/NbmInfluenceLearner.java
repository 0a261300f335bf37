package org.structlearn.latent;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.structlearn.Interrupts;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.graph.Dag;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.LearnListener;
import org.structlearn.learn.StructureLearner;
import org.structlearn.model.DiscreteCpd;
import org.structlearn.search.LearnResult;
import org.structlearn.search.SearchOptions;
import org.structlearn.search.TabuSearch;

/**
 * Learns the influence structure between naive Bayes models whose class variables are never
 * observed, as seed 004 (Ajoodha and Rosman) describes in its Figure 3:
 *
 * <ol>
 *   <li>each group of observed columns gets a naive Bayes model by EM ({@link NbmEm}; the seed runs
 *       10 iterations);
 *   <li>candidate structures over the latent variables are scored by BIC on the rows completed with
 *       the models' posteriors ({@link ExpectedCountBic}: M Σ I(L_i; Pa_i) − (ln M / 2) DIM[G] up
 *       to a constant, the seed's score);
 *   <li>tabu search with random restarts (the seed: tabu list 5, 5 restarts), the project's {@link
 *       TabuSearch}, starting from the current structure;
 *   <li>every table of the whole network (latent tables given latent parents, observed tables given
 *       their latent) is re-learned by EM under the chosen structure, the E-step exact by a
 *       junction tree ({@link org.structlearn.model.JunctionTree}) with the observed values as
 *       evidence;
 *   <li>the re-learned network's posteriors complete the rows again and steps 2–4 repeat while the
 *       observed-data BIC (log-likelihood of the observed columns, latents summed out, minus (ln M
 *       / 2) per free parameter) improves, at most {@link NbmInfluenceOptions#maxRounds()} rounds.
 * </ol>
 *
 * <p><b>Reconstructed</b> (the seed leaves it open): the completion of step 2 is soft by default
 * (expected counts from the product of per-latent posteriors) and hard as an option; step 3 starts
 * the first round from the empty structure; step 5's "while the score improves" uses the
 * observed-data BIC, the one score that compares networks re-learned under different structures;
 * the network returned is the best round's. Every re-learning starts from the naive Bayes models
 * (observed tables from step 1, latent tables from the expected counts of their posteriors under
 * the structure), as {@link #fitParameters} does: the learned network equals {@code fitParameters}
 * under its structure, so networks of different structures compare on equal terms (the same EM
 * budget from the same kind of start). The seed's 10 iterations leave the whole-network EM short of
 * convergence on its protocol (the log-likelihood still rises by tens of nats per iteration at
 * 10,000 rows). Measured on one seed-protocol truth at 10,000 rows, the relative entropy to the
 * truth is 0.039 nats with no structure and 0.039 with the true structure after 10 iterations,
 * 0.028 and 0.031 after 50 ({@link NbmInfluenceOptions#networkEmIterations()}): at this protocol
 * the EM budget matters more than the structure.
 *
 * <p>Deterministic: the same data, groups and options give the same result for any thread count.
 * Holds options only; thread-safe.
 */
public final class NbmInfluenceLearner implements StructureLearner {
  private final NbmInfluenceOptions options;
  private final NbmGroups groups;

  /** A learner to be given the groups with the data ({@link #learn(Dataset, NbmGroups)}). */
  public NbmInfluenceLearner(NbmInfluenceOptions options) {
    this(options, null);
  }

  /**
   * A learner of the data's columns grouped by {@code groups} ({@link #learn(Dataset,
   * LearnListener)}): which naive Bayes model each observed column belongs to, the group's name
   * naming its latent class variable.
   */
  public NbmInfluenceLearner(NbmInfluenceOptions options, NbmGroups groups) {
    if (options == null) {
      throw new IllegalArgumentException("options must not be null");
    }
    this.options = options;
    this.groups = groups;
  }

  /** The options. */
  @Override
  public NbmInfluenceOptions options() {
    return options;
  }

  /** The groups the learner was built with, or null. */
  public NbmGroups groups() {
    return groups;
  }

  /** The network's DAG: latent variables (the groups) and the observed columns. */
  @Override
  public GraphKind kind() {
    return GraphKind.DAG;
  }

  /**
   * Learns from the data with the learner's groups; the listener hears nothing but may interrupt.
   *
   * @throws IllegalStateException if the learner was built without groups
   */
  @Override
  public NbmInfluenceResult learn(Dataset data, LearnListener listener) {
    if (groups == null) {
      throw new IllegalStateException(
          "this learner has no groups: build it with new NbmInfluenceLearner(options, groups)");
    }
    return learn(data, groups);
  }

  /**
   * Learns from the observed columns of {@code data} grouped by {@code groups}.
   *
   * @throws NbmGroupsException if the groups do not fit the data (a column in no group, ...)
   * @throws StructlearnException if the data have fewer rows than classes
   * @throws org.structlearn.InterruptedRunException if the thread is interrupted
   */
  public NbmInfluenceResult learn(Dataset data, NbmGroups groups) {
    long start = System.nanoTime();
    int[][] columns = groups.resolve(data);
    int n = groups.size();
    int rows = data.rows();
    if (rows < options.classes()) {
      throw new StructlearnException(
          "the data have "
              + rows
              + " rows, fewer than the "
              + options.classes()
              + " classes of each latent variable; give more rows or fewer classes");
    }
    // (i) one naive Bayes model per group
    List<NbmEmResult> models = models(data, columns);
    double[][][] posteriors = new double[n][][];
    for (int g = 0; g < n; g++) {
      posteriors[g] = models.get(g).posteriors();
    }
    List<Variable> latentVars = latentVariables(groups);
    List<Variable> observedVars = observedVariables(data, columns);
    Start begin = new Start(models, groups, latentVars, observedVars, columns);
    Dag structure = Dag.empty(groups.names());
    List<NbmInfluenceResult.Round> rounds = new ArrayList<>();
    InfluenceNetwork best = null;
    int bestRound = -1;
    for (int round = 0; round < options.maxRounds(); round++) {
      int at = round;
      Interrupts.check(() -> "NBM influence learning interrupted in round " + (at + 1));
      // (ii) + (iii): score on the completed rows, tabu search with restarts
      ExpectedCountBic score =
          options.completion() == NbmInfluenceOptions.Completion.SOFT
              ? ExpectedCountBic.soft(groups.names(), posteriors)
              : ExpectedCountBic.hard(groups.names(), posteriors);
      Dataset labels = score.labels();
      LearnResult search =
          new TabuSearch(
                  SearchOptions.builder()
                      .score(score.spec())
                      .start(structure)
                      .maxParents(options.maxInDegree())
                      .tabuLength(options.tabuLength())
                      .restarts(options.randomRestarts())
                      .perturb(options.perturb())
                      .seed(options.seed() + round)
                      .threads(options.threads())
                      .build())
              .learn(labels);
      structure = search.graph();
      // (iv) whole-network EM under the structure, from the naive Bayes models' start
      InfluenceNetwork start0 = begin.under(structure);
      WholeNetworkEm.Outcome em =
          WholeNetworkEm.run(
              start0, data, options.networkEmIterations(), options.smoothing(), options.threads());
      InfluenceNetwork net = em.network();
      double bic = em.logLikelihood() - 0.5 * Math.log(rows) * net.parameterCount();
      rounds.add(
          new NbmInfluenceResult.Round(
              structure, search.score(), search.iterations(), em.trace(), em.logLikelihood(), bic));
      boolean improved = best == null || bic > rounds.get(bestRound).bic();
      if (improved) {
        best = net;
        bestRound = round;
      }
      if (!improved || (round > 0 && structure.equals(rounds.get(round - 1).structure()))) {
        break;
      }
      // (v) complete the rows again with the re-learned network's posteriors
      posteriors = WholeNetworkEm.latentPosteriors(net, data);
    }
    return new NbmInfluenceResult(
        best, models, rounds, bestRound, Duration.ofNanos(System.nanoTime() - start), options);
  }

  /**
   * Steps (i) and (iv) without a search: the naive Bayes models by EM, then every table re-learned
   * by whole-network EM under the given latent structure (e.g. the true one, or the empty one for
   * "no structure": then the latent tables are the models' class priors after EM of the whole
   * network).
   *
   * @throws StructlearnException if the structure's nodes are not the group names in order
   */
  public InfluenceNetwork fitParameters(Dataset data, NbmGroups groups, Dag structure) {
    if (!structure.names().equals(groups.names())) {
      throw new StructlearnException(
          "the structure's nodes " + structure.names() + " must be the groups " + groups.names());
    }
    int[][] columns = groups.resolve(data);
    Start start =
        new Start(
            models(data, columns),
            groups,
            latentVariables(groups),
            observedVariables(data, columns),
            columns);
    return WholeNetworkEm.run(
            start.under(structure),
            data,
            options.networkEmIterations(),
            options.smoothing(),
            options.threads())
        .network();
  }

  /**
   * The start of every whole-network EM: observed tables from the naive Bayes models, latent tables
   * from the expected counts of the models' posteriors under the structure. Learning and {@link
   * #fitParameters} start alike, so a learned network equals {@code fitParameters} under its
   * structure and the two compare fairly.
   */
  private final class Start {
    private final NbmGroups groups;
    private final List<Variable> latentVars;
    private final List<Variable> observedVars;
    private final List<DiscreteCpd> observedCpds;
    private final ExpectedCountBic counts;

    Start(
        List<NbmEmResult> models,
        NbmGroups groups,
        List<Variable> latentVars,
        List<Variable> observedVars,
        int[][] columns) {
      this.groups = groups;
      this.latentVars = latentVars;
      this.observedVars = observedVars;
      this.observedCpds = observedCpds(models, observedVars, latentVars, columns);
      double[][][] posteriors = new double[models.size()][][];
      for (int g = 0; g < posteriors.length; g++) {
        posteriors[g] = models.get(g).posteriors();
      }
      this.counts = ExpectedCountBic.soft(groups.names(), posteriors);
    }

    InfluenceNetwork under(Dag structure) {
      List<DiscreteCpd> latentCpds = new ArrayList<>();
      for (int g = 0; g < groups.size(); g++) {
        int[] parents = structure.parents(g);
        latentCpds.add(
            DiscreteCpd.of(
                latentVars.get(g),
                parents,
                variables(latentVars, parents),
                normalized(counts.expectedCounts(g, parents), options.classes())));
      }
      return InfluenceNetwork.of(
          structure, groups, latentVars, latentCpds, observedVars, observedCpds);
    }
  }

  private List<NbmEmResult> models(Dataset data, int[][] columns) {
    List<NbmEmResult> models = new ArrayList<>();
    for (int g = 0; g < columns.length; g++) {
      models.add(new NbmEm(emOptions(g)).fit(data, columns[g]));
    }
    return models;
  }

  private static List<Variable> observedVariables(Dataset data, int[][] columns) {
    List<Variable> out = new ArrayList<>();
    for (int[] group : columns) {
      for (int c : group) {
        out.add(data.variable(c));
      }
    }
    return out;
  }

  private static List<DiscreteCpd> observedCpds(
      List<NbmEmResult> models,
      List<Variable> observedVars,
      List<Variable> latentVars,
      int[][] columns) {
    List<DiscreteCpd> out = new ArrayList<>();
    int o = 0;
    for (int g = 0; g < columns.length; g++) {
      NaiveBayesModel m = models.get(g).model();
      for (int j = 0; j < columns[g].length; j++) {
        out.add(
            DiscreteCpd.of(
                observedVars.get(o++),
                new int[] {g},
                List.of(latentVars.get(g)),
                flatten(m.cpt(j))));
      }
    }
    return out;
  }

  private NbmEmOptions emOptions(int group) {
    return NbmEmOptions.builder()
        .classes(options.classes())
        .restarts(options.emRestarts())
        .maxIterations(options.emIterations())
        .tolerance(options.emTolerance())
        .smoothing(options.smoothing())
        .seed(options.seed() * 1_000_003L + group)
        .threads(options.threads())
        .build();
  }

  private List<Variable> latentVariables(NbmGroups groups) {
    List<String> levels = new ArrayList<>();
    for (int s = 0; s < options.classes(); s++) {
      levels.add(Integer.toString(s));
    }
    List<Variable> out = new ArrayList<>();
    for (String name : groups.names()) {
      out.add(Variable.discrete(name, levels));
    }
    return out;
  }

  private static List<Variable> variables(List<Variable> all, int[] indices) {
    List<Variable> out = new ArrayList<>();
    for (int i : indices) {
      out.add(all.get(i));
    }
    return out;
  }

  /** Counts + smoothing, normalized row by row (uniform for an empty row). */
  private double[] normalized(double[] counts, int k) {
    double[] p = new double[counts.length];
    for (int c = 0; c < counts.length; c += k) {
      double total = k * options.smoothing();
      for (int s = 0; s < k; s++) {
        total += counts[c + s];
      }
      for (int s = 0; s < k; s++) {
        p[c + s] = total > 0 ? (counts[c + s] + options.smoothing()) / total : 1.0 / k;
      }
    }
    return p;
  }

  private static double[] flatten(double[][] cpt) {
    int k = cpt.length;
    int r = cpt[0].length;
    double[] out = new double[k * r];
    for (int c = 0; c < k; c++) {
      System.arraycopy(cpt[c], 0, out, c * r, r);
    }
    return out;
  }

  /** This learner with {@code seed} and {@code threads}. */
  @Override
  public NbmInfluenceLearner reseeded(long seed, int threads) {
    return new NbmInfluenceLearner(options.toBuilder().seed(seed).threads(threads).build(), groups);
  }

  @Override
  public String toString() {
    return "NbmInfluenceLearner(" + options + ")";
  }
}
