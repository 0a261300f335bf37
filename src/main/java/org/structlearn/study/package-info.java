/**
 * The seed papers' experiments as library code: each study takes validated options (with a full and
 * a quick preset), runs deterministically for a seed whatever the thread count, reports progress
 * through a {@link org.structlearn.ProgressListener}, stops on interrupt, and returns a result that
 * a notebook shows as tables and charts and the command line ({@code study NAME}) prints as text or
 * JSON. Nothing here prints.
 */
package org.structlearn.study;
