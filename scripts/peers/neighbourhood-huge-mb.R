# huge's Meinshausen-Buhlmann graph estimation on the penalty path huge chooses, for
# scripts/peers/neighbourhood-huge-mb.sh:
#
#   Rscript scripts/peers/neighbourhood-huge-mb.R DATA.csv OUTPREFIX
#
# huge 1.3.5 (Debian's r-cran-huge): huge.mb standardises the columns, takes their correlation
# matrix S and, for each node, solves the lasso 1/2 b'S b - s'b + lambda |b|_1 on S by coordinate
# descent, the same objective as 1/(2n) |y - X b|^2 + lambda |b|_1 with every column standardised
# to mean 0 and variance 1 (divisor n). Writes OUTPREFIX.z.csv (the data so standardised, which
# structlearn's side reads), OUTPREFIX.lambdas.csv (huge's default path: 10 values from the
# largest |S_ij| down by lambda.min.ratio 0.1) and OUTPREFIX.edges.csv (l, rule, a, b: the graph
# at each penalty, symmetrised by huge with sym = "and" and "or").
suppressMessages(library(huge))
args <- commandArgs(TRUE)
x <- as.matrix(read.csv(args[1], check.names = FALSE))
out <- args[2]
n <- nrow(x)
z <- apply(x, 2, function(v) (v - mean(v)) / sqrt(mean((v - mean(v))^2)))
write.csv(z, paste0(out, ".z.csv"), row.names = FALSE, quote = FALSE)
nm <- colnames(x)
rows <- list()
lambdas <- NULL
for (rule in c("and", "or")) {
  fit <- huge(z, method = "mb", sym = rule, verbose = FALSE)
  lambdas <- fit$lambda
  for (l in seq_along(fit$path)) {
    A <- as.matrix(fit$path[[l]])
    idx <- which(A != 0 & upper.tri(A), arr.ind = TRUE)
    if (nrow(idx) > 0) rows[[length(rows) + 1]] <- data.frame(l = l, rule = rule, a = nm[idx[, 1]], b = nm[idx[, 2]])
  }
}
write.csv(data.frame(l = seq_along(lambdas), lambda = sprintf("%.17g", lambdas)),
  paste0(out, ".lambdas.csv"), row.names = FALSE, quote = FALSE)
write.csv(do.call(rbind, rows), paste0(out, ".edges.csv"), row.names = FALSE, quote = FALSE)
