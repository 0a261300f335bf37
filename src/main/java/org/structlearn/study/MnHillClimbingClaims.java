package org.structlearn.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.structlearn.study.Claim.Verdict;
import org.structlearn.study.MnHillClimbingStudy.Learner;

/**
 * What Schlüter, Strappa, Milone and Bromberg (BJP score) say about their high-dimensional
 * experiment, each sentence quoted (symbols the copy of the paper lost are given in brackets) and
 * turned into a check on a {@link MnHillClimbingResult}, with a verdict: agrees (every case goes
 * the paper's way), partly, differs (none does). "Fewest errors" means the lowest mean Hamming
 * distance in a cell, a tie counting as fewest; a learner "converges slowest" when its mean Hamming
 * distance averaged over the sample sizes is the highest; "comparable" runtime is our reading, at
 * most {@link #COMPARABLE} times the faster competitor's. Nothing is tuned: the checks were written
 * from the paper's text before the study was run.
 */
final class MnHillClimbingClaims {
  /** "Comparable" runtime: at most this many times the faster competitor's. */
  static final double COMPARABLE = 2.0;

  private final MnHillClimbingResult r;
  private final List<Integer> sizes;

  MnHillClimbingClaims(MnHillClimbingResult r) {
    this.r = r;
    this.sizes = r.options().sampleSizes();
  }

  List<Claim> all() {
    List<Claim> out = new ArrayList<>();
    out.add(moreComplexMoreErrors());
    out.add(
        fewest(
            "The results show that BJP obtains the best performance, reducing the number of errors"
                + " of the structures learned for all the cases.",
            "on the hub graphs BJP has the fewest errors in every case",
            MnHillClimbingStudy.HUBS,
            MnHillClimbingStudy.SCALE_FREE,
            allSizes()));
    out.add(gainGrowsOverHubs());
    out.add(
        fewest(
            "For the two most complex structures (scale-free 3 and 4), BJP reduces the number of"
                + " errors of the structures learned in all the cases.",
            "on scale-free 3 and 4 BJP has the fewest errors in every case",
            MnHillClimbingStudy.SCALE_FREE + 2,
            MnHillClimbingStudy.REAL,
            allSizes()));
    int dolphins = r.graphIndex("dolphins");
    out.add(
        fewest(
            "For the dolphins network, BJP improves the quality of the structure learned for all"
                + " the cases.",
            "on dolphins BJP has the fewest errors in every case",
            dolphins,
            dolphins + 1,
            allSizes()));
    out.add(
        fewest(
            "The results discussed confirm that BJP always outperforms the competitors when data"
                + " are scarce.",
            "with scarce data (the smallest N) BJP has the fewest errors on every graph",
            0,
            r.targets().size(),
            List.of(sizes.get(0))));
    out.add(mplSlowest());
    out.add(runtimeComparable());
    return out;
  }

  private List<Integer> allSizes() {
    return sizes;
  }

  /** For every learner, the mean Hamming over the sizes rises from hub 1 to hub 4. */
  private Claim moreComplexMoreErrors() {
    int agree = 0;
    StringBuilder ev = new StringBuilder("mean Hamming over the sizes, hub 1 to 4: ");
    for (Learner l : MnHillClimbingOptions.SEED_LEARNERS) {
      double previous = Double.NEGATIVE_INFINITY;
      boolean rises = true;
      ev.append(l == Learner.BJP ? "" : "; ").append(l.name());
      for (int g = MnHillClimbingStudy.HUBS; g < MnHillClimbingStudy.SCALE_FREE; g++) {
        double h = r.meanHammingOverSizes(g, l);
        rises &= h > previous;
        previous = h;
        ev.append(String.format(Locale.ROOT, " %.1f", h));
      }
      agree += rises ? 1 : 0;
    }
    return new Claim(
        "For all the algorithms the more complex the underlying structure (determined by [n] and"
            + " [irr]), the larger is the number of structural errors for any value of [N].",
        "the larger and more irregular the hub graph, the more errors, for every learner",
        Verdict.of(agree, MnHillClimbingOptions.SEED_LEARNERS.size()),
        ev.toString());
  }

