#!/usr/bin/env python3
"""Mutation fuzz of `llsem run` and `llsem refine X X` on the project's `.ll` files.

Each mutant is a fixture with one to three small textual mutations that
often keep it valid IR: an integer literal replaced by a boundary value
(0, -1, INT_MAX, 2^40, ...), an arithmetic opcode or comparison
predicate swapped, a constant operand replaced by `poison`/`undef`,
`nsw`/`nuw`/`exact` added, an alignment or allocation count changed, a
register use or branch label replaced by another of the same function,
a line deleted or duplicated. Every mutant is run through

    llsem run M [--entry F --arg ...] --max-steps S        (when M defines a function to run)
    llsem refine M M --inputs 16 --max-steps S --timeout 5

under an address-space limit (so that a host allocation sized from a
program value fails fast instead of swapping the machine) and a
wall-clock limit. What counts as a finding:

  panic      exit 101 (a Rust panic)
  abort      a host allocation failure or other abort (exit 134 with
             "memory allocation of" or "panicked" on stderr, any 134
             from refine, whose statuses are 0..3)
  signal     killed by a signal (SIGSEGV: a stack overflow, ...)
  hang       the wall-clock limit was hit although the run has a step
             bound and refine a --timeout

Findings are grouped by cause (the panic location, or the first line of
the message) and each cause's first mutant is saved in OUT/ with the
command that crashed. The mutants are a deterministic function of --seed.

usage: scripts/mutate-fuzz.py [--llsem PATH] [--count N] [--seed S] [--jobs J]
           [--out DIR] [--steps S] [--mem-mb M] [--wall S] [ROOT...]

ROOT defaults to tests/fixtures and semantics (every *.ll below them).
Nothing here is a test of the project: it is a measuring tool, whose
findings become regression tests in tests/it/.
"""
import argparse
import concurrent.futures as cf
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

BOUNDARY = [
    "0", "1", "-1", "2", "3", "7", "8", "31", "32", "33", "63", "64", "65", "127",
    "128", "255", "256", "-128", "32767", "-32768", "65535", "2147483647",
    "-2147483648", "4294967295", "4294967296", "1099511627776",
    "9223372036854775807", "-9223372036854775808", "18446744073709551615",
    "1000000000", "3000000000",
]
INT_OPS = ["add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr",
           "ashr", "and", "or", "xor"]
PREDS = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"]

INT_LIT = re.compile(r"\bi\d+ (-?\d+)\b")
BIN_OP = re.compile(r"= (" + "|".join(INT_OPS) + r")((?: (?:nuw|nsw|exact|disjoint))*) ")
FLAGS_OF = {"add": ["nsw", "nuw"], "sub": ["nsw", "nuw"], "mul": ["nsw", "nuw"], "shl": ["nsw", "nuw"],
            "udiv": ["exact"], "sdiv": ["exact"], "lshr": ["exact"], "ashr": ["exact"], "or": ["disjoint"]}
PRED = re.compile(r"icmp (" + "|".join(PREDS) + r") ")
CONST_OPND = re.compile(r"(?<=, )(-?\d+|true|false|null|zeroinitializer)(?=[,\s)])")
ALIGN = re.compile(r"align (\d+)")
LOCAL = re.compile(r"%[\w.]+")
LABEL = re.compile(r"label %[\w.]+")


def pick_match(rng, pattern, text):
    ms = list(pattern.finditer(text))
    return rng.choice(ms) if ms else None


def splice(text, m, new, group=0):
    return text[: m.start(group)] + new + text[m.end(group):]


def function_bounds(text, pos):
    """The [start, end) of the `define` containing `pos`, or None."""
    start = text.rfind("\ndefine ", 0, pos)
    if start < 0:
        return None
    end = text.find("\n}", pos)
    return (start, end) if end > 0 else None


# Mutation kinds, weighted towards those that keep the module valid.
KINDS = [0, 0, 0, 1, 1, 2, 3, 3, 4, 5, 6, 7, 8, 8, 9, 10]


