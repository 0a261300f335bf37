/**
 * The command line ({@code java -jar target/structlearn.jar <command>}), built with picocli: {@link
 * org.structlearn.cli.Main} registers every command; this package holds the commands that read data
 * and learn, score, fit, sample, compare or fill in ({@code sample}, {@code fit}, {@code score},
 * {@code ci-test}, {@code discretize}, {@code learn}, {@code cv}, {@code strength}, {@code
 * compare}, {@code em}, {@code holes}) and the helpers every command shares ({@link
 * org.structlearn.cli.Output}, {@link org.structlearn.cli.OutputChecks}, {@link
 * org.structlearn.cli.TerminalProgress}, {@link org.structlearn.cli.JsonText}). {@code bench},
 * {@code study} and the queries on a fitted network ({@code query}, {@code predict}, {@code
 * impute}) were split into {@code cli.bench}, {@code cli.study} and {@code cli.query}, which need
 * only those public helpers. The rest (36 classes) stays one package although it is over 25 files
 * because its picocli commands share package-private option groups and mixins ({@code DataOptions},
 * {@code ScoreArgs}, {@code DiscretizeArgs}, {@code AlgorithmOptions}, {@code InputFiles}, {@code
 * GraphInputs}, {@code GraphOutput}, {@code LearnData}) that would have to become public API to be
 * split further. cli and its sub-packages are the only ones that print.
 */
package org.structlearn.cli;
