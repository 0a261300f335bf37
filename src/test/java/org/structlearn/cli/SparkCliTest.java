package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.structlearn.cli.CliTest.Run;

/**
 * {@code learn --spark 'local[2]'} learns from CSV and Parquet the arcs and score of the in-memory
 * run; {@code sample --out x.parquet} writes Parquet; Parquet without {@code --spark} is refused.
 */
@Timeout(300)
class SparkCliTest {
  @TempDir Path dir;

  @Test
  void alarmThroughSparkGivesTheInMemoryArcsAndBic() throws Exception {
    String[] args = {
      "learn",
      "--data",
      CliTest.data("bnlearn/alarm.csv"),
      "--levels",
      CliTest.data("bnlearn/alarm.levels.csv"),
      "--json"
    };
    Run memory = CliTest.run(args);
    assertEquals(0, memory.code(), memory.err());
    Run viaSpark = CliTest.run(withSpark(args));
    assertEquals(0, viaSpark.code(), viaSpark.err());
    JsonNode a = memory.json();
    JsonNode b = viaSpark.json();
    assertEquals(a.get("arcs"), b.get("arcs"));
    assertEquals(a.get("score").asDouble(), b.get("score").asDouble(), 0.0);
    assertEquals(20000, b.get("rows").asInt());
    // the search asked Spark for a batch per step: far fewer passes than families counted
    long passes = b.get("passes").asLong();
    long families = b.get("familiesCounted").asLong();
    assertTrue(passes > 0 && passes < families / 10, passes + " passes, " + families + " families");
    assertTrue(passes <= b.get("iterations").asLong() + 2, "one pass per step: " + b);
    assertTrue(b.get("encodeSeconds").asDouble() > 0, b.toString());
    assertTrue(b.get("secondsCounting").asDouble() > 0, b.toString());

    Run tabu =
        CliTest.run(
            withSpark(
                "learn",
                "--data",
                CliTest.data("bnlearn/alarm.csv"),
                "--levels",
                CliTest.data("bnlearn/alarm.levels.csv"),
                "--algorithm",
                "tabu",
                "--candidates",
                "5"));
    assertEquals(2, tabu.code());
    assertTrue(tabu.err().contains("--candidates"), tabu.err());

    Path parquet = dir.resolve("asia.parquet");
    Path csv = dir.resolve("asia.csv");
    for (Path out : new Path[] {parquet, csv}) {
      Run s =
          CliTest.run(
              "sample",
              "--network",
              "asia",
              "--rows",
              "3000",
              "--seed",
              "5",
              "--out",
              out.toString());
      assertEquals(0, s.code(), s.err());
    }
    Run fromCsv = CliTest.run("learn", "--data", csv.toString(), "--json");
    Run fromParquet =
        CliTest.run("learn", "--data", parquet.toString(), "--spark", "local[2]", "--json");
    assertEquals(0, fromParquet.code(), fromParquet.err());
    assertEquals(fromCsv.json().get("arcs"), fromParquet.json().get("arcs"));
    assertEquals(
        fromCsv.json().get("score").asDouble(), fromParquet.json().get("score").asDouble(), 0.0);

    Run refused = CliTest.run("learn", "--data", parquet.toString());
    assertEquals(2, refused.code());
    assertTrue(refused.err().contains("--spark"), refused.err());
  }

  @Test
  void gaussianTestThroughSparkGivesTheInMemoryArcsAndBic() throws Exception {
    String[] args = {"learn", "--data", CliTest.data("bnlearn/gaussian.test.csv"), "--json"};
    Run memory = CliTest.run(args);
    assertEquals(0, memory.code(), memory.err());
    Run viaSpark = CliTest.run(withSpark(args));
    assertEquals(0, viaSpark.code(), viaSpark.err());
    JsonNode a = memory.json();
    JsonNode b = viaSpark.json();
    assertEquals(a.get("arcs"), b.get("arcs"));
    assertEquals("bic-g", b.get("scoreType").asText());
    // the moments are summed in another order than in memory: equal to rounding
    double s = a.get("score").asDouble();
    assertEquals(s, b.get("score").asDouble(), 1e-9 * Math.abs(s));
    assertEquals(1, b.get("passes").asLong(), "one pass for the covariance matrix");
  }

  private static String[] withSpark(String... args) {
    String[] spark = java.util.Arrays.copyOf(args, args.length + 2);
    spark[args.length] = "--spark";
    spark[args.length + 1] = "local[2]";
    return spark;
  }
}
