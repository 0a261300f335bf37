package org.structlearn.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.study.LatentInfluenceStudy.Model;

/**
 * The outcome of {@link LatentInfluenceStudy}: every run (truth, size, model), and per (Dirichlet
 * parameter, size, model) a cell with the mean relative entropy, its standard error across the
 * truths, the mean sampling standard error, arcs, SHD, class accuracy and seconds.
 *
 * @param options the options the study ran with
 * @param runs every run, in task order (variant, truth, size), the four models of each in {@link
 *     Model} order
 * @param cells one per (variant, size, model): the seed's protocol first (ascending size), then the
 *     sharper variant
 * @param elapsed wall-clock time of the whole run
 */
public record LatentInfluenceStudyResult(
    LatentInfluenceStudyOptions options, List<Run> runs, List<Cell> cells, Duration elapsed) {

  public LatentInfluenceStudyResult {
    runs = List.copyOf(runs);
    cells = List.copyOf(cells);
  }

  /**
   * One model fitted on one truth's training rows.
   *
   * @param dirichlet the truth's Dirichlet parameter (tells the variant)
   * @param network which truth, 0-based
   * @param sampleSize training rows
   * @param model the model
   * @param kl estimated {@code KL(P* || Q)} in nats
   * @param klSe its sampling standard error
   * @param arcs the model's latent arcs
   * @param shd SHD of the model's latent CPDAG to the truth's
   * @param accuracy the naive Bayes models' mean class accuracy after label matching ({@code
   *     LEARNED} only; NaN for the others)
   * @param seconds wall-clock seconds of the fit (learning, or EM under a given structure)
   */
  public record Run(
      double dirichlet,
      int network,
      int sampleSize,
      Model model,
      double kl,
      double klSe,
      int arcs,
      int shd,
      double accuracy,
      double seconds) {}

  /**
   * One (variant, size, model), over the truths.
   *
   * @param dirichlet the truths' Dirichlet parameter
   * @param sampleSize training rows
   * @param model the model
   * @param networks truths averaged
   * @param meanKl mean estimated KL (nats)
   * @param seKl its standard error across the truths (sample sd / √networks; 0 for one truth)
   * @param meanSamplingSe the mean of the estimates' sampling standard errors
   * @param meanArcs mean latent arcs
   * @param meanShd mean SHD to the truth
   * @param sdShd its sample standard deviation
   * @param meanAccuracy mean class accuracy ({@code LEARNED}; NaN for the others)
   * @param meanSeconds mean seconds of one fit
   */
  public record Cell(
      double dirichlet,
      int sampleSize,
      Model model,
      int networks,
      double meanKl,
      double seKl,
      double meanSamplingSe,
      double meanArcs,
      double meanShd,
      double sdShd,
      double meanAccuracy,
      double meanSeconds) {

    /**
     * The standard error the bar uses: {@link #seKl()} (which contains each estimate's sampling
     * noise) with two or more truths, the mean sampling SE with one.
     */
    public double se() {
      return networks >= 2 ? seKl : meanSamplingSe;
    }

    Map<String, Object> toMap() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("dirichlet", dirichlet);
      m.put("N", sampleSize);
      m.put("model", model.name());
      m.put("networks", networks);
      m.put("meanKl", meanKl);
      m.put("seKl", seKl);
      m.put("meanSamplingSe", meanSamplingSe);
      m.put("meanArcs", meanArcs);
      m.put("meanShd", meanShd);
      m.put("sdShd", sdShd);
      if (!Double.isNaN(meanAccuracy)) {
        m.put("meanAccuracy", meanAccuracy);
      }
      m.put("meanSeconds", meanSeconds);
      return m;
    }
  }

  static LatentInfluenceStudyResult of(
      LatentInfluenceStudyOptions options, List<Run> runs, Duration elapsed) {
    List<Cell> cells = new ArrayList<>();
    double main = options.network().dirichlet();
    for (int n : options.sampleSizes()) {
      for (Model m : Model.values()) {
        cells.add(cell(runs, main, n, m));
      }
    }
    if (options.hasSharpVariant()) {
      for (Model m : Model.values()) {
        cells.add(cell(runs, options.sharpDirichlet(), options.sharpSize(), m));
      }
    }
    return new LatentInfluenceStudyResult(options, runs, cells, elapsed);
  }

  private static Cell cell(List<Run> all, double dirichlet, int n, Model model) {
    List<Run> mine =
        all.stream()
            .filter(r -> r.dirichlet() == dirichlet && r.sampleSize() == n && r.model() == model)
            .toList();
    double[] kl = Aggregates.values(mine, Run::kl);
    double[] shd = Aggregates.values(mine, Run::shd);
    return new Cell(
        dirichlet,
        n,
        model,
        mine.size(),
        Aggregates.mean(kl),
        Aggregates.sd(kl) / Math.sqrt(mine.size()),
        Aggregates.mean(Aggregates.values(mine, Run::klSe)),
        Aggregates.mean(Aggregates.values(mine, Run::arcs)),
        Aggregates.mean(shd),
        Aggregates.sd(shd),
        Aggregates.mean(Aggregates.values(mine, Run::accuracy)),
        Aggregates.mean(Aggregates.values(mine, Run::seconds)));
  }

  /** The cell of the seed's protocol at a size. */
  public Cell cell(int sampleSize, Model model) {
    return find(options.network().dirichlet(), sampleSize, model);
  }

  /** The cell of the sharper variant (requires {@link LatentInfluenceStudyOptions#sharpSize()}). */
  public Cell sharpCell(Model model) {
    return find(options.sharpDirichlet(), options.sharpSize(), model);
  }

  private Cell find(double dirichlet, int sampleSize, Model model) {
    for (Cell c : cells) {
      if (c.dirichlet() == dirichlet && c.sampleSize() == sampleSize && c.model() == model) {
        return c;
      }
    }
    throw new IllegalArgumentException(
        "no cell for Dirichlet " + dirichlet + ", N = " + sampleSize + ", " + model);
  }

  /**
   * The paired difference {@code KL(a) − KL(b)} over the truths of one variant and size: its mean
   * and standard error (sd / √truths; the models share each truth's evaluation rows).
   */
  public double[] pairedDifference(double dirichlet, int sampleSize, Model a, Model b) {
    List<Double> d = new ArrayList<>();
    for (Run ra : runs) {
      if (ra.dirichlet() == dirichlet && ra.sampleSize() == sampleSize && ra.model() == a) {
        for (Run rb : runs) {
          if (rb.dirichlet() == dirichlet
              && rb.sampleSize() == sampleSize
              && rb.model() == b
              && rb.network() == ra.network()) {
            d.add(ra.kl() - rb.kl());
          }
        }
      }
    }
    double[] x = d.stream().mapToDouble(Double::doubleValue).toArray();
    return new double[] {Aggregates.mean(x), Aggregates.sd(x) / Math.sqrt(x.length)};
  }

  /** At the largest size: KL(learned) &lt; KL(no structure), our first check. */
  public boolean learnedBelowNone() {
    int n = options.largestSize();
    return cell(n, Model.LEARNED).meanKl() < cell(n, Model.NONE).meanKl();
  }

  /** At the largest size: KL(learned) ≤ KL(true) + 2 SE(true) ({@link Cell#se()}), the second. */
  public boolean learnedWithinTwoSeOfTrue() {
    Cell t = cell(options.largestSize(), Model.TRUE);
    return cell(options.largestSize(), Model.LEARNED).meanKl() <= t.meanKl() + 2 * t.se();
  }

  /** Ajoodha and Rosman's points, checked on our numbers; what each checks is in its evidence. */
  public List<Claim> claims() {
    return new LatentInfluenceClaims(this).all();
  }

  /** A long table: a row per (Dirichlet, size, model) with every cell value. */
  public StudyTable table() {
    StudyTable.Builder b =
        StudyTable.builder(
            "mean over " + options.networks() + " truths",
            "Dirichlet",
            "N",
            "model",
            "KL",
            "KL se (truths)",
            "KL se (sampling)",
            "arcs",
            "SHD",
            "class accuracy",
            "seconds");
    for (Cell c : cells) {
      b.row(
          c.dirichlet(),
          c.sampleSize(),
          c.model().label(),
          c.meanKl(),
          c.seKl(),
          c.meanSamplingSe(),
          c.meanArcs(),
          c.meanShd(),
          Double.isNaN(c.meanAccuracy()) ? null : c.meanAccuracy(),
          c.meanSeconds());
    }
    return b.build();
  }

  /**
   * Everything as nested maps and lists (for JSON): the options, {@code largestSize} (the issue's
   * bar: the three KLs, the SE, the paired differences and the booleans {@code learnedBelowNone}
   * and {@code learnedWithinTwoSeOfTrue}), the KL curves per model, the sharper variant, every
   * cell, the claims and the run time.
   */
  public Map<String, Object> toMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("study", "latent-influence");
    m.put("networksPerSize", options.networks());
    m.put("sampleSizes", options.sampleSizes());
    m.put("klSamples", options.klSamples());
    m.put("network", options.network().toString());
    m.put("learner", options.learner().toString());
    m.put("seed", options.seed());
    m.put("threads", options.threads());
    m.put("models", List.of(Model.values()).stream().map(Model::name).toList());
    Map<String, Object> curves = new LinkedHashMap<>();
    for (Model model : Model.values()) {
      curves.put(
          model.name(),
          options.sampleSizes().stream().mapToDouble(n -> cell(n, model).meanKl()).toArray());
    }
    m.put("meanKl", curves);
    m.put("largestSize", comparison(options.network().dirichlet(), options.largestSize()));
    if (options.hasSharpVariant()) {
      m.put("sharp", comparison(options.sharpDirichlet(), options.sharpSize()));
    }
    m.put("cells", cells.stream().map(c -> (Object) c.toMap()).toList());
    m.put("claims", claims().stream().map(Claim::toMap).toList());
    m.put("seconds", elapsed.toMillis() / 1000.0);
    return m;
  }

  private Map<String, Object> comparison(double dirichlet, int n) {
    Cell learned = find(dirichlet, n, Model.LEARNED);
    Cell none = find(dirichlet, n, Model.NONE);
    Cell truth = find(dirichlet, n, Model.TRUE);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("dirichlet", dirichlet);
    m.put("N", n);
    m.put("klRandom", find(dirichlet, n, Model.RANDOM).meanKl());
    m.put("klNone", none.meanKl());
    m.put("klLearned", learned.meanKl());
    m.put("klTrue", truth.meanKl());
    m.put("seTrue", truth.se());
    double[] dn = pairedDifference(dirichlet, n, Model.LEARNED, Model.NONE);
    double[] dt = pairedDifference(dirichlet, n, Model.LEARNED, Model.TRUE);
    m.put("learnedMinusNone", dn[0]);
    m.put("learnedMinusNoneSe", dn[1]);
    m.put("learnedMinusTrue", dt[0]);
    m.put("learnedMinusTrueSe", dt[1]);
    m.put("learnedArcs", learned.meanArcs());
    m.put("learnedShd", learned.meanShd());
    m.put("trueArcs", truth.meanArcs());
    m.put("classAccuracy", learned.meanAccuracy());
    m.put("learnedBelowNone", learned.meanKl() < none.meanKl());
    m.put("learnedWithinTwoSeOfTrue", learned.meanKl() <= truth.meanKl() + 2 * truth.se());
    return m;
  }
}
