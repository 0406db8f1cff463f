#!/usr/bin/env python3
"""Measures llsem refine against alive-tv on LLVM's own test/Transforms files.

For every `.ll` file under ROOT, the first `; RUN:` line that runs `opt`
(every such line with --all-runs) is turned into an `opt` command; its
output module is the target, the file itself the source. Then, per file:

  llvm-as      does LLVM accept the input?
  llsem check  does llsem accept the input, and the output?
  alive-tv     per-function verdict (cached: it takes minutes on some files)
  llsem refine per-function verdict

Verdicts are paired per function defined in both modules. alive-tv's
verdict is the reference: `correct`, `incorrect` (a refinement failure), or
`other` (timeout, unsupported, error). Against it:

  false-alarm  llsem not-refines, alive-tv correct
  miss         llsem refines, alive-tv incorrect

Functions the pass left unchanged (same text after normalization) are
counted apart: the matrix is printed over changed functions and over all,
then a table per pass directory, the false alarms and misses by function,
and llsem's unsupported / inconclusive / error reasons grouped by construct.
Legacy pass flags of older test files (`opt -instcombine`) run as
`-passes=instcombine`.

usage: scripts/transforms-suite.py ROOT [--llsem PATH] [--opt PATH]
           [--alive-tv PATH] [--cache DIR] [--jobs N] [--all-runs]
           [--only SUBSTR] [--out TSV] [--fn-timeout S] [--alive-timeout S]

Cached per file and pipeline under --cache: the opt output, its round trip
of the input, and alive-tv's verdicts. Nothing here is a test of the
project: it is a measuring tool for notes.
"""
import argparse
import concurrent.futures as cf
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import time

# alive-tv's refinement failures (as in scripts/alive2-suite.py).
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
SEPARATOR = "\n----------------------------------------\n"

# opt flags that only concern lit/FileCheck or the output file.
DROP_FLAGS = {"-S", "--S", "-disable-output", "--disable-output"}
DROP_WITH_VALUE = {"-o", "--o"}
DROP_PREFIXES = ("-o=", "--o=", "-debug-only", "--debug-only", "-debug-pass-manager",
                 "--debug-pass-manager", "-print-", "--print-", "-pass-remarks",
                 "--pass-remarks", "-stats", "--stats",
                 # flags of older opt versions that opt 22 rejects
                 "-opaque-pointers", "--opaque-pointers", "-enable-new-pm", "--enable-new-pm")
# Legacy pass-manager flags (`opt -instcombine`), still in older versions of
# the test files, that opt 22 no longer accepts: run as `-passes=...`.
LEGACY_PASSES = {
    "adce", "aggressive-instcombine", "bdce", "constraint-elimination", "correlated-propagation",
    "dce", "dse", "early-cse", "early-cse-memssa", "gvn", "indvars", "instcombine", "instsimplify",
    "jump-threading", "lcssa", "licm", "loop-rotate", "loop-simplify", "loop-unroll", "mem2reg",
    "memcpyopt", "newgvn", "reassociate", "sccp", "simple-loop-unswitch", "simplifycfg", "sroa",
    "tailcallelim",
}
# The passes opt's own registry lists that are not also options of its own
# (`opt --print-passes` minus `opt --help-list-hidden`): a legacy flag
# naming one runs as that pass too (`-partial-inliner`); filled by main().
PASS_REGISTRY = set()
LEGACY_AA = {"basic-aa", "basicaa", "scoped-noalias-aa", "tbaa", "globals-aa", "aa"}
# opt flags that set the target: the output module carries them.
TARGET_FLAGS = {"mtriple", "mattr", "mcpu", "data-layout"}
# RUN lines that do not produce a module to compare.
SKIP_FLAGS = ("-disable-output", "--disable-output", "-analyze", "--analyze")


def run_lines(text):
    """The file's RUN commands, continuation lines joined."""
    cmds, cur = [], None
    for line in text.splitlines():
        m = re.match(r"\s*;+\s*RUN:(.*)$", line)
        if not m:
            if cur is not None:
                cmds.append(cur)
                cur = None
            continue
        part = m.group(1).rstrip()
        cont = part.endswith("\\")
        if cont:
            part = part[:-1]
        cur = part if cur is None else cur + " " + part.strip()
        if not cont:
            cmds.append(cur)
            cur = None
    if cur is not None:
        cmds.append(cur)
    return [c.strip() for c in cmds]


