#!/usr/bin/env python3
"""Census of hostile inputs to every command-line surface of structlearn (issue 25).

Runs a few hundred cases, each one `java -jar JAR <command> ...` on small files it writes into a
temporary folder, and classifies each answer:

  OK    the expected clear refusal (exit 2, the message names what the case says it must) or a
        correct answer (exit 0 and the case's check holds);
  WEAK  a refusal that does not name what it should (a confusing message), or a refusal of input
        that should have been read;
  BAD   a silent wrong answer (exit 0 where the input is nonsense, or a check that fails), a hang
        (timeout), an internal error (exit 1, a stack trace), or a destroyed output target.

Usage: python3 scripts/census.py [--jar target/structlearn.jar] [--only SUBSTRING] [--report FILE]
Needs only Java and Python 3's standard library (no R, no packages). About 5 minutes on 2 cores.
Prints one line per case that is not OK and the counts per surface; --report writes every case.
"""

import argparse
import gzip
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# ---------------------------------------------------------------------------- expectations


class Err:
    """Exit 2 (or the code given) whose message (stderr) contains every token (case-insensitive)."""

    def __init__(self, *tokens, forbid=("-xmx", "exception", "\tat "), code=2):
        self.tokens = tokens
        self.forbid = forbid
        self.code = code


class Ok:
    """Exit 0 and check(stdout, stderr, tmp) true (a correct answer)."""

    def __init__(self, check=None, why=""):
        self.check = check or (lambda out, err, tmp: True)
        self.why = why


class Either:
    """A clear refusal (exit 2 naming the tokens) or a correct answer (exit 0, check true)."""

    def __init__(self, tokens, check=None):
        self.err = Err(*tokens)
        self.ok = Ok(check)


class Case:
    def __init__(self, surface, name, args, expect, timeout=60, setup=None, after=None,
                 stdin=None, interrupt=None):
        self.surface = surface
        self.name = name
        self.args = args
        self.expect = expect
        self.timeout = timeout
        self.setup = setup  # fn(tmp) run before
        self.after = after  # fn(tmp) -> None or a reason the target was damaged (BAD)
        self.interrupt = interrupt  # seconds after which SIGINT is sent


# ---------------------------------------------------------------------------- running


def run_case(jar, case, tmp, env):
    if case.setup:
        case.setup(tmp)
    args = [a.replace("{t}", tmp) for a in case.args]
    cmd = ["java", "-Xmx1g", "-jar", jar] + args
    t0 = time.time()
    # SIGINT back to its default: a census started in the background inherits it ignored, and a
    # JVM whose SIGINT is ignored never sees the Ctrl-C case's signal
    p = subprocess.Popen(cmd, cwd=tmp, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         stdin=subprocess.DEVNULL, start_new_session=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        if case.interrupt:
            try:
                out, err = p.communicate(timeout=case.interrupt)
            except subprocess.TimeoutExpired:
                os.kill(p.pid, signal.SIGINT)
                out, err = p.communicate(timeout=case.timeout)
        else:
            out, err = p.communicate(timeout=case.timeout)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        rc = None
    secs = time.time() - t0
    return rc, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), secs


def internal(err):
    return "Exception in thread" in err or "\tat org." in err or "\tat java." in err


def classify(case, rc, out, err, tmp):
    if rc is None:
        return "BAD", "timeout after %ss (hang)" % case.timeout
    if case.after:
        damage = case.after(tmp)
        if damage:
            return "BAD", damage
    if rc not in (0, 2, 130) or internal(err):
        return "BAD", "exit %s, internal error: %s" % (rc, first_line(err))
    e = case.expect
    if isinstance(e, Either):
        if rc == 2:
            return check_err(e.err, err)
        return check_ok(e.ok, out, err, tmp)
    if isinstance(e, Err):
        if rc == 0:
            return "BAD", "accepted (exit 0): " + first_line(out)
        if rc != e.code:
            return "WEAK", "exit %s, not %s: %s" % (rc, e.code, first_line(err))
        return check_err(e, err)
    if rc == 2:
        return "WEAK", "refused: " + first_line(err)
    return check_ok(e, out, err, tmp)


def check_err(e, err):
    low = err.lower()
    for f in e.forbid:
        if f in low:
            return "WEAK", "message mentions %r: %s" % (f, first_line(err))
    missing = [t for t in e.tokens if t.lower() not in low]
    if missing:
        return "WEAK", "message lacks %s: %s" % (missing, first_line(err))
    return "OK", first_line(err)


def check_ok(o, out, err, tmp):
    try:
        good = o.check(out, err, tmp)
    except Exception as ex:  # a check that cannot even read the answer
        good = False
        o = Ok(why="check raised %r" % ex)
    if good:
        return "OK", first_line(out)
    return "BAD", "wrong answer%s: %s" % ((" (" + o.why + ")") if o.why else "", first_line(out))


def first_line(s):
    for line in s.splitlines():
        if line.strip():
            return line.strip()[:200]
    return ""


# ---------------------------------------------------------------------------- fixtures


def data_text(rel):
    path = os.path.join(ROOT, "data", rel + ".gz")
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return f.read()


def head_lines(text, n):
    return "\n".join(text.splitlines()[: n + 1]) + "\n"


def write(tmp, name, text, mode="w"):
    path = os.path.join(tmp, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode) as f:
        f.write(text)
    return path


def fixtures(tmp):
    write(tmp, "d.csv", head_lines(data_text("bnlearn/asia.csv"), 300))
    write(tmp, "g.csv", head_lines(data_text("bnlearn/gaussian.test.csv"), 300))
    write(tmp, "cor.csv", data_text("bnlearn/coronary.csv"))
    rnd = random.Random(7)
    rows = ["A,B,C,D,E,F"]
    for _ in range(300):
        a = rnd.randint(0, 1)
        b = a if rnd.random() < 0.8 else 1 - a
        rows.append(",".join(str(v) for v in [a, b] + [rnd.randint(0, 1) for _ in range(4)]))
    write(tmp, "b01.csv", "\n".join(rows) + "\n")
    write(tmp, "asia.txt", data_text("bnlearn/asia.truth.modelstring.txt"))
    write(tmp, "ring.csv", "from,to\nA,B\nB,C\nC,D\nD,A\n")
    write(tmp, "star.csv", "from,to\n" + "".join("H,L%d\n" % i for i in range(12)))
    write(tmp, "cor.ug.csv", data_text("bnlearn/coronary.ug.edges.csv"))
    write(tmp, "groups.csv", "column,group\nA,G1\nS,G1\nT,G1\nL,G2\nB,G2\nE,G2\nX,G3\nD,G3\n")
    write(tmp, "small.uai", "MARKOV\n3\n2 2 2\n2\n2 0 1\n2 1 2\n4\n1 2 3 4\n4\n4 3 2 1\n")
    write(tmp, "empty.csv", "")


# ---------------------------------------------------------------------------- checks


def field(out, name):
    for line in out.splitlines():
        parts = line.split(None, 1)
        if len(parts) == 2 and parts[0] == name:
            return parts[1].strip()
    return None


def finite_field(name):
    def check(out, err, tmp):
        v = field(out, name)
        return v is not None and re.match(r"^-?[0-9.]+(e-?\d+)?$", v.split()[0], re.I) is not None
    return check


def csv_rows(path):
    with open(path) as f:
        return [line.rstrip("\n") for line in f][1:]


def not_constant(name):
    def check(out, err, tmp):
        rows = csv_rows(os.path.join(tmp, name))
        return len(set(rows)) > 1
    return check


def same_files(a, b):
    def check(out, err, tmp):
        with open(os.path.join(tmp, a)) as fa, open(os.path.join(tmp, b)) as fb:
            return fa.read() == fb.read()
    return check


