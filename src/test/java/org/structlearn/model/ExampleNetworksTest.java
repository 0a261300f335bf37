package org.structlearn.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.structlearn.io.DataLocation;
import org.structlearn.io.network.BifReader;

class ExampleNetworksTest {
  @Test
  void asiaInCodeEqualsTheBnlearnRepositoryBif() {
    BayesianNetwork fromFile = BifReader.read(DataLocation.resolve("bif/asia.bif.gz"));
    BayesianNetwork inCode = ExampleNetworks.asia();
    assertEquals(fromFile, inCode);
    assertEquals(18, inCode.parameterCount());
  }
}
