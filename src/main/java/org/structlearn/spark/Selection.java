package org.structlearn.spark;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.functions;
import org.structlearn.StructlearnException;

/** Choosing and ordering the columns of a Spark data frame by name, with our error messages. */
final class Selection {
  private Selection() {}

  /**
   * The named columns of a frame, in the order given.
   *
   * @throws StructlearnException naming a column listed twice or one the data lack
   */
  static Dataset<Row> select(Dataset<Row> frame, List<String> names, String source) {
    List<String> have = List.of(frame.columns());
    Map<String, Integer> seen = new HashMap<>();
    Column[] cols = new Column[names.size()];
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      Integer prev = seen.put(name, i);
      if (prev != null) {
        throw new StructlearnException(
            "column '"
                + name
                + "' is listed twice (items "
                + (prev + 1)
                + " and "
                + (i + 1)
                + "); list each column once");
      }
      if (!have.contains(name)) {
        throw new StructlearnException(
            source + " has no column '" + name + "'; its columns are " + have);
      }
      cols[i] = functions.col("`" + name.replace("`", "``") + "`");
    }
    return frame.select(cols);
  }
}
