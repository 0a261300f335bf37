package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;
import org.structlearn.io.DatasetWriter;
import org.structlearn.io.network.BifReader;
import org.structlearn.latent.InfluenceNetwork;
import org.structlearn.latent.InfluenceNetworkOptions;
import org.structlearn.latent.InfluenceNetworks;
import org.structlearn.latent.NbmGroups;
import org.structlearn.model.BayesianNetwork;

/** {@code learn --algorithm nbm-influence}: a run on a sampled influence network and bad input. */
class NbmInfluenceCliTest {
  @TempDir Path dir;

  private InfluenceNetwork truth;
  private Path csv;
  private Path groups;

  @BeforeEach
  void sample() throws IOException {
    truth =
        InfluenceNetworks.random(
            InfluenceNetworkOptions.builder()
                .models(4)
                .observationsPerModel(3)
                .states(3)
                .dirichlet(0.3)
                .maxInDegree(2)
                .arcs(3)
                .build(),
            1);
    csv = dir.resolve("x.csv");
    DatasetWriter.write(truth.sample(2000, 2).observed(), csv);
    StringBuilder g = new StringBuilder("column,group\n");
    for (NbmGroups.Group group : truth.groups().groups()) {
      for (String c : group.columns()) {
        g.append(c).append(',').append(group.name()).append('\n');
      }
    }
    groups = write("groups.csv", g.toString());
  }

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  private static Run learn(String... more) {
    String[] args = new String[more.length + 1];
    args[0] = "learn";
    System.arraycopy(more, 0, args, 1, more.length);
    return CliTest.run(args);
  }

  @Test
  void learnsTheNetworkAndWritesItWithItsLatentVariables() throws IOException {
    Path bif = dir.resolve("net.bif");
    Run r =
        learn(
            "--algorithm",
            "nbm-influence",
            "--data",
            csv.toString(),
            "--discrete",
            "--groups",
            groups.toString(),
            "--seed",
            "3",
            "--out",
            bif.toString(),
            "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode j = r.json();
    assertEquals("nbm-influence", j.get("algorithm").asText());
    List<String> latents = truth.groups().names();
    assertEquals(latents.size(), j.get("groups").size());
    for (NbmGroups.Group g : truth.groups().groups()) {
      JsonNode cols = j.get("groups").get(g.name());
      assertEquals(g.columns().size(), cols.size(), g.name());
      for (int i = 0; i < cols.size(); i++) {
        assertEquals(g.columns().get(i), cols.get(i).asText());
      }
    }
    for (JsonNode arc : j.get("arcs")) {
      assertTrue(latents.contains(arc.get(0).asText()), arc.toString());
      assertTrue(latents.contains(arc.get(1).asText()), arc.toString());
    }
    JsonNode rounds = j.get("rounds");
    assertTrue(rounds.size() >= 1);
    int best = j.get("bestRound").asInt();
    assertTrue(best >= 0 && best < rounds.size());
    assertEquals(j.get("arcs"), rounds.get(best).get("arcs"));
    for (JsonNode round : rounds) {
      assertTrue(round.get("emTrace").size() >= 2, round.toString());
      assertTrue(round.get("bic").asDouble() < round.get("logLikelihood").asDouble());
      assertTrue(Double.isFinite(round.get("structureScore").asDouble()));
    }
    JsonNode models = j.get("models");
    assertEquals(latents.size(), models.size());
    for (JsonNode m : models) {
      assertTrue(m.get("iterations").asInt() >= 1);
      assertTrue(m.get("logLikelihood").asDouble() < 0);
      assertTrue(m.get("converged").isBoolean());
    }
    assertTrue(j.get("seconds").asDouble() >= 0);

    BayesianNetwork net = BifReader.read(bif);
    assertEquals(latents.size() + truth.groups().columns().size(), net.size());
    for (String name : latents) {
      int v = net.indexOf(name);
      assertTrue(v >= 0, name);
      assertEquals(3, net.variables().get(v).levels().size());
    }
    Set<String> arcs = new HashSet<>();
    for (JsonNode arc : j.get("arcs")) {
      arcs.add(arc.get(0).asText() + ">" + arc.get(1).asText());
    }
    for (NbmGroups.Group g : truth.groups().groups()) {
      for (String c : g.columns()) {
        int v = net.indexOf(c);
        assertTrue(v >= 0, c);
        assertTrue(net.dag().hasArc(net.indexOf(g.name()), v), g.name() + " -> " + c);
      }
    }
    for (String a : arcs) {
      String[] p = a.split(">");
      assertTrue(net.dag().hasArc(net.indexOf(p[0]), net.indexOf(p[1])), a);
    }
  }

  @Test
  void printsTheStructureRoundsAndModels() {
    Run r =
        learn(
            "--algorithm",
            "nbm-influence",
            "--data",
            csv.toString(),
            "--discrete",
            "--groups",
            groups.toString(),
            "--restarts",
            "1",
            "--em-iterations",
            "5",
            "--tabu-length",
            "3",
            "--completion",
            "hard",
            "--max-in-degree",
            "2",
            "--classes",
            "3");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("latent structure"), r.out());
    assertTrue(r.out().contains("rounds (structure score, arcs, log-likelihood, BIC)"), r.out());
    for (String name : truth.groups().names()) {
      assertTrue(r.out().contains(name + " ["), r.out());
    }
  }

