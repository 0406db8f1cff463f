#!/usr/bin/env python3
"""Writes src/parse/intrinsics/table.txt, llsem's table of the intrinsic
signatures LLVM 22 knows, from LLVM's generated
/usr/lib/llvm-22/include/llvm/IR/IntrinsicImpl.inc.

The table holds every target-independent intrinsic and every `llvm.x86.*`
intrinsic (the namespaces llsem implements; decision 0014 says why all of
them and not only the ones llsem runs). Each line is

    NAME  RET  (PARAM, PARAM, ...)

in llsem's own notation (src/parse/intrinsics/mod.rs parses it):

    i32 float <4 x i32> <vscale x 2 x i64> ptr ptr addrspace(N) void
    metadata token x86_amx {T, T}   a concrete type (a struct only as result)
    ...                             variadic (last parameter)
    anyK intK floatK vecK ptrK      overloaded slot K (any type, an integer
                                    or integer vector, a floating-point
                                    scalar or vector, a vector, a pointer),
                                    bound where it first appears
    $K                              the type bound to slot K
    ext($K) trunc($K)               $K with elements twice / half as wide
    same($K, T)                     T, or <N x T> if $K is <N x _>
    elt($K)                         the element type of $K
    ptrs($K, P)                     a vector of pointers with $K's lane
                                    count; P is the new slot its pointer
                                    type binds (ptrK)
    nth($K, N)                      $K with a 1/N of its lanes
    sub2($K) sub4($K)               $K's lanes split in 2 / 4 narrower ones
    toint($K)                       $K with integer elements of equal width

A NAME is overloaded exactly when its signature has a slot. The decoding
follows the IIT encoding documented in LLVM's Intrinsics.td (class
TypeInfoGen and the IIT_* records): facts about LLVM 22's intrinsics, read
from the installed header.

usage: scripts/gen-intrinsic-table.py [--inc PATH] [--out PATH]
"""
import argparse
import re

IIT = {}  # filled from the header's GET_INTRINSIC_IITINFO enum

KINDS = {0: "any", 1: "int", 2: "float", 3: "vec", 4: "ptr"}

OTHER_TARGETS = {
    "aarch64", "amdgcn", "arm", "bpf", "dx", "hexagon", "loongarch", "mips",
    "nvvm", "ppc", "r600", "riscv", "s390", "spv", "ve", "wasm", "xcore",
}


def section(text, macro):
    start = text.index("#ifdef " + macro)
    return text[start:]


def parse_header(path):
    text = open(path).read()
    iit = section(text, "GET_INTRINSIC_IITINFO")
    for m in re.finditer(r"\n\s+(IIT_\w+) = (\d+),", iit[: iit.index("#endif")]):
        IIT[int(m.group(2))] = m.group(1)
    names_sec = section(text, "GET_INTRINSIC_NAME_TABLE")
    offsets = names_sec[names_sec.index("IntrinsicNameOffsetTable[]") :]
    offsets = offsets[: offsets.index("};")]
    names = re.findall(r"\d+, // (\S+)", offsets)
    gen = section(text, "GET_INTRINSIC_GENERATOR_GLOBAL")
    table_src = gen[gen.index("IIT_Table[]") :]
    table_src = table_src[table_src.index("{") + 1 : table_src.index("};")]
    table = []
    for item in table_src.split(","):
        item = item.strip()
        if not item:
            continue
        m = re.fullmatch(r"\(1U<<15\) \| (\d+)", item)
        table.append((1 << 15) | int(m.group(1)) if m else int(item, 0))
    long_src = gen[gen.index("IIT_LongEncodingTable[]") :]
    long_src = long_src[long_src.index("{") + 1 : long_src.index("};")]
    long_src = re.sub(r"/\*.*?\*/", "", long_src)
    long_table = [int(x) for x in long_src.split(",") if x.strip()]
    return names, table, long_table


