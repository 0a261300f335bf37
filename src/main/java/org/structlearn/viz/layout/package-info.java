/**
 * Node placement and link routing for the drawings of {@link org.structlearn.viz}: the layered
 * layout of DAGs ({@link org.structlearn.viz.layout.Layouts#layered}), the stress layout of
 * undirected graphs ({@link org.structlearn.viz.layout.Layouts#undirected}), label box sizes
 * ({@link org.structlearn.viz.layout.LabelMetrics}) and the routing of links around node boxes
 * ({@link org.structlearn.viz.layout.Routes}, bends rounded into curves). Pure geometry in pixels:
 * nothing here draws, prints or opens a window. Public so that {@code viz} can use it; a notebook
 * needs only {@code viz}.
 */
package org.structlearn.viz.layout;
