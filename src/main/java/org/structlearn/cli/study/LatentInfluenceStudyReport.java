package org.structlearn.cli.study;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.structlearn.learn.Reports;
import org.structlearn.study.Claim;
import org.structlearn.study.LatentInfluenceStudy.Model;
import org.structlearn.study.LatentInfluenceStudyOptions;
import org.structlearn.study.LatentInfluenceStudyResult;
import org.structlearn.study.LatentInfluenceStudyResult.Cell;

/**
 * The text output of {@code study latent-influence}: per training size each model's mean KL ±
 * standard error across the truths (and the mean sampling SE), latent arcs, SHD, class accuracy and
 * seconds per fit; the sharper variant; the bar at the largest size; the seed's claims.
 */
public final class LatentInfluenceStudyReport {
  private LatentInfluenceStudyReport() {}

  /** Prints {@code r} to {@code out}; {@code quick} says the study ran its quick variant. */
  public static void print(PrintWriter out, LatentInfluenceStudyResult r, boolean quick) {
    LatentInfluenceStudyOptions o = r.options();
    out.printf(
        Locale.ROOT,
        "study latent-influence (%s): %d truths per size, %d KL samples, seed %d, %d thread(s),"
            + " %s s%n",
        quick ? "quick" : "full",
        o.networks(),
        o.klSamples(),
        o.seed(),
        o.threads(),
        Reports.seconds(r.elapsed().toMillis() / 1000.0));
    out.printf(
        Locale.ROOT,
        "truths: %d NBMs x %d observations, %d states, Dirichlet %s, in-degree <= %d, %d arcs%n",
        o.network().models(),
        o.network().observationsPerModel(),
        o.network().states(),
        o.network().dirichlet(),
        o.network().maxInDegree(),
        o.network().arcs());
    out.println("KL(P* || Q) in nats over the observed variables: mean ± SE across truths");
    header(out);
    for (int n : o.sampleSizes()) {
      rows(out, m -> r.cell(n, m));
    }
    if (o.hasSharpVariant()) {
      out.printf(Locale.ROOT, "%nsharper tables (Dirichlet %s):%n", o.sharpDirichlet());
      header(out);
      rows(out, r::sharpCell);
    }
    Cell t = r.cell(o.largestSize(), Model.TRUE);
    out.printf(
        Locale.ROOT,
        "%ncheck at N=%d: KL(learned) < KL(none): %s; KL(learned) <= KL(true) + 2 SE"
            + " (%.5f + 2 x %.5f): %s%n",
        o.largestSize(),
        r.learnedBelowNone(),
        t.meanKl(),
        t.se(),
        r.learnedWithinTwoSeOfTrue());
    out.println();
    out.println("the paper's claims:");
    List<Claim> claims = r.claims();
    for (Claim c : claims) {
      out.println("  " + c);
    }
  }

  private static void header(PrintWriter out) {
    out.printf(
        Locale.ROOT,
        "%6s  %-18s %22s %9s %6s %6s %8s %8s%n",
        "N",
        "model",
        "KL",
        "samp SE",
        "arcs",
        "SHD",
        "accuracy",
        "seconds");
  }

  private static void rows(PrintWriter out, java.util.function.Function<Model, Cell> f) {
    for (Model m : Model.values()) {
      Cell c = f.apply(m);
      out.printf(
          Locale.ROOT,
          "%6d  %-18s %22s %9.5f %6.1f %6.1f %8s %8.2f%n",
          c.sampleSize(),
          m.label(),
          String.format(Locale.ROOT, "%.5f ± %.5f", c.meanKl(), c.seKl()),
          c.meanSamplingSe(),
          c.meanArcs(),
          c.meanShd(),
          Double.isNaN(c.meanAccuracy())
              ? "-"
              : String.format(Locale.ROOT, "%.3f", c.meanAccuracy()),
          c.meanSeconds());
    }
  }
}
