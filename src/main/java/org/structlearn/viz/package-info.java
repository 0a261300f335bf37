/**
 * Notebook helpers that return values the Java kernel shows: graph drawings as {@link
 * java.awt.image.BufferedImage} ({@link org.structlearn.viz.Drawings}, laid out by {@link
 * org.structlearn.viz.Layouts}, learned-versus-true colouring by {@link
 * org.structlearn.viz.LinkComparison}). The only package that imports XChart and GraphStream; it
 * never prints and never opens a window (GraphStream renders off-screen, headless included).
 */
package org.structlearn.viz;
