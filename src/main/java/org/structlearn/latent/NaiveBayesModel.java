package org.structlearn.latent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.hipparchus.random.RandomDataGenerator;
import org.hipparchus.random.Well19937c;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;
import org.structlearn.model.ModelException;

/**
 * A naive Bayes model with a latent class: a class variable with k ≥ 2 states, never observed, and
 * n ≥ 1 observed discrete children that are independent given the class, each with its own number
 * of levels. P(x) = Σ_c P(c) Π_j P(x_j | c). Immutable; {@link #prior()} and {@link #cpt(int)}
 * return copies.
 *
 * <p>Build one from its tables with {@link #of}, draw one with {@link #random} (seed 004's
 * generator: every distribution a symmetric Dirichlet draw), or learn one with {@link NbmEm}. Names
 * default to {@code L} for the class and {@code O1..On} for the children (the seed's L_i and
 * O_j^i); change them with {@link #withNames}.
 */
public final class NaiveBayesModel {
  /** How far a distribution's sum may be from 1. */
  private static final double SUM_TOLERANCE = 1e-6;

  private final String className;
  private final List<String> childNames;
  private final int k;
  private final int[] levels;
  private final double[] prior;
  private final double[][][] cpts; // [child][class][level]
  private final int[] base;
  private final double[] logPrior;
  private final double[] logTheta;

  private NaiveBayesModel(
      String className, List<String> childNames, double[] prior, double[][][] cpts) {
    this.className = className;
    this.childNames = List.copyOf(childNames);
    this.k = prior.length;
    this.prior = prior;
    this.cpts = cpts;
    this.levels = new int[cpts.length];
    for (int j = 0; j < cpts.length; j++) {
      levels[j] = cpts[j][0].length;
    }
    this.base = NbmKernel.bases(k, levels);
    this.logPrior = new double[k];
    this.logTheta = new double[base[cpts.length]];
    for (int c = 0; c < k; c++) {
      logPrior[c] = Math.log(prior[c]);
      for (int j = 0; j < cpts.length; j++) {
        for (int x = 0; x < levels[j]; x++) {
          logTheta[base[j] + x * k + c] = Math.log(cpts[j][c][x]);
        }
      }
    }
  }

  /**
   * A model from its class prior and one table per child, {@code cpts[j][c][x]} = P(child j = x |
   * class c); the arrays are copied.
   *
   * @throws ModelException if k &lt; 2, there is no child, a child has fewer than 1 level, rows of
   *     a table differ in length, or a distribution has a negative or non-finite entry or does not
   *     sum to 1 (within 1e-6)
   */
  public static NaiveBayesModel of(double[] prior, double[][][] cpts) {
    if (prior == null || cpts == null) {
      throw new ModelException("a naive Bayes model needs a prior and tables");
    }
    int k = prior.length;
    if (k < 2) {
      throw new ModelException("the latent class needs k >= 2 states, was " + k);
    }
    if (cpts.length < 1) {
      throw new ModelException("a naive Bayes model needs at least one observed child, had 0");
    }
    checkDistribution(prior, "the class prior");
    double[][][] copy = new double[cpts.length][][];
    for (int j = 0; j < cpts.length; j++) {
      if (cpts[j] == null || cpts[j].length != k) {
        throw new ModelException(
            "the table of child "
                + j
                + " needs one row per class ("
                + k
                + "), had "
                + (cpts[j] == null ? 0 : cpts[j].length));
      }
      int l = cpts[j][0] == null ? 0 : cpts[j][0].length;
      if (l < 1) {
        throw new ModelException("child " + j + " needs at least one level");
      }
      copy[j] = new double[k][];
      for (int c = 0; c < k; c++) {
        if (cpts[j][c] == null || cpts[j][c].length != l) {
          throw new ModelException(
              "the rows of child " + j + "'s table differ in length (class 0 has " + l + ")");
        }
        checkDistribution(cpts[j][c], "P(child " + j + " | class " + c + ")");
        copy[j][c] = cpts[j][c].clone();
      }
    }
    return new NaiveBayesModel("L", defaultNames(cpts.length), prior.clone(), copy);
  }

  private static void checkDistribution(double[] p, String what) {
    double sum = 0;
    for (int i = 0; i < p.length; i++) {
      if (!(p[i] >= 0) || !Double.isFinite(p[i])) {
        throw new ModelException(what + " has a bad entry " + p[i] + " at index " + i);
      }
      sum += p[i];
    }
    if (Math.abs(sum - 1) > SUM_TOLERANCE) {
      throw new ModelException(what + " sums to " + sum + ", not 1");
    }
  }

