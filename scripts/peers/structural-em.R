# bnlearn's side of structural-em.sh: structural.em() with its defaults (impute = "bayes-lw" with
# 500 particles, maximize = "hc" with BIC, fit = "mle", max.iter = 5) on a CSV whose missing cells
# are NA; data loading is not timed. Writes the learned arcs (from,to) and prints
# "elapsed-seconds cpu-seconds arcs" of the structural.em() call.
#   Rscript structural-em.R HOLED.csv OUT.arcs.csv SEED
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
d <- read.csv(args[1], colClasses = "character", na.strings = "NA", check.names = FALSE)
for (v in names(d)) d[[v]] <- factor(d[[v]])
set.seed(as.integer(args[3]))
t <- system.time(r <- suppressWarnings(structural.em(d, return.all = TRUE)))
write.csv(as.data.frame(arcs(r$dag)), args[2], row.names = FALSE, quote = FALSE)
cat(sprintf("%.3f %.3f %d\n", t[["elapsed"]], t[["user.self"]] + t[["sys.self"]], narcs(r$dag)))