def opt_args(cmd, path):
    """opt's arguments (without the program and output flags) for one RUN
    command, or None when it does not run opt on the file itself."""
    cmd = re.sub(r"\s\d*>&\d+|\s&>\s*\S+|\s\d*>>?\s*\S+", " ", cmd)  # output redirections
    try:
        lex = shlex.shlex(cmd, posix=True, punctuation_chars="|<>&;")
        lex.whitespace_split = True
        tokens = list(lex)
    except ValueError:
        return None
    segments, seg = [], []
    for t in tokens:
        if t in ("|", "||", "&&", ";"):
            segments.append(seg)
            seg = []
        else:
            seg.append(t)
    segments.append(seg)
    for i, seg in enumerate(segments):
        if not seg or os.path.basename(seg[0]) not in ("opt", "%opt"):
            continue
        if any(t.startswith(SKIP_FLAGS) for t in seg):
            return None
        args, legacy, reads_file, it = [], [], False, iter(seg[1:])
        for t in it:
            if t in ("<", "%s"):
                if t == "<":
                    t = next(it, "")
                if t != "%s":
                    return None
                reads_file = True
            elif t in DROP_FLAGS or t.startswith(DROP_PREFIXES):
                pass
            elif t in DROP_WITH_VALUE:
                next(it, None)
            elif "%" in t:
                return None  # %t, %S, %p: another file or a lit feature
            elif t in ("-p", "--p"):
                args.append("-passes=" + next(it, ""))  # `opt -p instcombine`
            elif t.startswith("-") and t.lstrip("-") in LEGACY_AA:
                pass
            elif t.startswith("-") and (t.lstrip("-") in LEGACY_PASSES
                                        or t.lstrip("-") in PASS_REGISTRY):
                legacy.append(t.lstrip("-").replace("early-cse-memssa", "early-cse<memssa>"))
            else:
                args.append(t)
        if not reads_file and i == 0:
            return None
        if not reads_file:
            return None  # opt reads a pipe (sed, cat): not this file
        if legacy and not any(a.startswith(("-passes", "--passes")) for a in args):
            args.insert(0, "-passes=" + ",".join(legacy))
        return args
    return None


def pass_registry(opt):
    """The pass names of `opt --print-passes` that `opt --help-list-hidden`
    does not list as options (empty if either fails)."""
    try:
        passes = subprocess.run([opt, "--print-passes"], capture_output=True, text=True,
                                timeout=30).stdout
        helps = subprocess.run([opt, "--help-list-hidden"], capture_output=True, text=True,
                               timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return set()
    options = {m.group(1) for m in re.finditer(r"^  --?([A-Za-z0-9_.-]+)", helps, re.M)}
    names = {m.group(1) for m in re.finditer(r"^  ([^ <\n][^<\n]*)", passes, re.M)}
    return {n.strip() for n in names} - options


def run(args, timeout, **kw):
    """(returncode, stdout, stderr, seconds); returncode None on timeout."""
    t0 = time.monotonic()
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=timeout,
                           errors="replace", **kw)
        return p.returncode, p.stdout, p.stderr, time.monotonic() - t0
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        return None, out, "", time.monotonic() - t0


def function_bodies(text):
    """name -> normalized text of every function defined in a module."""
    bodies, name, lines = {}, None, []
    for line in text.splitlines():
        if name is None:
            m = re.match(r"define\b.*?@(\"[^\"]+\"|[-\w.$]+)\s*\(", line)
            if m:
                name, lines = m.group(1).strip('"'), [line]
            continue
        lines.append(line)
        if line.startswith("}"):
            bodies[name] = normalize("\n".join(lines))
            name = None
    return bodies


def normalize(body):
    body = re.sub(r";.*", "", body)
    body = re.sub(r"#\d+", "", body)
    body = re.sub(r",?\s*!\w+ !\d+", "", body)
    return "\n".join(line.rstrip() for line in body.splitlines() if line.strip())


