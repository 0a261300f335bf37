package org.structlearn.learn.registry;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.citest.CiQueryException;
import org.structlearn.citest.CiTestType;
import org.structlearn.constraint.ConstraintOptions;
import org.structlearn.constraint.GrowShrink;
import org.structlearn.constraint.GrowShrinkOptions;
import org.structlearn.constraint.Gsimn;
import org.structlearn.constraint.Gsmn;
import org.structlearn.constraint.PcStable;
import org.structlearn.constraint.Sgs;
import org.structlearn.data.Dataset;
import org.structlearn.learn.GraphKind;
import org.structlearn.mixed.CgPcStable;
import org.structlearn.topology.Mgmn;
import org.structlearn.topology.MiThreshold;

/**
 * The learners that test conditional independence: SGS and PC-stable (a CPDAG, or with {@code
 * undirected} a skeleton), the grow-shrink learners of Markov blankets and networks (GS, GSMN,
 * GSIMN) and the topologies of pairwise dependence (relevance networks, MGMN).
 */
final class ConstraintEntries {
  private ConstraintEntries() {}

  /** The name of bnlearn's test of conditional Gaussian (mixed) data, which pc-stable runs. */
  static final String MI_CG = "mi-cg";

  static final Setting<String> TEST =
      Setting.choice(
          "test",
          "T",
          tests(),
          "sgs, pc-stable, gs, gsmn, gsimn, mi-threshold, mgmn: the independence test, one of "
              + CiTestType.names()
              + ", "
              + MI_CG
              + " (default mi for discrete data, cor for continuous, as bnlearn; pc-stable: mi-cg"
              + " for data that mix both, bnlearn's conditional Gaussian test, with no arc from a"
              + " continuous to a discrete variable).");

  static final Setting<Integer> MAX_CONDITIONING =
      Setting.integer(
          "max-conditioning",
          "K",
          0,
          "sgs, pc-stable, gs, gsmn, gsimn: the largest conditioning set tested (default"
              + " unlimited).");

  static final Setting<Boolean> UNDIRECTED =
      Setting.flag(
          "undirected",
          "sgs, pc-stable: stop at the undirected skeleton (the Markov-random-field variants of"
              + " SGS and PC) instead of orienting a CPDAG.");

  static final Setting<ConstraintOptions.Order> ORDER =
      Setting.choice(
          "order",
          "columns|names",
          orders(),
          "sgs, pc-stable: the order of pairs, neighbours and conditioning subsets, which decides"
              + " the separating sets and v-structures (never the skeleton): columns, bnlearn's"
              + " (default; the same CPDAG as bnlearn), or names, sorted names (the same CPDAG for"
              + " any column order).");

  static final Setting<Integer> DIMENSIONS =
      Setting.integer(
          "dimensions",
          "D",
          1,
          "mgmn: dimensions of the multidimensional-scaling map (default 2).");

  static final Setting<Double> THRESHOLD =
      Setting.number(
          "threshold",
          "R",
          "mgmn: the neighbour distance on the map (default: the largest nearest-neighbour"
              + " distance); mi-threshold: the similarity (1 - p-value) an edge needs, in (0, 1]"
              + " (default just above 1 - alpha).");

  private static final List<Setting<?>> TESTED =
      List.of(TEST, CommonSettings.ALPHA, MAX_CONDITIONING);

  static List<Algorithm> entries() {
    return List.of(
        skeleton("sgs", "SGS (Spirtes, Glymour and Scheines 2000): every conditioning set"),
        skeleton(
            "pc-stable",
            "PC-stable (Colombo and Maathuis 2014), as bnlearn's pc.stable: a CPDAG from"
                + " independence tests"),
        growShrink("gs", "Grow-Shrink Markov blankets (Margaritis 2003; bnlearn's gs), joined"),
        growShrink("gsmn", "GSMN, Grow-Shrink inference of Markov networks (Bromberg et al. 2009)"),
        growShrink(
            "gsimn",
            "GSIMN, GSMN with test outcomes inferred by the Triangle theorem (Bromberg et al."
                + " 2009)"),
        Algorithm.builder("mi-threshold")
            .summary(
                "A relevance network (Butte and Kohane 2000): the pairs whose marginal test is"
                    + " significant")
            .settings(TEST, CommonSettings.ALPHA, THRESHOLD, CommonSettings.THREADS)
            .kind(GraphKind.UNDIRECTED)
            .learner(
                (s, data) ->
                    new MiThreshold(
                        new MiThreshold.Options(
                            s.orElse(CommonSettings.ALPHA, MiThreshold.Options.DEFAULT_ALPHA),
                            miThreshold(s)),
                        test(s, data)))
            .build(),
        Algorithm.builder("mgmn")
            .summary(
                "MGMN (Rajala 2009): a map of the variables by multidimensional scaling of their"
                    + " pairwise significance, neighbours within a distance")
            .settings(TEST, DIMENSIONS, THRESHOLD, CommonSettings.THREADS)
            .kind(GraphKind.UNDIRECTED)
            .learner((s, data) -> new Mgmn(mgmnOptions(s), test(s, data)))
            .build());
  }

