package org.structlearn.citest;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.structlearn.data.Dataset;

/**
 * The conditional-independence tests by name, as bnlearn's {@code ci.test(test = ...)} names them,
 * and the factory that binds one to a data set. Discrete tests ({@link #X2}, {@link #X2_ADF},
 * {@link #MI}, {@link #MI_ADF}, {@link #MI_SH}, {@link #SSMI}, {@link #BAYES}) need every column
 * discrete; Gaussian ones ({@link #COR}, {@link #ZF}, {@link #MI_G}) every column continuous.
 */
public enum CiTestType {
  /** Pearson's χ² on the stratified contingency table; df (r_x − 1)(r_y − 1) ∏ r_z (bnlearn x2). */
  X2("x2", true),
  /** Pearson's χ² with bnlearn's adjusted degrees of freedom (x2-adf). */
  X2_ADF("x2-adf", true),
  /** G² = 2 N · MI(X; Y | Z), natural logarithm, against χ² with the df of x2 (bnlearn mi). */
  MI("mi", true),
  /** G² with bnlearn's adjusted degrees of freedom (mi-adf). */
  MI_ADF("mi-adf", true),
  /** G² from the James–Stein shrinkage estimate of the cell probabilities (bnlearn mi-sh). */
  MI_SH("mi-sh", true),
  /**
   * The statistical significance of mutual information of seed 003 (Rajala 2009): SSMI = 1 − p,
   * with p the χ² p-value of G² = 2 N · MI(X; Y | Z) with the df of {@link #MI}. As a test it
   * carries G², df and p exactly as {@link #MI} and decides independence when p &gt; α (SSMI &lt; 1
   * − α); {@link CiResult#significance()} gives the SSMI value itself.
   */
  SSMI("ssmi", true),
  /** Fisher's z of the partial correlation, √(n − |Z| − 3) · atanh(ρ), normal p-value (zf). */
  ZF("zf", false),
  /** The partial correlation ρ with the exact t-test, df n − |Z| − 2 (bnlearn cor). */
  COR("cor", false),
  /** Gaussian mutual information, −n ln(1 − ρ²), against χ² with 1 df (bnlearn mi-g). */
  MI_G("mi-g", false),
  /** The Bayesian test of Margaritis (2005) ({@link BayesianCiTest}, default options). */
  BAYES("bayes", true);

  private final String cliName;
  private final boolean discrete;

  CiTestType(String cliName, boolean discrete) {
    this.cliName = cliName;
    this.discrete = discrete;
  }

  /** The name on the command line and in bnlearn, e.g. {@code x2-adf}. */
  public String cliName() {
    return cliName;
  }

  /** True for tests of discrete data, false for Gaussian ones. */
  public boolean isDiscrete() {
    return discrete;
  }

  /** True for the Bayesian test, whose result is a posterior rather than a p-value. */
  public boolean isBayesian() {
    return this == BAYES;
  }

  /**
   * The test of this name (case-insensitive; {@code _} may stand for {@code -}).
   *
   * @throws IllegalArgumentException listing the known names if there is none
   */
  public static CiTestType fromName(String name) {
    String n = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
    for (CiTestType t : values()) {
      if (t.cliName.equals(n)) {
        return t;
      }
    }
    throw new IllegalArgumentException("unknown test '" + name + "'; known tests are " + names());
  }

  /** The CLI names of every test, comma-separated, in declaration order. */
  public static String names() {
    return Arrays.stream(values()).map(CiTestType::cliName).collect(Collectors.joining(", "));
  }

  /**
   * The test named, or bnlearn's default for the data when {@code test} is null: {@link #COR} for
   * data whose columns are all continuous, {@link #MI} otherwise.
   */
  public static CiTestType orDefault(CiTestType test, Dataset data) {
    if (test != null) {
      return test;
    }
    return data.isAllContinuous() ? COR : MI;
  }

  /**
   * Binds this test to a data set (the Bayesian test with {@link
   * BayesianCiTestOptions#defaults()}).
   *
   * @throws CiQueryException naming the first column of the wrong type (a continuous column for a
   *     discrete test or a discrete column for a Gaussian one) and saying what to do
   */
  public CiTest bind(Dataset data) {
    return bind(data, BayesianCiTestOptions.defaults());
  }

  /**
   * Binds this test to a data set; {@code bayesOptions} are used only by {@link #BAYES}.
   *
   * @throws CiQueryException naming the first column of the wrong type and saying what to do
   */
  public CiTest bind(Dataset data, BayesianCiTestOptions bayesOptions) {
    for (int c = 0; c < data.columns(); c++) {
      if (data.isDiscrete(c) != discrete) {
        throw new CiQueryException(data.variable(c).name(), wrongType(data.variable(c).name()));
      }
    }
    return switch (this) {
      case BAYES -> new BayesianCiTest(data, bayesOptions);
      case COR, ZF, MI_G -> new GaussianCiTest(data, this);
      default -> new DiscreteCiTest(data, this);
    };
  }

  private String wrongType(String column) {
    return discrete
        ? org.structlearn.data.DataException.continuousColumn(column, "test '" + cliName + "'")
            + "; or use a Gaussian test (cor, zf, mi-g)"
        : "column '"
            + column
            + "' is discrete, but test '"
            + cliName
            + "' needs continuous columns; use a discrete test (x2, mi, ...), read the column as"
            + " continuous, or leave it out";
  }
}
