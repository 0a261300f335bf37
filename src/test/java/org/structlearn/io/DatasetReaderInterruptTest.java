package org.structlearn.io;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.structlearn.InterruptedRunException;

/**
 * Reading a CSV on an interrupted thread ends with {@link InterruptedRunException}, never with a
 * parse error or a table cut short (tablesaw's parser stops early when interrupted).
 */
class DatasetReaderInterruptTest {
  @Test
  void anInterruptedReadSaysSoInsteadOfReturningPartOfTheFile() {
    try {
      Thread.currentThread().interrupt();
      InterruptedRunException e =
          assertThrows(
              InterruptedRunException.class,
              () -> DatasetReader.read(DataLocation.resolve("bnlearn/alarm.csv")));
      assertTrue(e.getMessage().startsWith("reading "), e.getMessage());
      assertTrue(e.getMessage().endsWith(" interrupted"), e.getMessage());
      assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
    } finally {
      Thread.interrupted(); // clear the flag for the next test on this thread
    }
  }
}
