# bnlearn's side of side-by-side.sh: a discrete CSV read with the levels (and their order) of a level
# file (variable,index,level), then one timed call; data loading is not timed.
#   Rscript bnlearn.R hc DATA.csv[.gz] LEVELS.csv[.gz] ROWS
#     hc() with BIC and default options; prints "seconds bic arcs"
#   Rscript bnlearn.R strength DATA.csv[.gz] LEVELS.csv[.gz] ROWS REPLICATES SEED OUT.csv [ALGORITHM]
#     boot.strength(R = REPLICATES, algorithm = ALGORITHM) (default "hc"; e.g. "pc.stable", whose
#     defaults are the mi test at alpha 0.05) and averaged.network (Scutari and Nagarajan's
#     threshold); writes the averaged network's arcs (from,to; an undirected arc both ways) to OUT;
#     prints "seconds threshold arcs"
#   Rscript bnlearn.R pc DATA.csv[.gz] LEVELS.csv[.gz] ROWS ALPHA OUT.csv
#     pc.stable(test = "mi", alpha = ALPHA); writes the CPDAG's arcs (from,to; an undirected edge as
#     both arcs) to OUT; prints "seconds tests arcs"
#   Rscript bnlearn.R levels NETWORK.bif[.gz] OUT.csv
#     writes the network's levels (variable,index,level) as read.bif reads them
#   Rscript bnlearn.R random NODES MINLEVELS MAXLEVELS ARCSPERNODE SEED OUT.bif
#     a random network (set.seed(SEED)): random.graph(method = "ordered") with about ARCSPERNODE
#     arcs per node and at most 4 parents, levels drawn uniformly in MINLEVELS..MAXLEVELS, every
#     conditional distribution a Dirichlet(0.5) draw; written by write.bif; prints "nodes arcs"
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
if (args[1] == "random") {
  n <- as.integer(args[2])
  set.seed(as.integer(args[6]))
  nodes <- sprintf("V%02d", seq_len(n))
  g <- random.graph(nodes, method = "ordered", prob = 2 * as.numeric(args[5]) / (n - 1))
  for (v in nodes) { # at most 4 parents, dropping the extra ones
    p <- parents(g, v)
    if (length(p) > 4) for (x in p[-(1:4)]) g <- drop.arc(g, x, v)
  }
  range <- as.integer(args[3]):as.integer(args[4])
  # indexed, since sample(2:2, ...) would draw from 1:2; the same draws as sample(range) otherwise
  levels <- range[sample.int(length(range), n, replace = TRUE)]
  names(levels) <- nodes
  dirichlet <- function(k) { x <- rgamma(k, shape = 0.5); x <- x + 1e-6; x / sum(x) }
  dist <- lapply(nodes, function(v) {
    p <- parents(g, v)
    dims <- c(levels[v], levels[p])
    dn <- lapply(c(v, p), function(u) sprintf("s%d", seq_len(levels[u])))
    names(dn) <- c(v, p)
    cells <- array(unlist(replicate(prod(dims) / levels[v], dirichlet(levels[v]),
                                    simplify = FALSE)), dim = dims, dimnames = dn)
    if (length(p) == 0) cells <- matrix(cells, ncol = 1, dimnames = list(dn[[v]], NULL))
    cells
  })
  names(dist) <- nodes
  write.bif(args[7], custom.fit(g, dist = dist))
  cat(n, narcs(g), "\n")
  quit(save = "no")
}
if (args[1] == "levels") {
  bif <- args[2]
  if (grepl("\\.gz$", bif)) { # read.bif wants a plain file
    plain <- tempfile(fileext = ".bif")
    con <- gzfile(bif)
    writeLines(readLines(con), plain)
    close(con)
    bif <- plain
  }
  net <- read.bif(bif)
  out <- do.call(rbind, lapply(names(net), function(v) {
    l <- dimnames(net[[v]]$prob)[[1]]
    data.frame(variable = v, index = seq_along(l), level = l)
  }))
  write.csv(out, args[3], row.names = FALSE, quote = FALSE)
  quit(save = "no")
}
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
} else if (args[1] == "pc") {
  t <- system.time(g <- suppressWarnings(
    pc.stable(d, test = "mi", alpha = as.numeric(args[5]))))[["elapsed"]]
  write.csv(as.data.frame(arcs(g)), args[6], row.names = FALSE, quote = FALSE)
  cat(sprintf("%.3f %d %d\n", t, ntests(g), narcs(g)))
} else {
  stop("first argument: hc, strength, pc or levels, was ", args[1])
}
