package org.structlearn.inference.predict;

import java.util.Arrays;
import java.util.Locale;
import org.structlearn.data.DataException;
import org.structlearn.data.Dataset;

/**
 * A data set with its missing cells filled in by {@link Imputation}.
 *
 * @param data the completed data: every column of the input, in its order, the network's variables
 *     with the network's levels; cells of columns the network lacks stay missing
 * @param imputed per column, the cells filled in
 * @param method how they were filled
 */
public record ImputeResult(Dataset data, int[] imputed, ImputeOptions.Method method) {
  public ImputeResult {
    imputed = imputed.clone();
  }

  @Override
  public int[] imputed() {
    return imputed.clone();
  }

  /** The cells filled in. */
  public long imputedCount() {
    return Arrays.stream(imputed).asLongStream().sum();
  }

  /**
   * The completed data set.
   *
   * @throws DataException if cells of a column the network lacks are still missing
   */
  public Dataset completed() {
    if (data.missing().total() > 0) {
      throw new DataException(
          data.missing().total()
              + " cells of columns the network does not have are still missing; drop those"
              + " columns or impute them with a network that has them");
    }
    return data;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ImputeResult r
        && data.equals(r.data)
        && Arrays.equals(imputed, r.imputed)
        && method == r.method;
  }

  @Override
  public int hashCode() {
    return data.hashCode() * 31 + Arrays.hashCode(imputed);
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "Imputation (%s): %,d cells filled in %,d rows x %d columns%s",
        method.name().toLowerCase(Locale.ROOT).replace('_', ' '),
        imputedCount(),
        data.rows(),
        data.columns(),
        data.missing().total() > 0
            ? ", " + data.missing().total() + " cells outside the network left missing"
            : "");
  }
}
