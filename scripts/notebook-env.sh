#!/usr/bin/env bash
# Creates or refreshes the notebooks' Python environment in .venv/ (gitignored): JupyterLab, nbclient and
# the JJava kernel, from notebooks/requirements.txt with every package pinned by notebooks/constraints.txt.
# JJava's wheel places its kernelspec "java" in .venv/share/jupyter/kernels/java; this script checks that
# the venv's jupyter sees it. Idempotent: when .venv already matches the two files it prints one line.
#
#   bash scripts/notebook-env.sh              # create or bring up to date
#   bash scripts/notebook-env.sh --refreeze   # after editing requirements.txt: rebuild .venv from it
#                                             # alone and rewrite constraints.txt from pip freeze
# PYTHON picks the interpreter (default python3, 3.9 or newer; the pins were made on 3.11).
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv
req=notebooks/requirements.txt
cons=notebooks/constraints.txt
py=${PYTHON:-python3}
refreeze=no
[ "${1:-}" = "--refreeze" ] && refreeze=yes

say() { echo "notebook-env: $*"; }
if ! command -v java >/dev/null 2>&1; then
  say "java is not on the PATH; the JJava kernel starts 'java' from the PATH (Java 17 or newer)" >&2
  exit 2
fi
if ! "$py" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 9) else 1)' 2>/dev/null; then
  say "$py is missing or older than Python 3.9; set PYTHON to a newer interpreter" >&2
  exit 2
fi

stamp="$venv/.structlearn-requirements"
want=$(cat "$req" "$cons" | sha256sum | cut -d' ' -f1)
if [ "$refreeze" = no ] && [ -x "$venv/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then
  say "$venv is up to date"
  exit 0
fi

start=$SECONDS
if [ "$refreeze" = yes ]; then
  rm -rf "$venv"
fi
if [ ! -x "$venv/bin/python" ]; then
  say "creating $venv with $("$py" --version 2>&1)"
  "$py" -m venv "$venv"
fi
pip=("$venv/bin/python" -m pip --disable-pip-version-check --no-input)
if [ "$refreeze" = yes ]; then
  say "installing $req without constraints"
  "${pip[@]}" install -q -r "$req"
  { sed -n '1,3p' "$cons"; "${pip[@]}" freeze; } > "$cons.new"
  mv "$cons.new" "$cons"
  say "rewrote $cons"
  want=$(cat "$req" "$cons" | sha256sum | cut -d' ' -f1)
else
  say "installing $req (constraints $cons)"
  "${pip[@]}" install -q -r "$req" -c "$cons"
fi

# The kernelspec must be the venv's own; JUPYTER_PREFER_ENV_PATH puts the venv before the user's
# ~/.local/share/jupyter, where another "java" kernel (IJava, say) could otherwise win.
spec=$(JUPYTER_PREFER_ENV_PATH=1 "$venv/bin/jupyter" kernelspec list --json 2>/dev/null |
  "$venv/bin/python" -c 'import json,sys; print(json.load(sys.stdin)["kernelspecs"].get("java",{}).get("resource_dir",""))')
case "$spec" in
  "$PWD/$venv/"*) ;;
  "") say "the JJava kernelspec 'java' is missing after install; see '$venv/bin/jupyter kernelspec list'" >&2
      exit 1 ;;
  *) say "kernel 'java' resolves to $spec, not to $venv; run with JUPYTER_PREFER_ENV_PATH=1" >&2
     exit 1 ;;
esac
echo "$want" > "$stamp"
say "ready in $((SECONDS - start)) s: kernel 'java' at ${spec#"$PWD/"}"
