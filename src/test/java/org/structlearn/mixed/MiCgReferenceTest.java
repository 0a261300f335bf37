package org.structlearn.mixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.citest.CiResult;
import org.structlearn.data.Dataset;

/**
 * bnlearn 4.9.4's mi-cg test (statistic, df, p-value) on clgaussian.test and the complete rows of
 * survey, for every combination of discrete and continuous x, y and conditioning variables: to
 * 1e-9, relative (the p-values below 1e-300 that R rounds to 0, to 1e-300 absolute).
 */
class MiCgReferenceTest {
  @Test
  void everyTestEqualsBnlearns() {
    List<Map<String, String>> rows = CgReferences.rows("cg-citests.csv");
    assertTrue(rows.size() >= 30, "reference rows: " + rows.size());
    for (Map<String, String> row : rows) {
      Dataset data = CgReferences.data(row.get("dataset"));
      MiCgTest test = new MiCgTest(data);
      int[] z =
          row.get("z").isEmpty()
              ? new int[0]
              : Arrays.stream(row.get("z").split(":")).mapToInt(data::require).toArray();
      CiResult r = test.test(data.require(row.get("x")), data.require(row.get("y")), z);
      double stat = CgReferences.number(row.get("statistic"));
      double p = CgReferences.number(row.get("pvalue"));
      assertTrue(CgReferences.close(stat, r.statistic()), () -> row + ": got " + r);
      assertEquals(CgReferences.number(row.get("df")), r.df(), () -> row + ": got " + r);
      assertTrue(
          CgReferences.close(p, r.pValue()) || Math.abs(p - r.pValue()) < 1e-300,
          () -> row + ": got " + r);
      assertEquals(data.rows(), r.rows());
    }
  }

  @Test
  void theTestIsSymmetricAndIgnoresTheOrderOfZ() {
    Dataset data = CgReferences.data("clgaussian");
    MiCgTest test = new MiCgTest(data);
    int a = data.require("A");
    int b = data.require("B");
    int[] z = {data.require("G"), data.require("C"), data.require("D")};
    CiResult one = test.test(a, b, z);
    CiResult two = test.test(b, a, new int[] {z[2], z[0], z[1]});
    assertEquals(one.df(), two.df());
    assertEquals(one.statistic(), two.statistic(), 1e-9 * Math.abs(one.statistic()));
  }
}
