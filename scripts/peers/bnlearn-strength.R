# bnlearn's boot.strength(R = REPLICATES, algorithm = "hc") and averaged.network (Scutari and
# Nagarajan's threshold), timed; writes the averaged network's arcs (from,to) to OUT.
# Prints "seconds threshold arcs". Used by side-by-side.sh.
#   Rscript bnlearn-strength.R DATA.csv[.gz] LEVELS.csv[.gz] ROWS REPLICATES SEED OUT.csv
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
d <- read.csv(args[1], colClasses = "character", check.names = FALSE, na.strings = character(0),
              nrows = as.integer(args[3]))
l <- read.csv(args[2], colClasses = c("character", "integer", "character"),
              na.strings = character(0))
for (v in names(d)) {
  lv <- l[l$variable == v, ]
  d[[v]] <- factor(d[[v]], levels = lv$level[order(lv$index)])
}
set.seed(as.integer(args[5]))
t <- system.time(bs <- boot.strength(d, R = as.integer(args[4]), algorithm = "hc"))[["elapsed"]]
avg <- averaged.network(bs)
write.csv(as.data.frame(arcs(avg)), args[6], row.names = FALSE, quote = FALSE)
cat(sprintf("%.3f %.4f %d\n", t, attr(bs, "threshold"), narcs(avg)))
