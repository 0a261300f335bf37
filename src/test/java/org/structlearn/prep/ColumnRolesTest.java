package org.structlearn.prep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.structlearn.StructlearnException;
import org.structlearn.data.IncompleteDataset;
import org.structlearn.io.CsvOptions;
import org.structlearn.io.DataLocation;
import org.structlearn.io.DatasetReader;

/** The rules of {@link ColumnRoles} on the three real tables, and the overrides. */
class ColumnRolesTest {
  static PreparedTable prepare(String file, RoleOptions o) {
    IncompleteDataset raw =
        DatasetReader.readIncomplete(
            DataLocation.resolve(file), CsvOptions.builder().types(o.readingTypes()).build());
    return ColumnRoles.decide(raw, o);
  }

  static ColumnRole role(PreparedTable t, String column) {
    return t.decisions().stream()
        .filter(d -> d.name().equals(column))
        .findFirst()
        .orElseThrow()
        .role();
  }

  @Test
  void titanicLosesItsIdentifiersAndGainsCategories() {
    PreparedTable t = prepare("real/titanic_train.csv", RoleOptions.defaults());
    for (String id : List.of("PassengerId", "Name", "Ticket", "Cabin")) {
      assertEquals(ColumnRole.IDENTIFIER, role(t, id), id);
    }
    for (String c : List.of("Survived", "Pclass", "Sex", "SibSp", "Parch", "Embarked")) {
      assertEquals(ColumnRole.CATEGORY, role(t, c), c);
    }
    assertEquals(ColumnRole.NUMBER, role(t, "Age"));
    assertEquals(ColumnRole.NUMBER, role(t, "Fare"));
    IncompleteDataset kept = t.table();
    assertEquals(8, kept.columns());
    assertEquals(List.of("1", "2", "3"), kept.variable(kept.indexOf("Pclass")).levels());
    assertEquals(712, t.completeCases().data().rows());
    assertTrue(t.report().contains("Name: identifier, left out"), t.report());
  }

  @Test
  void surveyAndAirqualityAreReadAsTyped() {
    PreparedTable s = prepare("real/survey.csv", RoleOptions.defaults());
    assertTrue(s.leftOut().isEmpty());
    assertEquals(7, s.withRole(ColumnRole.CATEGORY).size());
    assertEquals(168, s.completeCases().data().rows());
    PreparedTable a = prepare("real/airquality.csv", RoleOptions.defaults());
    assertEquals(ColumnRole.CATEGORY, role(a, "Month"));
    assertEquals(ColumnRole.NUMBER, role(a, "Day"));
    assertEquals(111, a.completeCases().data().rows());
  }

  @Test
  void overridesWinAndAreSaid() {
    RoleOptions o =
        RoleOptions.builder()
            .discrete(Set.of("Cabin"))
            .continuous(Set.of("Pclass"))
            .drop(Set.of("Ticket"))
            .build();
    PreparedTable t = prepare("real/titanic_train.csv", o);
    assertEquals(ColumnRole.CATEGORY, role(t, "Cabin"));
    assertEquals(ColumnRole.NUMBER, role(t, "Pclass"));
    assertEquals(ColumnRole.DROPPED, role(t, "Ticket"));
    assertTrue(
        t.decisions().stream().filter(d -> d.name().equals("Cabin")).findFirst().get().asked());
    assertFalse(t.table().isDiscrete(t.table().indexOf("Pclass")));
    assertTrue(t.summary().contains("Ticket: dropped as asked"), t.summary());
  }

  @Test
  void contradictoryOrUnknownOverridesAreRefused() {
    assertThrows(
        StructlearnException.class,
        () -> RoleOptions.builder().discrete(Set.of("A")).continuous(Set.of("A")).build());
    assertThrows(
        StructlearnException.class,
        () -> prepare("real/survey.csv", RoleOptions.builder().drop(Set.of("Nope")).build()));
  }