def mutate_once(rng, text):
    kind = rng.choice(KINDS)
    if kind == 0:
        m = pick_match(rng, INT_LIT, text)
        return splice(text, m, rng.choice(BOUNDARY), 1) if m else None
    if kind == 1:
        m = pick_match(rng, BIN_OP, text)
        if not m:
            return None
        # The new opcode without the old one's flags, which it may not allow.
        return text[: m.start(1)] + rng.choice(INT_OPS) + text[m.end(2):]
    if kind == 2:
        m = pick_match(rng, PRED, text)
        return splice(text, m, rng.choice(PREDS), 1) if m else None
    if kind == 3:
        m = pick_match(rng, CONST_OPND, text)
        return splice(text, m, rng.choice(["poison", "undef"])) if m else None
    if kind == 4:
        ms = [m for m in BIN_OP.finditer(text) if set(FLAGS_OF.get(m.group(1), [])) - set(m.group(2).split())]
        if not ms:
            return None
        m = rng.choice(ms)
        flag = rng.choice(sorted(set(FLAGS_OF[m.group(1)]) - set(m.group(2).split())))
        return splice(text, m, m.group(1) + " " + flag, 1)
    if kind == 5:
        m = pick_match(rng, ALIGN, text)
        return splice(text, m, rng.choice(["1", "2", "4", "8", "16", "4096"]), 1) if m else None
    if kind == 6:
        # A register use replaced by another register of the same function.
        m = pick_match(rng, LOCAL, text)
        if not m:
            return None
        b = function_bounds(text, m.start())
        if not b:
            return None
        others = sorted(set(LOCAL.findall(text[b[0]:b[1]])))
        return splice(text, m, rng.choice(others)) if others else None
    if kind == 7:
        m = pick_match(rng, LABEL, text)
        if not m:
            return None
        b = function_bounds(text, m.start())
        if not b:
            return None
        labels = sorted(set(LABEL.findall(text[b[0]:b[1]])))
        return splice(text, m, rng.choice(labels)) if labels else None
    if kind == 8:
        # alloca/malloc sizes and element counts: a large or odd value.
        ms = list(re.finditer(r"(alloca [^,\n]+, i\d+ )(\d+)|(@malloc\(i64 (?:noundef )?)(\d+)", text))
        if not ms:
            return None
        m = rng.choice(ms)
        g = 2 if m.group(2) else 4
        return splice(text, m, rng.choice(BOUNDARY).lstrip("-"), g)
    # A store or a call without result deleted or executed twice.
    lines = text.split("\n")
    body = [i for i, l in enumerate(lines) if re.match(r"\s+(store |call void |tail call void )", l)]
    if not body:
        return None
    i = rng.choice(body)
    if kind == 9:
        del lines[i]
    else:
        lines.insert(i, lines[i])
    return "\n".join(lines)


def mutate(rng, text):
    out = text
    for _ in range(rng.randint(1, 3)):
        new = mutate_once(rng, out)
        if new is not None:
            out = new
    return out if out != text else None


DEFINE = re.compile(r"^define [^@\n]*@([\w.$]+)\(([^)]*)\)", re.M)


def run_args(rng, text):
    """`run` arguments for the mutant: main, or a random defined function
    with arguments per parameter type (None if no parameter is supported)."""
    defs = DEFINE.findall(text)
    if not defs:
        return None
    names = [d[0] for d in defs]
    if "main" in names:
        return ["--entry", "main", "--", "a", "bb"]
    name, params = rng.choice(defs)
    args = ["--entry", name]
    params = params.strip()
    if params:
        for p in re.split(r",(?![^<{\[]*[>}\]])", params):
            ty = p.split()[0] if p.split() else ""
            if re.fullmatch(r"i\d+", ty):
                v = rng.choice(BOUNDARY + ["poison", "undef"])
            elif ty == "ptr":
                v = rng.choice(["null", "bytes:00", "bytes@8:" + "00" * 64, "bytes@16:" + "ab" * 16 + "pp??"])
            elif ty in ("float", "double"):
                v = rng.choice(["0.0", "-1.5", "nan", "inf"])
            else:
                return None
            args += ["--arg", v]
    return args


def limit(mem_mb):
    def f():
        resource.setrlimit(resource.RLIMIT_AS, (mem_mb << 20, mem_mb << 20))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    return f


def classify(cmd_kind, rc, stderr):
    """The finding class of one command's end, or None if it ended properly."""
    if rc is None:
        return "hang"
    if rc == 101:
        return "panic"
    aborted = "memory allocation of" in stderr or "panicked" in stderr
    if rc in (-6, 134) and (cmd_kind == "refine" or aborted):
        return "abort"
    if rc < 0:
        return "signal"
    return None


def cause(stderr):
    """The cause of a crash: where it happened in llsem's own code (the
    first `llsem::` frame of the backtrace) and what the message was."""
    frame = re.search(r"^\s+\d+: (llsem::[^\n]+)\n\s+at ([^\n]+)", stderr, re.M)
    where = f" in {frame.group(1)} ({frame.group(2).split('/src/')[-1]})" if frame else ""
    m = re.search(r"panicked at ([^\n]+):\n([^\n]*)", stderr)
    if m:
        return f"{m.group(2)} at {m.group(1).split('/')[-1]}{where}"
    m = re.search(r"memory allocation of \d+ bytes failed", stderr)
    if m:
        return "memory allocation of N bytes failed" + where
    line = next((l for l in stderr.splitlines() if l.strip()), "")
    return line[:160]