def classify_alive(block):
    """(verdict, detail) of one alive-tv function block."""
    if OK in block:
        return "correct", ""
    m = re.search(r"ERROR: (.*)", block)
    if m:
        msg = m.group(1).strip()
        if any(e in msg for e in REFINEMENT_ERRORS):
            return "incorrect", msg
        return "other", msg
    if "Transformation doesn't verify" in block:
        return "incorrect", "doesn't verify"
    return "other", "no verdict"


def parse_alive(out):
    """name -> (verdict, detail) from alive-tv's output."""
    res = {}
    for block in out.split(SEPARATOR):
        m = re.search(r"define\b.*?@(\"[^\"]+\"|[-\w.$]+)\s*\(", block)
        if m and ("=>" in block or "ERROR:" in block):
            res[m.group(1).strip('"')] = classify_alive(block)
    return res


def alive_verdicts(a, src, tgt, names):
    """Runs alive-tv on the pair; on a whole-file timeout, one function at a time."""
    base = [a.alive_tv, f"-smt-to={a.smt_to}", *a.alive_args.split()]
    t0 = time.monotonic()
    rc, out, err, _ = run(base + [src, tgt], a.alive_timeout)
    res = parse_alive(out)
    if rc is None or rc < 0 or any(n not in res for n in names):
        why = "alive-tv timeout" if rc is None else f"alive-tv ended with {rc}"
        for n in names:
            if n in res:
                continue
            left = a.alive_budget - (time.monotonic() - t0)
            if left < 5:
                res[n] = ("other", "alive-tv file budget spent")
                continue
            rc1, out1, err1, _ = run(base + [f"--func={n}", src, tgt], min(a.alive_fn_timeout, left))
            r = parse_alive(out1).get(n)
            if r is None:
                tail = (err1 or out1).strip().splitlines()[-1:] or [why]
                r = ("other", "alive-tv timeout" if rc1 is None else tail[0][:200])
            res[n] = r
    return res


def llsem_verdicts(a, src, tgt, nfuncs):
    """(name -> (verdict, reason), error message or '', seconds)."""
    args = [a.llsem, "refine", src, tgt, "--json", "--timeout", str(a.fn_timeout)]
    rc, out, err, secs = run(args, a.fn_timeout * max(nfuncs, 1) * 2 + 30)
    if rc is None:
        return {}, "llsem process timeout", secs
    try:
        doc = json.loads(out)
    except json.JSONDecodeError:
        return {}, ((err or out).strip().splitlines()[-1:] or ["no output"])[0], secs
    if doc.get("error"):
        e = doc["error"]
        return {}, f"{e.get('message', '')} (line {e.get('line')})", secs
    return {f["name"]: (f["verdict"], f.get("reason", "")) for f in doc.get("functions", [])}, "", secs


