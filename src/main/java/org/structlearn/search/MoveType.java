package org.structlearn.search;

/** The local changes of a DAG search, in the order bnlearn scans them (which breaks ties). */
public enum MoveType {
  ADD,
  DELETE,
  REVERSE
}
