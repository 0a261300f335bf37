package org.structlearn.latent;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.data.Variable;

class NbmGroupsTest {
  private static final NbmGroups.Group A = new NbmGroups.Group("L1", List.of("a", "b"));
  private static final NbmGroups.Group B = new NbmGroups.Group("L2", List.of("c", "d", "e"));

  private static Dataset data(String... names) {
    List<Variable> vars =
        java.util.Arrays.stream(names).map(n -> Variable.discrete(n, List.of("0", "1"))).toList();
    List<Object> cols = java.util.Arrays.stream(names).map(n -> (Object) new int[] {0, 1}).toList();
    return Dataset.of(vars, cols);
  }

  private static void assertMessage(Runnable r, String... parts) {
    NbmGroupsException e = assertThrows(NbmGroupsException.class, r::run);
    assertTrue(e instanceof StructlearnException);
    for (String p : parts) {
      assertTrue(e.getMessage().contains(p), e.getMessage() + " should name " + p);
    }
  }

  @Test
  void resolvesColumnIndicesPerGroup() {
    NbmGroups g = NbmGroups.of(List.of(A, B));
    int[][] idx = g.resolve(data("e", "d", "c", "b", "a"));
    assertArrayEquals(new int[] {4, 3}, idx[0]);
    assertArrayEquals(new int[] {2, 1, 0}, idx[1]);
    assertEquals(List.of("L1", "L2"), g.names());
    assertEquals(1, g.groupOf("d"));
    assertEquals(-1, g.groupOf("zz"));
  }

  @Test
  void fromColumnMapOrdersGroupsByFirstColumn() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("c", "L2");
    m.put("a", "L1");
    m.put("d", "L2");
    m.put("b", "L1");
    NbmGroups g = NbmGroups.fromColumnMap(m);
    assertEquals(List.of("L2", "L1"), g.names());
    assertEquals(List.of("c", "d"), g.group(0).columns());
  }

  @Test
  void dataColumnInNoGroupIsNamed() {
    NbmGroups g = NbmGroups.of(List.of(A, B));
    assertMessage(() -> g.resolve(data("a", "b", "c", "d", "e", "f")), "'f'", "no group");
  }

  @Test
  void columnInTwoGroupsIsNamed() {
    assertMessage(
        () -> NbmGroups.of(List.of(A, new NbmGroups.Group("L2", List.of("b", "c")))),
        "'b'",
        "two groups",
        "'L1'",
        "'L2'");
  }

  @Test
  void groupWithFewerThanTwoObservationsIsNamed() {
    assertMessage(
        () -> NbmGroups.of(List.of(A, new NbmGroups.Group("L2", List.of("c")))),
        "'L2'",
        "at least 2");
  }

  @Test
  void unknownColumnIsNamed() {
    NbmGroups g = NbmGroups.of(List.of(A, B));
    assertMessage(() -> g.resolve(data("a", "b", "c", "d")), "'e'", "no such column");
  }

  @Test
  void emptyGroupListIsRefused() {
    assertMessage(() -> NbmGroups.of(List.of()), "no groups");
  }

  @Test
  void repeatedGroupAndGroupNamedLikeAColumnAreRefused() {
    assertMessage(() -> NbmGroups.of(List.of(A, A)), "'L1'", "twice");
    assertMessage(
        () -> NbmGroups.of(List.of(A, new NbmGroups.Group("a", List.of("c", "d")))),
        "'a'",
        "observed column");
  }
}
