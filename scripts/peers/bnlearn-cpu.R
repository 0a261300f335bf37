# bnlearn's side of cpu-side-by-side.sh: hc() with BIC or pc.stable(test = "mi", alpha = 0.05) on a
# discrete CSV read with the levels of a level file (variable,index,level); data loading not timed.
#   Rscript bnlearn-cpu.R hc|pc DATA.csv[.gz] LEVELS.csv[.gz]
# prints "wall cpu result": system.time's elapsed and user + system seconds, and the BIC (hc) or
# the number of arcs, an undirected one counted both ways (pc)
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
d <- read.csv(args[2], colClasses = "character", check.names = FALSE, na.strings = character(0))
l <- read.csv(args[3], colClasses = c("character", "integer", "character"),
              na.strings = character(0))
for (v in names(d)) {
  lv <- l[l$variable == v, ]
  d[[v]] <- factor(d[[v]], levels = lv$level[order(lv$index)])
  if (anyNA(d[[v]])) stop("column ", v, " has a value missing from ", args[3])
}
if (args[1] == "hc") {
  t <- system.time(g <- suppressWarnings(hc(d)))
  result <- sprintf("%.4f", suppressWarnings(score(g, d, type = "bic")))
} else {
  t <- system.time(g <- suppressWarnings(pc.stable(d, test = "mi", alpha = 0.05)))
  result <- sprintf("%d", nrow(arcs(g))) # an undirected arc is two rows
}
cat(sprintf("%.4f %.4f %s\n", t[["elapsed"]], t[["user.self"]] + t[["sys.self"]], result))
