#!/usr/bin/env python3
"""Measures the front end against LLVM's own parser: of the `.ll` modules
that `llvm-as-22` accepts, how many does llsem accept?

For every `.ll` file under the given paths (files or directories):

  llvm-as   llvm-as-22 -o /dev/null FILE   accepts or rejects
  check     llsem check FILE                accepts, or the first line of its error
  refine    (with --refine) llsem refine --json FILE (a `.srctgt.ll`) or
            FILE FILE (any other module): every function's verdict, and the
            reason of each `unsupported` one or of an input error

Prints one line per file where llvm-as accepts and llsem does not (or, with
--refine, where a function ends unsupported or refine gives an input error),
then a summary: modules llvm-as accepts, of those llsem accepts, and with
--refine the functions checked, unsupported, and the unsupported constructs
counted by their message.

usage: scripts/front-accept.py PATH... [--llsem PATH] [--llvm-as PATH]
           [--refine] [--timeout S] [--jobs N] [--tsv OUT]

Nothing here is a test of the project: it is a measuring tool for notes.
"""
import argparse
import collections
import concurrent.futures as cf
import json
import os
import re
import subprocess
import sys


def ll_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for dirpath, _, files in os.walk(p):
                for f in sorted(files):
                    if f.endswith(".ll"):
                        yield os.path.join(dirpath, f)
        else:
            yield p


def run(cmd, timeout):
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=timeout)
        return r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode(
            "utf-8", "replace"
        )
    except subprocess.TimeoutExpired:
        return None, "", "timeout"


def first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            return line.strip()
    lines = [l for l in stderr.splitlines() if l.strip()]
    return lines[0].strip() if lines else "(no message)"


def construct(reason):
    """The construct an unsupported message names, for counting."""
    reason = re.sub(r"^.*?unsupported:\s*", "", reason)
    reason = re.sub(r"@[\w.$-]+", "@F", reason)
    reason = re.sub(r"%[\w.$-]+", "%V", reason)
    reason = re.sub(r"\b\d+\b", "N", reason)
    return reason[:120]


def measure(path, args):
    out = {"file": path}
    rc, _, err = run([args.llvm_as, "-o", "/dev/null", path], 60)
    out["llvm_as"] = rc == 0
    out["llvm_as_error"] = "" if rc == 0 else first_error(err)
    rc, _, err = run([args.llsem, "check", path], 120)
    out["check"] = rc == 0
    out["check_error"] = "" if rc == 0 else first_error(err)
    if args.refine and out["check"]:
        cmd = [args.llsem, "refine", "--json", "--timeout", str(args.timeout), path]
        if not path.endswith(".srctgt.ll"):
            cmd.append(path)
        rc, stdout, err = run(cmd, args.timeout * 50 + 60)
        funcs = []
        error = None
        try:
            doc = json.loads(stdout)
            funcs = [(f["name"], f["verdict"], f.get("reason") or "") for f in doc["functions"]]
            if doc.get("error"):
                error = doc["error"].get("message", "")
        except (ValueError, KeyError, TypeError):
            error = "no JSON: " + (first_error(err) if err else f"exit {rc}")
        out["functions"] = funcs
        out["refine_error"] = error
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--llsem", default="target/release/llsem")
    ap.add_argument("--llvm-as", default="llvm-as-22")
    ap.add_argument("--refine", action="store_true")
    ap.add_argument("--timeout", type=int, default=10)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--tsv")
    args = ap.parse_args()

    files = list(ll_files(args.paths))
    with cf.ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(lambda p: measure(p, args), files))

    accepted = [r for r in results if r["llvm_as"]]
    ours = [r for r in accepted if r["check"]]
    both_reject = [r for r in results if not r["llvm_as"] and not r["check"]]
    only_ours = [r for r in results if not r["llvm_as"] and r["check"]]
    for r in accepted:
        if not r["check"]:
            print(f"REJECTED\t{r['file']}\t{r['check_error']}")
    for r in only_ours:
        print(f"ACCEPTED-ONLY-BY-LLSEM\t{r['file']}\t{r['llvm_as_error']}")
    constructs = collections.Counter()
    nfuncs = nunsup = nerr = 0
    if args.refine:
        for r in ours:
            if r.get("refine_error"):
                nerr += 1
                print(f"REFINE-ERROR\t{r['file']}\t{r['refine_error']}")
                constructs["(input error) " + construct(r["refine_error"])] += 1
            for name, verdict, reason in r.get("functions", []):
                nfuncs += 1
                if verdict == "unsupported":
                    nunsup += 1
                    print(f"UNSUPPORTED\t{r['file']}\t@{name}\t{reason}")
                    constructs[construct(reason)] += 1
    print(
        f"files {len(results)}; llvm-as accepts {len(accepted)}; of those llsem accepts "
        f"{len(ours)} ({100.0 * len(ours) / max(1, len(accepted)):.1f}%); both reject "
        f"{len(both_reject)}; only llsem accepts {len(only_ours)}"
    )
    if args.refine:
        print(
            f"refine: {nfuncs} functions, {nunsup} unsupported "
            f"({100.0 * nunsup / max(1, nfuncs):.1f}%), {nerr} files with an input error"
        )
        for c, n in constructs.most_common():
            print(f"  {n:4}  {c}")
    if args.tsv:
        with open(args.tsv, "w") as f:
            for r in results:
                verdicts = ",".join(v for _, v, _ in r.get("functions", []))
                f.write(
                    f"{r['file']}\t{int(r['llvm_as'])}\t{int(r['check'])}\t"
                    f"{r['check_error']}\t{verdicts}\t{r.get('refine_error') or ''}\n"
                )


if __name__ == "__main__":
    sys.exit(main())