  private static Algorithm skeleton(String name, String summary) {
    return Algorithm.builder(name)
        .summary(summary)
        .settings(TESTED)
        .settings(
            UNDIRECTED,
            ORDER,
            SearchEntries.WHITELIST,
            SearchEntries.BLACKLIST,
            CommonSettings.THREADS)
        .kind(s -> s.isSet(UNDIRECTED) ? GraphKind.UNDIRECTED : GraphKind.CPDAG)
        .learner(
            (s, data) -> {
              ConstraintOptions.Builder b =
                  ConstraintOptions.builder()
                      .undirected(s.isSet(UNDIRECTED))
                      .order(s.orElse(ORDER, ConstraintOptions.Order.COLUMNS))
                      .knowledge(SearchEntries.knowledge(s, data))
                      .threads(CommonSettings.threads(s));
              if (s.has(CommonSettings.ALPHA)) {
                b.alpha(s.get(CommonSettings.ALPHA));
              }
              if (s.has(MAX_CONDITIONING)) {
                b.maxConditioning(s.get(MAX_CONDITIONING));
              }
              ConstraintOptions o = b.build();
              if (name.equals("pc-stable") && miCg(s, data)) {
                return new CgPcStable(o);
              }
              CiTestType t = test(s, data);
              return name.equals("sgs") ? new Sgs(o, t) : new PcStable(o, t);
            })
        .build();
  }

  private static Algorithm growShrink(String name, String summary) {
    return Algorithm.builder(name)
        .summary(summary)
        .settings(TESTED)
        .settings(CommonSettings.THREADS)
        .kind(GraphKind.UNDIRECTED)
        .learner(
            (s, data) -> {
              GrowShrinkOptions.Builder b = GrowShrinkOptions.builder();
              if (s.has(CommonSettings.ALPHA)) {
                b.alpha(s.get(CommonSettings.ALPHA));
              }
              if (s.has(MAX_CONDITIONING)) {
                b.maxConditioning(s.get(MAX_CONDITIONING));
              }
              GrowShrinkOptions o = b.build();
              CiTestType t = test(s, data);
              return switch (name) {
                case "gs" -> new GrowShrink(o, t);
                case "gsmn" -> new Gsmn(o, t);
                default -> new Gsimn(o, t);
              };
            })
        .build();
  }

  /**
   * Whether pc-stable runs mi-cg: named, or by default on data that mix discrete and continuous
   * columns (bnlearn's default there).
   */
  static boolean miCg(Settings s, Dataset data) {
    String name = s.get(TEST);
    return name == null ? !data.isAllDiscrete() && !data.isAllContinuous() : name.equals(MI_CG);
  }

  /** The test named, or bnlearn's default for the data, checked against the data's columns. */
  static CiTestType test(Settings s, Dataset data) {
    String name = s.get(TEST);
    if (MI_CG.equals(name)) {
      throw s.refuse(
          TEST,
          MI_CG
              + " (bnlearn's test of conditional Gaussian data) is run by "
              + s.form().algorithm("pc-stable")
              + "; choose one of "
              + CiTestType.names()
              + " here");
    }
    CiTestType t = CiTestType.orDefault(name == null ? null : CiTestType.fromName(name), data);
    for (int c = 0; c < data.columns(); c++) {
      if (data.isDiscrete(c) != t.isDiscrete()) {
        try {
          t.bind(data); // fails at once, saying which column and what to do
        } catch (CiQueryException e) {
          throw s.refuse(TEST, t.cliName() + ": " + e.getMessage());
        }
      }
    }
    return t;
  }

  /** mi-threshold's similarity threshold (NaN: none, the test's alpha decides), range checked. */
  private static double miThreshold(Settings s) {
    if (!s.has(THRESHOLD)) {
      return Double.NaN;
    }
    double t = s.get(THRESHOLD);
    MiThreshold.checkSimilarity(s.form().written(THRESHOLD.key()), t);
    return t;
  }

  private static Mgmn.Options mgmnOptions(Settings s) {
    Mgmn.Options o = Mgmn.Options.defaults();
    if (s.has(DIMENSIONS)) {
      o = o.dimensions(s.get(DIMENSIONS));
    }
    if (s.has(THRESHOLD)) {
      double r = s.get(THRESHOLD);
      if (!(r > 0 && r < Double.POSITIVE_INFINITY)) {
        throw s.refuse(
            THRESHOLD,
            "mgmn's neighbour distance on the map must be positive and finite, was " + r);
      }
      o = o.threshold(r);
    }
    return o;
  }

  private static Map<String, String> tests() {
    Map<String, String> m = new LinkedHashMap<>();
    for (CiTestType t : CiTestType.values()) {
      m.put(t.cliName(), t.cliName());
    }
    m.put(MI_CG, MI_CG);
    return m;
  }

  private static Map<String, ConstraintOptions.Order> orders() {
    Map<String, ConstraintOptions.Order> m = new LinkedHashMap<>();
    for (ConstraintOptions.Order o : ConstraintOptions.Order.values()) {
      m.put(o.cliName(), o);
    }
    return m;
  }
}