  /** BJP's mean Hamming is at most both others' in every cell of graphs [from, to) and sizes. */
  private Claim fewest(String quote, String claim, int from, int to, List<Integer> at) {
    int cases = 0;
    List<String> exceptions = new ArrayList<>();
    for (int g = from; g < to; g++) {
      for (int n : at) {
        cases++;
        double bjp = r.cell(g, n, Learner.BJP).meanHamming();
        double ib = r.cell(g, n, Learner.IB).meanHamming();
        double mpl = r.cell(g, n, Learner.MPL).meanHamming();
        if (bjp > ib || bjp > mpl) {
          exceptions.add(
              String.format(
                  Locale.ROOT,
                  "%s N=%d: BJP %.1f, IB %.1f, MPL %.1f",
                  r.targets().get(g).name(),
                  n,
                  bjp,
                  ib,
                  mpl));
        }
      }
    }
    String ev =
        String.format(
            Locale.ROOT,
            "BJP has the lowest mean Hamming in %d of %d cells",
            cases - exceptions.size(),
            cases);
    if (!exceptions.isEmpty()) {
      ev += "; not in: " + String.join("; ", exceptions);
    }
    return new Claim(quote, claim, Verdict.of(cases - exceptions.size(), cases), ev);
  }

  /** IB's excess Hamming over BJP (mean over the sizes) rises from hub 1 to hub 4. */
  private Claim gainGrowsOverHubs() {
    int rises = 0;
    int steps = -1;
    double previous = Double.NEGATIVE_INFINITY;
    StringBuilder ev = new StringBuilder("IB minus BJP, mean Hamming over the sizes, hub 1 to 4:");
    for (int g = MnHillClimbingStudy.HUBS; g < MnHillClimbingStudy.SCALE_FREE; g++) {
      double gain = r.meanHammingOverSizes(g, Learner.IB) - r.meanHammingOverSizes(g, Learner.BJP);
      rises += gain > previous && steps >= 0 ? 1 : 0;
      steps++;
      previous = gain;
      ev.append(String.format(Locale.ROOT, " %.2f", gain));
    }
    ev.append(String.format(Locale.ROOT, " (rises in %d of %d steps)", rises, steps));
    return new Claim(
        "When compared to IB-score, the improvements are more important as [n] and [irr] grow.",
        "BJP's improvement over the IB-score grows with the hub graph's size and irregularity",
        Verdict.of(rises, steps),
        ev.toString());
  }

  /** MPL has the highest mean Hamming over the sizes on every graph. */
  private Claim mplSlowest() {
    List<String> exceptions = new ArrayList<>();
    for (int g = 0; g < r.targets().size(); g++) {
      double mpl = r.meanHammingOverSizes(g, Learner.MPL);
      double bjp = r.meanHammingOverSizes(g, Learner.BJP);
      double ib = r.meanHammingOverSizes(g, Learner.IB);
      if (mpl < bjp || mpl < ib) {
        exceptions.add(
            String.format(
                Locale.ROOT,
                "%s: MPL %.1f, BJP %.1f, IB %.1f",
                r.targets().get(g).name(),
                mpl,
                bjp,
                ib));
      }
    }
    int n = r.targets().size();
    String ev =
        String.format(
            Locale.ROOT,
            "MPL has the highest mean Hamming over the sizes on %d of %d graphs",
            n - exceptions.size(),
            n);
    if (!exceptions.isEmpty()) {
      ev += "; not on: " + String.join("; ", exceptions);
    }
    return new Claim(
        "It can also be seen that, for all the target structures, MPL has the slowest convergence"
            + " in [N].",
        "MPL converges slowest in N on every graph",
        Verdict.of(n - exceptions.size(), n),
        ev);
  }

  /** BJP's mean runtime over the sizes is within COMPARABLE × the faster competitor's. */
  private Claim runtimeComparable() {
    int agree = 0;
    StringBuilder ev =
        new StringBuilder("BJP's mean runtime over the sizes / the faster of IB and MPL:");
    for (int g = 0; g < r.targets().size(); g++) {
      double bjp = r.meanSecondsOverSizes(g, Learner.BJP);
      double other =
          Math.min(r.meanSecondsOverSizes(g, Learner.IB), r.meanSecondsOverSizes(g, Learner.MPL));
      double ratio = bjp / other;
      agree += ratio <= COMPARABLE ? 1 : 0;
      ev.append(
          String.format(
              Locale.ROOT, "%s %s %.2f", g == 0 ? "" : ",", r.targets().get(g).name(), ratio));
    }
    return new Claim(
        "In terms of the respective runtimes, the optimization using the BJP score obtains in"
            + " general runtimes comparable to MPL and IB-score.",
        "BJP's runtime is comparable to or better than MPL's and the IB-score's (at most "
            + (int) COMPARABLE
            + "x the faster on every graph)",
        Verdict.of(agree, r.targets().size()),
        ev.toString());
  }
}
