package org.structlearn.data;

/** Whether a variable takes a finite set of named levels or real values. */
public enum VariableType {
  DISCRETE,
  CONTINUOUS
}
