#!/usr/bin/env python3
"""Rebuilds data/ and data/MANIFEST.md from the team's shared data folder (maintainers only).

    python3 scripts/refresh-data.py [SHARED_DATA]     # default ../shared/data beside this checkout

Every data file is stored gzip-compressed (gzip -9 -n: no name, no time stamp, so the bytes are
reproducible); files that are already .gz are copied as they are; README.md files and the R scripts
that made the reference values stay plain text. The manifest gives, per file, its source, licence and
description (copied from the shared MANIFEST.md or, for bnlearn/ and bdgraph/, from their READMEs),
the stored file's bytes and sha256, and the sha256 of its content after decompression, which equals
the shared file's sha256. DataManifestTest checks all of it on every test run.
"""

import gzip
import hashlib
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared" / "data"
DATA = ROOT / "data"

BNLEARN_SRC = ("cran/bnlearn 5.2.1 (commit 7d44622a52c2), exported with base R on R 4.2.2; "
               "see bnlearn/README.md")
BNLEARN_LIC = "GPL (>= 2) (bnlearn); data sets as documented on bnlearn's man pages"
BDGRAPH_SRC = "computed with BDgraph 2.72 on R 4.2.2 by bdgraph/mpl.R; see bdgraph/README.md"
BDGRAPH_LIC = "GPL (>= 2) (BDgraph); input data from bnlearn (coronary)"


def sha256(b):
    return hashlib.sha256(b).hexdigest()


def plain(rel):
    return rel.endswith("README.md") or rel.endswith(".R")


def shared_rows():
    rows = {}
    for line in (SHARED / "MANIFEST.md").read_text().splitlines():
        if not line.startswith("| `"):
            continue
        f = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        path = f[0].strip("`")
        if len(f) == 6:  # real/: path | source | bytes | sha256 | licence | description
            rows[path] = {"source": f[1], "sha": f[3].strip("`"), "licence": f[4],
                          "description": f[5]}
            continue
        rows[path] = {"source": f"{f[1]}, `{f[2].strip('`')}` at `{f[3].strip('`')}`",
                      "sha": f[5].strip("`"), "licence": f[6], "description": f[7]}
    return rows


def describe(rel, rows):
    if rel in rows:
        r = rows[rel]
        return r["source"], r["licence"], r["description"]
    if rel.startswith("bnlearn/"):
        return BNLEARN_SRC, BNLEARN_LIC, bnlearn_description(rel)
    if rel.startswith("bdgraph/"):
        return BDGRAPH_SRC, BDGRAPH_LIC, "BDgraph reference values (MPL score), see bdgraph/README.md"
    return "shared data folder", "see the shared MANIFEST", ""


def bnlearn_description(rel):
    name = rel.split("/")[-1]
    if name == "README.md":
        return "how the bnlearn files were made and what each holds"
    if name.endswith(".R"):
        return "the R script that computed the reference values beside it"
    for pat, text in [
        (r"learned/(.+)\.arcs\.csv", "structure bnlearn learned ({}), from,to"),
        (r"results-(.+)\.csv", "bnlearn 5.2.1 benchmark results ({}): time, arcs, SHD, BIC"),
        (r"(.+)-rbn-seed42-n(\d+)\.csv\.gz", "rbn() sample of {} ({} rows, set.seed(42))"),
        (r"(.+)\.truth\.modelstring\.txt", "true DAG of {}, bnlearn model string"),
        (r"(.+)\.truth\.arcs\.csv", "true DAG of {}, arcs from,to"),
        (r"(.+)\.truth\.moral\.edges\.csv", "moral graph of the true {} DAG, edges"),
        (r"(.+)\.ug\.edges\.csv", "true undirected graph of {}, edges"),
        (r"(.+)\.levels\.csv", "factor levels of {} in R's order"),
        (r"reference-(.+)\.csv", "bnlearn reference values: {}"),
        (r"alarm-n20000-(.+)\.csv", "bnlearn on alarm 20000 rows: {}"),
        (r"levels\.csv", "factor levels of every data set in R's order"),
        (r"(.+)\.csv", "bnlearn data set {}"),
    ]:
        m = re.fullmatch(pat, name)
        if m:
            return text.format(*m.groups())
    return ""


