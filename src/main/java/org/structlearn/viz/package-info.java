/**
 * Notebook helpers that return values the Java kernel shows: graph drawings and charts as {@link
 * org.structlearn.viz.Picture}s, images whose text form is short and stable so that re-running a
 * notebook does not change it, and which a JJava notebook shows as their own complete PNG. {@link
 * org.structlearn.viz.Drawings} (laid out and routed by {@link org.structlearn.viz.layout}, painted
 * with Java2D; learned-versus-true colouring by {@link org.structlearn.viz.LinkComparison}), {@link
 * org.structlearn.viz.PointDrawings} (graphs at given coordinates), {@link
 * org.structlearn.viz.Charts} (XChart: traces, bars, lines with error bars and log axes, small
 * multiples), {@link org.structlearn.viz.StrengthPictures}, {@link org.structlearn.viz.Tables}.
 * Colours are Okabe and Ito's colour-blind-safe palette. The only package that imports XChart; it
 * never prints and never opens a window.
 */
package org.structlearn.viz;
