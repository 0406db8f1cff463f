#!/usr/bin/env python3
"""Writes src/parse/intrinsics/x86-upgraded.txt: the x86 intrinsics of
LLVM 22 (names in src/parse/intrinsics/table.txt) that llvm-as-22 accepts
when called through a function type other than their signature, because
LLVM's `AutoUpgrade` rewrites an older signature of that name (the 8-bit
immediates once written i32, `ptest` on `<4 x float>`, `bf16` vectors once
written `<N x i16>`, `rdtscp` with a pointer, the `vpdpbusd` family once on
`<N x i32>`, ...).

The facts come from LLVM 22 itself: for every concrete x86 signature of the
table, every variant that changes one type (the result, or one parameter,
to another of the same kind: an integer width, a float format, a vector of
equal size with other lanes, a mask `<N x i1>` to an integer, a pointer to
i64) or the parameter count (one
dropped, an i32 or a pointer appended) is declared and called; a name is
listed when llvm-as-22 accepts at least one of its variants, with the
positions its accepted variants change (`ret`, a parameter index, `count`).
An upgrade that fires on one position may convert others: for each accepted
change, every variant changing it and one more position is probed too, and
the other position is listed when llvm-as-22 accepts it.

llsem accepts a listed name through a function type whose differences from
the signature all lie in listed positions (any type there: over-lenient for
the types LLVM rejects), and checks every other x86 name of the table
exactly.

The variants are batched: module K declares and calls the K-th variant of
every name, and the verifier names each call it rejects ("ptr @name" after
"Intrinsic has incorrect ..."); a module that llvm-as cannot finish is
retried name by name.

usage: scripts/gen-x86-upgrades.py [--llvm-as PATH] [--table PATH] [--out PATH]
"""
import argparse
import concurrent.futures as cf
import os
import re
import subprocess
import tempfile

INTS = ["i8", "i16", "i32", "i64"]
FLOATS = {"half": 16, "bfloat": 16, "float": 32, "double": 64}
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, **FLOATS}


def split_top(text):
    """`a, <2 x i8>, {b, c}` -> its top-level comma-separated parts."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<{(":
            depth += 1
        elif ch in ">})":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def parse_line(line):
    """`NAME RET (P, ...)` -> (name, ret, [params]) for a concrete signature."""
    name, rest = line.split(" ", 1)
    open_ = rest.rindex(" (")
    ret, params = rest[:open_].strip(), rest[open_ + 2 : -1]
    return name, ret, split_top(params)


def concrete(ty):
    """Whether `ty` is a concrete type a probe can pass a constant of."""
    return not re.search(r"\b(any|int|float|vec|ptr)\d|\$|\.\.\.|x86_amx|token|metadata", ty)


def alternatives(ty):
    """Other types of the same kind as `ty`."""
    if ty == "void":
        return ["i32"]
    if ty in INTS or ty == "i1":
        return [t for t in INTS if t != ty]
    if ty in FLOATS:
        return [t for t in FLOATS if t != ty] + ["i%d" % FLOATS[ty]]
    if ty == "ptr":
        return ["i64"]
    m = re.fullmatch(r"<(\d+) x (\w+)>", ty)
    if m and m.group(2) in WIDTH:
        bits = int(m.group(1)) * WIDTH[m.group(2)]
        # A mask vector was once an integer of at least 8 bits.
        out = ["i%d" % max(8, bits)] if m.group(2) == "i1" else []
        for elt in INTS + ["float", "double", "bfloat"]:
            w = WIDTH[elt]
            cand = "<%d x %s>" % (bits // w, elt)
            if bits % w == 0 and bits >= w and cand != ty:
                out.append(cand)
        return out
    if ty.startswith("{"):
        return [split_top(ty[1:-1])[0]]
    return []


def variants(ret, params):
    """Function types (ret, params, position changed) differing from the
    signature in one position."""
    out = [(alt, params, "ret") for alt in alternatives(ret)]
    for i, p in enumerate(params):
        out += [(ret, params[:i] + [alt] + params[i + 1 :], str(i)) for alt in alternatives(p)]
    if params:
        out.append((ret, params[:-1], "count"))
    out.append((ret, params + ["i32"], "count"))
    out.append((ret, params + ["ptr"], "count"))
    return out


def second_changes(ret, params, first):
    """Variants of `first` (an accepted one-position variant) that also
    change one other position: (ret, params, that position)."""
    fret, fparams, fpos = first
    out = []
    if fpos != "ret":
        out += [(alt, fparams, "ret") for alt in alternatives(ret)]
    for i, p in enumerate(params):
        if str(i) != fpos:
            out += [(fret, fparams[:i] + [alt] + fparams[i + 1 :], str(i)) for alt in alternatives(p)]
    return out


def module(items):
    """A module declaring and calling each (name, ret, params, position)."""
    lines = []
    for k, (name, ret, params, _) in enumerate(items):
        lines.append("declare %s @%s(%s)" % (ret, name, ", ".join(params)))
        args = ", ".join("%s %s" % (p, "zeroinitializer" if p.startswith("<") else
                                    "null" if p == "ptr" else
                                    "0.0" if p in FLOATS else "0") for p in params)
        call = "call %s @%s(%s)" % (ret, name, args)
        lines.append("define void @f%d() {\n  %s\n  ret void\n}" % (k, call if ret == "void" else "%r = " + call))
    return "\n".join(lines) + "\n"


def run(llvm_as, text):
    """llvm-as's exit status and the names of the calls it rejects."""
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        r = subprocess.run([llvm_as, "-o", os.devnull, path], capture_output=True, timeout=120)
    finally:
        os.unlink(path)
    err = r.stderr.decode("utf-8", "replace")
    return r.returncode, set(re.findall(r"^ptr @(llvm\.x86\.[\w.]+)$", err, re.M)), err