def run_one(llsem, path, mem_mb, wall, cmd, kind):
    full = [llsem] + cmd
    try:
        env = dict(os.environ, RUST_BACKTRACE="1")
        p = subprocess.run(full, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=wall, preexec_fn=limit(mem_mb), env=env)
        rc, err = p.returncode, p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        rc, err = None, (e.stderr or b"").decode("utf-8", "replace")
    c = classify(kind, rc, err)
    return (c, cause(err) if c not in (None, "hang") else ("wall-clock limit" if c else None), rc)


def check_mutant(job):
    idx, src, text, args, a = job
    tmp = os.path.join(a.work, f"m{idx}.ll")
    with open(tmp, "w") as f:
        f.write(text)
    steps = ["--max-steps", str(a.steps)]
    cmds = []
    if args is not None:
        cmds.append(("run", ["run", tmp] + steps + args))
    cmds.append(("refine", ["refine", tmp, tmp, "--inputs", "16", "--timeout", "5"] + steps))
    out = []
    for kind, cmd in cmds:
        c, why, rc = run_one(a.llsem, tmp, a.mem_mb, a.wall, cmd, kind)
        out.append((kind, c, why, rc, cmd))
    return idx, src, text, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("roots", nargs="*", default=["tests/fixtures", "semantics"])
    ap.add_argument("--llsem", default="target/release/llsem")
    ap.add_argument("--count", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="mutate-findings")
    ap.add_argument("--steps", type=int, default=100000)
    ap.add_argument("--mem-mb", type=int, default=4096)
    ap.add_argument("--wall", type=float, default=60)
    a = ap.parse_args()
    files = sorted(os.path.join(d, f) for r in a.roots for d, _, fs in os.walk(r) for f in fs if f.endswith(".ll"))
    if not files:
        sys.exit("no .ll files under " + " ".join(a.roots))
    texts = {f: open(f, encoding="utf-8", errors="replace").read() for f in files}
    rng = random.Random(a.seed)
    jobs = []
    a.work = tempfile.mkdtemp(prefix="llsem-mutants-")
    while len(jobs) < a.count:
        src = rng.choice(files)
        text = mutate(rng, texts[src])
        if text is None:
            continue
        jobs.append((len(jobs), src, text, run_args(rng, text), a))
    os.makedirs(a.out, exist_ok=True)
    start = time.time()
    findings = {}
    counts = {"panic": 0, "abort": 0, "signal": 0, "hang": 0}
    runs = 0
    statuses = {}
    with cf.ThreadPoolExecutor(a.jobs) as ex:
        for n, (idx, src, text, out) in enumerate(ex.map(check_mutant, jobs), 1):
            for kind, c, why, rc, cmd in out:
                runs += 1
                statuses[(kind, rc)] = statuses.get((kind, rc), 0) + 1
                if c is None:
                    continue
                counts[c] += 1
                key = (c, why)
                if key not in findings:
                    name = f"{c}-{len(findings) + 1}.ll"
                    with open(os.path.join(a.out, name), "w") as f:
                        f.write(text)
                    shown = " ".join("M" if x.endswith(f"m{idx}.ll") else x for x in cmd)
                    findings[key] = [0, name, src, shown]
                    print(f"[{n}] {c} ({kind}, exit {rc}): {why}\n    {a.out}/{name} from {src}: llsem {shown}", flush=True)
                findings[key][0] += 1
            os.remove(os.path.join(a.work, f"m{idx}.ll"))
            if n % 250 == 0:
                print(f"... {n} mutants, {time.time() - start:.0f} s, {counts}", flush=True)
    shutil.rmtree(a.work, ignore_errors=True)
    print(f"\n{len(jobs)} mutants of {len(files)} files, {runs} llsem runs, "
          f"{time.time() - start:.0f} s, seed {a.seed}")
    print("exit statuses: " + ", ".join(f"{k} {'timeout' if r is None else r}: {v}"
                                        for (k, r), v in sorted(statuses.items(), key=lambda kv: (kv[0][0], str(kv[0][1])))))
    print("findings: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    for (c, why), (n, name, src, shown) in sorted(findings.items(), key=lambda kv: -kv[1][0]):
        print(f"  {n:4} x {c}: {why}\n         e.g. {a.out}/{name} (from {src})")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
