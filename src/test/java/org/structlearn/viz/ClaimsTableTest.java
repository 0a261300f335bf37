package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.study.Claim;
import org.structlearn.study.Claim.Verdict;

/** {@link Tables#claims}: one row per claim, the quote in quotation marks, text escaped. */
class ClaimsTableTest {
  @Test
  void oneRowPerClaimWithTheQuoteAndTheVerdict() {
    String html =
        Tables.claims(
            "A & B (2009)",
            List.of(
                new Claim("X <is> better", "x below y", Verdict.PARTLY, "1 of 2 cells"),
                new Claim("our check", true, "2 of 2")));
    assertTrue(html.contains("A &amp; B (2009) writes"), html);
    assertTrue(html.contains("“X &lt;is&gt; better”"), html);
    assertTrue(html.contains("<b>partly</b>") && html.contains("<b>agrees</b>"), html);
    assertEquals(2, html.split("<tr><td").length - 1);
    // a claim without a quote leaves the first cell empty rather than printing empty quotes
    assertTrue(html.contains("<tr><td style=\"text-align:left\"></td>"), html);
  }
}