def check_file(a, path, ridx, args):
    """One (file, RUN line) measurement, as a dict."""
    text = open(path, encoding="utf-8", errors="replace").read()
    key = hashlib.sha256("\0".join([text, " ".join(args), a.opt, a.alive_tv, str(a.smt_to),
                                    a.alive_args]).encode()).hexdigest()[:20]
    d = os.path.join(a.cache, key)
    os.makedirs(d, exist_ok=True)
    out_ll, rt_ll = os.path.join(d, "out.ll"), os.path.join(d, "in.ll")
    r = {"file": path, "run": ridx, "pipeline": " ".join(args), "functions": []}

    r["llvm_as"] = run([a.llvm_as, "-o", "/dev/null", path], 120)[0] == 0
    meta = os.path.join(d, "opt.json")
    if not os.path.exists(meta):
        # Options newer or older than opt 22 (`-enable-scalar-pre`) make it
        # refuse the whole command: drop each one it names and run again.
        run_args, dropped = list(args), []
        for _ in range(4):
            rc, _, err, _ = run([a.opt, *run_args, "-S", "-o", out_ll, path], a.opt_timeout)
            u = re.search(r"Unknown command line argument '([^']+)'", err)
            if rc == 0 or not u or u.group(1) not in run_args:
                break
            run_args.remove(u.group(1))
            dropped.append(u.group(1))
        rc2 = run([a.opt, "-S", "-o", rt_ll, path], a.opt_timeout)[0]
        json.dump({"rc": rc, "err": err[-2000:], "rt": rc2, "dropped": dropped}, open(meta, "w"))
    m = json.load(open(meta))
    r["opt_ok"] = m["rc"] == 0 and os.path.exists(out_ll)
    r["opt_err"] = (m["err"].strip().splitlines() or [""])[0][:200]
    r["opt_dropped"] = m.get("dropped", [])
    rc, _, err, _ = run([a.llsem, "check", path], 120)
    r["check_in"] = rc == 0
    r["check_in_err"] = (err.strip().splitlines() or [""])[0][:300]
    if not r["opt_ok"]:
        return r
    rc, _, err, _ = run([a.llsem, "check", out_ll], 120)
    r["check_out"] = rc == 0
    r["check_out_err"] = (err.strip().splitlines() or [""])[0][:300]

    before = function_bodies(open(rt_ll).read()) if m["rt"] == 0 else function_bodies(text)
    after = function_bodies(open(out_ll).read())
    names = [n for n in before if n in after]

    # alive-tv refuses modules whose target triples differ: with -mtriple (or
    # -mattr, -mcpu, -data-layout) on the RUN line the output has the
    # triple, so the source it gets is the input printed by opt with those
    # flags.
    tflags = []
    for j, x in enumerate(args):
        if x.lstrip("-").split("=")[0] in TARGET_FLAGS:
            tflags.append(x)
            if "=" not in x and j + 1 < len(args):
                tflags.append(args[j + 1])
    src = path
    if tflags:
        src = os.path.join(d, "in-target.ll")
        if not os.path.exists(src):
            run([a.opt, *tflags, "-S", "-o", src, path], a.opt_timeout)
        src = src if os.path.exists(src) else path
    alive_json = os.path.join(d, "alive.json")
    alive = json.load(open(alive_json)) if os.path.exists(alive_json) else None
    if alive is not None and alive.get("src", path) != src:
        alive = None  # cached before the target-flag source existed
    if alive is None and a.alive_tv and os.path.exists(a.alive_tv):
        t0 = time.monotonic()
        verdicts = alive_verdicts(a, src, out_ll, names)
        json.dump({"verdicts": verdicts, "seconds": time.monotonic() - t0, "src": src},
                  open(alive_json, "w"))
        alive = json.load(open(alive_json))
    elif alive is None:
        alive = {"verdicts": {}, "seconds": None}
    r["alive_seconds"] = alive["seconds"]

    # llsem gets the same source as alive-tv: the input as opt read it with the
    # RUN line's target flags (the data layout decides alignments and sizes).
    ll, err, secs = llsem_verdicts(a, src, out_ll, len(names))
    r["llsem_seconds"], r["llsem_error"] = secs, err
    for n in names:
        av, adetail = alive["verdicts"].get(n, ("other", "no alive-tv verdict"))
        lv, reason = ll.get(n, ("error", err or "no llsem verdict"))
        r["functions"].append({"name": n, "changed": before[n] != after[n], "alive": av,
                               "alive_detail": adetail, "llsem": lv, "reason": reason})
    return r


def category(lv, av):
    if lv == "not-refines" and av == "correct":
        return "false-alarm"
    if lv == "refines" and av == "incorrect":
        return "miss"
    if lv in ("refines", "not-refines") and av in ("correct", "incorrect"):
        return "agree"
    return lv if lv not in ("refines", "not-refines") else "alive-other"


def construct(reason):
    """A reason with its particulars (numbers, names, lines) taken out, for grouping."""
    s = re.sub(r"\(line [^)]*\)", "", reason)
    s = re.sub(r"%[-\w.$]+", "%…", s)
    s = re.sub(r"\d+", "N", s)
    return s.strip()[:120]


def pct(n, d):
    return f"{100 * n / d:.1f}%" if d else "-"


