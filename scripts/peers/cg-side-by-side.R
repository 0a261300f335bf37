# Live side-by-side of structlearn's conditional Gaussian scores, the mi-cg test and discretize()
# against bnlearn (the cg-reference bar): prints one table per kind, bnlearn's value, structlearn's
# (its command line, target/structlearn.jar) and the absolute difference. Asserts nothing.
#   mvn -o -q package -DskipTests
#   R_LIBS=/tmp/Rlib Rscript scripts/peers/cg-side-by-side.R
# Data: bnlearn's clgaussian.test (data/bnlearn, with its level file) and the real tables of
# data/real, each with the columns structlearn's column roles keep and the roles it gives them
# (whole-number columns with at most 10 values as factors), then the incomplete rows dropped, as
# `score` and `citest` drop them (complete-case analysis; structural EM is not implemented for mixed
# data). The graphs scored are bnlearn's hc(score = "bic-cg") on the same rows, plus a hand one.
suppressMessages(library(bnlearn))
jar <- "target/structlearn.jar"
if (!file.exists(jar)) stop("build the jar first: mvn -o -q package -DskipTests")
tmp <- tempfile("cg-sbs"); dir.create(tmp)
sl <- function(args) {
  out <- suppressWarnings(system2("java", c("-jar", jar, args), stdout = TRUE, stderr = FALSE))
  jsonlite::fromJSON(paste(out, collapse = "\n"))
}
have.json <- requireNamespace("jsonlite", quietly = TRUE)
if (!have.json) stop("install.packages('jsonlite') into R_LIBS")
fac <- function(d, cols) { for (v in cols) d[[v]] <- factor(d[[v]]); d }
num <- function(d) { for (v in names(d)) if (is.integer(d[[v]])) d[[v]] <- as.numeric(d[[v]]); d }
rd <- function(f) read.csv(f, stringsAsFactors = TRUE, na.strings = c("", "NA"))

cl <- read.csv("data/bnlearn/clgaussian.test.csv.gz", stringsAsFactors = FALSE)
lv <- read.csv("data/bnlearn/clgaussian.test.levels.csv.gz", stringsAsFactors = FALSE)
for (v in unique(lv$variable)) {
  l <- lv[lv$variable == v, ]
  cl[[v]] <- factor(cl[[v]], levels = l$level[order(l$index)])
}
sets <- list(
  clgaussian = list(file = "data/bnlearn/clgaussian.test.csv.gz", data = cl,
    extra = c("--levels", "data/bnlearn/clgaussian.test.levels.csv.gz")),
  survey = list(file = "data/real/survey.csv.gz",
    data = na.omit(num(rd("data/real/survey.csv.gz")))),
  titanic = list(file = "data/real/titanic_train.csv.gz",
    data = na.omit(num(fac(rd("data/real/titanic_train.csv.gz")[, c("Survived", "Pclass", "Sex",
      "Age", "SibSp", "Parch", "Fare", "Embarked")], c("Survived", "Pclass", "SibSp", "Parch"))))),
  airquality = list(file = "data/real/airquality.csv.gz",
    data = na.omit(num(fac(rd("data/real/airquality.csv.gz"), "Month")))))
cat("bnlearn", as.character(packageVersion("bnlearn")), "\n\n")

cat("Scores (loglik-cg, bic-cg): bnlearn score() vs structlearn score\n")
rows <- NULL
for (d in names(sets)) {
  s <- sets[[d]]
  graphs <- c(hc = modelstring(hc(s$data, score = "bic-cg")))
  if (d == "clgaussian") graphs <- c(graphs, truth = "[A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]")
  for (g in names(graphs)) {
    gf <- file.path(tmp, paste0(d, "-", g, ".txt")); writeLines(graphs[[g]], gf)
    for (type in c("loglik-cg", "bic-cg")) {
      b <- score(model2network(graphs[[g]]), s$data, type = type)
      o <- sl(c("score", "--data", s$file, s$extra, "--graph", gf, "--score", type, "--json"))
      v <- as.numeric(o$score)
      rows <- rbind(rows, data.frame(data = d, rows = nrow(s$data), graph = g, score = type,
        bnlearn = sprintf("%.9f", b), structlearn = sprintf("%.9f", v),
        diff = sprintf("%.1e", abs(b - v))))
    }
  }
}
print(rows, row.names = FALSE)