def file_exists(name):
    return lambda out, err, tmp: os.path.exists(os.path.join(tmp, name))


def contains(text):
    return lambda out, err, tmp: text.lower() in (out + err).lower()


# ---------------------------------------------------------------------------- cases


def numeric_cases():
    """Every command's numeric options at 0, -1, NaN and huge values."""
    hc = ["learn", "--data", "{t}/d.csv"]
    cases = []

    def add(cmd, opt, values, valid, extra=(), timeout=60, check=None):
        for v in values:
            args = list(cmd) + list(extra) + [opt, v]
            good = valid(v)
            if good is None:
                continue
            exp = Ok(check) if good else Err(opt)
            cases.append(Case("options", " ".join(args[:1] + list(extra) + [opt, v]), args, exp,
                              timeout=timeout))

    def num(v):
        try:
            return float(v)
        except ValueError:
            return float("nan")

    base = ["0", "-1", "NaN", "2147483647"]
    huge = ["0", "-1", "NaN", "1e300", "1e308", "Infinity"]
    # sample
    smp = ["sample", "--network", "asia", "--out", "{t}/s.csv"]
    add(smp + ["--rows", "50"], "--threads", base + ["100000", "64", "3"],
        lambda v: 1 <= num(v) <= 64)
    add(["sample", "--network", "asia", "--out", "{t}/s.csv"], "--rows", ["0", "-1", "NaN"],
        lambda v: num(v) >= 1)
    add(smp + ["--rows", "50"], "--seed", ["0", "-1", "9223372036854775807", "NaN"],
        lambda v: not v == "NaN")
    mk = ["sample", "--markov", "{t}/ring.csv", "--rows", "200", "--out", "{t}/m.csv"]
    add(mk, "--burn-in", ["0", "-1", "NaN"], lambda v: num(v) >= 0)
    add(mk, "--sampling-iterations", base, lambda v: num(v) >= 1)
    add(mk, "--cardinality", ["0", "1", "-1", "NaN", "2147483647", "70000"],
        lambda v: 2 <= num(v) <= 1000)
    add(mk, "--threads", base + ["100000"], lambda v: 1 <= num(v) <= 64)
    # fit
    fit = ["fit", "--data", "{t}/d.csv", "--graph", "{t}/asia.txt", "--out", "{t}/f.bif",
           "--method", "bayes"]
    add(fit, "--iss", huge + ["1e16"], lambda v: 1e-100 <= num(v) <= 1e100)
    # score
    sc = ["score", "--data", "{t}/d.csv", "--graph", "{t}/asia.txt"]
    add(sc + ["--score", "bdeu"], "--iss", huge + ["1e16", "1e-300"],
        lambda v: 1e-100 <= num(v) <= 1e100, check=finite_field("score"))
    mpl = ["score", "--data", "{t}/cor.csv", "--graph", "{t}/cor.ug.csv", "--score", "mpl"]
    add(mpl, "--alpha", huge + ["1e16", "1e17", "1e-300"],
        lambda v: 1e-100 <= num(v) <= 1e100, check=mpl_limit)
    for s in ["bjp", "ib"]:
        sb = ["score", "--data", "{t}/cor.csv", "--graph", "{t}/cor.ug.csv", "--score", s]
        add(sb, "--ci-alpha", huge + ["1e16", "1e17"],
            lambda v: 1e-100 <= num(v) <= 1e100, check=finite_field("score"))
        add(sb, "--prior-independence", ["0", "1", "-1", "NaN", "1.5", "0.3"],
            lambda v: 0 < num(v) < 1, check=finite_field("score"))
    gsc = ["score", "--data", "{t}/g.csv", "--graph", "{t}/g.txt"]
    cases.extend([])
    add(["score", "--data", "{t}/g.csv", "--score", "gauss-ll",
         "--graph", "{t}/garcs.csv"], "--lambda", ["-1", "NaN", "1e308", "Infinity", "0", "2"],
        lambda v: 0 <= num(v) <= 1e100, check=finite_field("score"))
    add(["score", "--data", "{t}/g.csv", "--score", "bic-g", "--graph", "{t}/garcs.csv"],
        "--ridge", ["-1", "NaN", "Infinity", "0", "0.5"],
        lambda v: 0 <= num(v) < float("inf"), check=finite_field("score"))
    # citest
    ci = ["citest", "--data", "{t}/d.csv", "--x", "A", "--y", "S"]
    add(ci, "--alpha", ["0", "1", "-1", "NaN", "2", "0.01"], lambda v: 0 < num(v) < 1)
    # learn hc / tabu
    add(hc, "--max-parents", base, lambda v: num(v) >= 0)
    add(hc, "--candidates", base, lambda v: num(v) >= 0)
    add(hc, "--max-iterations", base, lambda v: num(v) >= 0)
    add(hc, "--restarts", ["-1", "NaN", "0"], lambda v: num(v) >= 0)
    add(hc, "--perturb", ["0", "-1", "NaN", "2147483647"], lambda v: num(v) >= 1)
    add(hc + ["--algorithm", "tabu"], "--tabu-length", ["-1", "NaN", "0", "2147483647"],
        lambda v: num(v) >= 0)
    add(hc + ["--algorithm", "tabu"], "--max-no-improvement", ["0", "-1", "NaN"],
        lambda v: num(v) >= 1)
    add(hc, "--threads", base + ["100000", "64"], lambda v: 1 <= num(v) <= 64)
    add(hc + ["--score", "bdeu"], "--iss", huge, lambda v: 1e-100 <= num(v) <= 1e100)
    ex = ["learn", "--data", "{t}/cor.csv", "--algorithm", "exhaustive", "--score", "mpl"]
    add(ex, "--k-best", ["0", "-1", "NaN", "10001", "2147483647", "5"],
        lambda v: 1 <= num(v) <= 10000)
    add(ex, "--alpha", huge + ["1e16"], lambda v: 1e-100 <= num(v) <= 1e100)
    mh = ["learn", "--data", "{t}/cor.csv", "--algorithm", "mpl-hc"]
    add(mh, "--alpha", huge + ["1e17"], lambda v: 1e-100 <= num(v) <= 1e100)
    add(mh, "--threads", ["0", "100000"], lambda v: 1 <= num(v) <= 64)
    ib = ["learn", "--data", "{t}/cor.csv", "--algorithm", "ibmap-hc", "--score", "bjp"]
    add(ib, "--ci-alpha", huge + ["1e16"], lambda v: 1e-100 <= num(v) <= 1e100)
    add(ib, "--proposals", ["0", "-1", "NaN", "2147483647"], lambda v: num(v) >= 1)
    add(ib, "--threads", ["0", "2147483647"], lambda v: 1 <= num(v) <= 64)
    pc = ["learn", "--data", "{t}/d.csv", "--algorithm", "pc-stable"]
    add(pc, "--alpha", ["0", "1", "-1", "NaN", "2", "0.01"], lambda v: 0 < num(v) < 1)
    add(pc, "--max-conditioning", base, lambda v: num(v) >= 0)
    add(pc, "--threads", ["0", "100000"], lambda v: 1 <= num(v) <= 64)
    for algo in ["gs", "gsmn", "gsimn", "sgs"]:
        add(["learn", "--data", "{t}/d.csv", "--algorithm", algo], "--alpha",
            ["0", "NaN", "1.5"], lambda v: 0 < num(v) < 1)
    mi = ["learn", "--data", "{t}/d.csv", "--algorithm", "mi-threshold"]
    add(mi, "--threshold", ["2", "NaN", "-5", "1.0000001", "0.5"], lambda v: 0 <= num(v) <= 1)
    add(mi, "--alpha", ["0", "NaN", "1"], lambda v: 0 < num(v) < 1)
    mg = ["learn", "--data", "{t}/d.csv", "--algorithm", "mgmn"]
    add(mg, "--threshold", ["-1", "NaN", "Infinity", "0.5"],
        lambda v: 0 <= num(v) < float("inf"))
    add(mg, "--dimensions", ["0", "-1", "NaN", "2147483647", "3"], lambda v: 1 <= num(v) <= 8)
    nb = ["learn", "--data", "{t}/d.csv", "--algorithm", "nbm-influence", "--groups",
          "{t}/groups.csv"]
    add(nb, "--classes", ["0", "1", "-1", "NaN", "2147483647", "2"],
        lambda v: 2 <= num(v) <= 1000, timeout=120)
    add(nb, "--em-iterations", ["0", "-1", "NaN", "2147483647"], lambda v: num(v) >= 1,
        timeout=120)
    add(nb, "--em-restarts", ["0", "-1", "NaN"], lambda v: num(v) >= 1)
    add(nb, "--max-in-degree", ["-1", "NaN", "2147483647"], lambda v: num(v) >= 0, timeout=120)
    add(nb, "--tabu-length", ["-1"], lambda v: num(v) >= 0)
    # cv
    cv = ["cv", "--data", "{t}/d.csv"]
    add(cv, "--folds", ["0", "1", "-1", "NaN", "2147483647", "301", "3"],
        lambda v: 2 <= num(v) <= 300)
    add(cv, "--threads", ["0", "100000"], lambda v: 1 <= num(v) <= 64)
    # strength
    st = ["strength", "--data", "{t}/d.csv", "--replicates", "5"]
    add(["strength", "--data", "{t}/d.csv"], "--replicates", ["0", "-1", "NaN"],
        lambda v: num(v) >= 1)
    add(st, "--sample-size", ["0", "-1", "NaN", "2147483647", "3000", "3001"],
        lambda v: 1 <= num(v) <= 3000)
    add(st, "--threshold", ["-1", "2", "NaN", "0.5"], lambda v: 0 <= num(v) <= 1)
    add(st, "--threads", ["0", "100000", "2147483647"], lambda v: 1 <= num(v) <= 64)
    # bench, study
    add(["bench", "--cases", "alarm-1000", "--no-cold"], "--repeat", ["0", "-1", "NaN"],
        lambda v: num(v) >= 1)
    add(["bench", "--cases", "alarm-1000", "--no-cold"], "--threads", ["0", "100000"],
        lambda v: 1 <= num(v) <= 64)
    add(["study", "mn-exhaustive", "--quick"], "--threads", ["0", "-1", "100000"],
        lambda v: 1 <= num(v) <= 64)
    return cases


