# The glmnet-based reference of l1 neighbourhood selection, for scripts/peers/neighbourhood-side-by-side.sh
# and the test resources under src/test/resources/neighbourhood/:
#
#   Rscript scripts/peers/neighbourhood-reference.R DATA.csv KIND GAMMA OUTPREFIX [REPS [RATIO]]
#
# KIND: discrete or gaussian. Each node is regressed on the others by glmnet with its defaults
# (glmnet 4.1.6, Debian's r-cran-glmnet):
#   - discrete, two observed levels: IsingFit 0.4's procedure (van Borkulo et al. 2014), re-typed
#     here because IsingFit is not on Debian: glmnet(x[, -i], x[, i], family = "binomial") with the
#     response 1 for the second observed level; logl = colSums(log(exp(eta * y) / (1 + exp(eta))));
#     EBIC = -2 logl + J log(N) + 2 gamma J log(p), p = number of predictors; which.min;
#     nodes whose rarer level occurs at most once are left out as IsingFit does (allowedNodes).
#   - discrete, more levels: glmnet(X, factor(y), family = "multinomial") (ungrouped, as mgm),
#     X the other nodes' treatment dummies of their observed levels; LL as mgm's calcLL;
#     J = dummy columns with a non-zero coefficient for some class (mgm's calcNeighbors).
#   - gaussian: glmnet(X, y) (covariance updates); LL = -n/2 (log(2 pi RSS/n) + 1).
# Writes OUTPREFIX.nodes.csv (node, family, penalties, chosen (1-based), lambda, ebic, seconds),
# OUTPREFIX.edges.csv (rule, a, b: the AND and the OR graph, a before b in column order),
# OUTPREFIX.path.csv (node, l, lambda, devratio, df, ebic) and OUTPREFIX.coef.csv (node, l,
# predictor, class, value: every non-zero coefficient along the whole path). REPS (default 1):
# glmnet is run REPS times per node and the median time kept (seconds: glmnet's fit alone). RATIO:
# glmnet's lambda.min.ratio (default: glmnet's own, 1e-4 with more rows than predictors).
suppressMessages(library(glmnet))
args <- commandArgs(TRUE)
data <- read.csv(args[1], check.names = FALSE)
kind <- args[2]
gamma <- as.numeric(args[3])
out <- args[4]
reps <- if (length(args) >= 5) as.integer(args[5]) else 1L
lmr <- if (length(args) >= 6) as.numeric(args[6]) else NULL
glm <- function(...) if (is.null(lmr)) glmnet(...) else glmnet(..., lambda.min.ratio = lmr)
n <- nrow(data)
nm <- colnames(data)
p <- ncol(data)

design <- vector("list", p)
modelled <- rep(FALSE, p)
fam <- rep("none", p)
if (kind == "discrete") {
  fac <- lapply(data, function(v) factor(v))
  for (u in seq_len(p)) {
    f <- fac[[u]]
    tab <- table(f)
    if (nlevels(f) >= 2 && min(tab) >= 2) {
      modelled[u] <- TRUE
      fam[u] <- if (nlevels(f) == 2) "binomial" else "multinomial"
      lev <- levels(f)[-1]
      design[[u]] <- sapply(lev, function(l) as.numeric(f == l))
      if (is.null(dim(design[[u]]))) design[[u]] <- matrix(design[[u]], ncol = 1)
    }
  }
} else {
  for (u in seq_len(p)) {
    if (length(unique(data[[u]])) > 1) {
      modelled[u] <- TRUE
      fam[u] <- "gaussian"
      design[[u]] <- matrix(as.numeric(data[[u]]), ncol = 1)
    }
  }
}