cat("\nmi-cg test: bnlearn ci.test (indep.test, as pc.stable calls it) vs structlearn citest\n")
tests <- list(clgaussian = list(c("A", "D"), c("D", "E", "A", "B"), c("A", "B", "D", "G")),
  survey = list(c("Sex", "Height"), c("Height", "Wr.Hnd", "Sex"), c("Sex", "M.I", "Height")),
  titanic = list(c("Survived", "Age"), c("Survived", "Fare", "Pclass"),
    c("Sex", "Age", "Survived", "Pclass")),
  airquality = list(c("Month", "Temp"), c("Ozone", "Temp", "Month"), c("Month", "Wind", "Temp")))
rows <- NULL
for (d in names(tests)) {
  s <- sets[[d]]
  checked <- bnlearn:::check.data(s$data)
  for (t in tests[[d]]) {
    z <- names(s$data)[names(s$data) %in% t[-(1:2)]]   # column order, as structlearn takes them
    xy <- names(s$data)[names(s$data) %in% t[1:2]]
    r <- bnlearn:::indep.test(xy[1], xy[2], z, checked, "mi-cg", learning = FALSE)
    a <- c("citest", "--data", s$file, s$extra, "--x", xy[1], "--y", xy[2], "--test", "mi-cg",
      "--json")
    if (length(z) > 0) a <- c(a, "--given", paste(z, collapse = ","))
    o <- sl(a)
    rows <- rbind(rows, data.frame(data = d, x = xy[1], y = xy[2], z = paste(z, collapse = ","),
      bnlearn = sprintf("%.9f", r$statistic), structlearn = sprintf("%.9f", o$statistic),
      df = sprintf("%g/%g", r$parameter[["df"]], o$df),
      p.diff = sprintf("%.1e", abs(r$p.value - o$pValue))))
  }
}
print(rows, row.names = FALSE)

cat("\ndiscretize(): bnlearn's level names vs structlearn discretize (3 breaks)\n")
rows <- NULL
disc <- list(gaussian = "data/bnlearn/gaussian.test.csv.gz",
  airquality = "data/real/airquality.csv.gz")
for (d in names(disc)) {
  # airquality: its complete rows, Month a factor as structlearn's roles read it (it takes part in
  # hartemink's mutual information as a discrete column, as clgaussian's factors do in bnlearn)
  x <- if (d == "airquality") sets$airquality$data else num(read.csv(disc[[d]]))
  for (m in c("quantile", "interval", "hartemink")) {
    b <- if (m == "hartemink") discretize(x, method = m, breaks = 3, ibreaks = 20) else
      discretize(x, method = m, breaks = 3)
    a <- c("discretize", "--data", disc[[d]], "--method", m, "--breaks", "3", "--out",
      file.path(tmp, paste0(d, m, ".csv")), "--json")
    if (d == "airquality") a <- c(a, "--missing-cells", "drop-rows")
    if (m == "hartemink") a <- c(a, "--ibreaks", "20")
    o <- sl(a)
    same <- 0
    for (i in seq_len(nrow(o$columns))) {
      same <- same + identical(levels(b[[o$columns$column[i]]]), unlist(o$columns$levels[i]))
    }
    rows <- rbind(rows, data.frame(data = d, rows = nrow(x), method = m,
      columns.cut = nrow(o$columns), identical.levels = same))
  }
}
print(rows, row.names = FALSE)
unlink(tmp, recursive = TRUE)
