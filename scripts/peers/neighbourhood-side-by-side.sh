#!/usr/bin/env bash
# l1 neighbourhood selection side by side with its glmnet reference, live: Gibbs samples drawn by
# `structlearn sample --markov` from Markov networks (random potentials on each graph's maximal
# cliques), each learned by structlearn's neighbourhood-selection and by the glmnet-based
# reference scripts/peers/neighbourhood-reference.R (IsingFit's procedure for two levels, mgm's for
# more: glmnet's default, ungrouped, multinomial lasso). Prints one table row per case, asserts
# nothing.
#
#   bash scripts/peers/neighbourhood-side-by-side.sh [--gamma G] [--lambda-ratio R] [--keep DIR] [CASE ...]
#
# CASE is GRAPH,ROWS,LEVELS,SEED[,LOW:HIGH[,log]]: GRAPH a name under data/networks (karate,
# dolphins, curtis54, will57) or a graph file `sample --markov` reads (a held-back one too); ROWS
# rows of one Gibbs chain (burn-in 100); LEVELS 2 (binary) or more; SEED the sampling seed;
# LOW:HIGH the potentials' range (default 0:1, linear; `,log` for log-potentials, e.g. -1:1,log).
# A Gaussian case is gauss:NETWORK,ROWS,-,SEED: ROWS forward-sampled from a linear Gaussian
# network (data/gaussian, e.g. ecoli70), nodewise linear lasso regressions (Meinshausen and
# Bühlmann's form) with the EBIC. A sample drawn elsewhere (a held-back one) is data:FILE
# (discrete columns) or gdata:FILE (continuous), CSV plain or .gz, alone. Default: the 13 cases
# listed below. --lambda-ratio: glmnet's lambda.min.ratio on both sides (default glmnet's, 1e-4
# with more rows than predictors).
#
# Columns: nodes modelled; len= and pick= count the nodes whose path has glmnet's length and whose
# EBIC chose glmnet's penalty; dlambda, dbeta (path, pick) are the largest relative differences of
# the penalties and of the coefficients (|ours - R| / max(1, |R|)) over the penalties both paths
# reached and at the chosen penalties; debic the largest EBIC difference at the chosen penalty;
# then the AND and OR graphs: edges of glmnet's reference, ours, and whether the two edge sets are
# equal. Any difference lists the nodes whose choice differs. glmnet's warnings (a class with
# fewer than 8 rows; maxit reached, the path ended early) go to CASE.r.log in the --keep folder.
# Times are not compared here (the machine is shared).
#
# Needs: target/structlearn.jar (mvn -o -q package -DskipTests), Rscript with glmnet (Debian's
# r-cran-glmnet), python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
gamma=0.25 ratio=() keep="" cases=()
while [ $# -gt 0 ]; do
  case "$1" in
    --gamma) gamma="$2"; shift 2 ;;
    --lambda-ratio) ratio=(1 "$2"); shift 2 ;; # after REPS = 1 in both scripts' arguments
    --keep) keep="$2"; shift 2 ;;
    -*) echo "neighbourhood-side-by-side.sh: unknown option $1" >&2; exit 2 ;;
    *) cases+=("$1"); shift ;;
  esac
done
if [ ${#cases[@]} -eq 0 ]; then
  cases=(karate,200,2,1 karate,500,2,2 karate,2000,2,3 karate,500,2,4,-1:1,log
    dolphins,1000,2,1 dolphins,3000,2,2,-1:1,log will57,1000,2,1 curtis54,1000,2,5,-1:1,log
    karate,500,3,1 karate,2000,3,2,-1:1,log dolphins,1000,3,3 curtis54,1500,4,4,-1:1,log
    gauss:ecoli70,300,-,1)
fi
JAR=target/structlearn.jar
[ -f "$JAR" ] || { echo "neighbourhood-side-by-side.sh: build first: mvn -o -q package -DskipTests" >&2; exit 2; }
work=${keep:-$(mktemp -d /tmp/neighbourhood-peers.XXXXXX)}
mkdir -p "$work"
cp "$JAR" "$work/structlearn.jar" # a rebuild of target/ during the run must not pull the jar away
JAR="$work/structlearn.jar"

printf '%-34s ' case
python3 scripts/peers/neighbourhood_compare.py --header-only
for c in "${cases[@]}"; do
  IFS=, read -r graph rows levels seed pot scale <<<"$c"
  id=$(echo "$c" | tr ',:/' '___')
  csv="$work/$id.csv"
  if [[ "$graph" == data:* || "$graph" == gdata:* ]]; then # a sample given as it is
    kind=discrete; [[ "$graph" == gdata:* ]] && kind=gaussian
    src=${graph#*:}
    case "$src" in *.gz) gzip -dc "$src" > "$csv" ;; *) cp "$src" "$csv" ;; esac
  elif [[ "$graph" == gauss:* ]]; then
    kind=gaussian
    java -jar "$JAR" sample --network "${graph#gauss:}" --rows "$rows" --seed "$seed" --out "$csv" >/dev/null
  else
    kind=discrete
    g="$graph"
    [ -f "$g" ] || g="data/networks/$graph.mtx.gz"
    extra=()
    [ -n "${pot:-}" ] && extra+=("--potentials=$pot")
    [ "${scale:-}" = log ] && extra+=(--potential-scale log)
    java -jar "$JAR" sample --markov "$g" --cardinality "$levels" --rows "$rows" \
      --sampling-iterations "$rows" --seed "$seed" "${extra[@]}" --out "$csv" >/dev/null
  fi
  Rscript scripts/peers/neighbourhood-reference.R "$csv" "$kind" "$gamma" "$work/$id.r" "${ratio[@]}" >/dev/null 2>"$work/$id.r.log"
  java -cp "$JAR" scripts/peers/NeighbourhoodPeerRun.java "$csv" "$kind" "$gamma" "$work/$id.ours" "${ratio[@]}" >/dev/null
  printf '%-34s ' "$c"
  python3 scripts/peers/neighbourhood_compare.py "$work/$id.ours" "$work/$id.r"
done
[ -n "$keep" ] || rm -rf "$work"
