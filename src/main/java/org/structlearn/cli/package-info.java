/**
 * The command line ({@code java -jar target/structlearn.jar <command>}), built with picocli: {@code
 * sample}, {@code fit}, {@code score}, {@code compare}. The only package that prints.
 */
package org.structlearn.cli;
