package org.structlearn.latent;

import java.util.ArrayList;
import java.util.List;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.score.LocalScore;
import org.structlearn.score.ScoreSpec;

/**
 * BIC of a structure over latent variables from expected counts: seed 004's score between naive
 * Bayes models, M Σ_i I(L_i; Pa_i) − (ln M / 2) DIM[G], up to a constant (the entropies of the
 * latents, which no structure changes), in the form of bnlearn's BIC: for each family the expected
 * log-likelihood Σ N[l, pa] ln(N[l, pa] / N[pa]) minus (ln M / 2)(k_i − 1) ∏ k_p.
 *
 * <p><b>Expected counts</b> (what the seed's "score on the completed data" is made of). Each row m
 * carries a distribution q_i(· | m) over each latent's states (the posterior of its naive Bayes
 * model, or of the whole network after a re-learning); a family's expected count is N[l, pa] = Σ_m
 * q_i(l | m) ∏_p q_p(pa_p | m). The rows are thus completed by the product of the per-latent
 * posteriors: a weighted complete data set in which row m stands for every latent configuration c
 * with weight ∏_i q_i(c_i | m). Every family's counts are marginals of that one weighted data set,
 * so the score is decomposable and score-equivalent like BIC on data. The seed does not say whether
 * its completion is soft or hard; {@link #hard} gives the other reading (each latent at its most
 * probable state, one row per row: exactly bnlearn's BIC on the labels).
 *
 * <p>Cost of one family: O(M ∏ k) (M rows, the product over the family's states). Immutable and
 * thread-safe.
 */
public final class ExpectedCountBic implements LocalScore {
  private final List<String> names;
  private final double[][][] q; // [latent][row][state]
  private final int rows;

  private ExpectedCountBic(List<String> names, double[][][] q) {
    this.names = List.copyOf(names);
    this.q = q;
    this.rows = q.length == 0 ? 0 : q[0].length;
  }

  /**
   * The soft score: {@code posteriors[i][m]} is latent i's distribution over its states for row m
   * (copied).
   *
   * @throws StructlearnException if the names and posteriors disagree, rows differ between latents,
   *     a latent has fewer than 2 states, or a distribution is negative or does not sum to 1
   *     (within 1e-6)
   */
  public static ExpectedCountBic soft(List<String> names, double[][][] posteriors) {
    return new ExpectedCountBic(names, checked(names, posteriors));
  }

  /** The hard score: each row completed with each latent's most probable state (ties: lowest). */
  public static ExpectedCountBic hard(List<String> names, double[][][] posteriors) {
    double[][][] q = checked(names, posteriors);
    for (double[][] latent : q) {
      for (double[] row : latent) {
        int best = argmax(row);
        java.util.Arrays.fill(row, 0);
        row[best] = 1;
      }
    }
    return new ExpectedCountBic(names, q);
  }

  /** The most probable state (ties: the lowest). */
  private static int argmax(double[] row) {
    int best = 0;
    for (int s = 1; s < row.length; s++) {
      if (row[s] > row[best]) {
        best = s;
      }
    }
    return best;
  }

  private static double[][][] checked(List<String> names, double[][][] posteriors) {
    if (names.size() != posteriors.length) {
      throw new StructlearnException(
          names.size() + " latent names but posteriors for " + posteriors.length + " latents");
    }
    double[][][] q = new double[posteriors.length][][];
    for (int i = 0; i < posteriors.length; i++) {
      double[][] p = posteriors[i];
      if (p.length != posteriors[0].length) {
        throw new StructlearnException(
            "latent '"
                + names.get(i)
                + "' has posteriors for "
                + p.length
                + " rows, '"
                + names.get(0)
                + "' for "
                + posteriors[0].length);
      }
      q[i] = new double[p.length][];
      for (int m = 0; m < p.length; m++) {
        q[i][m] = p[m].clone();
        double sum = 0;
        for (double v : p[m]) {
          if (!(v >= 0)) {
            throw new StructlearnException(
                "latent '" + names.get(i) + "', row " + (m + 1) + ": a negative or NaN posterior");
          }
          sum += v;
        }
        if (p[m].length < 2 || p[m].length != p[0].length || Math.abs(sum - 1) > 1e-6) {
          throw new StructlearnException(
              "latent '"
                  + names.get(i)
                  + "', row "
                  + (m + 1)
                  + ": the posterior must have the latent's (at least 2) states and sum to 1");
        }
      }
    }
    return q;
  }

