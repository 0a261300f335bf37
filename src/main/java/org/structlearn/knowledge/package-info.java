/**
 * Background knowledge shared by every learner: required and forbidden arcs and tiers, given by
 * name and resolved against a data set's variables.
 */
package org.structlearn.knowledge;
