"""Runs the notebook examples of the docs on the JJava kernel, as a reader would paste them.

README.md's notebook example (the block under "## In a notebook") with the kernel started in notebooks/ and in
the project root, and docs/java.md's "From a notebook outside this repository" example (its path to the jar
replaced by this project's) with the kernel started in a temporary folder outside the project. Each example's
first line (the %classpath magic) is one cell and the rest another, as in a notebook. Fails on a cell error or
when an example shows no image. Needs target/structlearn.jar and .venv (scripts/notebook-env.sh).
"""

import pathlib
import sys
import tempfile

import nbformat
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parent.parent


def block_after(page, heading):
    text = (ROOT / page).read_text(encoding="utf-8")
    return text.split(heading, 1)[1].split("```", 2)[1].strip("\n")


def run(block, cwd, name):
    lines = block.split("\n")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(lines[0]), nbformat.v4.new_code_cell("\n".join(lines[1:]))]
    nb.metadata["kernelspec"] = {"name": "java", "display_name": "Java", "language": "java"}
    NotebookClient(nb, timeout=300, kernel_name="java", resources={"metadata": {"path": str(cwd)}}).execute()
    images = [o for c in nb.cells for o in c.get("outputs", []) if "image/png" in o.get("data", {})]
    if not images:
        sys.exit(f"check-docs-notebooks: {name} showed no image")
    print(f"{name}: ran, {len(images)} image(s)")


readme = block_after("README.md", "## In a notebook")
run(readme, ROOT / "notebooks", "README.md's notebook example, kernel in notebooks/")
run(readme, ROOT, "README.md's notebook example, kernel in the project root")
outside = block_after("docs/java.md", "## From a notebook outside this repository")
outside = outside.replace("/path/to/structlearn", str(ROOT))
with tempfile.TemporaryDirectory() as tmp:
    run(outside, tmp, "docs/java.md's notebook outside the repository")