def project_made():
    """The files of data/ this project made itself (not in the shared folder, e.g. the held-out
    samples BDgraph learned from): kept as they are, with their manifest rows."""
    kept = []
    manifest = DATA / "MANIFEST.md"
    if not manifest.is_file():
        return kept
    for line in manifest.read_text().splitlines():
        if not line.startswith("| `"):
            continue
        f = [c.strip() for c in line.strip().strip("|").split("|")]
        rel = f[0].strip("`")
        original = rel[:-3] if rel.endswith(".gz") else rel
        if (SHARED / rel).exists() or (SHARED / original).exists():
            continue
        kept.append((rel, (DATA / rel).read_bytes(), f[3].strip("`"), f[4], f[5], f[6]))
    return kept


def main():
    if not (SHARED / "MANIFEST.md").is_file():
        sys.exit(f"refresh-data: {SHARED}/MANIFEST.md not found; give the shared data folder")
    rows = shared_rows()
    kept = project_made()
    if DATA.exists():
        shutil.rmtree(DATA)
    entries = []
    for src in sorted(p for p in SHARED.rglob("*") if p.is_file()):
        rel = src.relative_to(SHARED).as_posix()
        if rel == "MANIFEST.md":
            continue
        content = src.read_bytes()
        if plain(rel) or rel.endswith(".gz"):
            stored_rel, stored = rel, content
            content_sha = sha256(gzip.decompress(content)) if rel.endswith(".gz") else sha256(content)
        else:
            stored_rel, stored = rel + ".gz", gzip.compress(content, compresslevel=9, mtime=0)
            content_sha = sha256(content)
        if rel in rows and rows[rel]["sha"] != sha256(content):
            sys.exit(f"refresh-data: {rel}: sha256 differs from the shared MANIFEST")
        dst = DATA / stored_rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_bytes(stored)
        source, licence, description = describe(rel, rows)
        entries.append((stored_rel, len(stored), sha256(stored), content_sha, source, licence,
                        description))
    for rel, stored, content_sha, source, licence, description in kept:
        dst = DATA / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_bytes(stored)
        entries.append((rel, len(stored), sha256(stored), content_sha, source, licence, description))
    entries.sort(key=lambda e: e[0])
    write_manifest(entries)
    total = sum(e[1] for e in entries)
    print(f"refresh-data: {len(entries)} files, {total / 1e6:.1f} MB in {DATA.relative_to(ROOT)}/")


def write_manifest(entries):
    total = sum(e[1] for e in entries)
    out = [
        "# data/: the public data sets this project uses",
        "",
        "Gzip-compressed copies of the benchmark networks, data sets, ground truths and reference values that the",
        "README, the main job (`scripts/run.sh`), the notebooks and the tests read, so that a clone of this project",
        f"works on its own. {len(entries)} files, {total / 1e6:.1f} MB.",
        "",
        "- Code asks for a file by its plain name (`bnlearn/alarm.csv`); `org.structlearn.io.DataLocation` looks in",
        "  `$STRUCTLEARN_DATA` first (an override for large or private benchmark files, same layout), then here,",
        "  each time for the name as given and with `.gz` appended. Every reader decompresses by content.",
        "- Stored with `gzip -9 -n` (no name, no time stamp). `bytes` and `sha256` are those of the stored file;",
        "  `content sha256` is that of the decompressed content, which equals the sha256 of the original copy",
        "  listed in the team's shared data manifest (for files that were already `.gz`, it is the sha256 of their",
        "  decompressed content). `DataManifestTest` checks every row and that no file is unlisted.",
        "- README.md files and the R scripts that computed the reference values stay plain text.",
        "- `bnlearn/README.md` and `bdgraph/README.md` say how those files were made. The facts for the other",
        "  files (source repository, path, commit, licence) are copied from the shared manifest. Conversions noted",
        "  there as CONVERTED: the Gaussian networks were read from bnlearn's `bn.fit` RDS files and written as",
        "  JSON; curtis54 and will57 were converted from MATLAB `.mat` to Matrix Market; the wine files had a",
        "  leading `#` (red) and CRLF line ends and a missing header (white) fixed.",
        "- A few files were made by this project (their source column says so: the Gibbs samples BDgraph learned",
        "  from, with BDgraph's graphs and the R script, see `bdgraph/HELD-OUT-README.md`); a rebuild keeps them.",
        "- Rebuild with `python3 scripts/refresh-data.py ../shared/data` (maintainers).",
        "",
        "| file | bytes | sha256 | content sha256 | source | licence | description |",
        "|---|---|---|---|---|---|---|",
    ]
    for e in entries:
        out.append(f"| `{e[0]}` | {e[1]} | `{e[2]}` | `{e[3]}` | {e[4]} | {e[5]} | {e[6]} |")
    (DATA / "MANIFEST.md").write_text("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
