/**
 * The registry of structure-learning algorithms: name → options → learner. {@link
 * org.structlearn.learn.registry.Algorithms} lists every algorithm, parses and checks its options
 * in one place and builds its {@link org.structlearn.learn.StructureLearner}; the command line
 * ({@code learn}, {@code strength}, {@code cv}), the studies, the bootstrap and notebooks all go
 * through it:
 *
 * <pre>{@code
 * LearnedStructure r = Algorithms.learn("pc-stable", "test=mi alpha=0.01", data);
 * StructureLearner tabu = Algorithms.learner("tabu", "score=bdeu iss=10 tabu-length=20", data);
 * }</pre>
 *
 * <p>Options are written {@code key=value} in a notebook and {@code --key value} on the command
 * line; both forms go through {@link org.structlearn.learn.registry.Algorithms#settings}, which
 * refuses an unknown option, an option the algorithm does not take (naming the algorithms that take
 * it), a malformed value, and the combinations an entry's check refuses, each message naming the
 * option as the user wrote it. Ranges are checked by the options records the learners take; the
 * registry names the option in their messages.
 *
 * <h2>Registering a learner</h2>
 *
 * One entry in one of the entry lists ({@code SearchEntries}, {@code MarkovEntries}, {@code
 * ConstraintEntries}, {@code LatentEntries}, or a new {@code *Entries} class added to {@code
 * Algorithms.collect()}):
 *
 * <pre>{@code
 * Algorithm.builder("ges")
 *     .summary("Greedy equivalence search (Chickering 2002): a CPDAG")
 *     .settings(ScoreSettings.SCORE, ScoreSettings.ISS, SearchEntries.MAX_PARENTS,
 *         CommonSettings.THREADS)                   // shared options, each declared once
 *     .settings(PHASES)                             // its own: Setting.integer(...), ...
 *     .kind(GraphKind.CPDAG)                        // or s -> ... when options decide it
 *     .check(s -> ...)                              // combinations refused before the data load
 *     .learner((s, data) -> new Ges(GesOptions.builder()
 *         .score(ScoreSettings.dagSpec(s, data))    // bnlearn's default score for the data
 *         .threads(CommonSettings.threads(s))
 *         .build()))
 *     .build()
 * }</pre>
 *
 * <p>A new option is a {@link org.structlearn.learn.registry.Setting} constant (its key, the label
 * of its value, and a description saying which algorithms read it how and its default); two
 * algorithms that mean the same thing share one constant, and {@code learn --help} lists it once
 * with the algorithms that take it. A key may not be declared twice with two meanings (the registry
 * refuses to start). The factory may look at the data only for bnlearn's data-dependent defaults
 * and for checks (column types, sizes); the learner it returns must not hold the data.
 */
package org.structlearn.learn.registry;
