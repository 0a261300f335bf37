package org.structlearn.stats;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;

/**
 * The heap an array really takes, for the memory budgets of the counting structures. Under the G1
 * collector (the JVM's default on a machine of two or more cores) an array of at least half a heap
 * region is "humongous": it gets whole regions of its own, so a bit set of 1.25 MB (10 million
 * rows) takes two 1 MB regions, 2 MB. Budgets that counted 1.25 MB let the sets of a 10 million-row
 * hill climb take 60% more heap than planned, which is how a 1 GB heap ran out on one sample and
 * not on another.
 *
 * <p>Arrays under 512 KB (half the smallest region) are charged their size; the region size is
 * asked of the JVM only when a larger array is costed, so small data never load the management
 * classes.
 */
final class HeapCost {
  private HeapCost() {}

  /** Half the smallest G1 region: smaller arrays are never humongous. */
  private static final long SMALL = 512L << 10;

  private static final long HEADER = 16;

  /** The heap taken by an array of {@code payloadBytes} bytes of elements. */
  static long of(long payloadBytes) {
    long bytes = payloadBytes + HEADER;
    if (bytes < SMALL) {
      return bytes;
    }
    long region = Region.SIZE;
    if (region <= 0 || bytes < region / 2) {
      return bytes;
    }
    return (bytes + region - 1) / region * region;
  }

  /** The heap taken by {@code count} arrays of {@code words} longs each. */
  static long ofLongs(long count, long words) {
    return count * of(words * Long.BYTES);
  }

  /** The G1 region size, or 0 when G1 is not the collector (or the JVM does not say). */
  private static final class Region {
    static final long SIZE = size();

    private static long size() {
      try {
        HotSpotDiagnosticMXBean vm =
            ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        if (!Boolean.parseBoolean(vm.getVMOption("UseG1GC").getValue())) {
          return 0;
        }
        return Long.parseLong(vm.getVMOption("G1HeapRegionSize").getValue());
      } catch (RuntimeException | LinkageError e) {
        return 1L << 20; // unknown: assume G1's smallest region, the costliest rounding
      }
    }
  }
}
