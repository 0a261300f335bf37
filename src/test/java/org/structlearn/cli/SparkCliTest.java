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
    String[] spark = java.util.Arrays.copyOf(args, args.length + 2);
    spark[args.length] = "--spark";
    spark[args.length + 1] = "local[2]";
    Run viaSpark = CliTest.run(spark);
    assertEquals(0, viaSpark.code(), viaSpark.err());
    JsonNode a = memory.json();
    JsonNode b = viaSpark.json();
    assertEquals(a.get("arcs"), b.get("arcs"));
    assertEquals(a.get("score").asDouble(), b.get("score").asDouble(), 0.0);
    assertEquals(20000, b.get("rows").asInt());

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
}
