# bnlearn's side of structural-em-cg.sh, on mixed (conditional Gaussian) data.
#   Rscript structural-em-cg.R prepare OUTDIR ROWS FRACTION SEED
#     fits bnlearn's clgaussian.test network ([A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]) to its
#     data, samples ROWS training rows and 2000 held-out rows (rbn, seed SEED), removes FRACTION of
#     the training cells completely at random (NA), writes OUTDIR/train.csv, OUTDIR/holed.csv,
#     OUTDIR/test.csv.
#   Rscript structural-em-cg.R learn OUTDIR SEED
#     structural.em() with its defaults (impute = "bayes-lw", 500 particles; maximize = "hc" with
#     bic-cg; fit = "mle-cg"; max.iter = 5) on holed.csv; prints "R SHD ll-own elapsed cpu arcs":
#     SHD of the CPDAGs to the truth (shd()), the log-likelihood per held-out row under the network
#     structural.em returns (its own parameters; -Inf/NaN if a held-out row meets a configuration
#     without parameters), the call's elapsed and user+sys seconds. Writes OUTDIR/R.arcs.csv.
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
truth.dag <- model2network("[A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]")
read <- function(f) {
  d <- read.csv(f, stringsAsFactors = FALSE, na.strings = "NA")
  for (v in c("A", "B", "C", "F")) d[[v]] <- factor(d[[v]], levels = levels(clgaussian.test[[v]]))
  d[, nodes(truth.dag)]
}
data(clgaussian.test)
if (args[1] == "prepare") {
  out <- args[2]; n <- as.integer(args[3]); frac <- as.numeric(args[4]); seed <- as.integer(args[5])
  truth <- bn.fit(truth.dag, clgaussian.test)
  set.seed(seed)
  train <- rbn(truth, n)
  test <- rbn(truth, 2000)
  holed <- train
  for (v in names(holed)) holed[[v]][runif(n) < frac] <- NA
  write.csv(train, file.path(out, "train.csv"), row.names = FALSE, quote = FALSE)
  write.csv(holed, file.path(out, "holed.csv"), row.names = FALSE, quote = FALSE, na = "NA")
  write.csv(test, file.path(out, "test.csv"), row.names = FALSE, quote = FALSE)
} else {
  out <- args[2]; seed <- as.integer(args[3])
  holed <- read(file.path(out, "holed.csv"))
  test <- read(file.path(out, "test.csv"))
  set.seed(seed)
  t <- system.time(r <- suppressWarnings(structural.em(holed, return.all = TRUE)))
  ll <- tryCatch(logLik(r$fitted, test) / nrow(test), error = function(e) NaN)
  write.csv(as.data.frame(arcs(r$dag)), file.path(out, "R.arcs.csv"), row.names = FALSE,
    quote = FALSE)
  cat(sprintf("R %d %.4f %.3f %.3f %d\n", shd(cpdag(r$dag), cpdag(truth.dag)), ll,
    t[["elapsed"]], t[["user.self"]] + t[["sys.self"]], narcs(r$dag)))
}
