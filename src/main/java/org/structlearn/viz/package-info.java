/**
 * Notebook helpers that return values the Java kernel shows: graph drawings and charts as {@link
 * org.structlearn.viz.Picture}s, images whose text form is short and stable so that re-running a
 * notebook does not change it ({@link org.structlearn.viz.Drawings}, laid out by {@link
 * org.structlearn.viz.Layouts}, links routed around the node boxes by {@code Routes},
 * learned-versus-true colouring by {@link org.structlearn.viz.LinkComparison}; {@link
 * org.structlearn.viz.Charts} with XChart). The only package that imports XChart and GraphStream;
 * it never prints and never opens a window (GraphStream renders off-screen, headless included).
 */
package org.structlearn.viz;
