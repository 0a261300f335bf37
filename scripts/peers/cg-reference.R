# Reference values of conditional linear Gaussian (CG) networks from bnlearn, for the tests of
# org.structlearn.mixed (written to src/test/resources/org/structlearn/mixed/):
#   cg-scores.csv    score(type = loglik-cg | aic-cg | bic-cg), by node and total, for several DAGs
#   cg-citests.csv   the mi-cg test (bnlearn:::indep.test, as pc.stable and ci.test call it):
#                    statistic, df, p-value
#   cg-learned.csv   hc and tabu (bic-cg) model strings, pc.stable (mi-cg) arcs
#   cg-fit.csv       bn.fit: per node and configuration ("name=level;..." sorted by name: the node
#                    and its parents for a probability, the discrete parents for coefficients
#                    and sd), the probabilities, coefficients and sd
# on bnlearn's clgaussian.test (data/bnlearn, levels from its level file) and on the complete rows
# of MASS's survey (data/real/survey.csv.gz, 168 of 237 rows; factor levels sorted as R reads them).
#   R_LIBS=/tmp/Rlib Rscript scripts/peers/cg-reference.R [OUT_DIR]
suppressMessages(library(bnlearn))
args <- commandArgs(TRUE)
out <- if (length(args) > 0) args[1] else "src/test/resources/org/structlearn/mixed"
cl <- read.csv("data/bnlearn/clgaussian.test.csv.gz", stringsAsFactors = FALSE)
lv <- read.csv("data/bnlearn/clgaussian.test.levels.csv.gz", stringsAsFactors = FALSE)
for (v in unique(lv$variable)) {
  l <- lv[lv$variable == v, ]
  cl[[v]] <- factor(cl[[v]], levels = l$level[order(l$index)])
}
sv <- read.csv("data/real/survey.csv.gz", stringsAsFactors = TRUE, na.strings = c("", "NA"))
sv <- na.omit(sv)
for (v in names(sv)) if (is.integer(sv[[v]])) sv[[v]] <- as.numeric(sv[[v]])
rownames(sv) <- NULL
data <- list(clgaussian = cl, survey = sv)
cat("bnlearn", as.character(packageVersion("bnlearn")), "; survey complete rows:", nrow(sv), "\n")

graphs <- list(
  clgaussian = c(
    truth = "[A][B][C][H][D|A:H][F|B:C][E|B:D][G|A:D:E:F]",
    empty = "[A][B][C][D][E][F][G][H]",
    other = "[A][B|A][C|A:B][D|B:C][E|D][F|A:C][G|E:F][H|G:F]",
    dense = "[A][B|A][C|A:B][F|A:B:C][D|A:B:C:F][E|A:D:F][G|B:C:D:E][H|A:B:C:D:E:F:G]"),
  survey = c(
    empty = paste0("[", names(sv), "]", collapse = ""),
    hand = "[Sex][W.Hnd][Fold|W.Hnd][Clap|W.Hnd][Exer|Sex][Smoke][M.I|Sex][Height|Sex:M.I][Wr.Hnd|Sex:Height][NW.Hnd|W.Hnd:Wr.Hnd][Pulse|Exer:Smoke][Age|Smoke]"))
learned <- NULL
for (d in names(data)) {
  h <- hc(data[[d]], score = "bic-cg")
  t <- tabu(data[[d]], score = "bic-cg")
  graphs[[d]] <- c(graphs[[d]], hc = modelstring(h))
  p <- pc.stable(data[[d]], test = "mi-cg")
  learned <- rbind(learned,
    data.frame(dataset = d, algorithm = "hc", result = modelstring(h)),
    data.frame(dataset = d, algorithm = "tabu", result = modelstring(t)),
    data.frame(dataset = d, algorithm = "pc.stable",
               result = paste(apply(arcs(p), 1, paste, collapse = "->"), collapse = " ")))
}
scores <- NULL
for (d in names(data)) for (g in names(graphs[[d]])) {
  net <- model2network(graphs[[d]][[g]])
  for (type in c("loglik-cg", "aic-cg", "bic-cg")) {
    byNode <- score(net, data[[d]], type = type, by.node = TRUE)
    scores <- rbind(scores, data.frame(dataset = d, graph = g, modelstring = graphs[[d]][[g]],
      score = type, node = c(names(byNode), "(total)"),
      value = sprintf("%.15g", c(byNode, score(net, data[[d]], type = type)))))
  }
}
tests <- list(
  clgaussian = list(c("D", "E"), c("A", "D"), c("D", "A"), c("A", "B"), c("D", "E", "A"),
    c("D", "E", "A", "G"), c("D", "E", "G"), c("D", "E", "A", "B", "G"), c("A", "D", "B"),
    c("A", "D", "G"), c("A", "D", "B", "G", "H"), c("D", "A", "C", "E"), c("A", "B", "C"),
    c("A", "B", "D"), c("A", "B", "D", "G"), c("A", "B", "C", "D"), c("A", "B", "C", "F", "D", "G", "H"),
    c("F", "C", "B", "E"), c("G", "F", "A", "D", "E"), c("H", "G", "D"), c("C", "F", "B"),
    c("B", "C", "A", "E")),
  survey = list(c("Wr.Hnd", "NW.Hnd"), c("Sex", "Height"), c("Sex", "M.I"),
    c("Height", "Wr.Hnd", "Sex"), c("Height", "Wr.Hnd", "Sex", "M.I"), c("Pulse", "Exer", "Smoke"),
    c("Sex", "Exer", "Height"), c("Sex", "M.I", "Height", "Wr.Hnd"), c("W.Hnd", "Clap", "Fold"),
    c("Smoke", "Exer", "Sex", "Age"), c("Age", "Pulse", "Sex", "Exer", "Height"),
    c("Fold", "Clap", "W.Hnd", "Wr.Hnd", "NW.Hnd")))
