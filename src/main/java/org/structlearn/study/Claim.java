package org.structlearn.study;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A paper's claim checked against a study's numbers.
 *
 * @param claim what the paper says, in a line
 * @param holds whether our numbers agree
 * @param evidence the numbers it was decided on
 */
public record Claim(String claim, boolean holds, String evidence) {
  public Claim {
    Objects.requireNonNull(claim, "claim");
    Objects.requireNonNull(evidence, "evidence");
  }

  /** As a map for JSON. */
  public Map<String, Object> toMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("claim", claim);
    m.put("holds", holds);
    m.put("evidence", evidence);
    return m;
  }

  @Override
  public String toString() {
    return (holds ? "[agrees] " : "[differs] ") + claim + ": " + evidence;
  }
}
