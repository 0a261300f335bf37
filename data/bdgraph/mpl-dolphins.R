# Held-out reference for MPL hill climbing: what BDgraph's bdgraph.mpl(method = "dgm-binary",
# algorithm = "hc") learns on Gibbs samples of a random binary Markov network on the dolphins graph.
# Usage (from data/bdgraph/): Rscript mpl-dolphins.R
# Reads dolphins-gibbs-<rows>.csv.gz (0/1 columns X1..X62); writes dolphins-gibbs-<rows>-mpl-learned.csv
# (operator,from,to) and dolphins-gibbs-<rows>-mpl-summary.txt into $OUT (default: here).
suppressPackageStartupMessages(library(BDgraph))
OUT <- Sys.getenv("OUT", ".")
fmt <- function(v) sprintf("%.15g", v)

edges_of <- function(adj, nm) {
  e <- which(adj == 1 & upper.tri(adj), arr.ind = TRUE)
  a <- nm[e[, 1]]; b <- nm[e[, 2]]
  d <- data.frame(from = a, to = b, stringsAsFactors = FALSE)  # from = the earlier column
  d[order(e[, 1], e[, 2]), ]
}

# total log MPL of a graph with BDgraph's own local score (the quantity global_hc_binary maximises)
graph_total <- function(m, adj, alpha) {
  d <- BDgraph::transfer(r_data = m)
  p <- ncol(d) - 1
  sum(sapply(seq_len(p), function(j)
    BDgraph:::log_mpl_binary(node = j, mb_node = which(adj[j, ] == 1), data = d[, -(p + 1)],
                             freq_data = d[, p + 1], p = p, n = sum(d[, p + 1]), alpha = alpha)))
}

for (rows in c(1000, 5000)) {
  name <- sprintf("dolphins-gibbs-%d", rows)
  m <- as.matrix(read.csv(paste0(name, ".csv.gz"), check.names = FALSE))
  stopifnot(nrow(m) == rows, ncol(m) == 62, all(m %in% c(0, 1)), all(apply(m, 2, function(v) length(unique(v))) == 2))
  nm <- colnames(m)
  learned <- list(); lines <- c(
    sprintf("data: %s.csv (%d rows, %d binary columns)", name, nrow(m), ncol(m)),
    sprintf("BDgraph %s on %s: bdgraph.mpl(data, method = \"dgm-binary\", algorithm = \"hc\", alpha = 0.5, operator = <op>, cores = 1)",
            packageVersion("BDgraph"), R.version.string))
  for (op in c("or", "and")) {
    t <- system.time(fit <- bdgraph.mpl(data = m, method = "dgm-binary", algorithm = "hc", alpha = 0.5,
                                        operator = op, cores = 1, verbose = FALSE))
    adj <- fit$selected_graph
    stopifnot(isSymmetric(unname(adj)))
    e <- edges_of(adj, nm)
    learned[[op]] <- cbind(operator = op, e)
    lines <- c(lines,
      sprintf("operator = \"%s\": %d edges, total log MPL (alpha 0.5) = %s, bdgraph.mpl elapsed %.2f s",
              op, nrow(e), fmt(graph_total(m, adj, 0.5)), t[["elapsed"]]))
  }
  write.csv(do.call(rbind, learned), file.path(OUT, paste0(name, "-mpl-learned.csv")), row.names = FALSE, quote = FALSE)
  writeLines(lines, file.path(OUT, paste0(name, "-mpl-summary.txt")))
  cat(lines, sep = "\n"); cat("\n")
}
