/**
 * The {@code bench} command: its benchmark cases ({@link org.structlearn.cli.bench.BenchCases},
 * data sets and networks shipped under data/), bnlearn's recorded timings beside ours, and the
 * strength, query and conditional linear Gaussian benchmarks. It prints tables and asserts nothing.
 * Split from {@code cli} when that package passed 25 files: the benchmark classes use nothing of
 * {@code cli} but {@link org.structlearn.cli.Main}'s name.
 */
package org.structlearn.cli.bench;
