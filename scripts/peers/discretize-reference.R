# Reference values of bnlearn's discretize() for the tests of org.structlearn.prep: for each case
# (data set, method, breaks, ibreaks, idisc), each discretised column's level names and the number
# of rows in each level, written to src/test/resources/org/structlearn/prep/discretize.csv.
#   R_LIBS=/tmp/Rlib Rscript scripts/peers/discretize-reference.R [OUT.csv]
# Data: bnlearn's gaussian.test and clgaussian.test (its discrete columns take part in hartemink's
# mutual information), the complete rows of R's airquality (whole numbers, many ties), bnlearn's
# marks (88 rows) and the red wines (1,599 rows, columns with few distinct values), all read from
# data/ as structlearn reads them (numbers as doubles).
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
out <- if (length(args) > 0) args[1] else "src/test/resources/org/structlearn/prep/discretize.csv"
num <- function(d) { for (v in names(d)) if (is.integer(d[[v]])) d[[v]] <- as.numeric(d[[v]]); d }
cl <- read.csv("data/bnlearn/clgaussian.test.csv.gz", stringsAsFactors = TRUE)
red <- num(read.csv("data/wine/winequality-red.csv.gz", sep = ";", check.names = FALSE))
data <- list(
  gaussian = read.csv("data/bnlearn/gaussian.test.csv.gz"),
  clgaussian = cl,
  airquality = num(na.omit(read.csv("data/real/airquality.csv.gz"))),
  marks = num(read.csv("data/bnlearn/marks.csv.gz")),
  red = red[, setdiff(names(red), "quality")])
cases <- list(
  list("gaussian", "quantile", "3", ""), list("gaussian", "interval", "3", ""),
  list("gaussian", "hartemink", "3", ""), list("gaussian", "hartemink", "4", "20"),
  list("gaussian", "interval", "5", ""), list("gaussian", "quantile", "2:3:4:5:3:2:4", ""),
  list("gaussian", "hartemink", "2:3:4:5:3:2:4", "20"),
  list("gaussian", "hartemink", "3", "10", "interval"),
  list("clgaussian", "hartemink", "3", ""), list("clgaussian", "quantile", "4", ""),
  list("airquality", "quantile", "3", ""), list("airquality", "interval", "3", ""),
  list("airquality", "hartemink", "3", "20"), list("airquality", "hartemink", "2", ""),
  list("marks", "hartemink", "2", ""), list("marks", "quantile", "5", ""),
  list("red", "hartemink", "3", ""), list("red", "interval", "4", ""))
rows <- NULL
for (cs in cases) {
  d <- data[[cs[[1]]]]
  continuous <- names(d)[sapply(d, is.numeric)]
  b <- as.integer(strsplit(cs[[3]], ":")[[1]])
  # bnlearn takes one break per column of the data frame; discrete columns ignore theirs
  breaks <- if (length(b) == 1) b else { x <- rep(2L, ncol(d)); x[names(d) %in% continuous] <- b; x }
  extra <- list()
  if (cs[[4]] != "") extra$ibreaks <- as.integer(cs[[4]])
  if (length(cs) > 4) extra$idisc <- cs[[5]]
  r <- do.call(discretize, c(list(d, method = cs[[2]], breaks = breaks), extra))
  for (v in continuous) {
    rows <- rbind(rows, data.frame(data = cs[[1]], method = cs[[2]], breaks = cs[[3]],
      ibreaks = cs[[4]], idisc = if (length(cs) > 4) cs[[5]] else "", column = v,
      levels = paste(levels(r[[v]]), collapse = " "),
      counts = paste(as.vector(table(r[[v]])), collapse = " ")))
  }
}
write.csv(rows, out, row.names = FALSE)
cat("bnlearn", as.character(packageVersion("bnlearn")), ":", nrow(rows), "columns in",
    length(cases), "cases\n")
