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
}
