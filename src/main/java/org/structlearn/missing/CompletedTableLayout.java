package org.structlearn.missing;

import java.util.ArrayList;
import java.util.List;

/**
 * The flat layout of a {@link CompletedTable}: the distinct rows column by column (a missing cell
 * as {@code -(slot + 1)}), each missing cell's component, position and marginal, each component's
 * completions and probabilities, and the pair tables of components with many completions.
 */
final class CompletedTableLayout {
  final DiscreteRows rows;
  int[][] base;
  double[] weight;
  int[] slotComp;
  int[] slotPos;
  int[] compSize;
  int[] compFirst;
  int[] compCount;
  int[] compStates;
  int[] compStateBase;
  double[] probs;
  int[] slotCard;
  int[] slotMarginal;
  double[] marginals;
  int[] pairStart;
  List<Integer> pairOffset = new ArrayList<>();
  List<Double> pairs = new ArrayList<>();

  private final int pairTables;

  CompletedTableLayout(DiscreteRows rows, RowPosterior.Component[][] components, int pairTables) {
    this.rows = rows;
    this.pairTables = pairTables;
    int n = rows.cards.length;
    int nc = rows.complete.length;
    int ni = rows.incomplete.length;
    int comps = 0;
    int completions = 0;
    int states = 0;
    for (RowPosterior.Component[] row : components) {
      for (RowPosterior.Component c : row) {
        comps++;
        completions += c.probabilities().length;
        states += c.probabilities().length * c.nodes().length;
      }
    }
    base = new int[n][nc + ni];
    weight = new double[nc + ni];
    slotComp = new int[rows.missingCells];
    slotPos = new int[rows.missingCells];
    slotCard = new int[rows.missingCells];
    slotMarginal = new int[rows.missingCells];
    int levels = 0;
    for (int i = 0; i < ni; i++) {
      for (int v : rows.missingOf[i]) {
        levels += rows.cards[v];
      }
    }
    marginals = new double[levels];
    compSize = new int[comps];
    compFirst = new int[comps];
    compCount = new int[comps];
    compStateBase = new int[comps];
    pairStart = new int[comps];
    compStates = new int[states];
    probs = new double[completions];
    for (int i = 0; i < nc; i++) {
      for (int v = 0; v < n; v++) {
        base[v][i] = rows.complete[i][v];
      }
      weight[i] = rows.completeWeight[i];
    }
    lay(components, nc);
  }

  private void lay(RowPosterior.Component[][] components, int nc) {
    int n = rows.cards.length;
    int slot = 0;
    int comp = 0;
    int completion = 0;
    int state = 0;
    int level = 0;
    for (int i = 0; i < components.length; i++) {
      int[] row = rows.incomplete[i];
      for (int v = 0; v < n; v++) {
        base[v][nc + i] = row[v];
      }
      weight[nc + i] = rows.incompleteWeight[i];
      for (RowPosterior.Component c : components[i]) {
        int[] nodes = c.nodes();
        for (int p = 0; p < nodes.length; p++) {
          base[nodes[p]][nc + i] = -(slot + 1);
          slotComp[slot] = comp;
          slotPos[slot] = p;
          slotCard[slot] = rows.cards[nodes[p]];
          slotMarginal[slot++] = level;
          for (int k = 0; k < c.probabilities().length; k++) {
            marginals[level + c.states()[k][p]] += c.probabilities()[k];
          }
          level += rows.cards[nodes[p]];
        }
        compSize[comp] = nodes.length;
        compFirst[comp] = completion;
        compCount[comp] = c.probabilities().length;
        compStateBase[comp] = state;
        for (int k = 0; k < c.probabilities().length; k++) {
          probs[completion++] = c.probabilities()[k];
          System.arraycopy(c.states()[k], 0, compStates, state, nodes.length);
          state += nodes.length;
        }
        pairTables(comp, c);
        comp++;
      }
    }
  }

  /** The joint marginal of every pair of a component's nodes, if it has many completions. */
  private void pairTables(int comp, RowPosterior.Component c) {
    int size = c.nodes().length;
    if (size < 2 || c.probabilities().length <= pairTables) {
      pairStart[comp] = -1;
      return;
    }
    pairStart[comp] = pairOffset.size();
    for (int i = 0; i < size * size; i++) {
      pairOffset.add(-1);
    }
    for (int a = 0; a < size; a++) {
      for (int b = a + 1; b < size; b++) {
        int ca = rows.cards[c.nodes()[a]];
        int cb = rows.cards[c.nodes()[b]];
        int off = pairs.size();
        pairOffset.set(pairStart[comp] + a * size + b, off);
        double[] t = new double[ca * cb];
        for (int k = 0; k < c.probabilities().length; k++) {
          t[c.states()[k][a] + ca * c.states()[k][b]] += c.probabilities()[k];
        }
        for (double x : t) {
          pairs.add(x);
        }
      }
    }
  }
}
