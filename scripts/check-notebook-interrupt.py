#!/usr/bin/env python3
"""Checks that interrupting the JJava kernel stops a running structlearn search.

Run it with the notebook venv's Python after building the jar (mvn -DskipTests package):

    .venv/bin/python scripts/check-notebook-interrupt.py [--jar target/structlearn.jar]

It starts the "java" kernel (JJava, interrupt_mode "message"), puts the jar on the classpath, starts a
hill climbing with 100,000 restarts on generated data (60 variables, 20,000 rows, 2 threads) that would
run for minutes, sends an interrupt request after about 3 s, and checks that
  1. the cell ends within 10 s of the interrupt (JJava answers at once with "Execution interrupted":
     it cancels the cell's Future with cancel(true), which interrupts the cell's thread);
  2. the search itself stopped: on that interrupted thread it throws
     org.structlearn.InterruptedRunException within 10 s, and no structlearn-* worker thread is left;
  3. a following cell still runs.
It prints one line, "check-notebook-interrupt: ok ..." or "check-notebook-interrupt: FAILED ...", and
exits 0 when everything holds, 1 when a check fails, 2 on a setup problem (no jar, no kernel).
"""

import argparse
import queue
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SETUP = r"""
kernel().addToClasspath("%s");
"""

DATA = r"""
import org.structlearn.data.*;
import org.structlearn.search.*;
import java.util.*;
import java.util.concurrent.atomic.*;

Dataset data;
{
  var rnd = new SplittableRandom(7);
  var vars = new ArrayList<Variable>();
  var cols = new ArrayList<Object>();
  for (int v = 0; v < 60; v++) {
    vars.add(Variable.discrete("X" + v, List.of("a", "b", "c")));
    byte[] col = new byte[20_000];
    for (int r = 0; r < col.length; r++) {
      int p = (v > 0 ? ((byte[]) cols.get(v - 1))[r] : 0) + (v > 1 ? 2 * ((byte[]) cols.get(v - 2))[r] : 0);
      col[r] = (byte) (rnd.nextDouble() < 0.3 ? rnd.nextInt(3) : p % 3);
    }
    cols.add(col);
  }
  data = Dataset.of(vars, cols);
}
var steps = new AtomicInteger();
var outcome = new AtomicReference<Object>();
data.rows()
"""

SEARCH = r"""
try {
  var options = SearchOptions.builder().threads(2).restarts(100_000).perturb(3).seed(1).build();
  new HillClimbing(options).learn(data, s -> steps.set(s.iteration()));
  outcome.set("finished");
} catch (RuntimeException e) {
  outcome.set(e);
  throw e;
}
"""

AFTER = r"""
long until = System.nanoTime() + 10_000_000_000L;
while (outcome.get() == null && System.nanoTime() < until) {
  Thread.sleep(20);
}
int stepsThen = steps.get();
Thread.sleep(500);
Object o = outcome.get();
long workers = Thread.getAllStackTraces().keySet().stream()
    .filter(t -> t.isAlive() && t.getName().startsWith("structlearn-")).count();
"RESULT|" + (o == null ? "still running" : o instanceof Throwable t ? t.getClass().getName() + "|" + t.getMessage() : o)
    + "|workers=" + workers + "|moving=" + (steps.get() != stepsThen)
"""


def say(ok, msg):
    print(f"check-notebook-interrupt: {'ok' if ok else 'FAILED'}: {msg}", flush=True)
    return 0 if ok else 1


def run(kc, code, timeout):
    """Executes code; returns (reply content, text/plain result or None, seconds)."""
    t0 = time.monotonic()
    msg_id = kc.execute(code)
    reply = kc.get_shell_msg(timeout=timeout)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=timeout)
    return reply["content"], result_of(kc, msg_id), time.monotonic() - t0


def result_of(kc, msg_id):
    text = None
    while True:
        try:
            msg = kc.get_iopub_msg(timeout=5)
        except queue.Empty:
            return text
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "execute_result":
            text = msg["content"]["data"].get("text/plain")
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            return text


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jar", default=str(ROOT / "target" / "structlearn.jar"))
    ap.add_argument("--after", type=float, default=3.0, help="seconds before the interrupt")
    args = ap.parse_args()
    jar = Path(args.jar).resolve()
    if not jar.is_file():
        print(f"check-notebook-interrupt: {jar} not found; build it with mvn -DskipTests package",
              file=sys.stderr)
        return 2
    try:
        from jupyter_client.manager import KernelManager
    except ImportError:
        print("check-notebook-interrupt: jupyter_client missing; run with the notebook venv's Python",
              file=sys.stderr)
        return 2
    t_start = time.monotonic()
    km = KernelManager(kernel_name="java")
    try:
        km.start_kernel(cwd=str(ROOT), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except Exception as e:  # no such kernel, no java
        print(f"check-notebook-interrupt: cannot start the java kernel: {e}", file=sys.stderr)
        return 2
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=120)
        for code in (SETUP % jar.as_posix(), DATA):
            content, _, _ = run(kc, code, 120)
            if content["status"] != "ok":
                return say(False, f"setup cell failed: {content.get('ename')}: {content.get('evalue')}")
        msg_id = kc.execute(SEARCH)
        time.sleep(args.after)
        t_int = time.monotonic()
        km.interrupt_kernel()
        try:
            reply = kc.get_shell_msg(timeout=10)
            while reply["parent_header"].get("msg_id") != msg_id:
                reply = kc.get_shell_msg(timeout=10)
        except queue.Empty:
            return say(False, "the search cell did not end within 10 s of the interrupt")
        cell_end = time.monotonic() - t_int
        content = reply["content"]
        result_of(kc, msg_id)
        if content["status"] != "error":
            return say(False, f"the search cell ended with status {content['status']}, not an error")
        after, text, _ = run(kc, AFTER, 60)
        if after["status"] != "ok" or not text:
            return say(False, f"the cell after the interrupt failed: {after.get('ename')}: {after.get('evalue')}")
        parts = text.strip().strip('"').split("|")
        stopped = parts[1] == "org.structlearn.InterruptedRunException"
        clean = "workers=0" in parts and "moving=false" in parts
        detail = (f"cell ended {cell_end:.1f} s after the interrupt with {content.get('ename')!r}; "
                  f"the search: {' | '.join(parts[1:])}; total {time.monotonic() - t_start:.0f} s")
        return say(stopped and clean, detail)
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


if __name__ == "__main__":
    sys.exit(main())
