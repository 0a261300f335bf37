/**
 * Conditional linear Gaussian (CLG, "mixed") Bayesian networks as bnlearn defines them (Lauritzen
 * and Wermuth 1989): discrete nodes have only discrete parents; a continuous node is a linear
 * Gaussian regression on its continuous parents in each configuration of its discrete parents. The
 * scores loglik-cg, aic-cg and bic-cg ({@link org.structlearn.mixed.CgScore}), the mi-cg test of
 * conditional independence ({@link org.structlearn.mixed.MiCgTest}), the per-configuration
 * regressions they share ({@link org.structlearn.mixed.CgStatistics}), the parent restriction as
 * knowledge ({@link org.structlearn.mixed.CgRestriction}), hill climbing and tabu search ({@link
 * org.structlearn.mixed.CgSearch}) and PC-stable ({@link org.structlearn.mixed.CgPcStable}) with
 * it, and fitted networks: parameters by maximum likelihood as bnlearn's {@code bn.fit},
 * log-likelihood and seeded forward sampling ({@link org.structlearn.mixed.CgNetwork}).
 */
package org.structlearn.mixed;
