/**
 * The learner contract: what every structure-learning algorithm of structlearn is and returns, so
 * that the command line, the studies, the bootstrap, cross-validation and notebooks handle any of
 * them the same way.
 *
 * <ul>
 *   <li>{@link org.structlearn.learn.StructureLearner}: a learner configured with validated options
 *       (a record), never data; {@code learn(Dataset, LearnListener)} returns a {@link
 *       org.structlearn.learn.LearnedStructure}; {@code kind()} says which {@link
 *       org.structlearn.learn.GraphKind} it returns (DAG, CPDAG or undirected); {@code
 *       reseeded(seed, threads)} gives the copy a bootstrap replicate or a fold runs; {@code
 *       knowledge()} the required and forbidden arcs it respects.
 *   <li>{@link org.structlearn.learn.LearnedStructure}: the one result type, which every learner's
 *       own result record implements: the graph ({@link org.structlearn.graph.Graph}: a {@code
 *       Dag}, a {@code Pdag} or an {@code UndirectedGraph}) and its kind, the score (NaN if none),
 *       the trace, the work counters, the options, the seed, the time, and {@code summary()}, the
 *       map JSON output and tables are made of; {@code toString()} is the readable report the
 *       command line prints. Defaults give the graph as a PDAG, a skeleton or a DAG (a CPDAG's
 *       consistent extension, bnlearn's {@code cextend}).
 *   <li>{@link org.structlearn.learn.LearnListener}: progress (steps of unknown number, or done of
 *       total) to a progress bar; a thread interrupt stops any learner with {@link
 *       org.structlearn.InterruptedRunException}.
 *   <li>{@link org.structlearn.learn.LearnedGraphs} and {@link org.structlearn.learn.Reports}: the
 *       pieces summaries and reports share.
 * </ul>
 *
 * <p>This package sits low, beside {@code graph} and {@code data}: the learners in {@code search},
 * {@code constraint}, {@code topology} and {@code latent} implement it. The registry that builds
 * them by name is {@link org.structlearn.learn.registry}, which sits above them all.
 *
 * <h2>Adding a learner: one class and one registry entry</h2>
 *
 * <ol>
 *   <li>Options: a record with a builder, whose constructor checks every range and names the bad
 *       value ({@code "maxParents must be >= 0, was -1"}: the registry turns the field's name into
 *       the option the user wrote, {@code --max-parents}).
 *   <li>The learner class, in its package ({@code search.ges}, {@code search.exact}, ...): {@code
 *       implements StructureLearner}, holds the options, and in {@code learn(Dataset,
 *       LearnListener)} binds its score or test to the data, reports steps to the listener ({@code
 *       listener.step(n, "add A -> B", score)}; a search of package {@code search} can pass {@code
 *       SearchListener.of(listener)} to code that takes a {@code SearchListener}), and checks
 *       {@link java.lang.Thread#interrupted()} between steps ({@code org.structlearn.Interrupts}).
 *       Override {@code reseeded} if it draws at random or uses threads, and {@code knowledge} if
 *       it takes required or forbidden arcs.
 *   <li>The result: a record with the graph, the score, the trace and counters, the options and the
 *       time, {@code implements LearnedStructure}; its {@code summary()} starts with {@link
 *       org.structlearn.learn.LearnedGraphs#summaryStart} and adds {@code score}, {@code
 *       scoreType}, the counters, {@code seed}, {@code threads} and {@code seconds}; its {@code
 *       toString()} is a short report ({@link org.structlearn.learn.Reports} wraps lists and gives
 *       seconds to 3 digits). A learner that fits its own parameters (latent variables, missing
 *       data) overrides {@code fittedNetwork()} and {@code logLikelihood(Dataset)}, and
 *       cross-validation scores held-out rows with it.
 *   <li>The registry entry: see {@link org.structlearn.learn.registry}. Then {@code learn}, {@code
 *       strength}, {@code cv}, the studies and notebooks run it by name with no other change, and
 *       the test {@code LearnerContractTest} runs it through all three commands.
 * </ol>
 */
package org.structlearn.learn;
