/**
 * The {@code study} command and its reports: the hill-climbing, topology-identification and
 * latent-influence studies, each printed as text or JSON. Split from {@code cli} when that package
 * passed 25 files: it shares only the public output and progress helpers of {@code cli}.
 */
package org.structlearn.cli.study;
