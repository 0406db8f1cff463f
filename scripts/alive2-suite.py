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

A test whose TEST-ARGS switch alive-tv to semantics other than LLVM IR's
(MODE_FLAGS: target read as assembly, UB exploitation disallowed, no
poison or undef inputs) is counted twice: in the overall table against its
expectation, as before, and in a separate table against alive-tv's verdict
on the same files without those flags, which is the verdict under the
semantics llsem implements. The summary prints both.

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


# alive-tv flags that change the semantics the verdict is about; llsem
# implements none of them (it checks LLVM IR semantics).
MODE_FLAGS = ("-tgt-is-asm", "-disallow-ub-exploitation", "-disable-poison-input", "-disable-undef-input")


def test_args(text):
    m = re.search(r"(?:;|//)\s*TEST-ARGS:(.*)", text)
    return m.group(1).split() if m else []


def modes(text):
    """The semantic-mode flags among a test's TEST-ARGS (written with - or --)."""
    return [a for a in test_args(text) if a.lstrip("-") in {f.lstrip("-") for f in MODE_FLAGS}]


def run_alive(alive, files, text, ir_only=False):
    args = [alive, "-smt-to=20000", "-always-verify"]
    args += [a for a in test_args(text) if not (ir_only and a in modes(text))]
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


def fn_args(text):
    """alive-tv's `-func=NAME` (check only NAME) as llsem's `--fn NAME`."""
    out = []
    for a in test_args(text):
        m = re.fullmatch(r"--?func=(.+)", a)
        if m:
            out += ["--fn", m.group(1)]
    return out


def run_llsem(llsem, files, timeout, text=""):
    v, reason, secs = run_refine(llsem, [*files, *fn_args(text)], timeout)
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


IR_SUFFIX = "#without-mode-flags"


def tally(cases, results, rows, root, prefix):
    """Counts llsem's verdicts on (test, reference verdict) cases; appends TSV rows."""
    counts = {}
    for t, e in cases:
        v, reason, secs = results[t]
        if v == "refines":
            c = "agree" if e == "correct" else "miss"
        elif v == "not-refines":
            c = "agree" if e == "incorrect" else "false-alarm"
        else:
            c = v
        counts[c] = counts.get(c, 0) + 1
        if rows is not None:
            rows.append((prefix + os.path.relpath(t[0], root), e, v, c, f"{secs:.3f}",
                         reason.replace("\t", " ")[:300]))
    return counts


def report(counts, n):
    for k in ("agree", "false-alarm", "miss", "inconclusive", "unsupported", "error", "timeout"):
        print(f"  {k:12} {counts.get(k, 0):4}  ({100 * counts.get(k, 0) / max(n, 1):.1f}%)")


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
    # cache keys: the test's path; with IR_SUFFIX, its verdict without mode flags
    jobs = [(t, False) for t in all_tests] + [(t, True) for t in all_tests if modes(texts[t])]
    key = lambda t, ir: os.path.relpath(t[0], a.root) + (IR_SUFFIX if ir else "")
    todo = [j for j in jobs if key(*j) not in cache]
    if todo:
        if not a.alive_tv:
            sys.exit(f"{len(todo)} tests have no cached alive-tv verdict: pass --alive-tv")
        with cf.ThreadPoolExecutor(a.jobs) as ex:
            for j, v in zip(todo, ex.map(lambda j: run_alive(a.alive_tv, j[0], texts[j[0]], j[1]), todo)):
                cache[key(*j)] = v
        os.makedirs(os.path.dirname(a.cache), exist_ok=True)
        json.dump(cache, open(a.cache, "w"), indent=0, sort_keys=True)

    reproduced = []
    for t in all_tests:
        e = expected(texts[t])
        if e != "other" and cache[key(t, False)] == e:
            reproduced.append((t, e))
    # mode tests judged by alive-tv without the mode flags, where it decides
    ir_reference = {t: cache[key(t, True)] for t in all_tests
                    if modes(texts[t]) and cache[key(t, True)] != "other"}

    to_run = sorted({t for t, _ in reproduced} | set(ir_reference))
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        results = dict(zip(to_run, ex.map(lambda t: run_llsem(a.llsem, t, a.timeout, texts[t]), to_run)))

    rows = []
    times = [results[t][2] for t in to_run]
    overall = tally(reproduced, results, rows, a.root, "")
    ir_semantics = tally([(t, e) for t, e in reproduced if not modes(texts[t])], results, None, a.root, "")
    mode_vs_ir = tally(sorted(ir_reference.items()), results, rows, a.root, "ir:")
    if a.out:
        with open(a.out, "w") as f:
            for r in rows:
                f.write("\t".join(r) + "\n")
    times.sort()
    n = len(reproduced)
    print(f"tests: {len(all_tests)}; alive-tv reproduces the expected verdict on {n}")
    report(overall, n)
    m = n - sum(ir_semantics.values())
    print(f"of which {m} run alive-tv in a semantic mode llsem does not model ({', '.join(MODE_FLAGS)});")
    print(f"the other {n - m}, under LLVM IR semantics:")
    report(ir_semantics, n - m)
    k = len(ir_reference)
    print(f"tests with a mode flag where alive-tv without it decides: {k}; llsem against that verdict:")
    report(mode_vs_ir, k)
    if times:
        print(f"time per file: median {times[len(times) // 2]:.3f} s, p90 {times[int(len(times) * 0.9)]:.3f} s, max {times[-1]:.3f} s")


if __name__ == "__main__":
    main()
