package org.structlearn.cli.bench;

import java.util.List;
import java.util.Map;
import org.structlearn.cli.bench.BenchCases.Case;
import org.structlearn.io.CsvRecords;
import org.structlearn.io.DataLocation;

/**
 * bnlearn's figures measured on this machine ({@code bnlearn/baseline/results-all.csv}), beside
 * which {@code bench} prints its own: the median seconds, the BIC and the SHD of a case.
 */
final class BenchBaseline {
  private final List<Map<String, String>> rows;

  private BenchBaseline(List<Map<String, String>> rows) {
    this.rows = rows;
  }

  /** bnlearn's figures, or none when no data folder holds them (the table then shows "-"). */
  static BenchBaseline read() {
    return new BenchBaseline(
        DataLocation.find("bnlearn/baseline/results-all.csv")
            .map(CsvRecords::read)
            .orElse(List.of()));
  }

  /** bnlearn's median seconds, BIC (NaN for pc.stable) and SHD for the case, or null. */
  Object[] row(Case c, String algo) {
    String score = c.network() == null && c.levels() == null ? "bic-g" : "bic";
    String name = algo.equals("pc-stable") ? "pc.stable()" : algo + "(score='" + score + "')";
    for (Map<String, String> r : rows) {
      if (c.bnlearnName() != null
          && r.get("dataset").equals(c.bnlearnName())
          && r.get("n").equals(Integer.toString(c.rows()))
          && r.get("algorithm").equals(name)) {
        return new Object[] {
          Double.parseDouble(r.get("time.median.s")),
          algo.equals("pc-stable") ? Double.NaN : Double.parseDouble(r.get("bic")),
          r.get("shd.cpdag")
        };
      }
    }
    return null;
  }
}
