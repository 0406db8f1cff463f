#!/usr/bin/env python3
"""Cross-checks semantics case files against lli-22 (LLVM's own execution
of the same IR on this machine's CPU).

For every `define <N x T> @f() { ... }` in the given `.ll` files whose
`; RUN: @f() => ...` line states one outcome, the function is run by
lli-22 (with every `poison` operand replaced by a concrete value: 77 for
integers, 7.0 for floats) and its lanes compared with the RUN line's,
except the lanes the RUN line says are poison. So a lane llsem computes
without reading a poison operand must be what the CPU computes whatever
that operand holds.

usage: scripts/x86-lli-cross.py FILE.ll...   (prints each difference and a
summary; exit status 1 if any lane differs)

A measuring tool for notes, not a test of the project (it needs lli-22).
"""
import re, subprocess, struct, sys
def lanes_of(ty_text, vals_text):
    m = re.match(r'<(\d+) x (\w+)>', ty_text)
    n, et = int(m.group(1)), m.group(2)
    out = []
    for v in re.findall(r'(?:i\d+|float|double) ([^,>]+)', vals_text):
        v = v.strip()
        if v == 'POISON':
            out.append(None)
            continue
        if et == 'float':
            d = struct.unpack('>d', bytes.fromhex(v[2:]))[0]
            out.append(struct.unpack('<I', struct.pack('<f', d))[0])
        elif et == 'double':
            out.append(int(v[2:], 16))
        else:
            w = int(et[1:]); out.append(int(v) & ((1 << w) - 1))
    return n, et, out
total = bad = 0
for path in sys.argv[1:]:
    text = open(path).read()
    decls = ''.join(l + '\n' for l in text.splitlines() if l.startswith('declare'))
    runs = dict(re.findall(r'^; RUN: @(\w+)\(\) => (.*)$', text, re.M))
    for ty, name, body in re.findall(r'^define (<[^>]+>) @(\w+)\(\) \{\n(.*?)\n\}', text, re.M | re.S):
        exp = runs.get(name)
        if exp is None or '|' in exp: continue
        body = re.sub(r'(i\d+) poison', r'\1 77', body)
        body = re.sub(r'(float|double) poison', r'\1 7.0', body)
        n, et, want = lanes_of(ty, exp.replace('poison', 'POISON'))
        w = {'float': 32, 'double': 64}.get(et) or int(et[1:])
        it = f'i{w}'
        ext = 'bitcast' if w == 64 else 'zext'
        prints = ''.join(f'  %e{i} = extractelement <{n} x {it}> %b, i32 {i}\n  %z{i} = {ext} {it} %e{i} to i64\n  call i32 (ptr, ...) @printf(ptr @fmt, i64 %z{i})\n' for i in range(n))
        mod = decls + 'declare i32 @printf(ptr, ...)\n@fmt = private constant [6 x i8] c"%llu \\00"\n' + \
            f'define {ty} @{name}() {{\n{body}\n}}\n' + \
            f'define i32 @main() {{\n  %v = call {ty} @{name}()\n  %b = bitcast {ty} %v to <{n} x {it}>\n{prints}  ret i32 0\n}}\n'
        r = subprocess.run(['lli-22'], input=mod, capture_output=True, text=True)
        got = [int(x) for x in r.stdout.split()]
        total += 1
        got = [g if w is not None else None for g, w in zip(got, want)] if len(got) == len(want) else got
        if got != want:
            bad += 1
            print('DIFF', path, name, 'lli', got, 'llsem', want, r.stderr[:300])
print(f"{total} functions compared with lli-22, {bad} differ")
sys.exit(1 if bad else 0)
