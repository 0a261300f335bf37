package org.structlearn.latent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.structlearn.data.Dataset;

/**
 * Which observed columns belong to which naive Bayes model (NBM): an ordered, immutable list of
 * groups, each named after its latent (class) variable, e.g. {@code L1}, with the names of its
 * observed children (Ajoodha and Rosman's partition {@code D_I = {D_B1, ..., D_Bk}}).
 *
 * <p>Validation on construction: at least one group; group names non-empty and distinct; each group
 * has at least two observed columns; no column is in two groups; no group is named like a column
 * (the latent and observed variables share one name space in the full network). {@link
 * #resolve(Dataset)} also checks the data side: every group column exists and is discrete, and
 * every data column is in some group. Files in the {@code column,group} format are read by {@code
 * org.structlearn.io.GroupFiles}.
 */
public final class NbmGroups {
  /**
   * One naive Bayes model: its latent variable's name and its observed columns, in order.
   *
   * @param name the latent variable's name
   * @param columns the observed column names, at least two
   */
  public record Group(String name, List<String> columns) {
    public Group {
      Objects.requireNonNull(name, "name");
      columns = List.copyOf(columns);
    }
  }

  private final List<Group> groups;
  private final Map<String, Integer> groupOfColumn;

  private NbmGroups(List<Group> groups, Map<String, Integer> groupOfColumn) {
    this.groups = groups;
    this.groupOfColumn = groupOfColumn;
  }

  /**
   * Groups in the given order.
   *
   * @throws NbmGroupsException if the list is empty, a group name is empty or repeated, a group has
   *     fewer than two columns, a column is in two groups, or a group is named like a column
   */
  public static NbmGroups of(List<Group> groups) {
    if (groups.isEmpty()) {
      throw new NbmGroupsException(
          "no groups given; assign every observed column to a naive Bayes model");
    }
    Map<String, Integer> groupIndex = new HashMap<>();
    Map<String, Integer> columnGroup = new LinkedHashMap<>();
    for (int g = 0; g < groups.size(); g++) {
      Group group = groups.get(g);
      if (group.name().isEmpty()) {
        throw new NbmGroupsException("group " + (g + 1) + " has an empty name; name it");
      }
      if (groupIndex.put(group.name(), g) != null) {
        throw new NbmGroupsException(
            "group '" + group.name() + "' is listed twice; give each group once");
      }
      if (group.columns().size() < 2) {
        throw new NbmGroupsException(
            "group '"
                + group.name()
                + "' has "
                + group.columns().size()
                + " observed column(s) "
                + group.columns()
                + "; a naive Bayes model needs at least 2");
      }
      for (String c : group.columns()) {
        Integer prev = columnGroup.put(c, g);
        if (prev != null) {
          throw new NbmGroupsException(
              "column '"
                  + c
                  + "' is in two groups, '"
                  + groups.get(prev).name()
                  + "' and '"
                  + group.name()
                  + "'; put each column in exactly one group");
        }
      }
    }
    for (Group group : groups) {
      if (columnGroup.containsKey(group.name())) {
        throw new NbmGroupsException(
            "group '"
                + group.name()
                + "' has the name of an observed column; latent and observed names must differ");
      }
    }
    return new NbmGroups(List.copyOf(groups), Map.copyOf(columnGroup));
  }

  /**
   * Groups from a map column → group name; groups are ordered by their first column in the map's
   * iteration order (use a {@link LinkedHashMap} for a defined order), columns likewise.
   *
   * @throws NbmGroupsException as {@link #of(List)}
   */
  public static NbmGroups fromColumnMap(Map<String, String> groupOfColumn) {
    Map<String, List<String>> byGroup = new LinkedHashMap<>();
    groupOfColumn.forEach((c, g) -> byGroup.computeIfAbsent(g, k -> new ArrayList<>()).add(c));
    List<Group> out = new ArrayList<>();
    byGroup.forEach((g, cs) -> out.add(new Group(g, cs)));
    return of(out);
  }

  /** The groups in order. */
  public List<Group> groups() {
    return groups;
  }

  /** Number of groups (naive Bayes models, latent variables). */
  public int size() {
    return groups.size();
  }

  /** The group names (latent variable names) in order. */
  public List<String> names() {
    return groups.stream().map(Group::name).toList();
  }

  /** Group {@code g}. */
  public Group group(int g) {
    return groups.get(g);
  }

  /** The index of the group holding {@code column}, or -1. */
  public int groupOf(String column) {
    return groupOfColumn.getOrDefault(column, -1);
  }

  /** All observed column names, group after group. */
  public List<String> columns() {
    return groups.stream().flatMap(g -> g.columns().stream()).toList();
  }

  /**
   * The data column indices of each group ({@code result[g][j]} is the column of the {@code j}-th
   * observation of group {@code g}).
   *
   * @throws NbmGroupsException if a group names a column the data lack or a continuous one, or a
   *     data column is in no group
   */
  public int[][] resolve(Dataset data) {
    int[][] out = new int[groups.size()][];
    for (int g = 0; g < groups.size(); g++) {
      List<String> cs = groups.get(g).columns();
      out[g] = new int[cs.size()];
      for (int j = 0; j < cs.size(); j++) {
        int c = data.indexOf(cs.get(j));
        if (c < 0) {
          throw new NbmGroupsException(
              "group '"
                  + groups.get(g).name()
                  + "' names column '"
                  + cs.get(j)
                  + "' but the data have no such column; columns are "
                  + data.names());
        }
        if (!data.isDiscrete(c)) {
          throw new NbmGroupsException(
              org.structlearn.data.DataException.continuousColumn(
                  cs.get(j), "a naive Bayes model"));
        }
        out[g][j] = c;
      }
    }
    for (String name : data.names()) {
      if (!groupOfColumn.containsKey(name)) {
        throw new NbmGroupsException(
            "data column '"
                + name
                + "' is in no group; assign it to a naive Bayes model or drop it from the data");
      }
    }
    return out;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NbmGroups other && groups.equals(other.groups);
  }

  @Override
  public int hashCode() {
    return groups.hashCode();
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (Group g : groups) {
      sb.append(g.name()).append(g.columns()).append(' ');
    }
    return sb.toString().trim();
  }
}
