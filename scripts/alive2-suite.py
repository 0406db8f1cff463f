#!/usr/bin/env python3
"""Measures llsem refine against Alive2's own test suite (tests/alive-tv).

For every `.srctgt.ll` (and `.src.ll`/`.tgt.ll` pair) the expected verdict
comes from the test's `; ERROR:` line (a refinement failure, or another
error such as a timeout or an unsupported construct) and alive-tv's own
verdict is computed (cached, since it takes minutes). Only tests whose
alive-tv verdict equals the expected one count ("reproduced"); on those,
llsem's verdict is compared:

  agree        llsem gives the expected verdict
  false-alarm  expected correct, llsem says not-refines
  miss         expected incorrect, llsem says refines
  inconclusive / unsupported / error  as llsem says

usage: scripts/alive2-suite.py ALIVE2_TESTS_DIR [--llsem PATH] [--alive-tv PATH]
           [--cache FILE] [--jobs N] [--timeout S] [--out TSV] [--only SUBSTR]

Nothing here is a test of the project: it is a measuring tool for notes.
"""
import argparse
import concurrent.futures as cf
import json
import os
import re
import subprocess
import sys
import tempfile
import time

REFINEMENT_ERRORS = (
    "Value mismatch",
    "Source is more defined",
    "Target is more poisonous",
    "Mismatch in memory",
    "Target's return value is more undefined",
    "Source and target don't have the same return domain",
    "Parameter attributes not refined",
    "Function attributes not refined",
    "Target returns undef",
    "Target returns poison",
    "Target has reachable unreachable",
    "Transformation is incorrect",
)
OK = "Transformation seems to be correct!"


def classify_error(text):
    """'incorrect' for a refinement failure, 'other' for anything else."""
    return "incorrect" if any(e in text for e in REFINEMENT_ERRORS) else "other"


def tests(root):
    for dirpath, _, files in os.walk(root):
        for f in sorted(files):
            p = os.path.join(dirpath, f)
            if f.endswith(".srctgt.ll"):
                yield (p,)
            elif f.endswith(".src.ll"):
                t = p[: -len(".src.ll")] + ".tgt.ll"
                if os.path.exists(t):
                    yield (p, t)


def expected(text):
    if re.search(r";\s*XFAIL:", text) or re.search(r";\s*CHECK", text):
        return "other"
    m = re.search(r";\s*ERROR:(.*)", text)
    if m:
        return classify_error(m.group(1))
    return "correct"


def run_alive(alive, files, text):
    args = [alive, "-smt-to=20000", "-always-verify"]
    m = re.search(r"(?:;|//)\s*TEST-ARGS:(.*)", text)
    if m:
        args += m.group(1).split()
    args += list(files)
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return "other"
    out = p.stdout + p.stderr
    if "ERROR:" in out:
        line = out[out.find("ERROR:"):].splitlines()[0]
        return classify_error(line)
    return "correct" if OK in out else "other"


def run_llsem(llsem, files, timeout):
    v, reason, secs = run_refine(llsem, files, timeout)
    if len(files) == 1 and v == "error" and "no pair of defined functions" in reason:
        # alive-tv's own rule for one file without @src/@tgt pairs
        # (tools/alive-tv.cpp): optimize the module "using an optimization
        # pipeline similar to -O2" and check every function against it.
        # opt-22 -O2 stands for that pipeline.
        with tempfile.TemporaryDirectory() as d:
            tgt = os.path.join(d, "tgt.ll")
            p = subprocess.run(["opt-22", "-O2", "-S", files[0], "-o", tgt],
                               capture_output=True, text=True)
            if p.returncode != 0:
                return "error", "opt-22 -O2: " + p.stderr.strip()[:200], secs
            v, reason, more = run_refine(llsem, [files[0], tgt], timeout)
            return v, reason, secs + more
    return v, reason, secs


def run_refine(llsem, files, timeout):
    args = [llsem, "refine", *files, "--json"]
    t0 = time.monotonic()
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", f"over {timeout} s", time.monotonic() - t0
    secs = time.monotonic() - t0
    try:
        doc = json.loads(p.stdout)
    except json.JSONDecodeError:
        lines = (p.stderr or p.stdout).strip().splitlines()
        return "error", lines[-1] if lines else "no output", secs
    v = doc.get("verdict", "error")
    reason = ""
    if doc.get("error"):
        reason = doc["error"].get("message", "")
    else:
        for f in doc.get("functions", []):
            if f["verdict"] == v:
                reason = f.get("reason", "")
                break
    return v, reason, secs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--llsem", default="target/release/llsem")
    ap.add_argument("--alive-tv", default=None)
    ap.add_argument("--cache", default="/work/corpus/alive2-verdicts.json")
    ap.add_argument("--jobs", type=int, default=os.cpu_count())
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--out", default=None)
    ap.add_argument("--only", default=None)
    a = ap.parse_args()

    cache = {}
    if os.path.exists(a.cache):
        cache = json.load(open(a.cache))
    all_tests = [t for t in tests(a.root) if not a.only or a.only in t[0]]
    texts = {t: open(t[0]).read() for t in all_tests}
    todo = [t for t in all_tests if os.path.relpath(t[0], a.root) not in cache]
    if todo:
        if not a.alive_tv:
            sys.exit(f"{len(todo)} tests have no cached alive-tv verdict: pass --alive-tv")
        with cf.ThreadPoolExecutor(a.jobs) as ex:
            for t, v in zip(todo, ex.map(lambda t: run_alive(a.alive_tv, t, texts[t]), todo)):
                cache[os.path.relpath(t[0], a.root)] = v
        os.makedirs(os.path.dirname(a.cache), exist_ok=True)
        json.dump(cache, open(a.cache, "w"), indent=0, sort_keys=True)

    reproduced = []
    for t in all_tests:
        e = expected(texts[t])
        if e != "other" and cache[os.path.relpath(t[0], a.root)] == e:
            reproduced.append((t, e))

    with cf.ThreadPoolExecutor(a.jobs) as ex:
        results = list(ex.map(lambda te: run_llsem(a.llsem, te[0], a.timeout), reproduced))

    counts = {}
    rows = []
    times = []
    for (t, e), (v, reason, secs) in zip(reproduced, results):
        if v == "refines":
            c = "agree" if e == "correct" else "miss"
        elif v == "not-refines":
            c = "agree" if e == "incorrect" else "false-alarm"
        else:
            c = v
        counts[c] = counts.get(c, 0) + 1
        times.append(secs)
        rows.append((os.path.relpath(t[0], a.root), e, v, c, f"{secs:.3f}", reason.replace("\t", " ")[:300]))
    if a.out:
        with open(a.out, "w") as f:
            for r in rows:
                f.write("\t".join(r) + "\n")
    n = len(reproduced)
    times.sort()
    print(f"tests: {len(all_tests)}; alive-tv reproduces the expected verdict on {n}")
    for k in ("agree", "false-alarm", "miss", "inconclusive", "unsupported", "error", "timeout"):
        print(f"  {k:12} {counts.get(k, 0):4}  ({100 * counts.get(k, 0) / max(n, 1):.1f}%)")
    if times:
        print(f"time per file: median {times[len(times) // 2]:.3f} s, p90 {times[int(len(times) * 0.9)]:.3f} s, max {times[-1]:.3f} s")


if __name__ == "__main__":
    main()
