package org.structlearn.study;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.ProgressListener;
import org.structlearn.citest.CiTestType;
import org.structlearn.data.Dataset;
import org.structlearn.graph.UndirectedGraph;
import org.structlearn.io.DataLocation;
import org.structlearn.study.TopologyStudy.Learner;

/**
 * {@link TopologyStudy}: options validation, the networks and seeds pinned, results independent of
 * the thread count, and the JSON map's shape (GSIMN's saving per network).
 */
class TopologyStudyTest {
  /** Two data sets of 150 and 400 rows: a few seconds. */
  private static TopologyStudyOptions tiny(int threads) {
    return TopologyStudyOptions.builder()
        .dataSets(2)
        .sampleSizes(List.of(150, 400))
        .seed(5)
        .threads(threads)
        .build();
  }

  @Test
  void optionsAreValidated() {
    TopologyStudyOptions.Builder ok = TopologyStudyOptions.builder();
    assertThrows(IllegalArgumentException.class, () -> ok.dataSets(0).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> TopologyStudyOptions.builder().sampleSizes(List.of(500, 500)).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> TopologyStudyOptions.builder().sampleSizes(List.of()).build());
    IllegalArgumentException tooMany =
        assertThrows(
            IllegalArgumentException.class,
            () -> TopologyStudyOptions.builder().sampleSizes(List.of(500, 30000)).build());
    assertTrue(tooMany.getMessage().contains("20000"), tooMany.getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> TopologyStudyOptions.builder().threads(0).build());
    assertThrows(
        IllegalArgumentException.class, () -> TopologyStudyOptions.builder().alpha(1).build());
    assertThrows(
        IllegalArgumentException.class,
        () -> TopologyStudyOptions.builder().sgsMaxConditioning(-1).build());
    IllegalArgumentException gaussian =
        assertThrows(
            IllegalArgumentException.class,
            () -> TopologyStudyOptions.builder().test(CiTestType.ZF).build());
    assertTrue(gaussian.getMessage().contains("zf"), gaussian.getMessage());
    assertEquals(List.of(500, 2000, 10000), TopologyStudyOptions.full().sampleSizes());
    assertEquals(5, TopologyStudyOptions.quick().dataSets());
    assertEquals(2000, TopologyStudyOptions.quick().largestSize());
  }

  @Test
  void theNetworksArePinned() {
    List<TargetStructure> t = TopologyStudy.targets();
    assertEquals(
        List.of("lattice 5x5", "geometric 25", "alarm moral"),
        t.stream().map(TargetStructure::name).toList());
    assertEquals(40, t.get(0).graph().edgeCount());
    assertEquals(57, t.get(1).graph().edgeCount());
    UndirectedGraph alarm = t.get(TopologyStudy.ALARM).graph();
    assertEquals(37, alarm.size());
    assertEquals(65, alarm.edgeCount());
    // The moral graph equals the one shipped as bnlearn/alarm.truth.moral.edges.csv (bnlearn's).
    List<String> lines =
        DataLocation.readString("bnlearn/alarm.truth.moral.edges.csv").lines().skip(1).toList();
    assertEquals(65, lines.size());
    for (String line : lines) {
      String[] e = line.split(",");
      assertTrue(alarm.isAdjacent(alarm.indexOf(e[0]), alarm.indexOf(e[1])), line);
    }
  }

