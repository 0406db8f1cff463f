#!/usr/bin/env python3
"""Generated-mutation check of the front end against LLVM's own parser.

Each mutant is one of the repository's `.ll` files with one to
--max-mutations textual mutations that LLVM's parser may or may not
accept:

  drop       a line deleted
  dup        a line duplicated
  swap       two neighbouring lines swapped
  rename     one use of a local `%x` replaced by another local of the file,
             or by a fresh name
  type       one integer type changed (`i32` -> `i64`, `i1` -> `i8`, ...)
  keyword    one keyword flipped (`add` <-> `sub`, `nsw` dropped, `icmp`
             predicates, `define` <-> `declare`, `call` <-> `tail call`, ...)
  truncate   the text cut at a random byte

and is given to both

    llvm-as-22 -o /dev/null M        accepts or rejects
    llsem check M                    accepts (0), rejects (1), or other

What counts:

  agree            both accept, or both reject
  llsem-rejects    llvm-as-22 accepts and llsem rejects (what issue 13 says
                   must not happen), unless llsem's error is an
                   `unsupported` construct the README lists
  llsem-accepts    llvm-as-22 rejects and llsem accepts (llsem is lenient)
  crash            llsem panicked (exit 101), was killed, or hit --wall

Disagreements are grouped by llsem's (or LLVM's) first error line with
numbers and names blanked; the first mutant of each group is written to
OUT/ with both tools' messages. The mutants are a deterministic function
of --seed.

usage: scripts/accept-mutants.py [--llsem PATH] [--llvm-as PATH] [--count N]
           [--seed S] [--jobs J] [--out DIR] [--wall S] [--max-mutations K]
           [ROOT...]

ROOT defaults to tests/fixtures, semantics and refinement-tests. Needs
LLVM 22's `llvm-as`: a measuring tool, not a test of the project; the
disagreements it finds become fixtures in `tests/it/parse_errors.rs` or
`semantics/other/llvm-parser-compat.ll`.
"""
import argparse
import collections
import concurrent.futures as cf
import os
import random
import re
import subprocess
import tempfile

INT_TYPES = ["i1", "i8", "i16", "i32", "i64", "i128", "i7", "i33"]

# Pairs of keywords a mutation swaps (either way round).
KEYWORD_FLIPS = [
    ("add", "sub"),
    ("mul", "udiv"),
    ("sdiv", "srem"),
    ("and", "or"),
    ("xor", "shl"),
    ("lshr", "ashr"),
    ("zext", "sext"),
    ("trunc", "zext"),
    ("fadd", "fsub"),
    ("fmul", "fdiv"),
    ("eq", "ne"),
    ("slt", "ult"),
    ("sgt", "uge"),
    ("oeq", "une"),
    ("icmp", "fcmp"),
    ("define", "declare"),
    ("call", "tail call"),
    ("load", "store"),
    ("ret", "br"),
    ("label", "i32"),
    ("ptr", "i64"),
    ("float", "double"),
    ("half", "float"),
    ("undef", "poison"),
    ("true", "false"),
    ("null", "undef"),
    ("phi", "select"),
    ("alloca", "load"),
    ("inbounds", "nuw"),
    ("volatile", "atomic"),
    ("private", "internal"),
    ("global", "constant"),
]
DROP_WORDS = ["nsw", "nuw", "exact", "inbounds", "noundef", "align", "nonnull", "volatile", "disjoint"]

WORD = re.compile(r"(?<![%@\w.$-])([A-Za-z_][\w.]*)(?![\w.$-])")
LOCAL = re.compile(r"%[-a-zA-Z$._0-9]+")
INT_TYPE = re.compile(r"(?<![\w%@.])i(\d+)(?![\w.])")


def ll_files(roots):
    out = []
    for root in roots:
        if os.path.isfile(root):
            out.append(root)
            continue
        for dirpath, _, files in os.walk(root):
            for f in sorted(files):
                if f.endswith(".ll"):
                    out.append(os.path.join(dirpath, f))
    return sorted(out)


