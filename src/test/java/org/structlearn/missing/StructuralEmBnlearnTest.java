package org.structlearn.missing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.structlearn.data.Dataset;
import org.structlearn.graph.Dag;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DatasetReader;
import org.structlearn.io.graph.ArcLists;

/**
 * {@link StructuralEmOptions#bnlearn()} against bnlearn 4.9.4's {@code structural.em()} with its
 * defaults, recorded by {@code scripts/peers/structural-em-reference.sh}: 500 ALARM rows with 5% of
 * the cells removed completely at random, on which bnlearn learns the same DAG for R seeds 1 to 3
 * (its imputation by likelihood weighting is random; here the imputed levels are exact).
 */
class StructuralEmBnlearnTest {
  private static Path resource(String name) throws URISyntaxException {
    return Path.of(StructuralEmBnlearnTest.class.getResource("/reference/" + name).toURI());
  }

  @Test
  void theBnlearnModeLearnsBnlearnsDag() throws URISyntaxException {
    Dataset holed =
        DatasetReader.read(
            resource("structural-em-alarm-500.csv.gz"),
            CsvOptions.builder().missing(CsvOptions.MissingValues.KEEP).build());
    Dag bnlearn =
        ArcLists.readDag(resource("structural-em-alarm-500.bnlearn.arcs.csv"), holed.names());
    StructuralEmResult ours = new StructuralEm(StructuralEmOptions.bnlearn()).learn(holed);
    assertEquals(bnlearn, ours.graph());
  }
}
