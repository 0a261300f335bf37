package org.structlearn.cli.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.structlearn.StructlearnException;
import org.structlearn.cli.JsonText;
import org.structlearn.inference.Assignment;
import org.structlearn.inference.DiscreteMarginal;
import org.structlearn.inference.Evidence;
import org.structlearn.inference.Observation;
import org.structlearn.inference.Query;
import org.structlearn.io.TextFiles;

/**
 * {@code query --batch FILE}: one query per line of a JSON-lines file, answered on one network (its
 * junction tree built once), one JSON line out per line in. A line holds {@code "evidence"}
 * (variable to level), optionally {@code "likelihood"} (variable to level to weight), {@code
 * "targets"} (default: every unobserved variable), {@code "map"} (variables of a MAP query) and
 * {@code "mpe": true}.
 */
final class QueryBatch {
  private QueryBatch() {}

  static void run(Query base, Path file, PrintWriter out) {
    ObjectMapper mapper = new ObjectMapper();
    try (BufferedReader in =
        new BufferedReader(TextFiles.reader(file, java.nio.charset.StandardCharsets.UTF_8))) {
      String line;
      int number = 0;
      while ((line = in.readLine()) != null) {
        number++;
        if (line.isBlank()) {
          continue;
        }
        JsonNode node;
        try {
          node = mapper.readTree(line);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
          throw new StructlearnException(
              file + " line " + number + ": not JSON: " + e.getOriginalMessage());
        }
        try {
          out.println(JsonText.of(answer(base, node, number)));
        } catch (IllegalArgumentException e) {
          throw new StructlearnException(file + " line " + number + ": " + e.getMessage(), e);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  private static Map<String, Object> answer(Query base, JsonNode node, int number) {
    Evidence e = Evidence.none();
    for (Iterator<Map.Entry<String, JsonNode>> it = node.path("evidence").fields();
        it.hasNext(); ) {
      Map.Entry<String, JsonNode> f = it.next();
      e = e.with(f.getKey(), new Observation.Level(f.getValue().asText()));
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = node.path("likelihood").fields();
        it.hasNext(); ) {
      Map.Entry<String, JsonNode> f = it.next();
      Map<String, Double> w = new LinkedHashMap<>();
      f.getValue().fields().forEachRemaining(x -> w.put(x.getKey(), x.getValue().asDouble()));
      e = e.with(f.getKey(), new Observation.Likelihood(w));
    }
    Query q = base.given(e);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("line", number);
    List<String> targets = strings(node.path("targets"));
    if (!node.has("targets")) {
      for (String v : q.variables()) {
        if (!(e.observations().get(v) instanceof Observation.Level)) {
          targets.add(v);
        }
      }
    }
    if (!q.options().method().isSampling()) {
      m.put("logProbabilityOfEvidence", q.logProbabilityOfEvidence());
    }
    if (!targets.isEmpty()) {
      Map<String, Object> post = new LinkedHashMap<>();
      Map<String, Object> se = new LinkedHashMap<>();
      for (DiscreteMarginal d : q.posteriors(targets.toArray(new String[0]))) {
        post.put(d.variable(), QueryCommand.levels(d.levels(), d.probabilities()));
        se.put(d.variable(), QueryCommand.levels(d.levels(), d.standardErrors()));
      }
      m.put("posteriors", post);
      if (q.options().method().isSampling()) {
        m.put("standardErrors", se);
      }
    }
    List<String> mapVars = strings(node.path("map"));
    if (!mapVars.isEmpty()) {
      put(m, "map", q.map(mapVars.toArray(new String[0])));
    }
    if (node.path("mpe").asBoolean(false)) {
      put(m, "mpe", q.mpe());
    }
    return m;
  }

  private static void put(Map<String, Object> m, String key, Assignment a) {
    m.put(key, a.levels());
    m.put(key + "LogJoint", a.logJoint());
    m.put(key + "LogPosterior", a.logPosterior());
  }

  private static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(x -> out.add(x.asText()));
    return out;
  }
}