def accepted(llvm_as, items):
    """The items (name, ret, params, position) llvm-as accepts; each batch
    holds one variant per name."""
    rc, rejected, err = run(llvm_as, module(items))
    if rc == 0:
        return list(items)
    # Only errors that name their intrinsic can be attributed within a batch.
    headers = [l for l in err.splitlines()[1:] if l and not l.startswith((" ", "ptr @"))]
    if "does not verify" in err and all(h.startswith("Intrinsic has incorrect") for h in headers):
        return [it for it in items if it[0] not in rejected]
    # A parse error or a crash: ask one name at a time.
    return [it for it in items if run(llvm_as, module([it]))[0] == 0]


def probe(llvm_as, jobs, per_name):
    """The accepted variants among `per_name` ({name: [variant, ...]})."""
    batches = []
    for k in range(max((len(v) for v in per_name.values()), default=0)):
        batch = [(name, *v[k]) for name, v in per_name.items() if k < len(v)]
        # The verifier stops printing after enough errors: keep batches small.
        batches += [batch[i : i + 200] for i in range(0, len(batch), 200)]
    found = []
    with cf.ThreadPoolExecutor(jobs) as ex:
        for items in ex.map(lambda b: accepted(llvm_as, b), batches):
            found += items
    return found, len(batches)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--llvm-as", default="llvm-as-22")
    ap.add_argument("--table", default="src/parse/intrinsics/table.txt")
    ap.add_argument("--out", default="src/parse/intrinsics/x86-upgraded.txt")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()

    sigs = {}
    for line in open(args.table):
        if line.startswith("llvm.x86."):
            name, ret, params = parse_line(line.strip())
            if concrete(ret) and all(concrete(p) for p in params):
                sigs[name] = (ret, params)
    found, modules = probe(args.llvm_as, args.jobs, {n: variants(*sig) for n, sig in sigs.items()})
    positions = {}
    first = {}
    for name, ret, params, pos in found:
        positions.setdefault(name, set()).add(pos)
        if pos != "count":
            first.setdefault((name, pos), (ret, params, pos))
    seconds = {}
    for (name, _), variant in first.items():
        seconds.setdefault(name, []).extend(second_changes(*sigs[name], variant))
    found2, modules2 = probe(args.llvm_as, args.jobs, seconds)
    for name, _, _, pos in found2:
        positions[name].add(pos)

    def order(pos):
        return (pos == "count", pos != "ret", int(pos) if pos.isdigit() else 0)

    with open(args.out, "w") as f:
        f.write("# x86 intrinsics of LLVM 22 that llvm-as-22 accepts through some function\n")
        f.write("# type other than their signature (AutoUpgrade rewrites an older one), each\n")
        f.write("# with the positions an accepted type may change: ret, a parameter index\n")
        f.write("# (from 0), count (the number of parameters).\n")
        f.write("# Generated by scripts/gen-x86-upgrades.py; do not edit.\n")
        for name in sorted(positions):
            f.write("%s %s\n" % (name, " ".join(sorted(positions[name], key=order))))
    print("%d concrete x86 signatures, %d + %d variant modules, %d names upgraded"
          % (len(sigs), modules, modules2, len(positions)))


if __name__ == "__main__":
    main()
