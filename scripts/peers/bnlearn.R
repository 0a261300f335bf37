# bnlearn's side of side-by-side.sh: a discrete CSV read with the levels (and their order) of a level
# file (variable,index,level), then one timed call; data loading is not timed.
#   Rscript bnlearn.R hc DATA.csv[.gz] LEVELS.csv[.gz] ROWS
#     hc() with BIC and default options; prints "seconds bic arcs"
#   Rscript bnlearn.R strength DATA.csv[.gz] LEVELS.csv[.gz] ROWS REPLICATES SEED OUT.csv [ALGORITHM]
#     boot.strength(R = REPLICATES, algorithm = ALGORITHM) (default "hc"; e.g. "pc.stable", whose
#     defaults are the mi test at alpha 0.05) and averaged.network (Scutari and Nagarajan's
#     threshold); writes the averaged network's arcs (from,to; an undirected arc both ways) to OUT;
#     prints "seconds threshold arcs"
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
d <- read.csv(args[2], colClasses = "character", check.names = FALSE, na.strings = character(0),
              nrows = as.integer(args[4]))
l <- read.csv(args[3], colClasses = c("character", "integer", "character"),
              na.strings = character(0))
for (v in names(d)) {
  lv <- l[l$variable == v, ]
  d[[v]] <- factor(d[[v]], levels = lv$level[order(lv$index)])
  if (anyNA(d[[v]])) stop("column ", v, " has a value missing from ", args[3])
}
# levels a sample never shows (pathfinder has four) draw a warning from every call; they are kept
# on purpose, as they count in BIC's parameters
if (args[1] == "hc") {
  t <- system.time(g <- suppressWarnings(hc(d)))[["elapsed"]]
  cat(sprintf("%.3f %.4f %d\n", t, suppressWarnings(score(g, d, type = "bic")), narcs(g)))
} else if (args[1] == "strength") {
  algorithm <- if (length(args) >= 8) args[8] else "hc"
  set.seed(as.integer(args[6]))
  t <- system.time(bs <- suppressWarnings(
    boot.strength(d, R = as.integer(args[5]), algorithm = algorithm)))[["elapsed"]]
  avg <- averaged.network(bs)
  write.csv(as.data.frame(arcs(avg)), args[7], row.names = FALSE, quote = FALSE)
  cat(sprintf("%.3f %.4f %d\n", t, attr(bs, "threshold"), narcs(avg)))
} else {
  stop("first argument: hc or strength, was ", args[1])
}
