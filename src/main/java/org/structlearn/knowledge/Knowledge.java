package org.structlearn.knowledge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.structlearn.StructlearnException;
import org.structlearn.graph.Arc;
import org.structlearn.graph.Dag;

/**
 * Background knowledge every learner accepts, by variable name: arcs that must be in the result
 * (bnlearn's whitelist), arcs that must not (blacklist), and tiers (an arc may not point from a
 * later tier to an earlier one; Tetrad's temporal tiers). Resolve it against a data set's names
 * with {@link #resolve(List)} before use.
 *
 * @param required arcs that must be present, as [from, to] name pairs
 * @param forbidden arcs that must be absent, as [from, to] name pairs
 * @param tiers ordered groups of variables; variables in no tier are unconstrained
 */
public record Knowledge(
    Set<List<String>> required, Set<List<String>> forbidden, List<List<String>> tiers) {

  public Knowledge {
    required = Set.copyOf(required);
    forbidden = Set.copyOf(forbidden);
    tiers = tiers.stream().map(List::copyOf).toList();
    for (List<String> a : required) {
      checkPair(a, "required");
      if (forbidden.contains(a)) {
        throw new StructlearnException(
            "arc " + a.get(0) + " -> " + a.get(1) + " is both required and forbidden; drop one");
      }
    }
    forbidden.forEach(a -> checkPair(a, "forbidden"));
  }

  private static void checkPair(List<String> a, String what) {
    if (a.size() != 2 || a.get(0).equals(a.get(1))) {
      throw new StructlearnException("a " + what + " arc needs two different node names, was " + a);
    }
  }

  /** No constraints. */
  public static Knowledge none() {
    return new Knowledge(Set.of(), Set.of(), List.of());
  }

  public static Builder builder() {
    return new Builder();
  }

  /** True if nothing is constrained. */
  public boolean isEmpty() {
    return required.isEmpty() && forbidden.isEmpty() && tiers.isEmpty();
  }

  /**
   * The knowledge as index matrices over the given variable names.
   *
   * @throws StructlearnException naming a variable the names lack, a variable in two tiers, a
   *     required arc that the tiers forbid, or required arcs that form a cycle
   */
  public Resolved resolve(List<String> names) {
    Map<String, Integer> idx = new HashMap<>();
    for (int i = 0; i < names.size(); i++) {
      idx.put(names.get(i), i);
    }
    int n = names.size();
    boolean[][] forbid = new boolean[n][n];
    int[] tierOf = new int[n];
    java.util.Arrays.fill(tierOf, -1);
    for (int t = 0; t < tiers.size(); t++) {
      for (String v : tiers.get(t)) {
        int i = index(idx, v, names, "tier " + (t + 1));
        if (tierOf[i] >= 0) {
          throw new StructlearnException(
              "variable '"
                  + v
                  + "' is in tiers "
                  + (tierOf[i] + 1)
                  + " and "
                  + (t + 1)
                  + "; keep one");
        }
        tierOf[i] = t;
      }
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (tierOf[i] >= 0 && tierOf[j] >= 0 && tierOf[i] > tierOf[j]) {
          forbid[i][j] = true;
        }
      }
    }
    for (List<String> a : forbidden) {
      forbid[index(idx, a.get(0), names, "a forbidden arc")][
              index(idx, a.get(1), names, "a forbidden arc")] =
          true;
    }
    List<Arc> req = new ArrayList<>();
    for (List<String> a : required) {
      int f = index(idx, a.get(0), names, "a required arc");
      int t = index(idx, a.get(1), names, "a required arc");
      if (forbid[f][t]) {
        throw new StructlearnException(
            "required arc "
                + a.get(0)
                + " -> "
                + a.get(1)
                + " points from a later tier to an earlier "
                + "one; move the variables or drop the arc");
      }
      req.add(new Arc(f, t));
    }
    req.sort(null);
    Dag.of(names, req); // throws CyclicGraphException if the required arcs form a cycle
    return new Resolved(forbid, List.copyOf(req));
  }

  private static int index(Map<String, Integer> idx, String v, List<String> names, String where) {
    Integer i = idx.get(v);
    if (i == null) {
      throw new StructlearnException(
          where + " names variable '" + v + "', which the data lack; variables are " + names);
    }
    return i;
  }

  @Override
  public String toString() {
    if (isEmpty()) {
      return "none";
    }
    return "required " + required + ", forbidden " + forbidden + ", tiers " + tiers;
  }

  /**
   * Knowledge over column indices.
   *
   * @param forbidden {@code forbidden[i][j]} when the arc i -> j may not be in the graph
   * @param required arcs that must be in the graph, sorted
   */
  public record Resolved(boolean[][] forbidden, List<Arc> required) {
    public boolean isForbidden(int from, int to) {
      return forbidden[from][to];
    }

    public boolean isRequired(int from, int to) {
      return required.contains(new Arc(from, to));
    }
  }

  /** Collects constraints for a {@link Knowledge}. */
  public static final class Builder {
    private final Set<List<String>> required = new LinkedHashSet<>();
    private final Set<List<String>> forbidden = new LinkedHashSet<>();
    private final List<List<String>> tiers = new ArrayList<>();

    public Builder require(String from, String to) {
      required.add(List.of(from, to));
      return this;
    }

    public Builder forbid(String from, String to) {
      forbidden.add(List.of(from, to));
      return this;
    }

    /** Appends a tier: its variables may not have parents in tiers appended later. */
    public Builder tier(List<String> variables) {
      tiers.add(List.copyOf(variables));
      return this;
    }

    public Knowledge build() {
      return new Knowledge(required, forbidden, tiers);
    }
  }
}
