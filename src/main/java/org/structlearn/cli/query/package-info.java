/**
 * The commands that ask a fitted network questions: {@code query} (posteriors, MAP, MPE, the
 * probability of evidence, many questions from a file), {@code predict} (a target's level per row)
 * and {@code impute} (missing cells filled in), with how they find the network by path or name.
 * Split from {@code cli} when that package passed 25 files: they share only the public output,
 * progress and network-name helpers of {@code cli}.
 */
package org.structlearn.cli.query;
