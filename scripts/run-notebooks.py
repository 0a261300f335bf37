#!/usr/bin/env python3
"""Executes every notebooks/*.ipynb, in name order, headless on the JJava kernel "java".

Run it with the notebook venv's Python (bash scripts/notebook-env.sh makes it):

    .venv/bin/python scripts/run-notebooks.py            # execute and write the outputs back in place
    .venv/bin/python scripts/run-notebooks.py --check    # execute, write to a temporary folder (CI)
    .venv/bin/python scripts/run-notebooks.py notebooks/00-kernel-smoke.ipynb   # only these

A notebook fails when a cell raises an error, when a cell runs longer than --timeout seconds, when
none of its outputs is an image (image/png): every notebook here is meant to show something, or when
an image of the executed notebook is not a complete PNG (PIL's verify() and a full load(): a PNG that
lacks the end of its IEND chunk shows in a browser but not in PIL, ImageMagick or nbconvert's PDF).

    .venv/bin/python scripts/run-notebooks.py --images-only   # only check the committed notebooks:
                                                               # every image decodes, no error output

Before executing anything, every committed notebook (all of notebooks/*.ipynb, whichever are run) is
checked the same way, and for error outputs: a broken committed image fails the run (exit code 1).
A failed notebook is never written over the committed one; its executed copy goes to a temporary
folder whose path is printed. The exit code is 1 if any notebook failed, 2 on a setup problem.

Each notebook's kernel starts in the notebook's folder, as JupyterLab starts it (--cwd notebook, the
default), or in the project root (--cwd root, as VS Code or a plain `jupyter lab` launched with another
root may); the notebooks' first cell finds the jar by walking up from there, and the library finds the
project's data/ folder the same way. The environment passes through: STRUCTLEARN_DATA only if the
caller set it (an override; unset, data come from the project's data/), and JJAVA_JVM_OPTS defaults to
-Djava.awt.headless=true.
"""

import argparse
import os
import re
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
JAR = ROOT / "target" / "structlearn.jar"
KERNEL = "java"
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def log(msg):
    print(f"run-notebooks: {msg}", flush=True)


def has_image(nb):
    return any(
        "image/png" in out.get("data", {})
        for cell in nb.cells
        if cell.cell_type == "code"
        for out in cell.get("outputs", [])
    )


def first_error(nb):
    for i, cell in enumerate(nb.cells):
        for out in cell.get("outputs", []) if cell.cell_type == "code" else []:
            if out.get("output_type") == "error":
                trace = "\n".join(ANSI.sub("", line) for line in out.get("traceback", []))
                return i, f"{out.get('ename')}: {ANSI.sub('', str(out.get('evalue')))}\n{trace}"
    return None


def check_chunks(raw):
    """Raises ValueError unless raw is a PNG signature, then chunks whose CRCs match, the last one a
    whole IEND with nothing after it."""
    import struct
    import zlib

    if not raw.startswith(b"\x89PNG\r\n\x1a\n"):
        raise ValueError("no PNG signature")
    at = 8
    while True:
        if at + 12 > len(raw):
            raise ValueError(f"a chunk is cut at byte {at} of {len(raw)} (no complete IEND chunk)")
        length, kind = struct.unpack(">I4s", raw[at:at + 8])
        end = at + 12 + length
        if end > len(raw):
            raise ValueError(f"chunk {kind!r} at byte {at} runs past the end ({len(raw)} bytes)")
        (crc,) = struct.unpack(">I", raw[end - 4:end])
        if zlib.crc32(raw[at + 4:end - 4]) != crc:
            raise ValueError(f"chunk {kind!r} at byte {at} has a wrong CRC")
        if kind == b"IEND":
            if end != len(raw):
                raise ValueError(f"{len(raw) - end} bytes after the IEND chunk")
            return
        at = end


def image_problems(nb):
    """A sentence per image/png output of the notebook that is not a whole, decodable PNG."""
    import base64
    import binascii
    import io

    from PIL import Image

    problems = []
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        for out in cell.get("outputs", []):
            data = out.get("data", {}).get("image/png")
            if data is None:
                continue
            text = "".join(data) if isinstance(data, list) else data
            try:
                raw = base64.b64decode("".join(text.split()), validate=True)
            except (binascii.Error, ValueError) as e:
                problems.append(f"cell {i}: image/png is not valid Base64 ({e})")
                continue
            try:
                with Image.open(io.BytesIO(raw)) as im:
                    im.verify()  # chunk structure and CRCs, IEND included
                with Image.open(io.BytesIO(raw)) as im:
                    im.load()  # every pixel decodes
                check_chunks(raw)  # PIL's verify() accepts a PNG cut inside its IEND chunk
            except Exception as e:  # PIL raises several types for broken files
                problems.append(f"cell {i}: image/png ({len(raw)} bytes) does not decode: "
                                f"{type(e).__name__}: {e}")
    return problems