def mutate(text, rng):
    """One mutation of `text`: (kind, mutant) or None if it does not apply."""
    lines = text.split("\n")
    kind = rng.choice(["drop", "dup", "swap", "rename", "type", "keyword", "keyword", "truncate"])
    code = [i for i, l in enumerate(lines) if l.strip() and not l.lstrip().startswith(";")]
    if not code:
        return None
    if kind == "drop":
        i = rng.choice(code)
        return kind, "\n".join(lines[:i] + lines[i + 1 :])
    if kind == "dup":
        i = rng.choice(code)
        return kind, "\n".join(lines[: i + 1] + [lines[i]] + lines[i + 1 :])
    if kind == "swap":
        i = rng.choice(code)
        if i + 1 >= len(lines):
            return None
        lines[i], lines[i + 1] = lines[i + 1], lines[i]
        return kind, "\n".join(lines)
    if kind == "truncate":
        return kind, text[: rng.randrange(len(text))]
    i = rng.choice(code)
    line = lines[i]
    if kind == "rename":
        uses = list(LOCAL.finditer(line))
        if not uses:
            return None
        m = rng.choice(uses)
        names = sorted(set(LOCAL.findall(text)))
        new = rng.choice(names + ["%fresh", "%0", "%1", "%7"])
        lines[i] = line[: m.start()] + new + line[m.end() :]
    elif kind == "type":
        tys = list(INT_TYPE.finditer(line))
        if not tys:
            return None
        m = rng.choice(tys)
        lines[i] = line[: m.start()] + rng.choice(INT_TYPES) + line[m.end() :]
    else:
        words = [m for m in WORD.finditer(line)]
        if not words:
            return None
        m = rng.choice(words)
        w = m.group(1)
        if w in DROP_WORDS and rng.random() < 0.5:
            lines[i] = line[: m.start()] + line[m.end() :]
        else:
            flips = [b for a, b in KEYWORD_FLIPS if a == w] + [a for a, b in KEYWORD_FLIPS if b == w]
            if not flips:
                return None
            lines[i] = line[: m.start()] + rng.choice(flips) + line[m.end() :]
    return kind, "\n".join(lines)


def run(cmd, wall):
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=wall)
        return r.returncode, r.stderr.decode("utf-8", "replace") + r.stdout.decode(
            "utf-8", "replace"
        )
    except subprocess.TimeoutExpired:
        return None, "timeout"


def first_error(out):
    lines = out.splitlines()
    for i, line in enumerate(lines):
        if "does not verify" in line and i + 1 < len(lines):
            # The verifier's reason is on the next line.
            return "verifier: " + lines[i + 1].strip()
        if "error" in line or "panicked" in line:
            return line.strip()
    lines = [l for l in lines if l.strip()]
    return lines[0].strip() if lines else "(no message)"


def shape(msg):
    """A message with its file, numbers and names blanked, to group by."""
    msg = re.sub(r"^.*?\.ll:\d+:\d+: ", "", msg)
    msg = re.sub(r"^llvm-as-22: ", "", msg)
    msg = re.sub(r"'[^']*'", "'_'", msg)
    msg = re.sub(r"[%@][-\w.$]+", "%_", msg)
    return re.sub(r"\d+", "N", msg)[:140]