  @Test
  void seedsAndRowSubsetsArePinned() {
    TopologyStudyOptions o = tiny(1);
    assertEquals(MnExhaustiveStudy.derive(5, 2, 1), TopologyStudy.dataSeed(o, 2, 1));
    int[] s = TopologyStudy.subset(20, 8, 42);
    assertArrayEquals(s, TopologyStudy.subset(20, 8, 42));
    assertEquals(8, Arrays.stream(s).distinct().count());
    assertTrue(Arrays.stream(s).allMatch(i -> i >= 0 && i < 20));
    Dataset alarm = TopologyStudy.alarmData();
    assertEquals(TopologyStudy.ALARM_ROWS, alarm.rows());
    List<TargetStructure> targets = TopologyStudy.targets();
    Dataset a = TopologyStudy.sample(o, targets, alarm, TopologyStudy.ALARM, 0);
    assertEquals(400, a.rows());
    assertEquals(a, TopologyStudy.sample(o, targets, alarm, TopologyStudy.ALARM, 0));
    assertFalse(a.equals(TopologyStudy.sample(o, targets, alarm, TopologyStudy.ALARM, 1)));
    Dataset lattice = TopologyStudy.sample(o, targets, alarm, 0, 0);
    assertEquals(25, lattice.columns());
    assertEquals(lattice, TopologyStudy.sample(o, targets, alarm, 0, 0));
  }

  @Test
  void resultsDoNotDependOnTheThreadCount() {
    TopologyStudyResult one = TopologyStudy.run(tiny(1), ProgressListener.none());
    TopologyStudyResult two = TopologyStudy.run(tiny(2), ProgressListener.none());
    assertEquals(3 * 2 * Learner.values().length, one.cells().size());
    for (int i = 0; i < one.cells().size(); i++) {
      TopologyStudyResult.Cell a = one.cells().get(i);
      TopologyStudyResult.Cell b = two.cells().get(i);
      assertEquals(a.meanHamming(), b.meanHamming(), a.toString());
      assertEquals(a.sdHamming(), b.sdHamming(), a.toString());
      assertEquals(a.meanTests(), b.meanTests(), a.toString());
      assertEquals(a.meanInferred(), b.meanInferred(), a.toString());
    }
    assertEquals(
        one.claims().stream().map(Claim::holds).toList(),
        two.claims().stream().map(Claim::holds).toList());
    assertJsonShape(one);
  }

  @SuppressWarnings("unchecked")
  private static void assertJsonShape(TopologyStudyResult r) {
    Map<String, Object> m = r.toMap();
    assertEquals("topology", m.get("study"));
    assertEquals("mi", m.get("test"));
    assertEquals(3, ((List<?>) m.get("graphs")).size());
    Map<String, Object> saving = (Map<String, Object>) m.get("gsimnSaving");
    assertEquals(0.7, saving.get("bar"));
    List<Map<String, Object>> networks = (List<Map<String, Object>>) saving.get("networks");
    assertEquals(3, networks.size());
    boolean all = true;
    for (Map<String, Object> n : networks) {
      double gsmn = (Double) n.get("gsmnTests");
      double gsimn = (Double) n.get("gsimnTests");
      assertTrue(gsmn > 0 && gsimn > 0, n.toString());
      assertEquals(gsimn / gsmn, (Double) n.get("ratio"), 1e-12);
      assertEquals(gsimn / gsmn <= 0.7, n.get("atMostBar"));
      assertEquals(2, ((List<?>) n.get("ratioBySize")).size());
      all &= (Boolean) n.get("atMostBar");
    }
    assertEquals(all, saving.get("allAtMostBar"));
    assertEquals(3 * 2 * 6, ((List<?>) m.get("cells")).size());
    assertEquals(9, ((List<?>) m.get("claims")).size());
    // every claim quotes the thesis and carries a verdict that follows its own count
    for (Claim c : r.claims()) {
      assertFalse(c.quote().isEmpty(), c.toString());
      assertTrue(c.evidence().length() > 10, c.toString());
    }
    // MI thresholding and MGMN test every pair once, unconditionally.
    int lattice = r.graphIndex("lattice 5x5");
    assertEquals(300.0, r.cell(lattice, 150, Learner.MGMN).meanTests());
    assertEquals(300.0, r.cell(lattice, 400, Learner.MI_THRESHOLD).meanTests());
    assertEquals(0.0, r.cell(lattice, 400, Learner.GSMN).meanInferred());
    assertEquals(3 * 2 * 6, r.table().rowCount());
  }
}
