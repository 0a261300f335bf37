package org.structlearn.constraint;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.structlearn.citest.CiTest;
import org.structlearn.citest.OracleCiTest;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.graph.Dags;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.LevelFiles;

/** {@link GrowShrink} against d-separation on ALARM and against bnlearn's learn.mb. */
class GrowShrinkTest {

  @Test
  void dSeparationOracleGivesTheTrueMarkovBlanketsOfAlarm() {
    Dag alarm = GsmnTest.alarm();
    GrowShrinkResult r = new GrowShrink().learn(OracleCiTest.dSeparation(alarm), alarm.names());
    for (int v = 0; v < alarm.size(); v++) {
      int[] truth = Arrays.stream(Dags.markovBlanket(alarm, v)).sorted().toArray();
      assertArrayEquals(truth, r.blanket(v), alarm.names().get(v));
    }
    assertEquals(Dags.moralGraph(alarm), r.graph());
    GrowShrinkResult or =
        new GrowShrink(GrowShrinkOptions.builder().symmetry(BlanketSymmetry.OR).build())
            .learn(OracleCiTest.dSeparation(alarm), alarm.names());
    assertEquals(r.graph(), or.graph());
  }

  @Test
  void singleBlanketMatchesTheFullRun() {
    Dag alarm = GsmnTest.alarm();
    OracleCiTest oracle = OracleCiTest.dSeparation(alarm);
    int hrbp = alarm.names().indexOf("HRBP");
    int[] mb = Arrays.stream(new GrowShrink().markovBlanket(oracle, hrbp)).sorted().toArray();
    assertArrayEquals(Arrays.stream(Dags.markovBlanket(alarm, hrbp)).sorted().toArray(), mb);
  }

  /**
   * The integrator wires this to the G² ({@code mi}) test on the data once it lands; until then it
   * returns null and the reference test is skipped.
   */
  static CiTest miTest(Dataset data) {
    return org.structlearn.citest.CiTestType.MI.bind(data);
  }

  /**
   * bnlearn 5.2.1 {@code learn.mb(alarm, node, method = "gs", test = "mi", alpha = 0.05)} on all
   * 20000 rows of {@code bnlearn/alarm.csv} ({@code baseline/alarm-mb.R}); stored sorted, joined by
   * '|'.
   */
  @Test
  void blanketsEqualBnlearnLearnMbOnAlarm20000() {
    Dataset data =
        DatasetReader.read(
            DataLocation.resolve("bnlearn/alarm.csv"),
            CsvOptions.builder()
                .levels(LevelFiles.read(DataLocation.resolve("bnlearn/alarm.levels.csv")))
                .build());
    CiTest mi = miTest(data);
    Map<String, String> expected = new TreeMap<>();
    for (String line :
        DataLocation.readString("bnlearn/baseline/alarm-n20000-learn.mb.csv").split("\n")) {
      String[] f = line.trim().split(",", -1);
      if (f.length == 3 && f[1].equals("gs")) {
        expected.put(f[0], f[2]);
      }
    }
    assertEquals(37, expected.size());
    GrowShrink gs = new GrowShrink();
    Map<String, String> actual = new TreeMap<>();
    for (String node : expected.keySet()) {
      List<String> names = data.names();
      String[] members =
          Arrays.stream(gs.markovBlanket(mi, data.require(node)))
              .mapToObj(names::get)
              .sorted()
              .toArray(String[]::new);
      actual.put(node, String.join("|", members));
    }
    assertEquals(expected, actual);
  }
}
