/**
 * The notebook front door: {@link org.structlearn.notebook.Notebook}, whose static methods a
 * notebook imports in one line ({@code import static org.structlearn.notebook.Notebook.*;}) to read
 * data, learn with any algorithm of the registry by name, compute edge strengths and
 * cross-validation, compare and draw. It sits at the top beside {@code cli}: it only calls the
 * other packages.
 */
package org.structlearn.notebook;
