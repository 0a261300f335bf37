package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.structlearn.bootstrap.ArcStrengths;
import org.structlearn.bootstrap.BootstrapOptions;
import org.structlearn.bootstrap.BootstrapStrength;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;

class StrengthPicturesTest {
  @Test
  void drawsTheAveragedNetworkAndTheCdf() {
    ArcStrengths r =
        new BootstrapStrength(BootstrapOptions.builder().replicates(4).sampleSize(300).build())
            .run(
                DatasetReader.read(
                    DataLocation.resolve("bnlearn/learning.test.csv"),
                    CsvOptions.builder().build()));
    Picture net = StrengthPictures.network(r);
    assertTrue(net.getWidth() > 100 && net.toString().contains("4 replicates"));
    Picture cdf = StrengthPictures.cdf(r, r.threshold());
    assertTrue(cdf.getHeight() == Charts.HEIGHT && cdf.toString().contains("threshold"));
  }
}