  private static List<String> defaultNames(int n) {
    List<String> names = new ArrayList<>(n);
    for (int j = 1; j <= n; j++) {
      names.add("O" + j);
    }
    return names;
  }

  /**
   * A random model as seed 004 draws one: the class prior and every row of every child's table from
   * a symmetric Dirichlet distribution with parameter {@code dirichlet} (normalised Gamma draws,
   * Hipparchus's {@link RandomDataGenerator#nextGamma} on a {@link Well19937c} seeded with {@code
   * seed}; the prior first, then child by child, class by class).
   *
   * @param k the number of classes, &gt;= 2
   * @param levels the number of levels of each child, each &gt;= 1
   * @param dirichlet the Dirichlet parameter, &gt; 0 (the seed uses 5)
   * @throws ModelException naming the bad argument
   */
  public static NaiveBayesModel random(int k, int[] levels, double dirichlet, long seed) {
    if (k < 2) {
      throw new ModelException("the latent class needs k >= 2 states, was " + k);
    }
    if (levels == null || levels.length == 0) {
      throw new ModelException("a naive Bayes model needs at least one observed child, had 0");
    }
    if (!(dirichlet > 0) || !Double.isFinite(dirichlet)) {
      throw new ModelException("the Dirichlet parameter must be > 0 and finite, was " + dirichlet);
    }
    RandomDataGenerator rnd = RandomDataGenerator.of(new Well19937c(seed));
    double[] prior = dirichlet(rnd, k, dirichlet);
    double[][][] cpts = new double[levels.length][k][];
    for (int j = 0; j < levels.length; j++) {
      if (levels[j] < 1) {
        throw new ModelException("child " + j + " needs at least one level, had " + levels[j]);
      }
      for (int c = 0; c < k; c++) {
        cpts[j][c] = dirichlet(rnd, levels[j], dirichlet);
      }
    }
    return new NaiveBayesModel("L", defaultNames(levels.length), prior, cpts);
  }

  private static double[] dirichlet(RandomDataGenerator rnd, int size, double alpha) {
    double[] p = new double[size];
    double sum = 0;
    for (int i = 0; i < size; i++) {
      // floor: a tiny alpha can underflow every draw to 0
      p[i] = Math.max(rnd.nextGamma(alpha, 1.0), Double.MIN_NORMAL);
      sum += p[i];
    }
    for (int i = 0; i < size; i++) {
      p[i] /= sum;
    }
    return p;
  }

  /**
   * The same model with other names.
   *
   * @throws ModelException if the number of child names differs from the number of children, or a
   *     name is empty or repeated
   */
  public NaiveBayesModel withNames(String className, List<String> childNames) {
    if (className == null || className.isEmpty()) {
      throw new ModelException("the class name must not be empty");
    }
    if (childNames == null || childNames.size() != levels.length) {
      throw new ModelException(
          "give one name per child ("
              + levels.length
              + "), was "
              + (childNames == null ? 0 : childNames.size()));
    }
    HashSet<String> seen = new HashSet<>();
    for (String n : childNames) {
      if (n == null || n.isEmpty() || !seen.add(n) || n.equals(className)) {
        throw new ModelException("bad or repeated name '" + n + "' in " + childNames);
      }
    }
    return new NaiveBayesModel(className, childNames, prior, cpts);
  }

  /** The model with class c's parameters moved to {@code order[c]}; package-private, checked. */
  NaiveBayesModel permuted(int[] order) {
    double[] p = new double[k];
    double[][][] t = new double[cpts.length][k][];
    for (int c = 0; c < k; c++) {
      p[order[c]] = prior[c];
      for (int j = 0; j < cpts.length; j++) {
        t[j][order[c]] = cpts[j][c];
      }
    }
    return new NaiveBayesModel(className, childNames, p, t);
  }

  /** The number of classes k. */
  public int classes() {
    return k;
  }

  /** The number of observed children n. */
  public int children() {
    return levels.length;
  }

  /** The number of levels of each child (a copy). */
  public int[] levels() {
    return levels.clone();
  }

  /** The name of the latent class variable. */
  public String className() {
    return className;
  }

  /** The names of the children, in order. */
  public List<String> childNames() {
    return childNames;
  }

  /** The class prior P(c), length k (a copy). */
  public double[] prior() {
    return prior.clone();
  }

  /** Child j's table, {@code [c][x]} = P(child j = x | class c), as {@code double[k][levels]}. */
  public double[][] cpt(int child) {
    if (child < 0 || child >= levels.length) {
      throw new ModelException(
          "child " + child + " is out of range: the model has " + levels.length + " children");
    }
    double[][] out = new double[k][];
    for (int c = 0; c < k; c++) {
      out[c] = cpts[child][c].clone();
    }
    return out;
  }

