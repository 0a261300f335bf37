package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** {@link JsonText} writes exactly the bytes {@code ObjectMapper} writes for the same value. */
class JsonTextTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private enum Stop {
    NO_IMPROVEMENT
  }

  private record Step(String move, double delta) {}

  private static void assertSameAsMapper(Object value) throws Exception {
    assertEquals(MAPPER.writeValueAsString(value), JsonText.of(value));
  }

  @Test
  void scalarsMatchObjectMapper() throws Exception {
    for (double d :
        new double[] {
          0.0,
          -0.0,
          1.0,
          -1234.5678,
          1e-300,
          1e300,
          Double.MIN_VALUE,
          Double.MAX_VALUE,
          0.1 + 0.2,
          Double.NaN,
          Double.POSITIVE_INFINITY,
          Double.NEGATIVE_INFINITY,
          123456789012345.0
        }) {
      assertSameAsMapper(d);
    }
    for (Object v :
        new Object[] {
          null,
          true,
          false,
          0,
          -7,
          Integer.MIN_VALUE,
          Long.MAX_VALUE,
          1.5f,
          Float.NaN,
          "",
          "quote \" backslash \\ tab \t newline \n nul \u0000 é 中 \uD83D\uDE00 </script>",
          Stop.NO_IMPROVEMENT,
          new Step("add X1 - X2", 3.25)
        }) {
      assertSameAsMapper(v);
    }
  }

  @Test
  void containersMatchObjectMapper() throws Exception {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("algorithm", "mpl-hc");
    m.put("nodes", List.of("X1", "X2", "X3"));
    m.put("edges", List.of(List.of("X1", "X2"), List.of("X2", "X3")));
    m.put("score", -1234.5678);
    m.put("missing", null);
    m.put("empty", List.of());
    m.put("emptyMap", Map.of());
    m.put("set", new LinkedHashSet<>(List.of(3, 1, 2)));
    m.put("ints", new int[] {1, -2, 3});
    m.put("longs", new long[] {Long.MIN_VALUE, 0});
    m.put("doubles", new double[] {0.5, Double.NaN});
    m.put("strings", new String[] {"a", null});
    m.put("nonStringKeys", new TreeMap<>(Map.of(2, "b", 1, "a")));
    m.put("stop", Stop.NO_IMPROVEMENT);
    m.put("trace", List.of(new Step("remove X1 - X2", -0.5), Map.of("k", 1)));
    assertSameAsMapper(m);
  }

  @Test
  void randomNestedValuesMatchObjectMapper() throws Exception {
    Random random = new Random(7);
    for (int i = 0; i < 200; i++) {
      assertSameAsMapper(randomValue(random, 3));
    }
  }

  private static Object randomValue(Random r, int depth) {
    int kind = r.nextInt(depth > 0 ? 9 : 6);
    switch (kind) {
      case 0:
        return r.nextInt();
      case 1:
        return r.nextLong();
      case 2:
        return Double.longBitsToDouble(r.nextLong()); // any bit pattern: NaNs, subnormals, ...
      case 3:
        return r.nextGaussian() * Math.pow(10, r.nextInt(40) - 20);
      case 4:
        char[] cs = new char[r.nextInt(6)];
        Arrays.setAll(new int[cs.length], k -> cs[k] = (char) r.nextInt(0x3000));
        return new String(cs);
      case 5:
        return r.nextBoolean() ? null : r.nextBoolean();
      case 6:
        List<Object> list = new ArrayList<>();
        for (int k = r.nextInt(4); k > 0; k--) {
          list.add(randomValue(r, depth - 1));
        }
        return list;
      case 7:
        Map<String, Object> map = new LinkedHashMap<>();
        for (int k = r.nextInt(4); k > 0; k--) {
          map.put("k" + r.nextInt(100), randomValue(r, depth - 1));
        }
        return map;
      default:
        return new double[] {r.nextDouble(), -r.nextDouble()};
    }
  }
}
