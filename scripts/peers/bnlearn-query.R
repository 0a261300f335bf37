# bnlearn's side of query-speed.sh: likelihood weighting with cpquery, timed (reading the network is
# not timed).
#   Rscript bnlearn-query.R NETWORK.bif[.gz] "A=a,B=b" TARGET LEVEL DRAWS REPEATS
# prints one line per repeat: "elapsed-seconds cpu-seconds estimate"
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
path <- args[1]
if (grepl("\\.gz$", path)) {
  plain <- tempfile(fileext = ".bif")
  writeLines(readLines(gzfile(path)), plain)
  path <- plain
}
fit <- suppressWarnings(read.bif(path))
items <- strsplit(strsplit(args[2], ",")[[1]], "=")
ev <- setNames(lapply(items, `[`, 2), sapply(items, `[`, 1))
call <- parse(text = sprintf('cpquery(fit, event = (`%s` == "%s"), evidence = ev, method = "lw", n = %d)',
                             args[3], args[4], as.integer(args[5])))[[1]]
set.seed(1)
for (i in seq_len(as.integer(args[6]))) {
  t <- system.time(p <- eval(call))
  cat(sprintf("%.4f %.4f %.6f\n", t[["elapsed"]], t[["user.self"]] + t[["sys.self"]], p))
}