  /** The number of free parameters, (k − 1) + Σ_j k·(levels_j − 1), as BIC counts them. */
  public int parameterCount() {
    int d = k - 1;
    for (int l : levels) {
      d += k * (l - 1);
    }
    return d;
  }

  /**
   * The log-likelihood (natural log) of the rows of {@code columns}, column j observing child j,
   * with the class summed out in log space: Σ_rows log Σ_c P(c) Π_j P(x_j | c). Costs rows × k ×
   * children.
   *
   * @throws org.structlearn.data.DataException if a column is out of range, continuous, repeated,
   *     or its number of levels differs from its child's
   */
  public double logLikelihood(Dataset data, int[] columns) {
    int[][] codes = NbmColumns.codes(data, columns, levels);
    NbmPatterns p = NbmPatterns.of(codes, data.rows(), levels);
    return NbmKernel.pass(p.codes(), p.weights(), k, base, logPrior, logTheta, null, null, null);
  }

  /**
   * The posterior P(class | row) of every row, {@code double[rows][k]}; an impossible row (a level
   * of probability 0 in every class) gets NaN. Checks as {@link #logLikelihood}.
   */
  public double[][] posterior(Dataset data, int[] columns) {
    int[][] codes = NbmColumns.codes(data, columns, levels);
    int rows = data.rows();
    NbmPatterns p = NbmPatterns.of(codes, rows, levels);
    double[] flat = new double[p.count() * k];
    Arrays.fill(flat, Double.NaN);
    NbmKernel.pass(p.codes(), p.weights(), k, base, logPrior, logTheta, flat, null, null);
    double[][] out = new double[rows][];
    for (int r = 0; r < rows; r++) {
      int q = p.rowPattern()[r];
      out[r] = Arrays.copyOfRange(flat, q * k, q * k + k);
    }
    return out;
  }

  /**
   * Draws {@code rows} independent rows: the class from the prior, then each child given it, from
   * one {@link SplittableRandom} seeded with {@code seed} (row by row, class then children in
   * order). Child levels are named {@code "0".."levels−1"}.
   */
  public Sample sample(int rows, long seed) {
    if (rows < 0) {
      throw new ModelException("rows must be >= 0, was " + rows);
    }
    SplittableRandom rnd = new SplittableRandom(seed);
    int[] classes = new int[rows];
    int[][] cols = new int[levels.length][rows];
    for (int r = 0; r < rows; r++) {
      int c = draw(prior, rnd.nextDouble());
      classes[r] = c;
      for (int j = 0; j < levels.length; j++) {
        cols[j][r] = draw(cpts[j][c], rnd.nextDouble());
      }
    }
    List<Variable> vars = new ArrayList<>();
    for (int j = 0; j < levels.length; j++) {
      List<String> names = new ArrayList<>();
      for (int x = 0; x < levels[j]; x++) {
        names.add(Integer.toString(x));
      }
      vars.add(Variable.discrete(childNames.get(j), names));
    }
    return new Sample(Dataset.of(vars, Arrays.asList((Object[]) cols)), classes);
  }

  private static int draw(double[] p, double u) {
    double acc = 0;
    for (int i = 0; i < p.length - 1; i++) {
      acc += p[i];
      if (u < acc) {
        return i;
      }
    }
    return p.length - 1;
  }

  /**
   * Rows drawn from a model: the observed children, one column each, and the true (latent) class of
   * each row.
   */
  public record Sample(Dataset data, int[] classes) {
    /** Copies the classes. */
    public Sample {
      classes = classes.clone();
    }

    @Override
    public int[] classes() {
      return classes.clone();
    }
  }

  /** Equal when the names and every parameter are equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof NaiveBayesModel m
        && className.equals(m.className)
        && childNames.equals(m.childNames)
        && Arrays.equals(prior, m.prior)
        && Arrays.deepEquals(cpts, m.cpts);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(prior) + Arrays.deepHashCode(cpts);
  }

  /** A short summary: the class, its prior, and the children with their levels. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("NaiveBayesModel(").append(className);
    sb.append(": ").append(k).append(" classes, prior [");
    for (int c = 0; c < k; c++) {
      sb.append(c == 0 ? "" : ", ").append(String.format(java.util.Locale.ROOT, "%.3f", prior[c]));
    }
    sb.append("]; children");
    for (int j = 0; j < levels.length; j++) {
      sb.append(j == 0 ? " " : ", ").append(childNames.get(j)).append('[').append(levels[j]);
      sb.append(']');
    }
    return sb.append(')').toString();
  }
}