def check_committed(nbformat, paths):
    """Every committed notebook: images decode completely and no output is an error."""
    bad = 0
    for path in paths:
        rel = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        nb = nbformat.read(path, as_version=4)
        problems = image_problems(nb)
        where = first_error(nb)
        if where:
            problems.append(f"cell {where[0]} has an error output: {where[1].splitlines()[0]}")
        for p in problems:
            print(f"{rel}: {p}", file=sys.stderr, flush=True)
        bad += bool(problems)
    log(f"committed notebooks: {len(paths) - bad} with whole images and no error output, "
        f"{bad} with problems")
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="write executed notebooks to a temporary folder, not in place")
    ap.add_argument("--cwd", choices=["notebook", "root"], default="notebook",
                    help="the kernel's working directory: the notebook's folder (default) or the project root")
    ap.add_argument("--timeout", type=int, default=900, help="seconds per cell (default 900)")
    ap.add_argument("--images-only", action="store_true",
                    help="only check the committed notebooks' images and error outputs; execute nothing")
    ap.add_argument("notebooks", nargs="*", type=Path, help="default: notebooks/*.ipynb")
    args = ap.parse_args()

    try:
        import nbformat
        from jupyter_client.kernelspec import KernelSpecManager, NoSuchKernel
        from nbclient import NotebookClient
        from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError
        import PIL  # noqa: F401  (the image check)
    except ImportError as e:
        log(f"{e}; run it with the venv's Python: bash scripts/notebook-env.sh && "
            ".venv/bin/python scripts/run-notebooks.py")
        return 2

    committed_bad = check_committed(nbformat, sorted(NOTEBOOKS.glob("*.ipynb")))
    if args.images_only:
        total = len(list(NOTEBOOKS.glob("*.ipynb")))
        print(f"notebook-images: {total - committed_bad} passed, {committed_bad} failed", flush=True)
        return 1 if committed_bad else 0

    paths = [p.resolve() for p in args.notebooks] or sorted(NOTEBOOKS.glob("*.ipynb"))
    if not paths:
        log(f"no notebooks in {NOTEBOOKS.relative_to(ROOT)}/ yet; nothing to execute")
        print("notebooks: 0 passed, 0 failed", flush=True)
        return 0

    # The venv's kernelspec first, before ~/.local/share/jupyter (where another "java" may live).
    os.environ["JUPYTER_PREFER_ENV_PATH"] = "1"
    try:
        spec_dir = KernelSpecManager().get_kernel_spec(KERNEL).resource_dir
    except NoSuchKernel:
        log(f"no kernel '{KERNEL}'; run bash scripts/notebook-env.sh")
        return 2
    if not JAR.is_file():
        # %classpath ignores a missing jar without a word; the first import would fail obscurely.
        log(f"{JAR.relative_to(ROOT)} is missing; build it with mvn -B -ntp -DskipTests package")
        return 2
    os.environ.setdefault("JJAVA_JVM_OPTS", "-Djava.awt.headless=true")
    data = os.environ.get("STRUCTLEARN_DATA") or "unset (the project's data/)"
    log(f"kernel '{KERNEL}' from {spec_dir.replace(str(ROOT) + '/', '')}; kernels start in the "
        f"{'notebook folder' if args.cwd == 'notebook' else 'project root'}; STRUCTLEARN_DATA {data}")

    out_dir = Path(tempfile.mkdtemp(prefix="structlearn-notebooks-"))
    passed, failed = [], []
    for path in paths:
        rel = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        nb = nbformat.read(path, as_version=4)
        client = NotebookClient(
            nb,
            kernel_name=KERNEL,
            timeout=args.timeout,
            record_timing=False,  # no per-cell timestamps in committed notebooks
            resources={"metadata": {"path": str(path.parent if args.cwd == "notebook" else ROOT)}},
        )
        start = time.monotonic()
        problem = None
        # The kernel's own log (JJava's "Loop started" lines and the like) goes to a file, shown on failure.
        kernel_log = out_dir / (path.stem + ".kernel.log")
        try:
            with open(kernel_log, "w") as err:
                client.execute(stderr=err)
        except CellTimeoutError as e:
            problem = f"a cell ran past {args.timeout} s: {e}"
        except DeadKernelError as e:
            problem = f"the kernel died: {e}"
        except CellExecutionError:
            where = first_error(nb)
            problem = f"cell {where[0]} failed: {where[1]}" if where else "a cell failed"
        except Exception as e:  # kernel start-up and the like
            problem = f"{type(e).__name__}: {e}"
        seconds = time.monotonic() - start
        if problem is None and not has_image(nb):
            problem = "no image output (image/png) in any cell"
        if problem is None:
            broken = image_problems(nb)
            if broken:
                problem = "an image is not a complete PNG: " + "; ".join(broken)

        if problem is None and not args.check:
            nbformat.write(nb, path)
            dest = rel
        else:
            dest = out_dir / path.name
            nbformat.write(nb, dest)
        status = "ok" if problem is None else "FAILED"
        log(f"{rel}: {status} in {seconds:.1f} s (written to {dest})")
        if problem:
            print(problem, file=sys.stderr, flush=True)
            tail = kernel_log.read_text(errors="replace").splitlines()[-20:] if kernel_log.exists() else []
            if tail:
                print(f"last lines of the kernel's log {kernel_log}:", file=sys.stderr)
                print("\n".join(tail), file=sys.stderr, flush=True)
            failed.append(rel)
        else:
            passed.append(rel)

    if failed:
        log("failed: " + ", ".join(map(str, failed)))
    if committed_bad:
        log(f"{committed_bad} committed notebook(s) have a broken image or an error output (above)")
    print(f"notebooks: {len(passed)} passed, {len(failed)} failed", flush=True)
    return 1 if failed or committed_bad else 0


if __name__ == "__main__":
    sys.exit(main())
