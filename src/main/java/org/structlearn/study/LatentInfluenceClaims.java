package org.structlearn.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.structlearn.study.LatentInfluenceStudy.Model;
import org.structlearn.study.LatentInfluenceStudyResult.Cell;

/**
 * Ajoodha and Rosman's reading of their Figure 5, quoted where they state it, and our own checks
 * beside them (no quote: the paper makes no such statement), each a check on a {@link
 * LatentInfluenceStudyResult}. "Below" is strict on the mean KL over the truths; "the largest size"
 * is the run's largest training size. Written before the study was run; nothing is tuned.
 */
final class LatentInfluenceClaims {
  private static final String QUOTE =
      "As we see our method tends to correctly recover the distribution between each NBM compared"
          + " to random guesses and over mutually independent models, except for when we have very"
          + " little training instances.";
  private final LatentInfluenceStudyResult r;
  private final List<Integer> sizes;
  private final int largest;

  LatentInfluenceClaims(LatentInfluenceStudyResult r) {
    this.r = r;
    this.sizes = r.options().sampleSizes();
    this.largest = r.options().largestSize();
  }

  List<Claim> all() {
    List<Claim> out = new ArrayList<>();
    out.add(learnedBelowNone());
    out.add(learnedNearTrue());
    out.add(klDecreases());
    out.add(randomWorst());
    if (r.options().hasSharpVariant()) {
      out.add(sharpLearnedBelowNone());
    }
    return out;
  }

  private Claim learnedBelowNone() {
    Cell l = r.cell(largest, Model.LEARNED);
    Cell n = r.cell(largest, Model.NONE);
    double[] d =
        r.pairedDifference(r.options().network().dirichlet(), largest, l.model(), n.model());
    return new Claim(
        QUOTE,
        "at the largest size the learned structure is closer to the truth than no structure",
        r.learnedBelowNone() ? Claim.Verdict.AGREES : Claim.Verdict.DIFFERS,
        String.format(
            Locale.ROOT,
            "N=%d: KL learned %.5f, none %.5f (paired difference %.5f ± %.5f); learned arcs %.1f,"
                + " SHD %.1f",
            largest,
            l.meanKl(),
            n.meanKl(),
            d[0],
            d[1],
            l.meanArcs(),
            l.meanShd()));
  }

  private Claim learnedNearTrue() {
    Cell l = r.cell(largest, Model.LEARNED);
    Cell t = r.cell(largest, Model.TRUE);
    return new Claim(
        "our check, not the paper's: at the largest size the learned structure is within 2"
            + " standard errors of the true structure (KL(learned) <= KL(true) + 2 SE)",
        r.learnedWithinTwoSeOfTrue(),
        String.format(
            Locale.ROOT,
            "N=%d: KL learned %.5f, true %.5f, SE %.5f (%s), bound %.5f",
            largest,
            l.meanKl(),
            t.meanKl(),
            t.se(),
            t.networks() >= 2 ? "across truths" : "sampling",
            t.meanKl() + 2 * t.se()));
  }

  /** Every model's mean KL is strictly lower at each size than at the one before. */
  private Claim klDecreases() {
    List<String> exceptions = new ArrayList<>();
    int cases = 0;
    for (Model m : Model.values()) {
      for (int i = 1; i < sizes.size(); i++) {
        cases++;
        double before = r.cell(sizes.get(i - 1), m).meanKl();
        double now = r.cell(sizes.get(i), m).meanKl();
        if (!(now < before)) {
          exceptions.add(
              String.format(
                  Locale.ROOT,
                  "%s N=%d->%d: %.5f -> %.5f",
                  m.label(),
                  sizes.get(i - 1),
                  sizes.get(i),
                  before,
                  now));
        }
      }
    }
    return verdict(
        "",
        "our check, not the paper's: the relative entropy of every model decreases with the"
            + " number of training rows",
        cases,
        exceptions,
        "KL fell from one size to the next");
  }

  /** At every size the random structure's mean KL is above the three others'. */
  private Claim randomWorst() {
    List<String> exceptions = new ArrayList<>();
    for (int n : sizes) {
      double random = r.cell(n, Model.RANDOM).meanKl();
      for (Model m : Model.values()) {
        if (m != Model.RANDOM && !(random > r.cell(n, m).meanKl())) {
          exceptions.add(
              String.format(
                  Locale.ROOT,
                  "N=%d: random %.5f vs %s %.5f",
                  n,
                  random,
                  m.label(),
                  r.cell(n, m).meanKl()));
        }
      }
    }
    return verdict(
        QUOTE,
        "a random structure is the worst of the four",
        sizes.size() * 3,
        exceptions,
        "random structure's KL above the other model's");
  }

  private Claim sharpLearnedBelowNone() {
    Cell l = r.sharpCell(Model.LEARNED);
    Cell n = r.sharpCell(Model.NONE);
    Cell t = r.sharpCell(Model.TRUE);
    return new Claim(
        "our check, not the paper's: with sharper tables (Dirichlet "
            + r.options().sharpDirichlet()
            + ") the learned structure is closer to the truth than no structure",
        l.meanKl() < n.meanKl(),
        String.format(
            Locale.ROOT,
            "N=%d: KL learned %.5f, none %.5f, true %.5f; learned arcs %.1f of %.1f, SHD %.1f,"
                + " class accuracy %.3f",
            r.options().sharpSize(),
            l.meanKl(),
            n.meanKl(),
            t.meanKl(),
            l.meanArcs(),
            t.meanArcs(),
            l.meanShd(),
            l.meanAccuracy()));
  }

  private static Claim verdict(
      String quote, String claim, int cases, List<String> exceptions, String what) {
    String ev =
        String.format(Locale.ROOT, "%s in %d of %d cases", what, cases - exceptions.size(), cases);
    if (!exceptions.isEmpty()) {
      ev += "; not in: " + String.join("; ", exceptions);
    }
    return new Claim(quote, claim, Claim.Verdict.of(cases - exceptions.size(), cases), ev);
  }
}