def mpl_limit(out, err, tmp):
    """MPL's score tends to the uniform model's, -n sum ln r, as alpha grows; finite always."""
    v = field(out, "score")
    if v is None:
        return False
    s = float(v.split()[0])
    if s != s or abs(s) == float("inf"):
        return False
    args_alpha = None
    return True


def reader_cases():
    c = []
    S = "readers"

    def mk(name, text, mode="w"):
        return lambda tmp: write(tmp, name, text, mode)

    def mkgz(name, text):
        def f(tmp):
            with gzip.open(os.path.join(tmp, name), "wt") as g:
                g.write(text)
        return f

    markov = lambda f, rows="50": ["sample", "--markov", "{t}/" + f, "--rows", rows, "--out",
                                   "{t}/m.csv"]
    cmp_u = lambda f: ["compare", "--true", "{t}/" + f, "--learned", "{t}/" + f,
                       "--undirected"]
    # UAI
    c.append(Case(S, "uai 2e9 variables", markov("huge.uai"),
                  Err("huge.uai", "line", "2000000000"),
                  setup=mk("huge.uai", "MARKOV\n2000000000\n2 2\n0\n")))
    c.append(Case(S, "uai 4 x 65536 factor", markov("f.uai"),
                  Err("f.uai", "line", "entries"),
                  setup=mk("f.uai", "MARKOV\n4\n65536 65536 65536 65536\n1\n4 0 1 2 3\n"
                                    "1\n1\n")))
    c.append(Case(S, "uai cardinality 2^31", markov("c.uai"), Err("c.uai", "line"),
                  setup=mk("c.uai", "MARKOV\n1\n2147483648\n0\n")))
    c.append(Case(S, "uai negative count", markov("n.uai"), Err("n.uai", "line"),
                  setup=mk("n.uai", "MARKOV\n-3\n")))
    c.append(Case(S, "uai all-zero factor", markov("z.uai"), Err("z.uai", "factor", "0"),
                  setup=mk("z.uai", "MARKOV\n2\n2 2\n1\n2 0 1\n4\n0 0 0 0\n")))
    c.append(Case(S, "uai comments (pgmpy)", markov("cm.uai"), Ok(),
                  setup=mk("cm.uai", "MARKOV\n3\n2 2 3\n2 # comment\n2 0 1\n3 0 1 2\n"
                                     "# comment\n4\n 4.000 2.400\n 1.000 0.000\n\n"
                                     "12 #another comment\n 2.25 3.25 3.75\n 0 0 10\n"
                                     " 1.875 4 3.333\n 2 2 3.4\n")))
    c.append(Case(S, "uai BAYES", markov("b.uai"), Err("b.uai", "MARKOV"),
                  setup=mk("b.uai", "BAYES\n1\n2\n1\n1 0\n2\n0.5 0.5\n")))
    c.append(Case(S, "uai empty", markov("e.uai"), Err("e.uai"), setup=mk("e.uai", "")))
    c.append(Case(S, "uai binary garbage", markov("g.uai"), Err("g.uai"),
                  setup=mk("g.uai", bytes(range(256)) * 4, "wb")))
    c.append(Case(S, "uai NaN potential", markov("nan.uai"), Err("nan.uai", "line"),
                  setup=mk("nan.uai", "MARKOV\n1\n2\n1\n1 0\n2\nNaN 1\n")))
    c.append(Case(S, "uai truncated gzip", markov("t.uai.gz"), Err("t.uai.gz"),
                  setup=mk("t.uai.gz", b"\x1f\x8b\x08\x00\x00\x00\x00\x00", "wb")))
    c.append(Case(S, "uai as a graph for compare", cmp_u("small.uai"), Ok()))
    # scaled UAI factor: same seed, same rows
    base_uai = "MARKOV\n3\n2 2 2\n2\n2 0 1\n2 1 2\n4\n1 2 3 4\n4\n4 3 2 1\n"
    scaled = "MARKOV\n3\n2 2 2\n2\n2 0 1\n2 1 2\n4\n1e200 2e200 3e200 4e200\n4\n4 3 2 1\n"

    def two_uai(tmp):
        write(tmp, "u1.uai", base_uai)
        write(tmp, "u2.uai", scaled)
        subprocess.run(["java", "-jar", JAR, "sample", "--markov", tmp + "/u1.uai", "--rows",
                        "2000", "--out", tmp + "/u1.csv"], cwd=tmp, env=ENV,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
    c.append(Case("numerics", "uai factor x 1e200 samples as unscaled",
                  ["sample", "--markov", "{t}/u2.uai", "--rows", "2000", "--out", "{t}/u2.csv"],
                  Ok(same_files("u1.csv", "u2.csv"), "rows differ from the unscaled factor's"),
                  setup=two_uai))
    # Matrix Market
    mm = "%%MatrixMarket matrix coordinate pattern symmetric\n"
    c.append(Case(S, "mtx huge size", markov("h.mtx"), Err("h.mtx", "line", "2000000000"),
                  setup=mk("h.mtx", mm + "2000000000 2000000000 1\n1 2\n")))
    c.append(Case(S, "mtx int overflow size", markov("o.mtx"), Err("o.mtx", "line"),
                  setup=mk("o.mtx", mm + "99999999999 99999999999 1\n1 2\n")))
    c.append(Case(S, "mtx zero nodes", markov("z.mtx"), Err("z.mtx"),
                  setup=mk("z.mtx", mm + "0 0 0\n")))
    c.append(Case(S, "mtx zero nodes compare", cmp_u("z.mtx"), Either(["z.mtx"])))
    c.append(Case(S, "mtx non-square", markov("ns.mtx"), Err("ns.mtx", "square"),
                  setup=mk("ns.mtx", mm + "3 4 1\n1 2\n")))
    c.append(Case(S, "mtx array format", markov("a.mtx"), Err("a.mtx", "coordinate"),
                  setup=mk("a.mtx", "%%MatrixMarket matrix array real general\n2 2\n1\n0\n0\n1\n")))
    c.append(Case(S, "mtx index out of range", markov("i.mtx"), Err("i.mtx", "line"),
                  setup=mk("i.mtx", mm + "3 3 1\n1 7\n")))
    c.append(Case(S, "mtx too few entries", markov("f.mtx"), Err("f.mtx", "entries"),
                  setup=mk("f.mtx", mm + "3 3 5\n1 2\n")))
    c.append(Case(S, "mtx negative size", markov("neg.mtx"), Err("neg.mtx", "line"),
                  setup=mk("neg.mtx", mm + "-3 -3 1\n1 2\n")))
    c.append(Case(S, "mtx karate", markov("k.mtx"), Ok(),
                  setup=lambda t: write(t, "k.mtx", data_text("networks/karate.mtx"))))
    # GML
    deep = "graph [\n" + "a [ " * 10000 + "]" * 10000 + "\nnode [ id 0 ]\n]\n"
    c.append(Case(S, "gml 10000-deep nesting", markov("deep.gml"), Err("deep.gml", "line"),
                  setup=mk("deep.gml", deep)))
    two = "graph [ node [ id 0 ] node [ id 1 ] edge [ source 0 target 1 ] ]\n" \
          "graph [ node [ id 0 ] ]\n"
    c.append(Case(S, "gml two graphs", markov("two.gml"), Err("two.gml", "graph"),
                  setup=mk("two.gml", two)))
    c.append(Case(S, "gml two graphs compare", cmp_u("two.gml"), Err("two.gml", "graph"),
                  setup=mk("two.gml", two)))
    c.append(Case(S, "gml zero nodes", markov("z.gml"), Err("z.gml"),
                  setup=mk("z.gml", "graph [ directed 0 ]\n")))
    c.append(Case(S, "gml directed", markov("d.gml"), Err("d.gml", "directed"),
                  setup=mk("d.gml", "graph [ directed 1 node [ id 0 ] ]\n")))
    c.append(Case(S, "gml edge to unknown", markov("u.gml"), Err("u.gml", "line"),
                  setup=mk("u.gml", "graph [ node [ id 0 ] edge [ source 0 target 9 ] ]\n")))
    c.append(Case(S, "gml unterminated string", markov("s.gml"), Err("s.gml", "line"),
                  setup=mk("s.gml", 'graph [ node [ id 0 label "x ] ]\n')))
    c.append(Case(S, "gml unbalanced", markov("b.gml"), Err("b.gml"),
                  setup=mk("b.gml", "graph [ node [ id 0 ]\n")))
    c.append(Case(S, "gml huge id", markov("hid.gml"), Either(["hid.gml"]),
                  setup=mk("hid.gml", "graph [ node [ id 9223372036854775807 ] node [ id 0 ] "
                                      "edge [ source 0 target 9223372036854775807 ] ]\n")))
    c.append(Case(S, "gml dolphins", markov("dol.gml"), Ok(),
                  setup=lambda t: write(t, "dol.gml", data_text("networks/dolphins.gml"))))
    # DOT
    ddeep = "graph G { " + "subgraph { " * 10000 + "a" + " }" * 10000 + " }\n"
    c.append(Case(S, "dot 10000-deep subgraphs", markov("deep.dot"), Err("deep.dot"),
                  setup=mk("deep.dot", ddeep)))
    c.append(Case(S, "dot two graphs", markov("two.dot"), Err("two.dot"),
                  setup=mk("two.dot", "graph A { a -- b }\ngraph B { c -- d }\n")))
    c.append(Case(S, "dot empty graph", markov("e.dot"), Err("e.dot"),
                  setup=mk("e.dot", "graph G { }\n")))
    c.append(Case(S, "dot unterminated", markov("u.dot"), Err("u.dot", "line"),
                  setup=mk("u.dot", "graph G { a -- b \n")))
    c.append(Case(S, "dot learn --start cyclic", ["learn", "--data", "{t}/d.csv", "--start",
                                                  "{t}/cyc.dot"], Err("cyc.dot", "A - S"),
                  setup=mk("cyc.dot", "digraph G { A -> S; S -> A; }\n")))
    # BIF
    bhead = "network x {}\n"

    def bvar(n, k=2):
        return "variable %s { type discrete [ %d ] { %s }; }\n" % (
            n, k, ", ".join("l%d" % i for i in range(k)))
    big = bhead + "".join(bvar("P%d" % i, 4) for i in range(16)) + bvar("C")
    big += "".join("probability ( P%d ) { table 0.25, 0.25, 0.25, 0.25; }\n" % i for i in range(16))
    big += "probability ( C | %s ) { default 0.5, 0.5; }\n" % ", ".join("P%d" % i for i in range(16))
    c.append(Case(S, "bif default over 2^32 configurations",
                  ["sample", "--network", "{t}/big.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Err("big.bif", "line", "entries"), setup=mk("big.bif", big)))
    mid = bhead + "".join(bvar("P%d" % i, 2) for i in range(26)) + bvar("C")
    mid += "".join("probability ( P%d ) { table 0.5, 0.5; }\n" % i for i in range(26))
    mid += "probability ( C | %s ) { default 0.5, 0.5; }\n" % ", ".join("P%d" % i for i in range(26))
    c.append(Case(S, "bif default over 2^27 entries",
                  ["sample", "--network", "{t}/mid.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Err("mid.bif", "line", "entries"), setup=mk("mid.bif", mid)))
    dog = ('network "Dog-Problem" { }\n'
           'variable "light-on" { type discrete[2] { "true" "false" }; }\n'
           'variable "bowel-problem" { type discrete[2] { "true" "false" }; }\n'
           'variable "dog-out" { type discrete[2] { "true" "false" }; }\n'
           'variable "family-out" { type discrete[2] { "true" "false" }; }\n'
           'probability ( "light-on" "family-out" ) { (true) 0.6 0.4 ; (false) 0.05 0.95 ; }\n'
           'probability ( "bowel-problem" ) { table 0.01 0.99 ; }\n'
           'probability ( "dog-out" "bowel-problem" "family-out" ) { table 0.99 0.97 0.9 0.3 '
           '0.01 0.03 0.1 0.7 ; }\n'
           'probability ( "family-out" ) { default 0.15 0.85 ; }\n')
    c.append(Case("peers", "bif JavaBayes header without |",
                  ["sample", "--network", "{t}/dog.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Ok(), setup=mk("dog.bif", dog)))
    c.append(Case("peers", "bif default of the whole table",
                  ["sample", "--network", "{t}/dogd.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Ok(), setup=mk("dogd.bif", dog.replace("{ table 0.99", "{ default 0.99"))))
    c.append(Case(S, "bif negative probability",
                  ["sample", "--network", "{t}/neg.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Err("neg.bif", "line"),
                  setup=mk("neg.bif", bhead + bvar("A") + "probability ( A ) { table -0.5, 1.5; }\n")))
    c.append(Case(S, "bif not summing to one",
                  ["sample", "--network", "{t}/sum.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Err("sum.bif", "line"),
                  setup=mk("sum.bif", bhead + bvar("A") + "probability ( A ) { table 0.5, 0.6; }\n")))
    c.append(Case(S, "bif level count too large",
                  ["sample", "--network", "{t}/lc.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Err("lc.bif", "line"),
                  setup=mk("lc.bif", bhead + "variable A { type discrete [ 99999999999 ] { a, b }; }\n")))
    c.append(Case(S, "bif cycle",
                  ["sample", "--network", "{t}/cy.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Err("cy.bif", "cycl"),
                  setup=mk("cy.bif", bhead + bvar("A") + bvar("B") +
                           "probability ( A | B ) { default 0.5, 0.5; }\n"
                           "probability ( B | A ) { default 0.5, 0.5; }\n")))
    c.append(Case(S, "bif missing block",
                  ["sample", "--network", "{t}/mb.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Err("mb.bif", "line"), setup=mk("mb.bif", bhead + bvar("A"))))
    c.append(Case(S, "bif empty",
                  ["sample", "--network", "{t}/e.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Err("e.bif"), setup=mk("e.bif", "")))
    c.append(Case(S, "bif 10000-deep braces",
                  ["sample", "--network", "{t}/db.bif", "--rows", "5", "--out", "{t}/s.csv"],
                  Err("db.bif"), setup=mk("db.bif", "network x " + "{" * 10000 + "}" * 10000)))
    # JSON (Gaussian)
    gj = lambda f: ["sample", "--network", "{t}/" + f, "--rows", "5", "--out", "{t}/s.csv"]
    c.append(Case(S, "json 10000-deep nesting", gj("deep.json"), Err("deep.json"),
                  setup=mk("deep.json", "[" * 10000 + "]" * 10000)))
    c.append(Case(S, "json empty", gj("e.json"), Err("e.json"), setup=mk("e.json", "")))
    c.append(Case(S, "json NaN coefficient", gj("nan.json"), Err("nan.json"),
                  setup=mk("nan.json", '{"A": {"parents": [], "coefficients": [NaN], "sd": 1}}')))
    c.append(Case(S, "json garbage", gj("g.json"), Err("g.json"), setup=mk("g.json", "{{{")))
    # graphs for learn
    c.append(Case(S, "model string with unknown node", ["score", "--data", "{t}/d.csv",
                                                       "--graph", "{t}/bad.txt"],
                  Err("bad.txt"), setup=mk("bad.txt", "[A][Q|A]\n")))
    c.append(Case(S, "arc list empty file", ["score", "--data", "{t}/d.csv", "--graph",
                                            "{t}/empty.csv"], Either(["empty.csv"])))
    c.append(Case(S, "zero-node graph to score", ["score", "--data", "{t}/d.csv", "--graph",
                                                 "{t}/z0.txt"], Err("z0.txt"),
                  setup=mk("z0.txt", "\n")))
    return c


def data_cases():
    c = []
    S = "data"

    def mk(name, text, mode="w"):
        return lambda tmp: write(tmp, name, text, mode)

    L = lambda f, *more: ["learn", "--data", "{t}/" + f] + list(more)
    asia = head_lines(data_text("bnlearn/asia.csv"), 300)
    c.append(Case(S, "latin-1 without --encoding", L("l1.csv"), Err("l1.csv", "encoding"),
                  setup=mk("l1.csv", asia.replace("yes", "y\xe9s").encode("latin-1"), "wb")))
    c.append(Case(S, "latin-1 with --encoding", L("l1.csv", "--encoding", "ISO-8859-1"), Ok(),
                  setup=mk("l1.csv", asia.replace("yes", "y\xe9s").encode("latin-1"), "wb")))
    c.append(Case(S, "bogus --encoding", L("d.csv", "--encoding", "KLINGON"),
                  Err("--encoding", "KLINGON")))
    c.append(Case(S, "utf-16 with BOM", L("u16.csv"), Err("u16.csv"),
                  setup=mk("u16.csv", asia.encode("utf-16"), "wb")))
    c.append(Case(S, "utf-8 BOM header", L("bom.csv"), Ok(),
                  setup=mk("bom.csv", ("\ufeff" + asia).encode("utf-8"), "wb")))
    c.append(Case(S, "CRLF lines", L("crlf.csv"), Ok(),
                  setup=mk("crlf.csv", asia.replace("\n", "\r\n").encode(), "wb")))
    c.append(Case(S, "empty file", L("empty.csv"), Err("empty.csv")))
    c.append(Case(S, "header only", L("ho.csv"), Err("ho.csv"), setup=mk("ho.csv", "A,B,C\n")))
    c.append(Case(S, "duplicate column names", L("dup.csv"), Err("dup.csv", "A"),
                  setup=mk("dup.csv", "A,A\nx,y\ny,x\n")))
    c.append(Case(S, "ragged rows", L("rag.csv"), Err("rag.csv", "line"),
                  setup=mk("rag.csv", "A,B\nx,y\nx\n")))
    c.append(Case(S, "single column", L("one.csv"), Either(["one.csv"]),
                  setup=mk("one.csv", "A\nx\ny\nx\n")))
    c.append(Case(S, "constant column", L("const.csv"), Either(["const"]),
                  setup=mk("const.csv", "A,B\nx,u\ny,u\nx,u\n")))
    c.append(Case(S, "NUL bytes", L("nul.csv"), Err("nul.csv"),
                  setup=mk("nul.csv", b"A,B\nx\x00,y\n", "wb")))
    c.append(Case(S, "gzip corrupt", L("c.csv.gz"), Err("c.csv.gz"),
                  setup=mk("c.csv.gz", b"\x1f\x8b\x08\x00garbage", "wb")))
    c.append(Case(S, "missing file", L("nope.csv"), Err("nope.csv")))
    c.append(Case(S, "data is a folder", ["learn", "--data", "{t}"], Err("directory")))
    c.append(Case(S, "data found in data/ by name", ["learn", "--data", "bnlearn/coronary.csv"],
                  Ok()))
    c.append(Case(S, "data by name in fit", ["fit", "--data", "bnlearn/asia.csv", "--graph",
                                             "{t}/asia.txt", "--out", "{t}/f.bif"], Ok()))
    # 0/1 columns read as continuous
    for algo in ["hc", "mpl-hc", "pc-stable", "gsmn", "mi-threshold"]:
        more = ["--algorithm", algo]
        if algo == "ibmap-hc":
            more += ["--score", "bjp"]
        c.append(Case(S, "0/1 columns with " + algo, L("b01.csv", *more),
                      Either(["--discrete"])))
    c.append(Case(S, "0/1 columns ibmap-hc", L("b01.csv", "--algorithm", "ibmap-hc", "--score",
                                              "bjp"), Err("--discrete")))
    c.append(Case(S, "0/1 columns score mpl", ["score", "--data", "{t}/b01.csv", "--graph",
                                              "{t}/ring6.csv", "--score", "mpl"],
                  Err("--discrete"), setup=mk("ring6.csv", "from,to\nA,B\nB,A\n")))
    c.append(Case(S, "0/1 columns score bdeu", ["score", "--data", "{t}/b01.csv", "--graph",
                                               "{t}/arc6.csv", "--score", "bdeu"],
                  Err("--discrete"), setup=mk("arc6.csv", "from,to\nA,B\n")))
    c.append(Case(S, "0/1 columns citest mi", ["citest", "--data", "{t}/b01.csv", "--x", "A",
                                              "--y", "B", "--test", "mi"], Err("--discrete")))
    c.append(Case(S, "continuous data with mpl", L("g.csv", "--algorithm", "mpl-hc"),
                  Err("continuous")))
    c.append(Case(S, "continuous data with exhaustive bjp",
                  L("g.csv", "--algorithm", "exhaustive", "--score", "bjp"), Err("continuous")))
    # missing markers
    miss = "A,B,C\nx,y,NA\ny,x,z\nx,?,z\n y , x , z \n"
    c.append(Case(S, "missing without --drop-missing", L("m.csv"), Err("m.csv", "missing"),
                  setup=mk("m.csv", miss)))
    c.append(Case(S, "--missing ' NA' (leading space) drops like 'NA'",
                  L("m.csv", "--missing", " NA,?", "--drop-missing", "--json"),
                  Ok(json_rows(2)), setup=mk("m.csv", miss)))
    c.append(Case(S, "--missing 'NA, ?' drops the ? rows",
                  L("m.csv", "--missing", "NA, ?", "--drop-missing", "--json"),
                  Ok(json_rows(2)), setup=mk("m.csv", miss)))
    c.append(Case(S, "--missing 'NA,?' drops the ? rows",
                  L("m.csv", "--missing", "NA,?", "--drop-missing", "--json"),
                  Ok(json_rows(2)), setup=mk("m.csv", miss)))
    c.append(Case(S, "--drop-missing leaving no row", L("allm.csv", "--drop-missing"),
                  Err("every one"), setup=mk("allm.csv", "A,B\nNA,x\ny,NA\n")))
    c.append(Case(S, "--missing empty list", L("d.csv", "--missing", ""), Either(["--missing"])))
    # resource abuse
    def wide(tmp):
        n = 1000000
        write(tmp, "wide.csv", ",".join("V%d" % i for i in range(n)) + "\n" +
              ",".join("ab"[i % 2] for i in range(n)) + "\n" +
              ",".join("ba"[i % 2] for i in range(n)) + "\n")
    c.append(Case(S, "10^6 columns hc", L("wide.csv"), Err("wide.csv", "columns"),
                  setup=wide, timeout=120))
    c.append(Case(S, "10^6 columns pc-stable", L("wide.csv", "--algorithm", "pc-stable"),
                  Err("wide.csv", "columns"), timeout=120))
    c.append(Case(S, "10^6 columns citest", ["citest", "--data", "{t}/wide.csv", "--x", "V0",
                                            "--y", "V1"], Either(["wide.csv"]), timeout=120))
    def manylevels(tmp):
        write(tmp, "lev.csv", "A,B\n" + "".join("a%d,b%d\n" % (i, i % 7) for i in range(50000)))
    c.append(Case(S, "50,000-level column hc", L("lev.csv"), Either(["levels"]),
                  setup=manylevels, timeout=120))
    c.append(Case(S, "exhaustive on 8 columns", L("d.csv", "--algorithm", "exhaustive"),
                  Err("exhaustive", "5")))
    c.append(Case(S, "exhaustive mpl on 9 columns", L("nine.csv", "--algorithm", "exhaustive",
                                                     "--score", "mpl"), Err("8"),
                  setup=mk("nine.csv", "A,B,C,D,E,F,G,H,I\n" + "a,b,a,b,a,b,a,b,a\n" * 5 +
                           "b,a,b,a,b,a,b,a,b\n" * 5)))
    return c


def json_rows(n):
    def check(out, err, tmp):
        import json
        return json.loads(out)["rows"] == n
    return check


def misc_cases():
    c = []
    L = lambda *a: ["learn", "--data", "{t}/d.csv"] + list(a)

    def mk(name, text):
        return lambda tmp: write(tmp, name, text)
    # Gibbs numerics
    c.append(Case("numerics", "log potentials 1000:1010 not constant",
                  ["sample", "--markov", "{t}/ring.csv", "--rows", "500", "--potentials",
                   "1000:1010", "--potential-scale", "log", "--out", "{t}/m.csv"],
                  Ok(not_constant("m.csv"), "every row the same")))

    def lin1(tmp):
        subprocess.run(["java", "-jar", JAR, "sample", "--markov", tmp + "/star.csv", "--rows",
                        "1000", "--potentials", "0:1", "--out", tmp + "/l1.csv"], cwd=tmp,
                       env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
    c.append(Case("numerics", "linear 0:1e200 samples as 0:1",
                  ["sample", "--markov", "{t}/star.csv", "--rows", "1000", "--potentials",
                   "0:1e200", "--out", "{t}/l2.csv"],
                  Ok(same_files("l1.csv", "l2.csv"), "rows differ from 0:1's"), setup=lin1))

    def hub(tmp):
        write(tmp, "hub.csv", "from,to\n" + "".join("H,L%d\n" % i for i in range(300)))
    c.append(Case("numerics", "hub of 300 leaves, log potentials -5:5, not 50/50",
                  ["sample", "--markov", "{t}/hub.csv", "--rows", "400", "--potentials", "-3:3",
                   "--potential-scale", "log", "--out", "{t}/hub.out.csv", "--seed", "3"],
                  Ok(hub_not_half), setup=hub))
    c.append(Case("numerics", "potentials 0:0", ["sample", "--markov", "{t}/ring.csv", "--rows",
                                                 "10", "--potentials", "0:0", "--out",
                                                 "{t}/m.csv"], Err("--potentials")))
    c.append(Case("numerics", "potentials 1:2:3", ["sample", "--markov", "{t}/ring.csv",
                                                   "--rows", "10", "--potentials", "1:2:3",
                                                   "--out", "{t}/m.csv"], Err("--potentials")))
    c.append(Case("numerics", "potentials -1:1 linear", ["sample", "--markov", "{t}/ring.csv",
                                                        "--rows", "10", "--potentials", "-1:1",
                                                        "--out", "{t}/m.csv"],
                  Err("--potentials")))
    c.append(Case("numerics", "potentials 0:inf", ["sample", "--markov", "{t}/ring.csv",
                                                   "--rows", "10", "--potentials", "0:Infinity",
                                                   "--out", "{t}/m.csv"], Err("--potentials")))
    c.append(Case("numerics", "potential-scale bogus", ["sample", "--markov", "{t}/ring.csv",
                                                       "--rows", "10", "--potential-scale",
                                                       "cubic", "--out", "{t}/m.csv"],
                  Err("--potential-scale")))
    c.append(Case("numerics", "mpl alpha 1e16 equals the uniform limit",
                  ["score", "--data", "{t}/cor.csv", "--graph", "{t}/cor.ug.csv", "--score",
                   "mpl", "--alpha", "1e16"], Ok(mpl_uniform_limit, "not -n sum ln r")))
    c.append(Case("numerics", "mpl alpha 1e17 equals the uniform limit",
                  ["score", "--data", "{t}/cor.csv", "--graph", "{t}/cor.ug.csv", "--score",
                   "mpl", "--alpha", "1e17"], Ok(mpl_uniform_limit, "not -n sum ln r")))
    c.append(Case("numerics", "bjp ci-alpha 1e16 tends to the prior",
                  ["score", "--data", "{t}/cor.csv", "--graph", "{t}/cor.ug.csv", "--score",
                   "bjp", "--ci-alpha", "1e16", "--json"], Ok(bjp_prior_limit)))
    # markov sampling read back
    c.append(Case("messages", "sample --markov output read back as discrete",
                  ["learn", "--data", "{t}/mk.csv", "--algorithm", "mpl-hc"], Ok(),
                  setup=lambda t: subprocess.run(
                      ["java", "-jar", JAR, "sample", "--markov", t + "/ring.csv", "--rows",
                       "300", "--out", t + "/mk.csv"], cwd=t, env=ENV,
                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)))
    c.append(Case("messages", "sample --markov prints readable parameters",
                  ["sample", "--markov", "{t}/ring.csv", "--rows", "10", "--out", "{t}/m.csv"],
                  Ok(lambda o, e, t: "RandomPotentialOptions[" not in o and "Scale" not in o)))
    c.append(Case("messages", "citest --help states the 5-rows-per-cell rule",
                  ["citest", "--help"], Ok(contains("5 rows per"))))
    c.append(Case("messages", "Ctrl-C during sample says stopped",
                  ["sample", "--network", "alarm", "--rows", "50000000", "--out", "{t}/big.csv"],
                  Err("stopped", forbid=("closedchannel", "exception", "\tat "), code=130),
                  interrupt=3,
                  timeout=30))
    c.append(Case("messages", "bench explains its columns",
                  ["bench", "--cases", "alarm-1000", "--repeat", "1", "--no-cold"],
                  Ok(lambda o, e, t: "nsPerRowEval" not in o or "ns per row" in o.lower()
                     or "columns:" in o.lower()), timeout=300))
    # citest
    ci = lambda *a: ["citest", "--data", "{t}/d.csv"] + list(a)
    c.append(Case("citest", "x equals y", ci("--x", "A", "--y", "A"), Err("A")))
    c.append(Case("citest", "unknown column", ci("--x", "A", "--y", "Q"), Err("Q")))
    c.append(Case("citest", "given holds x", ci("--x", "A", "--y", "S", "--given", "A"),
                  Err("A")))
    c.append(Case("citest", "unknown test", ci("--x", "A", "--y", "S", "--test", "zz"),
                  Err("--test")))
    c.append(Case("citest", "continuous test on discrete", ci("--x", "A", "--y", "S", "--test",
                                                             "cor"), Err("cor")))
    c.append(Case("citest", "discrete test on continuous", ["citest", "--data", "{t}/g.csv",
                                                           "--x", "A", "--y", "B", "--test",
                                                           "mi"], Err("continuous")))
    c.append(Case("citest", "x2-adf sparse cells", ci("--x", "A", "--y", "S", "--given",
                                                      "T,L,B,E,X", "--test", "x2-adf"), Ok()))
    # groups
    nb = lambda g: L("--algorithm", "nbm-influence", "--groups", "{t}/" + g)
    c.append(Case("groups", "missing groups file", nb("nope.csv"), Err("nope.csv")))
    c.append(Case("groups", "column in two groups", nb("g2.csv"), Err("g2.csv", "A"),
                  setup=mk("g2.csv", "column,group\nA,G1\nA,G2\nS,G1\nT,G2\n")))
    c.append(Case("groups", "unknown column", nb("g3.csv"), Err("Q"),
                  setup=mk("g3.csv", "column,group\nQ,G1\nS,G1\n")))
    c.append(Case("groups", "empty groups file", nb("empty.csv"), Err("empty.csv")))
    c.append(Case("groups", "group named as a column", nb("g4.csv"), Either(["A"]),
                  setup=mk("g4.csv", "column,group\nA,A\nS,A\nT,A\nL,G2\nB,G2\nE,G2\n"
                                     "X,G3\nD,G3\n")))
    c.append(Case("groups", "--groups without nbm-influence", L("--groups", "{t}/groups.csv"),
                  Err("--groups")))
    c.append(Case("groups", "nbm-influence without --groups", L("--algorithm",
                                                                "nbm-influence"),
                  Err("--groups")))
    # strength and outputs with extensions
    st = ["strength", "--data", "{t}/d.csv", "--replicates", "3"]
    c.append(Case("outputs", "--strengths s.bif", st + ["--strengths", "{t}/s.bif"],
                  Err("--strengths", ".csv"), after=absent("s.bif")))
    c.append(Case("outputs", "--strengths s.json", st + ["--strengths", "{t}/s.json"],
                  Err("--strengths", ".csv"), after=absent("s.json")))
    c.append(Case("outputs", "strength --out x.xyz", st + ["--out", "{t}/x.xyz"], Err("--out")))
    c.append(Case("outputs", "sample --markov --out x.parquet without Spark",
                  ["sample", "--markov", "{t}/ring.csv", "--rows", "10", "--out",
                   "{t}/x.parquet"], Err("Spark"), after=absent("x.parquet")))
    c.append(Case("outputs", "sample --out x.parquet without Spark",
                  ["sample", "--network", "asia", "--rows", "10", "--out", "{t}/x.parquet"],
                  Err("Spark"), after=absent("x.parquet")))
    c.append(Case("outputs", "sample --out x.bif", ["sample", "--network", "asia", "--rows",
                                                    "10", "--out", "{t}/x.bif"],
                  Err("--out", ".csv"), after=absent("x.bif")))
    c.append(Case("outputs", "sample --markov --out x.json", ["sample", "--markov",
                                                              "{t}/ring.csv", "--rows", "10",
                                                              "--out", "{t}/x.json"],
                  Err("--out", ".csv"), after=absent("x.json")))
    c.append(Case("outputs", "--network-out x.csv", ["sample", "--markov", "{t}/ring.csv",
                                                     "--rows", "10", "--out", "{t}/m.csv",
                                                     "--network-out", "{t}/x.csv"],
                  Err("--network-out", ".uai")))
    c.append(Case("outputs", "learn --out unknown ending", L("--out", "{t}/x.xyz"),
                  Err("--out")))
    c.append(Case("outputs", "learn undirected --out .bif", L("--algorithm", "gsmn", "--out",
                                                             "{t}/x.bif"), Err("--out")))
    c.append(Case("outputs", "--data x.parquet without Spark", ["learn", "--data",
                                                               "{t}/x.parquet"], Err("Spark"),
                  setup=mk("x.parquet", "not parquet")))
    c.append(Case("outputs", "--spark without Spark", L("--spark", "local[1]"), Err("Spark")))
    # special targets
    for name, args in [
            ("sample", ["sample", "--network", "asia", "--rows", "20", "--out", "TARGET"]),
            ("sample --markov", ["sample", "--markov", "{t}/ring.csv", "--rows", "20", "--out",
                                 "TARGET"]),
            ("fit", ["fit", "--data", "{t}/d.csv", "--graph", "{t}/asia.txt", "--out",
                     "TARGET"]),
            ("learn", L("--out", "TARGET")),
            ("strength --strengths", st + ["--strengths", "TARGET"])]:
        # a private node of /dev/null's device: an old build replacing it must not hit the
        # machine's /dev/null (as root it would)
        c.append(Case("targets", name + " --out a character device (like /dev/null)",
                      [a.replace("TARGET", "{t}/null") for a in args],
                      Either(["null"]), setup=char_device, after=char_device_intact))
        c.append(Case("targets", name + " --out FIFO",
                      [a.replace("TARGET", "{t}/fifo") for a in args],
                      Either(["fifo"]), setup=fifo_with_reader, after=fifo_intact,
                      timeout=60))
        c.append(Case("targets", name + " --out link to /proc/self/fd/1",
                      [a.replace("TARGET", "{t}/stdout.link") for a in args],
                      Either(["stdout.link"]), setup=stdout_link, after=link_intact))
    c.append(Case("targets", "--out a folder", ["sample", "--network", "asia", "--rows", "5",
                                                "--out", "{t}"], Err("folder")))
    c.append(Case("targets", "--out in a missing folder", ["sample", "--network", "asia",
                                                           "--rows", "5", "--out",
                                                           "{t}/no/such/x.csv"],
                  Err("does not exist")))
    c.append(Case("targets", "--out same as --data", L("--out", "{t}/d.csv"),
                  Err("same file")))
    c.append(Case("targets", "read-only folder", ["sample", "--network", "asia", "--rows", "5",
                                                  "--out", "{t}/ro/x.csv"],
                  Either(["ro"]), setup=read_only_dir))
    # study, bench, compare
    c.append(Case("misc", "unknown study", ["study", "nope"], Err("nope")))
    c.append(Case("misc", "bench unknown case", ["bench", "--cases", "nope"], Err("nope")))
    c.append(Case("misc", "bench unknown algorithm", ["bench", "--algorithms", "nope"],
                  Err("nope")))
    c.append(Case("misc", "compare different nodes", ["compare", "--true", "{t}/asia.txt",
                                                      "--learned", "{t}/ring.csv"],
                  Either(["node"])))
    c.append(Case("misc", "unknown algorithm", L("--algorithm", "nope"), Err("nope")))
    c.append(Case("misc", "unknown score", L("--score", "nope"), Err("nope")))
    c.append(Case("misc", "unknown command", ["nope"], Err("nope")))
    c.append(Case("misc", "gaussian score on discrete", L("--score", "bic-g"),
                  Err("continuous")))
    c.append(Case("misc", "discrete score on continuous", ["learn", "--data", "{t}/g.csv",
                                                          "--score", "bic"],
                  Err("continuous")))
    c.append(Case("misc", "whitelist and blacklist clash", L("--whitelist", "{t}/wl.csv",
                                                            "--blacklist", "{t}/wl.csv"),
                  Err("A"), setup=mk("wl.csv", "from,to\nA,S\n")))
    c.append(Case("misc", "whitelist both ways", L("--whitelist", "{t}/wc.csv"),
                  Err("both directions"),
                  setup=mk("wc.csv", "from,to\nA,S\nS,A\n")))
    c.append(Case("misc", "start with unknown node", L("--start", "{t}/bad.txt"), Err("Q"),
                  setup=mk("bad.txt", "[A][Q|A]\n")))
    c.append(Case("misc", "levels file missing a level", L("--levels", "{t}/lv.csv"),
                  Err("level list"), setup=mk("lv.csv", "variable,index,level\nA,1,no\n")))
    c.append(Case("misc", "levels file index huge", L("--levels", "{t}/lvh.csv"),
                  Err("lvh.csv"), setup=mk("lvh.csv", "variable,index,level\nA,2147483647,no\n"
                                                      "A,1,yes\n")))
    c.append(Case("misc", "columns unknown", L("--columns", "A,Q"), Err("Q")))
    c.append(Case("misc", "delimiter two chars", L("--delimiter", "ab"), Err("--delimiter")))
    c.append(Case("misc", "fit continuous into bif", ["fit", "--data", "{t}/g.csv", "--graph",
                                                       "{t}/garcs.csv", "--out", "{t}/x.bif"],
                  Err("bif")))
    return c


def hub_not_half(out, err, tmp):
    """With log-potentials in [-3, 3) on 300 factors, the hub's conditional is nearly certain:
    consecutive rows almost never flip the hub (a 50/50 draw would flip about half the time)."""
    rows = csv_rows(os.path.join(tmp, "hub.out.csv"))
    hub = [r.split(",")[0] for r in rows]
    flips = sum(1 for a, b in zip(hub, hub[1:]) if a != b)
    return flips < len(hub) * 0.2


def mpl_uniform_limit(out, err, tmp):
    s = float(field(out, "score").split()[0])
    import math
    lines = open(os.path.join(tmp, "cor.csv")).read().splitlines()
    n = len(lines) - 1
    limit = -n * 6 * math.log(2)
    return abs(s - limit) < 1e-6 * abs(limit)


def bjp_prior_limit(out, err, tmp):
    import json
    j = json.loads(out)
    s = j["score"]
    return s == s and abs(s) != float("inf")


def absent(name):
    return lambda tmp: ("%s was written" % name) if os.path.exists(os.path.join(tmp, name)) \
        else None


def char_device(tmp):
    p = os.path.join(tmp, "null")
    if os.path.lexists(p):
        os.remove(p)
    try:
        os.mknod(p, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except PermissionError:
        os.symlink("/dev/null", p)  # not root: a link to the device (never replaced as a file)


def char_device_intact(tmp):
    st = os.stat(os.path.join(tmp, "null"))
    if not stat.S_ISCHR(st.st_mode):
        return "the character device was replaced by a regular file"
    return None


def fifo_with_reader(tmp):
    p = os.path.join(tmp, "fifo")
    if os.path.exists(p):
        os.remove(p)
    os.mkfifo(p)
    subprocess.Popen(["sh", "-c", "cat '%s' > '%s.read' " % (p, p)], start_new_session=True)


def fifo_intact(tmp):
    p = os.path.join(tmp, "fifo")
    if not stat.S_ISFIFO(os.lstat(p).st_mode):
        return "the FIFO was replaced by a regular file"
    # unblock a reader left waiting when the command did not open the FIFO
    try:
        fd = os.open(p, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
    except OSError:
        pass
    return None


def stdout_link(tmp):
    p = os.path.join(tmp, "stdout.link")
    if os.path.lexists(p):
        os.remove(p)
    os.symlink("/proc/self/fd/1", p)


def link_intact(tmp):
    p = os.path.join(tmp, "stdout.link")
    if not os.path.islink(p) or os.readlink(p) != "/proc/self/fd/1":
        return "the link to /proc/self/fd/1 was replaced"
    return None


def read_only_dir(tmp):
    d = os.path.join(tmp, "ro")
    os.makedirs(d, exist_ok=True)
    os.chmod(d, 0o555)


# ---------------------------------------------------------------------------- main

JAR = None
ENV = None


def main():
    global JAR, ENV
    ap = argparse.ArgumentParser()
    ap.add_argument("--jar", default=os.path.join(ROOT, "target", "structlearn.jar"))
    ap.add_argument("--only", default=None, help="run cases whose surface or name contains this")
    ap.add_argument("--report", default=None, help="write every case's verdict to this file")
    args = ap.parse_args()
    JAR = os.path.abspath(args.jar)
    ENV = dict(os.environ)
    ENV.setdefault("STRUCTLEARN_DATA", os.path.join(ROOT, "data"))
    tmp = tempfile.mkdtemp(prefix="structlearn-census-")
    fixtures(tmp)
    write(tmp, "g.txt", data_text("bnlearn/gaussian.test.truth.modelstring.txt"))
    write(tmp, "garcs.csv", data_text("bnlearn/gaussian.test.truth.arcs.csv"))
    cases = numeric_cases() + reader_cases() + data_cases() + misc_cases()
    if args.only:
        cases = [c for c in cases if args.only in c.surface or args.only in c.name]
    counts = {}
    lines = []
    for i, case in enumerate(cases):
        rc, out, err, secs = run_case(JAR, case, tmp, ENV)
        verdict, why = classify(case, rc, out, err, tmp)
        counts.setdefault(case.surface, {"OK": 0, "WEAK": 0, "BAD": 0})[verdict] += 1
        line = "%-4s %-9s %-60s rc=%s %5.1fs  %s" % (verdict, case.surface, case.name[:60], rc,
                                                     secs, why)
        lines.append(line)
        if verdict != "OK":
            print(line, flush=True)
    total = {"OK": 0, "WEAK": 0, "BAD": 0}
    print("\n%-10s %5s %5s %5s" % ("surface", "OK", "WEAK", "BAD"))
    for s, k in sorted(counts.items()):
        print("%-10s %5d %5d %5d" % (s, k["OK"], k["WEAK"], k["BAD"]))
        for v in total:
            total[v] += k[v]
    print("%-10s %5d %5d %5d   (%d cases)" % ("total", total["OK"], total["WEAK"], total["BAD"],
                                               len(cases)))
    if args.report:
        with open(args.report, "w") as f:
            f.write("\n".join(lines) + "\n")
    ro = os.path.join(tmp, "ro")
    if os.path.exists(ro):
        os.chmod(ro, 0o755)
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
