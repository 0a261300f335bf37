# Reference values for StructuralEmTest: bnlearn's structural.em() with its defaults (impute
# "bayes-lw" with 500 particles, hc with BIC, fit "mle", max.iter 5) on a CSV whose missing cells
# are NA, run with R seeds 1..3. It stops if the seeds learn different DAGs (the reference would
# then be a matter of luck in bnlearn's likelihood weighting), else writes the DAG's arcs (from,to).
#   Rscript structural-em-reference.R HOLED.csv OUT.arcs.csv
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
d <- read.csv(args[1], colClasses = "character", na.strings = "NA", check.names = FALSE)
for (v in names(d)) d[[v]] <- factor(d[[v]])
dags <- lapply(1:3, function(s) {
  set.seed(s)
  suppressWarnings(structural.em(d))
})
for (g in dags[-1]) {
  if (!isTRUE(all.equal(g, dags[[1]])))
    stop("structural.em learns different DAGs for different seeds on this data")
}
write.csv(as.data.frame(arcs(dags[[1]])), args[2], row.names = FALSE, quote = FALSE)
cat("bnlearn", as.character(packageVersion("bnlearn")), "structural.em:", modelstring(dags[[1]]), "\n")
