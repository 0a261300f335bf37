/**
 * Input and output of data and the files every format shares: CSV files and tablesaw tables to
 * {@link org.structlearn.data.Dataset} and back (through tablesaw), level lists, column groups,
 * small CSV records; where data files are found ({@link org.structlearn.io.DataLocation}); and how
 * every file is written ({@link org.structlearn.io.OutputFiles}, atomically) and read (text,
 * encodings, compression). Graph files (model strings, arc lists, DOT, GML, Matrix Market) are in
 * {@code io.graph}, network files (BIF, UAI, Gaussian and conditional linear Gaussian JSON) in
 * {@code io.network}: the package was split in three when it passed 25 files, along the three
 * topics, which share only the text, error and output helpers kept here.
 */
package org.structlearn.io;
