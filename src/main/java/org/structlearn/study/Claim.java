package org.structlearn.study;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A paper's claim checked against a study's numbers.
 *
 * @param quote the paper's own sentence, verbatim (empty when the claim has none on record)
 * @param claim what we check, in a line: the paper's statement turned into a comparison of numbers
 * @param verdict whether our numbers agree, agree only in part, or differ
 * @param evidence the numbers it was decided on
 */
public record Claim(String quote, String claim, Verdict verdict, String evidence) {
  /** How our numbers compare with the paper's statement. */
  public enum Verdict {
    /** Every case checked goes the paper's way. */
    AGREES("agrees"),
    /** Some cases go the paper's way, others do not. */
    PARTLY("partly"),
    /** No case, or too few to call it partial, goes the paper's way. */
    DIFFERS("differs");

    private final String label;

    Verdict(String label) {
      this.label = label;
    }

    /** A readable word: agrees, partly, differs. */
    public String label() {
      return label;
    }

    /** AGREES when all {@code cases} went the paper's way, DIFFERS when none did, else PARTLY. */
    public static Verdict of(int agreeing, int cases) {
      if (agreeing == cases) {
        return AGREES;
      }
      return agreeing == 0 ? DIFFERS : PARTLY;
    }
  }

  public Claim {
    Objects.requireNonNull(quote, "quote");
    Objects.requireNonNull(claim, "claim");
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(evidence, "evidence");
  }

  /** A claim without a quoted sentence, that holds or not. */
  public Claim(String claim, boolean holds, String evidence) {
    this("", claim, holds ? Verdict.AGREES : Verdict.DIFFERS, evidence);
  }

  /** Whether our numbers agree in every case checked. */
  public boolean holds() {
    return verdict == Verdict.AGREES;
  }

  /** As a map for JSON. */
  public Map<String, Object> toMap() {
    Map<String, Object> m = new LinkedHashMap<>();
    if (!quote.isEmpty()) {
      m.put("quote", quote);
    }
    m.put("claim", claim);
    m.put("holds", holds());
    m.put("verdict", verdict.label());
    m.put("evidence", evidence);
    return m;
  }

  @Override
  public String toString() {
    return "[" + verdict.label() + "] " + claim + ": " + evidence;
  }
}
