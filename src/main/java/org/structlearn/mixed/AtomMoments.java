package org.structlearn.mixed;

/**
 * The statistics of a grouping of the rows obtained by merging those of a finer one (the atoms:
 * every configuration of the finer grouping lies in one configuration of the coarser), without
 * touching the rows: with n_a, m_a and C_a the count, means and centred cross products of atom a, a
 * configuration c made of atoms A_c has
 *
 * <pre>
 *   n_c = Σ n_a,   m_c = Σ n_a m_a / n_c,
 *   C_c(i, j) = Σ C_a(i, j) + Σ n_a (m_a,i − m_c,i)(m_a,j − m_c,j)
 * </pre>
 *
 * (the pairwise update of Chan, Golub and LeVeque 1979): exact in real arithmetic, and every term
 * is a deviation from a mean already computed, so there is no cancellation between raw moments.
 * Cost O(atoms) per statistic instead of O(rows).
 */
final class AtomMoments implements Moments {
  private final Configurations atoms;
  private final int[] of; // atom -> configuration of the coarser grouping
  private final double[] counts; // per configuration of the coarser grouping

  /**
   * @param of the configuration of the coarser grouping of each atom
   * @param counts the coarser grouping's counts (sums of its atoms' counts)
   */
  AtomMoments(Configurations atoms, int[] of, double[] counts) {
    this.atoms = atoms;
    this.of = of;
    this.counts = counts;
  }

  @Override
  public double[] means(int i) {
    double[] ma = atoms.means(i);
    double[] s = new double[counts.length];
    for (int a = 0; a < of.length; a++) {
      s[of[a]] += atoms.count(a) * ma[a];
    }
    for (int c = 0; c < s.length; c++) {
      s[c] /= counts[c];
    }
    return s;
  }

  @Override
  public double[] cross(int i, int j, double[] mi, double[] mj) {
    double[] ca = atoms.cross(i, j);
    double[] ai = atoms.means(i);
    double[] aj = atoms.means(j);
    double[] within = new double[counts.length];
    double[] between = new double[counts.length];
    for (int a = 0; a < of.length; a++) {
      int c = of[a];
      within[c] += ca[a];
      between[c] += atoms.count(a) * (ai[a] - mi[c]) * (aj[a] - mj[c]);
    }
    for (int c = 0; c < within.length; c++) {
      within[c] += between[c];
    }
    return within;
  }
}
