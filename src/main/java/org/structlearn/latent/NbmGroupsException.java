package org.structlearn.latent;

import org.structlearn.StructlearnException;

/**
 * A bad assignment of observed columns to naive Bayes models: a column in no group or in two, a
 * group with fewer than two observations, an unknown column, no groups at all. The message names
 * the column or group (and the file and line when the groups came from a file).
 */
public class NbmGroupsException extends StructlearnException {
  public NbmGroupsException(String message) {
    super(message);
  }
}