def quantiles(xs):
    xs = sorted(x for x in xs if x is not None)
    if not xs:
        return "-"
    return f"median {xs[len(xs) // 2]:.2f} s, p90 {xs[int(len(xs) * 0.9)]:.2f} s, max {xs[-1]:.2f} s"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("root", help="a directory (walked for .ll files) or one .ll file")
    ap.add_argument("--llsem", default="target/release/llsem")
    ap.add_argument("--opt", default="opt-22")
    ap.add_argument("--llvm-as", default="llvm-as-22")
    ap.add_argument("--alive-tv", default="/work/alive2/build/alive-tv")
    ap.add_argument("--alive-args", default="", help="extra alive-tv flags, e.g. '-src-unroll=2 -tgt-unroll=2'")
    ap.add_argument("--smt-to", type=int, default=20000)
    ap.add_argument("--alive-timeout", type=float, default=240, help="first whole-file run (s)")
    ap.add_argument("--alive-fn-timeout", type=float, default=60, help="per function, after a file timeout (s)")
    ap.add_argument("--alive-budget", type=float, default=600, help="all alive-tv runs for one file (s)")
    ap.add_argument("--opt-timeout", type=float, default=60)
    ap.add_argument("--fn-timeout", type=float, default=10, help="llsem refine --timeout (s per function)")
    ap.add_argument("--cache", default="/work/corpus/cache")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--all-runs", action="store_true")
    ap.add_argument("--only", default=None)
    ap.add_argument("--out", default=None, help="per-function TSV")
    a = ap.parse_args()
    a.cache = os.path.abspath(a.cache)
    PASS_REGISTRY.update(pass_registry(a.opt))

    files = [a.root] if os.path.isfile(a.root) else []
    for dirpath, _, names in os.walk(a.root):
        files += [os.path.join(dirpath, f) for f in sorted(names) if f.endswith(".ll")]
    files = sorted(f for f in files if not a.only or a.only in f)
    jobs, no_run = [], []
    for f in files:
        cmds = [c for c in (opt_args(c, f) for c in run_lines(open(f, errors="replace").read())) if c is not None]
        if not cmds:
            no_run.append(f)
        for i, c in enumerate(cmds if a.all_runs else cmds[:1]):
            jobs.append((f, i, c))

    t0 = time.monotonic()
    results = []
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        futs = {ex.submit(check_file, a, *j): j for j in jobs}
        for k, fut in enumerate(cf.as_completed(futs), 1):
            try:
                results.append(fut.result())
            except Exception as e:  # a measuring tool: report and go on
                print(f"{futs[fut][0]}: {e!r}", file=sys.stderr)
            print(f"\r[{k}/{len(jobs)}]", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    results.sort(key=lambda r: (r["file"], r["run"]))

    rel = lambda p: os.path.relpath(p, a.root)
    nfiles = len({r["file"] for r in results})
    as_ok = [r for r in results if r["llvm_as"]]
    chk_ok = [r for r in as_ok if r["check_in"]]
    opt_ok = [r for r in results if r["opt_ok"]]
    out_ok = [r for r in opt_ok if r.get("check_out")]
    fns = [(r, f) for r in results for f in r["functions"]]
    changed = [(r, f) for r, f in fns if f["changed"]]

    print(f"files: {len(files)} ({len(no_run)} without a usable opt RUN line); checks (file x RUN line): {len(results)} over {nfiles} files")
    print(f"llvm-as accepts: {len(as_ok)}; of those llsem check accepts {len(chk_ok)} ({pct(len(chk_ok), len(as_ok))})")
    print(f"opt ran: {len(opt_ok)}; llsem check accepts its output in {len(out_ok)} ({pct(len(out_ok), len(opt_ok))})")
    print(f"functions defined in both: {len(fns)}; changed by the pass: {len(changed)}")
    for label, sel in (("changed functions", changed), ("all functions", fns)):
        print(f"\nmatrix over {label} (rows llsem, columns alive-tv):")
        cols = ("correct", "incorrect", "other")
        print(f"  {'':14}" + "".join(f"{c:>11}" for c in cols) + f"{'total':>9}")
        for lv in ("refines", "not-refines", "inconclusive", "unsupported", "error"):
            row = [sum(1 for _, f in sel if f["llsem"] == lv and f["alive"] == c) for c in cols]
            print(f"  {lv:14}" + "".join(f"{n:>11}" for n in row) + f"{sum(row):>9}")
        n = len(sel)
        cats = {}
        for _, f in sel:
            c = category(f["llsem"], f["alive"])
            cats[c] = cats.get(c, 0) + 1
        print("  " + "; ".join(f"{k} {v} ({pct(v, n)})" for k, v in sorted(cats.items())))

    def show(title, pairs, field):
        if not pairs:
            return
        print(f"\n{title}: {len(pairs)}")
        for r, f in pairs[:40]:
            print(f"  {rel(r['file'])} @{f['name']}: {f[field][:160]}")

    show("false alarms (llsem not-refines, alive-tv correct)",
         [(r, f) for r, f in changed if category(f["llsem"], f["alive"]) == "false-alarm"], "reason")
    show("misses (llsem refines, alive-tv incorrect)",
         [(r, f) for r, f in changed if category(f["llsem"], f["alive"]) == "miss"], "alive_detail")

    print("\nby pass directory (changed functions):")
    heads = ("files", "changed", "agree", "f-alarm", "miss", "inconcl", "unsupp", "error", "alive-oth")
    print(f"  {'':28}" + "".join(f"{h:>10}" for h in heads))
    for d in sorted({rel(r["file"]).split(os.sep)[0] for r in results}):
        sel = [(r, f) for r, f in changed if rel(r["file"]).split(os.sep)[0] == d]
        cs = [category(f["llsem"], f["alive"]) for _, f in sel]
        nf = len({r["file"] for r in results if rel(r["file"]).split(os.sep)[0] == d})
        row = [nf, len(sel)] + [cs.count(c) for c in ("agree", "false-alarm", "miss", "inconclusive",
                                                      "unsupported", "error", "alive-other")]
        print(f"  {d:28}" + "".join(f"{n:>10}" for n in row))

    groups = {}
    for r, f in changed:
        if f["alive"] == "other":
            groups.setdefault(construct(f["alive_detail"]), []).append(f"{rel(r['file'])}@{f['name']}")
    if groups:
        print("\nalive-tv gives no verdict on changed functions, by message:")
        for g, where in sorted(groups.items(), key=lambda kv: -len(kv[1]))[:15]:
            print(f"  {len(where):4}  {g}   e.g. {where[0]}")

    for kind in ("unsupported", "inconclusive", "error"):
        groups = {}
        for r, f in changed:
            if f["llsem"] == kind:
                groups.setdefault(construct(f["reason"]), []).append(f"{rel(r['file'])}@{f['name']}")
        if groups:
            print(f"\nllsem {kind} on changed functions, by reason:")
            for g, where in sorted(groups.items(), key=lambda kv: -len(kv[1]))[:25]:
                print(f"  {len(where):4}  {g}   e.g. {where[0]}")
    groups = {}
    for r in as_ok:
        if not r["check_in"]:
            groups.setdefault(construct(r["check_in_err"].split("error:", 1)[-1]), []).append(rel(r["file"]))
    if groups:
        print("\nllsem check rejects inputs llvm-as accepts, by message:")
        for g, where in sorted(groups.items(), key=lambda kv: -len(kv[1]))[:25]:
            print(f"  {len(where):4}  {g}   e.g. {where[0]}")
    dropped = [r for r in results if r.get("opt_dropped")]
    if dropped:
        print(f"\nopt flags dropped because opt 22 does not know them, in {len(dropped)} files:")
        for r in dropped[:20]:
            print(f"  {rel(r['file'])}: {' '.join(r['opt_dropped'])}")
    bad_opt = [r for r in results if not r["opt_ok"]]
    if bad_opt:
        print(f"\nopt failed on {len(bad_opt)}:")
        for r in bad_opt[:20]:
            print(f"  {rel(r['file'])}: {r['opt_err']}")

    print(f"\nllsem refine time per file: {quantiles(r.get('llsem_seconds') for r in opt_ok)}")
    print(f"alive-tv time per file (as measured when its result was first cached): {quantiles(r.get('alive_seconds') for r in opt_ok)}")
    print(f"wall time: {time.monotonic() - t0:.0f} s")

    if a.out:
        with open(a.out, "w") as out:
            out.write("file\trun\tfunction\tchanged\talive\talive_detail\tllsem\tcategory\treason\n")
            for r, f in fns:
                out.write("\t".join([rel(r["file"]), str(r["run"]), f["name"], str(int(f["changed"])),
                                     f["alive"], f["alive_detail"].replace("\t", " ")[:300], f["llsem"],
                                     category(f["llsem"], f["alive"]), f["reason"].replace("\t", " ")[:300]]) + "\n")


if __name__ == "__main__":
    main()
