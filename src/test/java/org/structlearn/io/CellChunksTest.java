package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Chunked columns keep every cell in order across chunk boundaries, widening and renumbering. */
class CellChunksTest {
  private static final int N = 3_000_017; // several full chunks and a partial one

  @Test
  void codesSurviveWideningRemappingAndConcatenation() {
    CellChunks c = CellChunks.bytes();
    for (int i = 0; i < N; i++) {
      c.addCode(i % 200);
      if (i == N / 2) {
        c.widenToInts();
      }
    }
    int[] map = new int[200];
    for (int k = 0; k < 200; k++) {
      map[k] = 199 - k;
    }
    c.remap(map);
    assertEquals(N, c.size());
    int[] out = (int[]) c.toArray();
    int[] expected = new int[N];
    for (int i = 0; i < N; i++) {
      expected[i] = 199 - i % 200;
    }
    assertArrayEquals(expected, out);
    assertEquals(0, c.size());
  }

  @Test
  void codesBecomeDoublesAndDoublesStayInOrder() {
    CellChunks c = CellChunks.bytes();
    for (int i = 0; i < N; i++) {
      c.addCode(i % 3);
    }
    c.codesToDoubles(new double[] {0.5, 1.5, 2.5});
    for (int i = 0; i < 10; i++) {
      c.addDouble(-i);
    }
    double[] out = (double[]) c.toArray();
    assertEquals(N + 10, out.length);
    for (int i = 0; i < N; i++) {
      assertEquals(i % 3 + 0.5, out[i], 0);
    }
    assertEquals(-9, out[N + 9], 0);
  }
}