class Decoder:
    """Decodes one intrinsic's IIT entries into type expressions."""

    def __init__(self, entries):
        self.e = entries
        self.i = 0

    def next(self):
        # A short encoding drops trailing zero nibbles: reading past the
        # end reads 0.
        v = self.e[self.i] if self.i < len(self.e) else 0
        self.i += 1
        return v

    def ty(self):
        info = IIT[self.next()]
        simple = {
            "IIT_Done": "void", "IIT_VARARG": "...", "IIT_MMX": "<1 x i64>",
            "IIT_AMX": "x86_amx", "IIT_TOKEN": "token", "IIT_METADATA": "metadata",
            "IIT_F16": "half", "IIT_BF16": "bfloat", "IIT_F32": "float",
            "IIT_F64": "double", "IIT_F128": "fp128", "IIT_PPCF128": "ppc_fp128",
            "IIT_I1": "i1", "IIT_I2": "i2", "IIT_I4": "i4", "IIT_I8": "i8",
            "IIT_I16": "i16", "IIT_I32": "i32", "IIT_I64": "i64", "IIT_I128": "i128",
            "IIT_PTR": "ptr", "IIT_EXTERNREF": "ptr addrspace(10)",
            "IIT_FUNCREF": "ptr addrspace(20)",
            "IIT_AARCH64_SVCOUNT": 'target("aarch64.svcount")',
        }
        if info in simple:
            return simple[info]
        if info == "IIT_SCALABLE_VEC":
            fixed = self.ty()
            return "<vscale x " + fixed[1:]
        m = re.fullmatch(r"IIT_V(\d+)", info)
        if m:
            return f"<{m.group(1)} x {self.ty()}>"
        if info == "IIT_ANYPTR":
            return f"ptr addrspace({self.next()})"
        if info == "IIT_STRUCT":
            n = self.next() + 2
            return "{" + ", ".join(self.ty() for _ in range(n)) + "}"
        if info == "IIT_ARG":
            a = self.next()
            slot, kind = a >> 3, a & 7
            return f"${slot}" if kind == 7 else f"{KINDS[kind]}{slot}"
        if info in ("IIT_EXTEND_ARG", "IIT_TRUNC_ARG", "IIT_VEC_ELEMENT",
                    "IIT_SUBDIVIDE2_ARG", "IIT_SUBDIVIDE4_ARG",
                    "IIT_VEC_OF_BITCASTS_TO_INT"):
            fn = {"IIT_EXTEND_ARG": "ext", "IIT_TRUNC_ARG": "trunc",
                  "IIT_VEC_ELEMENT": "elt", "IIT_SUBDIVIDE2_ARG": "sub2",
                  "IIT_SUBDIVIDE4_ARG": "sub4",
                  "IIT_VEC_OF_BITCASTS_TO_INT": "toint"}[info]
            return f"{fn}(${self.next() >> 3})"
        if info == "IIT_SAME_VEC_WIDTH_ARG":
            slot = self.next() >> 3
            return f"same(${slot}, {self.ty()})"
        if info == "IIT_VEC_OF_ANYPTRS_TO_ELT":
            new_slot = self.next()
            ref = self.next()
            return f"ptrs(${ref}, {new_slot})"
        if info == "IIT_ONE_NTH_ELTS_VEC_ARG":
            slot = self.next()
            n = self.next()
            return f"nth(${slot}, {n})"
        raise ValueError(f"unknown IIT entry {info}")


def signature(table, long_table, ident):
    val = table[ident - 1]
    if val >> 15:
        entries, start = long_table, val & 0x7FFF
    else:
        entries, start = [], 0
        while True:
            entries.append(val & 0xF)
            val >>= 4
            if not val:
                break
    d = Decoder(entries)
    d.i = start
    ret = d.ty()
    params = []
    while d.i < len(entries) and entries[d.i] != 0:
        params.append(d.ty())
    return ret, params


def wanted(name):
    parts = name.split(".")
    return len(parts) > 1 and parts[1] not in OTHER_TARGETS


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--inc", default="/usr/lib/llvm-22/include/llvm/IR/IntrinsicImpl.inc")
    ap.add_argument("--out", default="src/parse/intrinsics/table.txt")
    args = ap.parse_args()
    names, table, long_table = parse_header(args.inc)
    lines = [
        "# LLVM 22's target-independent and x86 intrinsics: NAME RET (PARAMS).",
        "# Generated by scripts/gen-intrinsic-table.py from LLVM 22's",
        "# IntrinsicImpl.inc; do not edit. Notation: see the script.",
    ]
    for ident, name in enumerate(names):
        if ident == 0 or not wanted(name):
            continue
        ret, params = signature(table, long_table, ident)
        lines.append(f"{name} {ret} ({', '.join(params)})")
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(lines) - 3} intrinsics written to {args.out}")


if __name__ == "__main__":
    main()
