package org.structlearn.model;

import org.structlearn.StructlearnException;

/**
 * An inconsistent model: parameters that do not fit their structure or variables (wrong table size,
 * parents that differ from the DAG's, a cardinality mismatch).
 */
public class ModelException extends StructlearnException {
  public ModelException(String message) {
    super(message);
  }
}