def readme_unsupported(readme):
    """The README's text, against which an `unsupported` message's
    construct is looked up."""
    try:
        with open(readme, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


def classify(args, readme, item):
    idx, src, kind, text = item
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, f"m{idx}.ll")
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        lrc, lout = run([args.llvm_as, "-o", os.devnull, path], args.wall)
        src_rc, sout = run([args.llsem, "check", path], args.wall)
    llvm_ok = lrc == 0
    if src_rc is None or src_rc == 101 or src_rc < 0 or "panicked" in sout:
        verdict = "crash"
    elif src_rc == 0:
        verdict = "agree" if llvm_ok else "llsem-accepts"
    elif not llvm_ok:
        verdict = "agree"
    else:
        verdict = "llsem-rejects"
        err = first_error(sout)
        m = re.search(r"unsupported[^:]*: (.*)", err)
        if m and m.group(1).split()[0].strip("`'") in readme:
            verdict = "unsupported-listed"
    return idx, src, kind, text, verdict, first_error(lout), first_error(sout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("roots", nargs="*", default=["tests/fixtures", "semantics", "refinement-tests"])
    ap.add_argument("--llsem", default="target/release/llsem")
    ap.add_argument("--llvm-as", default="llvm-as-22")
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--wall", type=float, default=20.0)
    ap.add_argument("--out", default="accept-mutants-out")
    ap.add_argument("--readme", default="README.md")
    ap.add_argument("--max-mutations", type=int, default=2)
    args = ap.parse_args()

    files = ll_files(args.roots)
    texts = {}
    for f in files:
        with open(f, encoding="utf-8", errors="surrogateescape") as h:
            texts[f] = h.read()
    # Only mutate files llvm-as-22 reads unchanged: a mutant of a file
    # LLVM already rejects says nothing about the mutation.
    base_ok = []
    with cf.ThreadPoolExecutor(args.jobs) as ex:
        for f, (rc, _) in zip(files, ex.map(lambda f: run([args.llvm_as, "-o", os.devnull, f], args.wall), files)):
            if rc == 0:
                base_ok.append(f)
    rng = random.Random(args.seed)
    items = []
    tries = 0
    while len(items) < args.count and tries < args.count * 20 and base_ok:
        tries += 1
        src = rng.choice(base_ok)
        text, kinds = texts[src], []
        for _ in range(rng.randint(1, max(1, args.max_mutations))):
            m = mutate(text, rng)
            if m is not None:
                kinds.append(m[0])
                text = m[1]
        if not kinds or text == texts[src]:
            continue
        items.append((len(items), src, "+".join(kinds), text))

    readme = readme_unsupported(args.readme)
    counts = collections.Counter()
    by_kind = collections.defaultdict(collections.Counter)
    groups = collections.OrderedDict()
    with cf.ThreadPoolExecutor(args.jobs) as ex:
        results = sorted(ex.map(lambda it: classify(args, readme, it), items))
    for idx, src, kind, text, verdict, lerr, serr in results:
        counts[verdict] += 1
        by_kind[kind][verdict] += 1
        if verdict in ("agree", "unsupported-listed"):
            continue
        key = (verdict, shape(serr if verdict != "llsem-accepts" else lerr))
        g = groups.setdefault(key, [0, idx, src, kind, text, lerr, serr])
        g[0] += 1

    os.makedirs(args.out, exist_ok=True)
    for n, ((verdict, key), (count, idx, src, kind, text, lerr, serr)) in enumerate(groups.items()):
        path = os.path.join(args.out, f"{verdict}-{n}.ll")
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(f"; {verdict} x{count}: {kind} mutant of {src}\n; llvm-as-22: {lerr}\n; llsem: {serr}\n")
            f.write(text)
        print(f"{verdict:14} x{count:<4} {key}\n{'':20}{path}")
    print()
    print(f"files read by llvm-as-22 unchanged: {len(base_ok)} of {len(files)}")
    print(f"mutants: {len(results)} (seed {args.seed})")
    for v in ["agree", "unsupported-listed", "llsem-rejects", "llsem-accepts", "crash"]:
        print(f"  {v:20} {counts[v]}")
    print("by mutation:")
    for kind in sorted(by_kind):
        c = by_kind[kind]
        print(f"  {kind:9} " + "  ".join(f"{v} {c[v]}" for v in sorted(c)))


if __name__ == "__main__":
    main()
