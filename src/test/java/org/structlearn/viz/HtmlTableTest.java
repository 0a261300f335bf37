package org.structlearn.viz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HtmlTableTest {
  @Test
  void cellsAreFormattedAsDocumented() {
    assertEquals("65,625", HtmlTable.text(65625L));
    assertEquals("37", HtmlTable.text(37));
    assertEquals("-220,761.69", HtmlTable.text(-220761.6877));
    assertEquals("0.2075", HtmlTable.text(0.20751));
    assertEquals("4.649", HtmlTable.text(4.64912));
    assertEquals("", HtmlTable.text(Double.NaN));
    assertEquals("", HtmlTable.text(null));
    assertEquals("1.26 ± 0.04", HtmlTable.text("1.26 ± 0.04"));
  }

  @Test
  void htmlHasTheHeaderEveryRowAndRightAlignedNumbers() {
    HtmlTable t = HtmlTable.of("network", "steps").row("alarm", 56).row("a<b & c", 64);
    String html = t.html();
    assertEquals(2, t.rowCount());
    assertTrue(html.startsWith("<table><thead><tr><th>network</th><th>steps</th></tr>"), html);
    assertTrue(
        html.contains("<tr><td>alarm</td><td style=\"text-align:right\">56</td></tr>"), html);
    assertTrue(html.contains("<td>a&lt;b &amp; c</td>"), html);
    assertEquals("network\tsteps\nalarm\t56\na<b & c\t64", t.toString());
  }

  @Test
  void aRowOfTheWrongLengthOrNoColumnsIsRefused() {
    HtmlTable t = HtmlTable.of("a", "b");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.row(1));
    assertTrue(e.getMessage().contains("2 cells, got 1"), e.getMessage());
    assertThrows(IllegalArgumentException.class, HtmlTable::of);
  }
}
