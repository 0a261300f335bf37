package org.structlearn.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * The CPU time of the command's own thread, for {@code learn --cpu-time}: the thread that runs the
 * learning call, which with {@code --threads 1} does all of a search's work (the JIT compiler's and
 * the garbage collector's threads are not in it). It comes from Java's thread management bean
 * (nanosecond resolution; the process-wide figure Java gives came in 10 ms ticks on the Linux
 * machine measured, too coarse for a search of a millisecond), whose first use costs about 30 ms of
 * class loading; {@link Main} pays that before anything else when the command line asks for it, so
 * that the warm-up and the data reading that follow run as they would without the option.
 */
final class ThreadCpu {
  /** The option that asks for it. */
  static final String OPTION = "--cpu-time";

  private ThreadCpu() {}

  /** Whether the command line asks for the CPU time (a {@code learn} with {@link #OPTION}). */
  static boolean asked(String[] args) {
    return args.length > 0 && args[0].equals("learn") && Arrays.asList(args).contains(OPTION);
  }

  /** The calling thread's CPU time so far in nanoseconds, or −1 if this JVM does not measure it. */
  static long threadNanos() {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    if (!mx.isCurrentThreadCpuTimeSupported()) {
      return -1;
    }
    if (!mx.isThreadCpuTimeEnabled()) {
      mx.setThreadCpuTimeEnabled(true);
    }
    return mx.getCurrentThreadCpuTime();
  }
}