  /** The number of states of latent i. */
  public int states(int latent) {
    return rows == 0 ? 0 : q[latent][0].length;
  }

  /** The number of rows. */
  public int rows() {
    return rows;
  }

  /**
   * A data set of the latents' most probable states (levels "0", "1", ...), the shape a search
   * binds this score to ({@link #spec}).
   */
  public Dataset labels() {
    List<Variable> vars = new ArrayList<>();
    List<Object> cols = new ArrayList<>();
    for (int i = 0; i < q.length; i++) {
      List<String> levels = new ArrayList<>();
      for (int s = 0; s < states(i); s++) {
        levels.add(Integer.toString(s));
      }
      vars.add(Variable.discrete(names.get(i), levels));
      int[] col = new int[rows];
      for (int m = 0; m < rows; m++) {
        col[m] = argmax(q[i][m]);
      }
      cols.add(col);
    }
    return Dataset.of(vars, cols);
  }

  /**
   * This score as a {@link ScoreSpec} for the searches: it binds to {@link #labels()} (or any data
   * set with the same names and numbers of levels) and then ignores the values.
   */
  public ScoreSpec spec() {
    ExpectedCountBic self = this;
    return new ScoreSpec() {
      @Override
      public LocalScore bind(Dataset data) {
        if (!data.names().equals(names)) {
          throw new StructlearnException(
              "the expected-count score is over " + names + ", not " + data.names());
        }
        for (int i = 0; i < names.size(); i++) {
          if (data.cardinality(i) != states(i)) {
            throw new StructlearnException(
                "'" + names.get(i) + "' has " + states(i) + " states in the score");
          }
        }
        return self;
      }

      @Override
      public String name() {
        return "expected-count bic";
      }
    };
  }

  /**
   * The expected counts of a family, N[l, pa] at {@code [pa · k + l]} with the parent configuration
   * indexed as {@link org.structlearn.model.DiscreteCpd} does (first parent fastest).
   */
  public double[] expectedCounts(int node, int[] parents) {
    int k = states(node);
    int configs = 1;
    for (int p : parents) {
      configs *= states(p);
    }
    double[] counts = new double[configs * k];
    double[] weights = new double[configs];
    for (int m = 0; m < rows; m++) {
      // weights over parent configurations: the outer product of the parents' posteriors, the
      // first parent fastest
      weights[0] = 1;
      int filled = 1;
      for (int p : parents) {
        double[] qp = q[p][m];
        int r = qp.length;
        for (int c = filled - 1; c >= 0; c--) {
          double w = weights[c];
          for (int s = r - 1; s >= 0; s--) {
            weights[c + s * filled] = w * qp[s];
          }
        }
        filled *= r;
      }
      double[] qn = q[node][m];
      for (int c = 0; c < configs; c++) {
        double w = weights[c];
        if (w == 0) {
          continue;
        }
        int base = c * k;
        for (int s = 0; s < k; s++) {
          counts[base + s] += w * qn[s];
        }
      }
    }
    return counts;
  }

  @Override
  public double local(int node, int[] parents) {
    int k = states(node);
    double[] counts = expectedCounts(node, parents);
    int configs = counts.length / k;
    double ll = 0;
    for (int c = 0; c < configs; c++) {
      double total = 0;
      for (int s = 0; s < k; s++) {
        total += counts[c * k + s];
      }
      for (int s = 0; s < k; s++) {
        double n = counts[c * k + s];
        if (n > 0) {
          ll += n * Math.log(n / total);
        }
      }
    }
    return ll - 0.5 * Math.log(rows) * (k - 1) * (double) configs;
  }

  @Override
  public boolean isScoreEquivalent() {
    return true;
  }

  @Override
  public int nodes() {
    return names.size();
  }

  @Override
  public List<String> names() {
    return names;
  }
}