  /** A table read from text, as the CLI reads it (missing cells kept). */
  private static PreparedTable prepareText(String csv, RoleOptions o) {
    IncompleteDataset raw =
        IncompleteDataset.of(
            DatasetReader.read(
                new java.io.ByteArrayInputStream(
                    csv.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                "t.csv",
                CsvOptions.builder()
                    .types(o.readingTypes())
                    .missing(CsvOptions.MissingValues.KEEP)
                    .build()));
    return ColumnRoles.decide(raw, o);
  }

  private static ColumnDecision decision(PreparedTable t, String column) {
    return t.decisions().stream().filter(d -> d.name().equals(column)).findFirst().orElseThrow();
  }

  /**
   * Numbers with missing-value markers ('?' as in the UCI tables, NULL, N/A, '.') are numbers with
   * missing cells, said; a text that is neither keeps the column a category; the user's overrides
   * and given levels keep the markers as levels.
   */
  @Test
  void numbersWithMissingValueMarkersAreNumbersWithMissingCells() {
    StringBuilder csv = new StringBuilder("x,k,t,s\n");
    for (int r = 0; r < 30; r++) {
      String x = r % 7 == 0 ? "?" : r % 11 == 0 ? "NULL" : Double.toString(r * 1.5);
      String k = r % 5 == 0 ? "." : Integer.toString(r % 3);
      String t = r % 4 == 0 ? "?" : r == 7 ? "<5" : Integer.toString(r % 3);
      String sc = r % 6 == 0 ? "N/A" : Double.toString(r / 3.0);
      csv.append(x).append(',').append(k).append(',').append(t).append(',').append(sc).append('\n');
    }
    PreparedTable p = prepareText(csv.toString(), RoleOptions.defaults());
    ColumnDecision x = decision(p, "x");
    assertEquals(ColumnRole.NUMBER, x.role());
    assertEquals(5 + 2, x.missing(), "rows 0, 7, 14, 21, 28 are '?', rows 11 and 22 NULL");
    assertTrue(
        x.reason().contains("'?' (5 cells), 'NULL' (2 cells) read as missing values"), x.reason());
    assertFalse(p.table().isDiscrete(p.table().indexOf("x")));
    assertEquals(1.5, p.table().value(p.table().indexOf("x"), 1), 0.0);
    assertTrue(p.table().isMissing(p.table().indexOf("x"), 11));
    ColumnDecision k = decision(p, "k");
    assertEquals(ColumnRole.CATEGORY, k.role(), "whole numbers 0-2 and '.': a category of 0, 1, 2");
    assertEquals(List.of("0", "1", "2"), p.table().variable(p.table().indexOf("k")).levels());
    assertEquals(6, k.missing());
    assertEquals(ColumnRole.CATEGORY, role(p, "t"), "'<5' is no marker: the column stays texts");
    assertTrue(p.table().variable(p.table().indexOf("t")).levels().contains("?"));
    assertEquals(ColumnRole.NUMBER, role(p, "s"));
    assertTrue(p.summary().contains("x: number ("), p.summary());
    // the overrides keep the markers as levels
    PreparedTable declared =
        prepareText(csv.toString(), RoleOptions.builder().discrete(Set.of("x")).build());
    assertTrue(declared.table().variable(declared.table().indexOf("x")).levels().contains("?"));
    PreparedTable levelled =
        prepareText(csv.toString(), RoleOptions.builder().levelled(Set.of("k")).build());
    assertTrue(levelled.table().variable(levelled.table().indexOf("k")).levels().contains("."));
    PreparedTable all =
        prepareText(csv.toString(), RoleOptions.builder().allDiscrete(true).build());
    assertTrue(all.table().variable(all.table().indexOf("k")).levels().contains("."));
  }

  /** airquality written with '?' for its missing (empty) cells reads as airquality itself. */
  @Test
  void airqualityWithQuestionMarksIsAirquality() {
    String withEmpty = DataLocation.readString("real/airquality.csv");
    StringBuilder q = new StringBuilder();
    for (String line : withEmpty.split("\n", -1)) {
      if (!q.isEmpty()) {
        q.append('\n');
      }
      q.append(
          String.join(
              ",",
              java.util.Arrays.stream(line.split(",", -1))
                  .map(cell -> cell.isEmpty() && !line.isEmpty() ? "?" : cell)
                  .toList()));
    }
    assertTrue(q.toString().contains("\n?,?,14.3,"), "the fifth row's holes are '?'");
    PreparedTable marked = prepareText(q.toString(), RoleOptions.defaults());
    PreparedTable empty = prepareText(withEmpty, RoleOptions.defaults());
    assertEquals(empty.table(), marked.table());
    assertEquals(37, decision(marked, "Ozone").missing());
  }
}