nodes <- list(); paths <- list(); coefs <- list()
for (v in seq_len(p)) {
  if (!modelled[v]) next
  others <- setdiff(which(modelled), v)
  if (length(others) == 0) next
  X <- do.call(cbind, design[others])
  owner <- unlist(lapply(others, function(u) rep(nm[u], ncol(design[[u]]))))
  times <- numeric(reps)
  for (r in seq_len(reps)) {
    t0 <- proc.time()[["elapsed"]]
    fit <- switch(fam[v],
      binomial = glm(X, as.numeric(fac[[v]] == levels(fac[[v]])[2]), family = "binomial"),
      multinomial = glm(X, fac[[v]], family = "multinomial"),
      gaussian = glm(X, as.numeric(data[[v]])))
    times[r] <- proc.time()[["elapsed"]] - t0
  }
  L <- length(fit$lambda)
  if (fam[v] == "multinomial") {
    betas <- lapply(fit$beta, as.matrix)              # one (columns x lambdas) matrix per class
    a0 <- fit$a0                                      # classes x lambdas
    nz <- Reduce(`+`, lapply(betas, function(b) b != 0)) != 0
    J <- colSums(nz)
    y <- fac[[v]]
    LL <- sapply(seq_len(L), function(l) {
      eta <- sapply(seq_along(betas), function(c) a0[c, l] + X %*% betas[[c]][, l])
      resp <- sapply(levels(y), function(c) as.numeric(y == c))
      sum(rowSums(resp * eta) - log(rowSums(exp(eta))))
    })
  } else {
    betas <- list(as.matrix(fit$beta))
    J <- colSums(betas[[1]] != 0)
    eta <- matrix(fit$a0, nrow = n, ncol = L, byrow = TRUE) + X %*% betas[[1]]
    if (fam[v] == "binomial") {
      y <- as.numeric(fac[[v]] == levels(fac[[v]])[2])
      LL <- colSums(log(exp(eta * y) / (1 + exp(eta))))      # IsingFit's logl
    } else {
      rss <- colSums((as.numeric(data[[v]]) - eta)^2)
      LL <- -n / 2 * (log(2 * pi * rss / n) + 1)
    }
  }
  LL[LL == 0] <- NA                                          # IsingFit's sumlogl == 0 -> NA
  ebic <- -2 * LL + J * log(n) + 2 * gamma * J * log(ncol(X))
  chosen <- which.min(ebic)
  nodes[[length(nodes) + 1]] <- data.frame(node = nm[v], family = fam[v], penalties = L,
    chosen = chosen, lambda = fit$lambda[chosen], ebic = ebic[chosen], seconds = median(times))
  paths[[length(paths) + 1]] <- data.frame(node = nm[v], l = seq_len(L), lambda = fit$lambda,
    devratio = fit$dev.ratio, df = J, ebic = ebic)
  for (c in seq_along(betas)) {
    idx <- which(betas[[c]] != 0, arr.ind = TRUE)
    if (length(idx) == 0) next
    coefs[[length(coefs) + 1]] <- data.frame(node = nm[v], l = idx[, 2], predictor = owner[idx[, 1]],
      column = idx[, 1], class = c, value = betas[[c]][idx])
  }
}
# the AND and OR graphs: a chose b if some coefficient of a dummy column of b is non-zero at a's chosen
# penalty (any class)
chose <- matrix(FALSE, p, p, dimnames = list(nm, nm))
for (cf in coefs) {
  for (k in seq_len(nrow(cf))) {
    v <- cf$node[k]
    if (cf$l[k] == nodes[[which(sapply(nodes, function(d) d$node) == v)]]$chosen) {
      chose[v, cf$predictor[k]] <- TRUE
    }
  }
}
edges <- list()
for (rule in c("and", "or")) {
  for (a in seq_len(p - 1)) for (b in (a + 1):p) {
    e <- if (rule == "and") chose[a, b] && chose[b, a] else chose[a, b] || chose[b, a]
    if (e) edges[[length(edges) + 1]] <- data.frame(rule = rule, a = nm[a], b = nm[b])
  }
}
w <- function(x, f) write.csv(do.call(rbind, x), f, row.names = FALSE, quote = FALSE)
if (length(edges) == 0) edges <- list(data.frame(rule = character(), a = character(), b = character()))
w(edges, paste0(out, ".edges.csv"))
w(nodes, paste0(out, ".nodes.csv"))
w(paths, paste0(out, ".path.csv"))
w(coefs, paste0(out, ".coef.csv"))
