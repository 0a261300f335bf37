package org.structlearn.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.structlearn.study.Claim.Verdict;

/** {@link Claim}: the verdict from a count of agreeing cases, the old two-valued form, its map. */
class ClaimTest {
  @Test
  void theVerdictFollowsTheCount() {
    assertEquals(Verdict.AGREES, Verdict.of(3, 3));
    assertEquals(Verdict.PARTLY, Verdict.of(1, 3));
    assertEquals(Verdict.DIFFERS, Verdict.of(0, 3));
  }

  @Test
  void onlyAFullAgreementHolds() {
    assertTrue(new Claim("q", "c", Verdict.AGREES, "e").holds());
    assertFalse(new Claim("q", "c", Verdict.PARTLY, "e").holds());
    Claim old = new Claim("c", false, "e");
    assertEquals(Verdict.DIFFERS, old.verdict());
    assertEquals("", old.quote());
    assertFalse(old.toMap().containsKey("quote"));
    assertEquals("partly", new Claim("q", "c", Verdict.PARTLY, "e").toMap().get("verdict"));
    assertEquals("[partly] c: e", new Claim("q", "c", Verdict.PARTLY, "e").toString());
  }
}
