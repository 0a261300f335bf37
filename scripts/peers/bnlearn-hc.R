# One timed bnlearn hc() (BIC, default options) on a discrete CSV, levels from a level file
# (variable,index,level). Prints "seconds bic arcs". Used by side-by-side.sh.
#   Rscript bnlearn-hc.R DATA.csv[.gz] LEVELS.csv[.gz] [ROWS]
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
read.levels <- function(data, levels, rows) {
  d <- read.csv(data, colClasses = "character", check.names = FALSE, na.strings = character(0),
                nrows = if (is.na(rows)) -1 else rows)
  l <- read.csv(levels, colClasses = c("character", "integer", "character"),
                na.strings = character(0))
  for (v in names(d)) {
    lv <- l[l$variable == v, ]
    d[[v]] <- factor(d[[v]], levels = lv$level[order(lv$index)])
    if (anyNA(d[[v]])) stop("column ", v, " has a value missing from ", levels)
  }
  d
}
d <- read.levels(args[1], args[2], as.integer(args[3]))
# levels a sample never shows (pathfinder has four) draw a warning from every call; they are kept
# on purpose, as they count in BIC's parameters
t <- system.time(g <- suppressWarnings(hc(d)))[["elapsed"]]
cat(sprintf("%.3f %.4f %d\n", t, suppressWarnings(score(g, d, type = "bic")), narcs(g)))
