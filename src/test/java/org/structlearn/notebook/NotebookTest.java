package org.structlearn.notebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.structlearn.notebook.Notebook.algorithms;
import static org.structlearn.notebook.Notebook.beforeAfter;
import static org.structlearn.notebook.Notebook.compare;
import static org.structlearn.notebook.Notebook.cv;
import static org.structlearn.notebook.Notebook.dag;
import static org.structlearn.notebook.Notebook.data;
import static org.structlearn.notebook.Notebook.draw;
import static org.structlearn.notebook.Notebook.learn;
import static org.structlearn.notebook.Notebook.learner;
import static org.structlearn.notebook.Notebook.progress;
import static org.structlearn.notebook.Notebook.query;
import static org.structlearn.notebook.Notebook.strength;
import static org.structlearn.notebook.Notebook.trace;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.structlearn.StructlearnException;
import org.structlearn.learn.GraphKind;
import org.structlearn.learn.registry.Algorithms;

/** The notebook front door: each call against what the packages behind it give. */
class NotebookTest {
  @Test
  void readsLearnsComparesAndDrawsByName() {
    var data = data("bnlearn/asia.csv", 2000);
    assertEquals(2000, data.rows());
    assertEquals(2, data.cardinality(0), "levels from asia.levels.csv");
    var truth = dag("bnlearn/asia.truth.modelstring.txt");
    var hc = learn("hc", data);
    assertEquals(GraphKind.DAG, hc.kind());
    assertEquals(Algorithms.learn("hc", "", data).graph(), hc.graph());
    var pc = learn("pc-stable", data, "alpha=0.01");
    assertEquals(GraphKind.CPDAG, pc.kind());
    assertTrue(compare(truth, hc).shd() >= 0);
    assertTrue(compare(truth, pc).shd() >= 0);
    assertTrue(draw(hc).getWidth() > 0);
    assertTrue(draw(pc).getWidth() > 0);
    assertTrue(draw(learn("gsmn", data)).getWidth() > 0);
    assertTrue(draw(truth, pc).getWidth() > 0);
    assertTrue(trace(hc).getWidth() > 0);
    assertThrows(IllegalArgumentException.class, () -> trace(pc));
    for (String name : Algorithms.names()) {
      assertTrue(algorithms().contains(name), name);
    }
  }

  @Test
  void strengthCrossValidationAndProgress() {
    var data = data("bnlearn/asia.csv", 1000);
    var s = strength("pc-stable", data, "", 10);
    assertEquals(10, s.replicates().size());
    assertTrue(s.averaged().arcCount() > 0);
    var cv = cv("hc", data, "score=bdeu", 3);
    assertTrue(Double.isFinite(cv.meanLoss()) && cv.meanLoss() > 0);
    List<String> html = new ArrayList<>();
    var r = learner("hc", data, "").learn(data, progress(html::add));
    assertTrue(r.trace().size() > 0);
    StructlearnException e =
        assertThrows(StructlearnException.class, () -> learn("hc", data, "alpha=0.1"));
    assertTrue(e.getMessage().startsWith("alpha does not apply to hc"), e.getMessage());
  }

  @Test
  void queriesReadLikeTheQuestion() {
    // pgmpy 1.1.2 VariableElimination on asia: P(lung = yes | smoke = yes, xray = yes) = 0.64599143
    var prior = query("bif/asia.bif");
    var seen = prior.given("smoke", "yes").given("xray", "yes");
    assertEquals(0.64599143, seen.posterior("lung").probability("yes"), 5e-9);
    assertEquals(prior.variables(), query(Notebook.network("bif/asia.bif")).variables());
    assertTrue(beforeAfter(prior, seen, "lung", "tub").getWidth() > 0);
  }
}