cis <- NULL
checked <- lapply(data, bnlearn:::check.data)
for (d in names(data)) for (t in tests[[d]]) {
  z <- if (length(t) > 2) t[3:length(t)] else character(0)
  # the conditioning set in column order: bnlearn's value depends on the order of the continuous
  # ones when x and y are both discrete, and structlearn takes them in column order
  z <- names(data[[d]])[names(data[[d]]) %in% z]
  # x before y in column order: with two discrete variables and continuous ones in z, bnlearn's
  # statistic and df are not symmetric in x and y, and structlearn takes them in column order
  t[1:2] <- names(data[[d]])[names(data[[d]]) %in% t[1:2]]
  # bnlearn's indep.test (what pc.stable calls; ci.test refuses mi-cg on columns of one kind,
  # and gives the same values on mixed ones) on the whole mixed data frame
  r <- bnlearn:::indep.test(t[1], t[2], z, checked[[d]], "mi-cg", learning = FALSE)
  cis <- rbind(cis, data.frame(dataset = d, x = t[1], y = t[2], z = paste(z, collapse = ":"),
    statistic = sprintf("%.15g", r$statistic), df = sprintf("%.15g", r$parameter[["df"]]),
    pvalue = sprintf("%.15g", r$p.value)))
}
# a configuration as "name=level;..." sorted by name (bnlearn orders a node's parents its own way)
label <- function(levels) {
  if (length(levels) == 0) return(rep("", 1))
  grid <- expand.grid(levels, stringsAsFactors = FALSE)  # first varying fastest, as bnlearn
  apply(grid, 1, function(r) {
    o <- order(names(levels))
    paste(paste0(names(levels)[o], "=", r[o]), collapse = ";")
  })
}
fits <- NULL
for (d in names(data)) {
  g <- if (d == "clgaussian") graphs[[d]][["truth"]] else graphs[[d]][["hand"]]
  f <- bn.fit(model2network(g), data[[d]])
  for (node in names(f)) {
    n <- f[[node]]
    if (is(n, "bn.fit.dnode")) {
      dn <- dimnames(n$prob)
      if (is.null(names(dn))) names(dn) <- node
      fits <- rbind(fits, data.frame(dataset = d, graph = g, node = node, kind = "prob",
        config = label(dn), name = "", value = sprintf("%.15g", as.vector(n$prob))))
    } else {
      co <- as.matrix(n$coefficients)
      configs <- if (is.null(n$dlevels)) "" else label(n$dlevels)
      for (j in seq_len(ncol(co))) {
        fits <- rbind(fits, data.frame(dataset = d, graph = g, node = node, kind = "coef",
          config = configs[j], name = rownames(co), value = sprintf("%.15g", co[, j])))
      }
      fits <- rbind(fits, data.frame(dataset = d, graph = g, node = node, kind = "sd",
        config = configs, name = "", value = sprintf("%.15g", n$sd)))
    }
  }
}
write.csv(scores, file.path(out, "cg-scores.csv"), row.names = FALSE)
write.csv(cis, file.path(out, "cg-citests.csv"), row.names = FALSE)
write.csv(learned, file.path(out, "cg-learned.csv"), row.names = FALSE)
write.csv(fits, file.path(out, "cg-fit.csv"), row.names = FALSE)
print(learned)
