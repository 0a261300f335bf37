package org.structlearn.data;

import org.structlearn.StructlearnException;

/**
 * Bad data: a missing value, an unknown level, a duplicate column name, an empty file and the like.
 */
public class DataException extends StructlearnException {
  public DataException(String message) {
    super(message);
  }

  public DataException(String message, Throwable cause) {
    super(message, cause);
  }

  /**
   * The message for a continuous column where discrete ones are needed, naming the fix: numbers
   * that are category codes (0/1, 1/2/3) are read as continuous unless the reader is told
   * otherwise, so it says how ({@code --discrete} on the command line, {@code
   * CsvOptions.defaultType(DISCRETE)} in code, or a level list), or to discretise real values.
   *
   * @param column the column's name
   * @param needs what needs discrete columns, e.g. {@code "discrete counts"} or {@code "test 'mi'"}
   */
  public static String continuousColumn(String column, String needs) {
    return "column '"
        + column
        + "' is continuous (its values were read as numbers), but "
        + needs
        + " needs discrete columns: if the numbers are category codes such as 0/1, read the"
        + " columns as discrete (--discrete on the command line, or list their levels with"
        + " --levels; CsvOptions.defaultType(DISCRETE) in code); if they are measurements,"
        + " discretise them first";
  }
}