  private static void assertRefused(Run r, String... named) {
    assertEquals(2, r.code(), r.out() + r.err());
    for (String n : named) {
      assertTrue(r.err().contains(n), "expected '" + n + "' in: " + r.err());
    }
    assertFalse(r.err().contains("Exception"), r.err());
  }

  private Run learnWith(Path data, Path groupFile, String... more) {
    List<String> args =
        new java.util.ArrayList<>(
            List.of(
                "--algorithm",
                "nbm-influence",
                "--data",
                data.toString(),
                "--groups",
                groupFile.toString()));
    args.addAll(List.of(more));
    return learn(args.toArray(String[]::new));
  }

  @Test
  void refusesAColumnInNoGroup() throws IOException {
    Path d = write("d.csv", "a,b,c,d,e\nx,y,x,y,x\ny,x,y,x,y\nx,x,y,y,x\ny,y,x,x,y\n");
    Path g = write("g.csv", "column,group\na,L1\nb,L1\nc,L2\nd,L2\n");
    assertRefused(learnWith(d, g), "'e'", "in no group");
  }

  @Test
  void refusesAColumnInTwoGroups() throws IOException {
    Path d = write("d.csv", "a,b,c,d\nx,y,x,y\ny,x,y,x\nx,x,y,y\ny,y,x,x\n");
    Path g = write("g.csv", "column,group\na,L1\nb,L1\nc,L2\nd,L2\nb,L2\n");
    assertRefused(learnWith(d, g), "'b'", "line 6", "L1");
  }

  @Test
  void refusesAGroupWithOneObservation() throws IOException {
    Path d = write("d.csv", "a,b,c\nx,y,x\ny,x,y\nx,x,y\ny,y,x\n");
    Path g = write("g.csv", "column,group\na,L1\nb,L1\nc,L2\n");
    assertRefused(learnWith(d, g), "'L2'", "at least 2");
  }

  @Test
  void refusesFewerRowsThanClasses() throws IOException {
    Path d = write("d.csv", "a,b,c,d\nx,y,x,y\ny,x,y,x\n");
    Path g = write("g.csv", "column,group\na,L1\nb,L1\nc,L2\nd,L2\n");
    assertRefused(learnWith(d, g, "--classes", "3"), "2 rows", "3 classes");
  }

  @Test
  void refusesAContinuousColumn() throws IOException {
    Path d = write("d.csv", "a,b,c,d\nx,y,0.5,y\ny,x,1.25,x\nx,x,2.5,y\ny,y,3.75,x\n");
    Path g = write("g.csv", "column,group\na,L1\nb,L1\nc,L2\nd,L2\n");
    assertRefused(learnWith(d, g), "'c'", "continuous", "--discrete");
  }

  @Test
  void refusesMissingGroupsAndGroupsWithAnotherAlgorithm() {
    assertRefused(
        learn("--algorithm", "nbm-influence", "--data", csv.toString(), "--discrete"),
        "needs --groups");
    assertRefused(
        learn(
            "--algorithm",
            "hc",
            "--data",
            csv.toString(),
            "--discrete",
            "--groups",
            groups.toString()),
        "--groups",
        "nbm-influence only",
        "--algorithm hc");
  }

  @Test
  void refusesOptionsItDoesNotTake() {
    assertRefused(
        learnWith(csv, groups, "--discrete", "--max-parents", "2"),
        "--max-parents",
        "--max-in-degree");
    assertRefused(learnWith(csv, groups, "--discrete", "--score", "bdeu"), "--score");
    assertRefused(learnWith(csv, groups, "--discrete", "--completion", "fuzzy"), "'fuzzy'");
    assertRefused(learnWith(csv, groups, "--discrete", "--classes", "1"), "--classes");
    assertRefused(
        learnWith(csv, groups, "--discrete", "--out", dir.resolve("n.json").toString()),
        "n.json",
        ".bif");
  }
}
