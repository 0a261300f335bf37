package org.structlearn.learn.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.structlearn.StructlearnException;
import org.structlearn.data.Dataset;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.learn.GraphKind;
import org.structlearn.search.neighbourhood.NeighbourhoodOptions;
import org.structlearn.search.neighbourhood.NeighbourhoodSelection;

/**
 * The registry entry {@code neighbourhood-selection}: its options reach the options record, and a
 * value out of range is refused with the option's name and its range.
 */
class NeighbourhoodEntriesTest {
  private static final Dataset DATA =
      DatasetReader.read(
          new ByteArrayInputStream(
              "a,b,c\nx,y,u\ny,y,v\nx,x,u\ny,x,v\nx,y,v\ny,x,u\n".getBytes(StandardCharsets.UTF_8)),
          "tiny.csv",
          CsvOptions.builder().build());

  @Test
  void optionsReachTheLearner() {
    NeighbourhoodSelection l =
        (NeighbourhoodSelection)
            Algorithms.learner(
                "neighbourhood-selection",
                "gamma=0.5 rule=or lambda-count=50 lambda-ratio=0.01 threads=2",
                DATA);
    NeighbourhoodOptions o = l.options();
    assertEquals(0.5, o.gamma());
    assertEquals(NeighbourhoodOptions.Rule.OR, o.rule());
    assertEquals(50, o.lambdaCount());
    assertEquals(0.01, o.lambdaRatio());
    assertEquals(2, o.threads());
    assertEquals(GraphKind.UNDIRECTED, l.kind());
    assertEquals(NeighbourhoodOptions.defaults().gamma(), 0.25);
  }

  @Test
  void outOfRangeValuesNameTheOptionAndItsRange() {
    refused("gamma=-1", "gamma", ">= 0");
    refused("lambda-count=0", "lambda-count", "1");
    refused("lambda-count=20000", "lambda-count", "1..10000");
    refused("lambda-ratio=1", "lambda-ratio", "(0, 1)");
    refused("penalty=0", "penalty", "> 0");
    refused("rule=xor", "rule", "and");
    refused("iss=3", "iss", "does not apply");
  }

  private static void refused(String options, String option, String range) {
    StructlearnException e =
        assertThrows(
            StructlearnException.class,
            () -> Algorithms.learner("neighbourhood-selection", options, DATA),
            options);
    assertTrue(e.getMessage().contains(option), options + ": " + e.getMessage());
    assertTrue(e.getMessage().contains(range), options + ": " + e.getMessage());
  }
}
